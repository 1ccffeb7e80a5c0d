/** /live-detail/{id}: the live stream plays (HLS), its title, place and introduction under it. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { liveApi, VideoPlayer } from '@/features/media'
import { DetailPage, usePageParams } from '@/kit'
import '@/features/media/media.scss'

export default function LiveDetailPage() {
  const { t } = useTranslation('media')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={liveApi.detail} title={t('titles.liveDetail')} titleOf={(r) => r.title} testId="live-detail">
      {(room) => (
        <View className="wl-media-detail">
          {room.status === 'LIVE' ? (
            <VideoPlayer src={room.streamUrl} poster={room.cover} live autoplay testId="live-player" />
          ) : (
            <View className="wl-video">
              <View className="wl-video__unavailable" role="status" data-testid="live-off">
                <Text className="wl-video__unavailable-title">{t('live.off')}</Text>
                <Text className="wl-video__unavailable-hint">{t('live.offHint')}</Text>
              </View>
            </View>
          )}
          <View className="wl-media-detail__body">
            <Text className="wl-media-detail__title">{room.title}</Text>
            <Text className="wl-media-detail__meta">{`${t('live.place')}：${room.placeName} · ${t('live.viewers', { count: room.viewNum })}`}</Text>
            <Text className="wl-media-detail__text">{room.description}</Text>
          </View>
        </View>
      )}
    </DetailPage>
  )
}
