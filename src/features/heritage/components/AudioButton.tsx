/**
 * Play / pause one audio entry with the platform's inner audio context (H5 and mini-program alike);
 * it stops when the entry folds or the page goes.
 */
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pressable } from '../../../kit/theme'

export function AudioButton({ src }: { src: string }) {
  const { t } = useTranslation('heritage')
  const audio = useRef<Taro.InnerAudioContext | null>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(
    () => () => {
      audio.current?.stop()
      audio.current?.destroy()
    },
    [],
  )

  const toggle = () => {
    if (!audio.current) {
      const a = Taro.createInnerAudioContext()
      a.src = src
      a.onEnded(() => setPlaying(false))
      a.onError(() => setPlaying(false))
      audio.current = a
    }
    if (playing) audio.current.pause()
    else audio.current.play()
    setPlaying(!playing)
  }

  return (
    <View className={`heritage-audio${playing ? ' is-on' : ''}`} data-testid="heritage-audio" aria-pressed={playing} {...pressable(toggle)}>
      {playing ? t('audio.pause') : t('audio.play')}
    </View>
  )
}
