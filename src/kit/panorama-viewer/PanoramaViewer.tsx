/**
 * A panorama full screen: the 2:1 picture three screens wide in a horizontal scroll, started
 * near its middle, so the visitor pans sideways; its name, a hint and a close button below.
 * Used by /spot-panorama and by a place detail's media bar.
 */
import { ScrollView, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Picture } from '../picture'
import { pressable } from '../theme'
import './panorama-viewer.scss'

export interface PanoramaViewerProps {
  name: string
  /** the picture's address */
  panorama: string
  onClose(): void
}

export function PanoramaViewer({ name, panorama, onClose }: PanoramaViewerProps) {
  const { t } = useTranslation('common')
  return (
    <View className="wl-panorama" data-testid="panorama-viewer" role="dialog" aria-label={name}>
      <ScrollView className="wl-panorama__scroll" scrollX scrollLeft={600} enhanced showScrollbar={false}>
        <Picture className="wl-panorama__image" src={panorama} mode="scaleToFill" alt={name} />
      </ScrollView>
      <View className="wl-panorama__bar">
        <Text className="wl-panorama__name">{name}</Text>
        <Text className="wl-panorama__hint">{t('panoramaHint')}</Text>
        <Text className="wl-panorama__close" data-testid="panorama-close" {...pressable(onClose)}>
          {t('close')}
        </Text>
      </View>
    </View>
  )
}
