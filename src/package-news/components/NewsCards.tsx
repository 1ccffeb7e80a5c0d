/**
 * News bodies of the column and channel pages, on the kit's paged list: `rows` (title and time
 * beside a small cover, like /news-list), `cards` (a large cover over the title: the Xinjiang
 * list, the columns) or `grid` (two columns with a play badge: the micro-class).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { newsApi, PublishTime, type News, type NewsListParams } from '@/features/news'
import { PagedList, Picture } from '@/kit'
import { navigate } from '@/services/navigate'
import './news-cards.scss'
import { pressable } from '@/kit/theme'

export type NewsLayout = 'rows' | 'cards' | 'grid'

/** where a news item opens: galleries in the picture viewer, the rest in the news detail */
export const newsRoute = (item: Pick<News, 'id' | 'contentType'>) =>
  item.contentType === 'IMAGE' ? routes.swiperDetail(item.id) : routes.newsDetail(item.id)

/** the cards a phone shows before any scroll: their pictures load at once, the first one first */
const FIRST_SCREEN_CARDS = 4

export function NewsCard({ item, layout, index = FIRST_SCREEN_CARDS }: { item: News; layout: NewsLayout; index?: number }) {
  const { t } = useTranslation('news')
  const badge = item.contentType === 'CONTENT' ? '' : t(`type.${item.contentType}`)
  return (
    <View className={`news-card news-card--${layout}`} data-testid={`news-item-${item.id}`} {...pressable(() => navigate(newsRoute(item)))}>
      {item.imgUrl && (
        <View className="news-card__figure">
          <Picture className="news-card__cover" src={item.imgUrl} lazyLoad={index >= FIRST_SCREEN_CARDS} priority={index === 0} />
          {badge && <Text className="news-card__badge">{badge}</Text>}
        </View>
      )}
      <View className="news-card__text">
        <Text className="news-card__title">{item.title}</Text>
        <PublishTime className="news-card__time" time={item.publishTime} />
      </View>
    </View>
  )
}

export function NewsCards({
  params,
  layout = 'cards',
  testId = 'news-list',
}: {
  params: NewsListParams
  layout?: NewsLayout
  testId?: string
}) {
  return (
    <View className="news-cards" data-testid={testId} data-channel={params.channelCode}>
      <PagedList
        source={newsApi}
        params={params}
        className={`news-cards__list news-cards__list--${layout}`}
        renderItem={(item, _list, index) => <NewsCard item={item} layout={layout} index={index} />}
      />
    </View>
  )
}
