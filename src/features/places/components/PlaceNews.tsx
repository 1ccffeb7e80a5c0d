/**
 * The news of a place, two (./place-news.ts: the news search for its name); hidden when none. When
 * the two are full there may be more: "more" opens them all (/venues-news/{id}/{type}, the same search, paged).
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '../../../core/route-paths'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { PLACE_NEWS_PAGE_SIZE } from '../../../core/places/rules'
import { placeNews, type PlaceNewsItem } from '../place-news'

export function PlaceNews({ name, id, resourceType }: { name: string; id: number; resourceType: string }) {
  const { t } = useTranslation('places')
  const [news, setNews] = useState<PlaceNewsItem[]>([])
  useEffect(() => {
    let live = true
    if (!name.trim()) return
    placeNews(name).then((res) => {
      if (live && res.ok) setNews(res.data)
    })
    return () => {
      live = false
    }
  }, [name])
  if (news.length === 0) return null
  return (
    <View className="place-section place-news" data-testid="place-news">
      <View className="place-children__head">
        <Text className="place-section__title">{t('news')}</Text>
        {news.length >= PLACE_NEWS_PAGE_SIZE && (
          <Text
            className="place-children__all"
            data-testid="place-news-more"
            {...pressable(() => navigate(routes.venuesNews(id, resourceType)), t('moreNews'))}
          >
            {t('moreNews')}
          </Text>
        )}
      </View>
      {news.map((n) => (
        <View
          key={n.id}
          className="place-news__item"
          data-testid={`place-news-${n.id}`}
          {...pressable(() => navigate(routes.newsDetail(n.id)))}
        >
          {n.cover && <Picture className="place-news__cover" src={n.cover} lazyLoad />}
          <Text className="place-news__title">{n.title}</Text>
        </View>
      ))}
    </View>
  )
}
