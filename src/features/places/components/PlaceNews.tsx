/**
 * The news of a place (issue "Places": getNewsList pageSize 2): res/api/content/list with the
 * place's name as the tag (news about a place carry its name among their tags). Hidden when none.
 */
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { newsApi, type News } from '@/features/news'
import { PLACE_NEWS_PAGE_SIZE } from '../../../core/places/rules'
import { routes } from '../../../core/route-paths'
import { mediaUrl } from '../../../kit/media-url'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'

export function PlaceNews({ name }: { name: string }) {
  const { t } = useTranslation('places')
  const [news, setNews] = useState<News[]>([])
  useEffect(() => {
    let live = true
    newsApi.list({ channelCode: 'all', tagId: name }, { page: 1, pageSize: PLACE_NEWS_PAGE_SIZE }).then((res) => {
      if (live && res.ok) setNews(res.data.items.slice(0, PLACE_NEWS_PAGE_SIZE))
    })
    return () => {
      live = false
    }
  }, [name])
  if (news.length === 0) return null
  return (
    <View className="place-section place-news" data-testid="place-news">
      <Text className="place-section__title">{t('news')}</Text>
      {news.map((n) => (
        <View
          key={n.id}
          className="place-news__item"
          data-testid={`place-news-${n.id}`}
          {...pressable(() => navigate(routes.newsDetail(n.id)), n.title)}
        >
          {n.imgUrl && (
            <Image className="place-news__cover" src={mediaUrl(n.imgUrl)} mode="aspectFill" lazyLoad nativeProps={{ alt: '' }} />
          )}
          <Text className="place-news__title">{n.title}</Text>
        </View>
      ))}
    </View>
  )
}
