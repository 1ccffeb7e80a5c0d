/**
 * Mini-program video: Taro's Video plays MP4 and HLS (m3u8) addresses, LivePlayer the rtmp/flv
 * streams (it needs the live-player category of the account). A failure shows "video
 * unavailable" instead of the black box.
 */
import { LivePlayer, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mediaUrl } from '../../../kit/media-url'
import { PictureVideo } from '../../../kit/picture'
import type { PlayerState, VideoPlayerProps } from './types'
import './player.scss'

export function VideoPlayer({
  src,
  poster,
  live = false,
  autoplay = false,
  loop = false,
  testId = 'video-player',
  className = '',
  fill = false,
}: VideoPlayerProps) {
  const { t } = useTranslation('media')
  const [state, setState] = useState<PlayerState>(src ? 'loading' : 'unavailable')
  const url = src ? mediaUrl(src) : ''
  const rtmp = /^rtmp:|\.flv(\?|$)/i.test(url)
  const classes = `wl-video ${fill ? 'wl-video--fill' : ''} ${className}`.trim()
  return (
    <View className={classes} data-testid={testId} data-state={state}>
      {url && state !== 'unavailable' && rtmp && (
        <LivePlayer className="wl-video__element" src={url} mode="live" autoplay onError={() => setState('unavailable')} />
      )}
      {url && state !== 'unavailable' && !rtmp && (
        <PictureVideo
          className="wl-video__element"
          src={url}
          poster={poster}
          controls
          autoplay={autoplay}
          loop={loop}
          isLive={live}
          onPlay={() => setState('playing')}
          onPause={() => setState('paused')}
          onError={() => setState('unavailable')}
        />
      )}
      {live && state !== 'unavailable' && <Text className="wl-video__live">{t('live.onAir')}</Text>}
      {state === 'unavailable' && (
        <View className="wl-video__unavailable" data-testid={`${testId}-unavailable`}>
          <Text className="wl-video__unavailable-title">{t('unavailable')}</Text>
          <Text className="wl-video__unavailable-hint">{t('unavailableHint')}</Text>
        </View>
      )}
    </View>
  )
}
