/**
 * An audio item on a page: cover, title, play / pause of the shared player (the sound goes on
 * when the visitor leaves the page; the mini player shows it). Used by news details of
 * contentType AUDIO and the audio guides.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Picture } from '../../../kit/picture'
import { FloatingAudio } from './FloatingAudio'
import { playAudio, useAudioStore, type AudioTrack } from './store'
import './floating-audio.scss'
import { pressable } from '../../../kit/theme'

export function AudioItem({ track, testId = 'audio-item' }: { track: AudioTrack; testId?: string }) {
  const { t } = useTranslation('media')
  const current = useAudioStore((s) => s.track?.key === track.key)
  const playing = useAudioStore((s) => s.playing) && current
  return (
    <View className="wl-audio-item" data-testid={testId} data-playing={playing ? '1' : '0'}>
      {track.cover && <Picture className="wl-audio-item__cover" src={track.cover} />}
      <View className="wl-audio-item__text">
        <Text className="wl-audio-item__title">{track.title}</Text>
        {track.author && <Text className="wl-audio-item__author">{track.author}</Text>}
      </View>
      <View
        className="wl-audio-item__play"
        data-testid={`${testId}-play`}
        {...pressable(() => void playAudio(track), playing ? t('audio.pause') : t('audio.play'))}
      >
        <Text aria-hidden>{playing ? '❚❚' : '▶'}</Text>
      </View>
      {process.env.TARO_ENV === 'weapp' && <FloatingAudio />}
    </View>
  )
}
