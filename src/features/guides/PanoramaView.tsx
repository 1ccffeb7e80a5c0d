/**
 * /spot-panorama: the places with a panorama (a scenic area's spots); a tap opens the picture in a
 * viewer the visitor pans sideways (a horizontal scroll over the picture three screens wide).
 */
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { mediaUrl } from '../../kit/media-url'
import { PagedList } from '../../kit/paged-list'
import { pressable } from '../../kit/theme'
import { panoramaApi, type Panorama } from './api'
import { PictureCard } from './components/PictureCard'
import './guides.scss'

function PanoramaViewer({ item, onClose }: { item: Panorama; onClose: () => void }) {
  const { t } = useTranslation('guides')
  return (
    <View className="guides-panorama" data-testid="panorama-viewer" role="dialog" aria-label={item.name}>
      <ScrollView className="guides-panorama__scroll" scrollX scrollLeft={600} enhanced showScrollbar={false}>
        <Image className="guides-panorama__image" src={mediaUrl(item.panorama)} mode="scaleToFill" nativeProps={{ alt: item.name }} />
      </ScrollView>
      <View className="guides-panorama__bar">
        <Text className="guides-panorama__name">{item.name}</Text>
        <Text className="guides-panorama__hint">{t('panorama.hint')}</Text>
        <Text className="guides-panorama__close" data-testid="panorama-close" {...pressable(onClose)}>
          {t('panorama.close')}
        </Text>
      </View>
    </View>
  )
}

export function PanoramaView() {
  const { t } = useTranslation('guides')
  const [open, setOpen] = useState<Panorama | null>(null)
  return (
    <PageShell title={t('title.panorama')}>
      <View className="guides-page" data-testid="spot-panorama">
        <PagedList
          source={panoramaApi}
          className="guides-list"
          testId="panorama-list"
          renderItem={(item) => (
            <PictureCard
              testId={`panorama-${item.id}`}
              cover={item.cover}
              title={item.name}
              lines={[item.summary]}
              badge={t('panorama.badge')}
              onOpen={() => setOpen(item)}
            />
          )}
        />
        {open && <PanoramaViewer item={open} onClose={() => setOpen(null)} />}
      </View>
    </PageShell>
  )
}
