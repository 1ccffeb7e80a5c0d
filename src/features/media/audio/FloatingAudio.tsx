/**
 * The mini player: the track's title, play / pause, close, and how far it has played. Shown
 * while a track is loaded. On H5 it is mounted once, over every page (mount-floating.h5.tsx); in
 * the mini-program the media pages render it (WeChat's own controls cover the other pages).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { stopAudio, toggleAudio, useAudioStore } from './store'
import './floating-audio.scss'
import { pressable } from '../../../kit/theme'

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`

export function FloatingAudio() {
  const { t } = useTranslation('media')
  const { track, playing, position, duration, failed } = useAudioStore()
  if (!track) return null
  return (
    <View
      className="wl-audio-bar"
      data-testid="audio-bar"
      data-playing={playing ? '1' : '0'}
      role="region"
      aria-label={t('audio.nowPlaying')}
    >
      <View className="wl-audio-bar__text">
        <Text className="wl-audio-bar__title" data-testid="audio-bar-title">
          {track.title}
        </Text>
        <Text className="wl-audio-bar__time">{failed ? t('audio.failed') : `${clock(position)} / ${clock(duration)}`}</Text>
      </View>
      <View
        className="wl-audio-bar__button"
        data-testid="audio-bar-toggle"
        {...pressable(() => void toggleAudio(), playing ? t('audio.pause') : t('audio.play'))}
      >
        <Text aria-hidden>{playing ? '❚❚' : '▶'}</Text>
      </View>
      <View className="wl-audio-bar__button" data-testid="audio-bar-close" {...pressable(() => void stopAudio(), t('audio.close'))}>
        <Text aria-hidden>✕</Text>
      </View>
    </View>
  )
}
