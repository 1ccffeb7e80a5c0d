/**
 * /video-player?id= (a stream media item: the player, its likes and comments) or
 * /video-player?url=&title= (any address, e.g. the root video pop-up): the video plays on the page.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { LikeButton, MediaComments, streamMediaApi, VideoPlayer } from '@/features/media'
import { DetailPage, usePageParams } from '@/kit'

export default function VideoPlayerPage() {
  const { t } = useTranslation('media')
  const { id, url, title } = usePageParams()
  if (!id && url) {
    return (
      <PageShell title={title || t('titles.videoPlayer')}>
        <VideoPlayer src={url} autoplay />
      </PageShell>
    )
  }
  return (
    <DetailPage id={id} load={streamMediaApi.detail} title={t('titles.videoPlayer')} titleOf={(m) => m.title} testId="video-detail">
      {(item) => (
        <View className="wl-media-detail">
          <VideoPlayer src={item.url} poster={item.cover} autoplay />
          <View className="wl-media-detail__body">
            <Text className="wl-media-detail__title">{item.title}</Text>
            <Text className="wl-media-detail__meta">{item.author}</Text>
            <Text className="wl-media-detail__text">{item.description}</Text>
            <View className="wl-media-actions">
              <LikeButton item={item} />
            </View>
            <MediaComments mediaId={item.id} />
          </View>
        </View>
      )}
    </DetailPage>
  )
}
