/** /swiper-detail/{id}: a gallery news item: its pictures one at a time with their captions, then its text. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { newsApi, PublishTime } from '@/features/news'
import { DetailPage, usePageParams } from '@/kit'
import { Gallery } from '../../components/Gallery'
import '../../components/news-cards.scss'

export default function SwiperDetailPage() {
  const { t } = useTranslation('news')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={newsApi.detail} title={t('titles.gallery')} titleOf={(n) => n.title} testId="swiper-detail">
      {(news) => (
        <View>
          <Gallery
            images={news.imageUrls.length > 0 ? news.imageUrls : news.imgUrl ? [{ url: news.imgUrl, description: '' }] : []}
            title={news.title}
          />
          <View className="column-head">
            <Text className="column-head__name">{news.title}</Text>
            <PublishTime className="column-head__text" time={news.publishTime} />
            {news.body
              .split(/\n\s*\n/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <Text key={i} className="column-head__text">
                  {p.trim()}
                </Text>
              ))}
          </View>
        </View>
      )}
    </DetailPage>
  )
}
