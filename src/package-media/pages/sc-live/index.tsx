/**
 * /sc-live (province variant): the first scenic webcam on air plays at the top, the other rooms
 * below it.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { liveApi, LiveListView, VideoPlayer, type LiveRoom } from '@/features/media'

export default function ScLivePage() {
  const { t } = useTranslation('media')
  const [featured, setFeatured] = useState<LiveRoom | null>(null)
  useEffect(() => {
    liveApi.list({ category: 'scenic' }, { page: 1, pageSize: 10 }).then((res) => {
      if (res.ok) setFeatured(res.data.items.find((r) => r.status === 'LIVE') ?? null)
    })
  }, [])
  return (
    <PageShell title={t('titles.scLive')}>
      {featured && (
        <View className="wl-media-detail">
          <VideoPlayer src={featured.streamUrl} poster={featured.cover} live autoplay testId="sc-live-player" />
          <View className="wl-media-detail__body">
            <Text className="wl-media-detail__title">{featured.title}</Text>
          </View>
        </View>
      )}
      <LiveListView params={{ category: 'scenic' }} />
    </PageShell>
  )
}
