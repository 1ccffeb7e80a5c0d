/** Plays a voice recording (Taro's inner audio context: the mini-program's player, an <audio> on H5); a second tap stops it. */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mediaUrl } from '../../../kit/media-url'
import { pressable } from '../../../kit/theme'

export function AudioPlay({ url, seconds, testId }: { url: string; seconds: number; testId: string }) {
  const { t } = useTranslation('complaints')
  const player = useRef<Taro.InnerAudioContext | null>(null)
  const [playing, setPlaying] = useState(false)
  useEffect(() => () => player.current?.destroy(), [])
  const toggle = () => {
    if (!player.current) {
      const ctx = Taro.createInnerAudioContext()
      ctx.src = mediaUrl(url)
      ctx.onEnded(() => setPlaying(false))
      ctx.onStop(() => setPlaying(false))
      ctx.onError(() => setPlaying(false))
      player.current = ctx
    }
    if (playing) player.current.stop()
    else player.current.play()
    setPlaying(!playing)
  }
  return (
    <View className="cp-attached" data-testid={testId}>
      <Text className="cp-attached__text">{t('voice.attached', { seconds })}</Text>
      <View className="cp-link" data-testid={`${testId}-play`} {...pressable(toggle, t('voice.play'))}>
        <Text>{playing ? t('voice.stop') : t('voice.play')}</Text>
      </View>
    </View>
  )
}
