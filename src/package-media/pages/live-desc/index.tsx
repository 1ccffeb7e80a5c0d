/** /live-desc/{id}: a live room's introduction (cover, place, text) and the way into the stream. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { liveApi } from '@/features/media'
import { DetailPage, PageAction, usePageParams, Picture } from '@/kit'
import { navigate } from '@/services/navigate'
import '@/features/media/media.scss'

export default function LiveDescPage() {
  const { t } = useTranslation('media')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={liveApi.detail} title={t('titles.liveDesc')} titleOf={(r) => r.title} testId="live-desc">
      {(room) => (
        <View className="wl-media-detail">
          <Picture className="wl-media-card__cover" src={room.cover} mode="widthFix" alt={room.title} />
          <View className="wl-media-detail__body">
            <Text className="wl-media-detail__title">{room.title}</Text>
            <Text className="wl-media-detail__meta">{`${t('live.place')}：${room.placeName}`}</Text>
            <Text className="wl-media-detail__meta">{room.status === 'LIVE' ? t('live.onAir') : t('live.off')}</Text>
            <Text className="wl-media-detail__text">{room.description}</Text>
          </View>
          <PageAction testId="live-desc-watch" onClick={() => navigate(routes.liveDetail(room.id))}>
            {t('live.watch')}
          </PageAction>
        </View>
      )}
    </DetailPage>
  )
}
