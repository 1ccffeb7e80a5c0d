/**
 * /venues-news/{id}/{type}: every news item about a place (a venue by default; {type} is its
 * CONTENT_TYPE_* code): the place's name, then the news search for it (as the place pages find a
 * place's news), as a paged list.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { PagedList, usePageParams, Picture } from '@/kit'
import { navigate } from '@/services/navigate'
import { placeName, placeNewsSource } from '../../components/api'
import '../../components/news-cards.scss'
import { pressable } from '@/kit/theme'

export default function VenuesNewsPage() {
  const { t } = useTranslation('news')
  const { id, type } = usePageParams()
  const [name, setName] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (!id) return setName(null)
    placeName(type ?? '', id).then((res) => setName(res.ok && res.data ? res.data : null))
  }, [id, type])
  return (
    <PageShell title={name ? t('venue.newsOf', { name }) : t('title')}>
      {name === undefined && <Text className="page-state">{t('loading')}</Text>}
      {name === null && (
        <Text className="page-state" data-testid="venues-news-not-found">
          {t('venue.notFound')}
        </Text>
      )}
      {name && (
        <View className="news-cards" data-testid="venues-news">
          {/* the subject on the page itself, not only in the title bar: an empty list still says whose news it is */}
          <View className="column-head" data-testid="venues-news-head">
            <Text className="column-head__name">{t('venue.newsOf', { name })}</Text>
          </View>
          <PagedList
            source={placeNewsSource}
            params={{ keyword: name }}
            renderItem={(item) => (
              <View
                className="news-card news-card--rows"
                data-testid={`news-item-${item.id}`}
                {...pressable(() => navigate(routes.newsDetail(item.id)))}
              >
                {item.cover && (
                  <View className="news-card__figure">
                    <Picture className="news-card__cover" src={item.cover} lazyLoad />
                  </View>
                )}
                <View className="news-card__text">
                  <Text className="news-card__title">{item.title}</Text>
                </View>
              </View>
            )}
          />
        </View>
      )}
    </PageShell>
  )
}
