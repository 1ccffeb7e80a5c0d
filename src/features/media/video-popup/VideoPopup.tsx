/**
 * A video over the page: the player fills the width and starts, its title and a close button
 * below; Escape or the close button ends it (and its sound). Audio guides play here too: the
 * player shows the poster while the sound plays.
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { pressable } from '../../../kit/theme'
import { VideoPlayer } from '../player'
import type { PopupVideo } from './video'
import './video-popup.scss'

export interface VideoPopupProps {
  video: PopupVideo
  onClose(): void
}

export function VideoPopup({ video, onClose }: VideoPopupProps) {
  const { t } = useTranslation('common')
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <View className="wl-video-popup" data-testid="video-popup" role="dialog" aria-modal="true" aria-label={video.title}>
      <View className="wl-video-popup__stage">
        <VideoPlayer src={video.url} poster={video.poster} autoplay testId="video-popup-player" />
      </View>
      <View className="wl-video-popup__bar">
        <Text className="wl-video-popup__title">{video.title}</Text>
        <Text className="wl-video-popup__close" data-testid="video-popup-close" {...pressable(onClose)}>
          {t('close')}
        </Text>
      </View>
    </View>
  )
}
