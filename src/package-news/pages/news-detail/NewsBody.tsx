/**
 * The body of one news: title, publish time (recent-dates rule), the media of its contentType
 * (VIDEO the video player, AUDIO the shared audio player that keeps playing across pages, IMAGE
 * the gallery, CONTENT the cover), the text, and the like /
 * collect / comment counts.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { AudioItem, VideoPlayer } from '@/features/media'
import { PublishTime, type NewsDetail } from '@/features/news'
import './index.scss'
import { Picture, previewPictures } from '@/kit/picture'

function Media({ news }: { news: NewsDetail }) {
  if (news.contentType === 'VIDEO' && news.video) {
    return <VideoPlayer className="news-detail__media" src={news.video} poster={news.imgUrl} testId="news-video" />
  }
  if (news.contentType === 'AUDIO' && news.audio) {
    // the shared player: the sound goes on when the visitor opens another page
    return <AudioItem track={{ key: `news-${news.id}`, title: news.title, src: news.audio, cover: news.imgUrl }} testId="news-audio" />
  }
  if (news.contentType === 'IMAGE' && news.imageUrls.length > 0) {
    const urls = news.imageUrls.map((i) => i.url)
    return (
      <View data-testid="news-images">
        {news.imageUrls.map((img) => (
          <View key={img.url} className="news-detail__figure" onClick={() => previewPictures(img.url, urls)}>
            <Picture className="news-detail__image" src={img.url} mode="widthFix" alt={img.description || news.title} />
            {img.description && <Text>{img.description}</Text>}
          </View>
        ))}
      </View>
    )
  }
  return news.imgUrl ? (
    <Picture className="news-detail__image news-detail__media" src={news.imgUrl} mode="widthFix" alt={news.title} />
  ) : null
}

export function NewsBody({ news }: { news: NewsDetail }) {
  const { t } = useTranslation('news')
  return (
    <View className="news-detail">
      <Text className="news-detail__title" data-testid="news-title">
        {news.title}
      </Text>
      <PublishTime className="news-detail__time" time={news.publishTime} />
      <Media news={news} />
      {news.body
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <Text key={i} className="news-detail__para">
            {p.trim()}
          </Text>
        ))}
      <View className="news-detail__counts" data-testid="news-counts">
        <Text data-testid="news-like">{`${t('like')} ${news.likeNum}`}</Text>
        <Text data-testid="news-collect">{`${t('collect')} ${news.collectionNum}`}</Text>
        <Text data-testid="news-comment">{`${t('comment')} ${news.commentNum}`}</Text>
      </View>
    </View>
  )
}
