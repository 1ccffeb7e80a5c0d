/**
 * H5 video: a <video> element (playsInline, controls). HLS: hls.js where the browser has Media
 * Source Extensions, else the browser's own HLS; hls.js is imported here only (webpack makes it a chunk of its own, fetched by video pages
 * when a live stream starts). A demo MP4 lists its WebM twin as a second <source>, so a browser
 * without H.264 still plays. Any failure (no codec, the server's "no ffmpeg" answer, a network
 * error the player gives up on) shows the "video unavailable" state.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mediaUrl } from '../../../kit/media-url'
import { isHls, webmTwin, type PlayerState, type VideoPlayerProps } from './types'
import './player.scss'

// exact codecs, so a browser without H.264 skips the MP4 at once and takes the WebM
const MP4_TYPE = 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"'
const WEBM_TYPE = 'video/webm; codecs="vp9, opus"'

interface HlsHandle {
  destroy(): void
}

/**
 * attaches an HLS source: hls.js wherever Media Source Extensions exist (Chromium, Firefox,
 * Android WebViews, Safari 17+), the browser's own HLS where they do not (iPhone Safari before
 * 17.1, older WeChat on iOS); calls fail() when neither can play it
 */
async function attachHls(video: HTMLVideoElement, src: string, fail: () => void): Promise<HlsHandle | null> {
  const mse = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)
  if (!mse && video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = src
    return null
  }
  const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js')
  if (!Hls.isSupported()) {
    if (video.canPlayType('application/vnd.apple.mpegurl')) video.src = src
    else fail()
    return null
  }
  const hls = new Hls({ liveSyncDurationCount: 2, manifestLoadingMaxRetry: 2, levelLoadingMaxRetry: 2, fragLoadingMaxRetry: 2 })
  // hls.js's own recovery for a fatal error (its README): load again after a network failure, rebuild
  // the media pipeline after a decoding one; a second fatal error of a kind within a minute is final
  const recovered: Record<string, number> = {}
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return
    const kind = data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media' : data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : ''
    if (!kind || Date.now() - (recovered[kind] ?? 0) < 60_000) return fail()
    recovered[kind] = Date.now()
    if (kind === 'media') hls.recoverMediaError()
    else hls.startLoad()
  })
  hls.loadSource(src)
  hls.attachMedia(video)
  return hls
}

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
  const ref = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<PlayerState>(src ? 'loading' : 'unavailable')
  const url = src ? mediaUrl(src) : ''
  const hls = live || isHls(url)

  useEffect(() => {
    const video = ref.current
    if (!video || !url) return
    setState('loading')
    let handle: HlsHandle | null = null
    let gone = false
    const fail = () => !gone && setState('unavailable')
    // play() is refused for good only by the autoplay policy (the visitor presses play); a load that
    // interrupts it (hls.js rebuilding its pipeline, a source switch) just means: again once it can play
    const play = () =>
      video.play().catch((error: unknown) => {
        if (gone) return
        if ((error as Error)?.name === 'AbortError') video.addEventListener('canplay', play, { once: true })
        else setState('paused')
      })
    if (hls) {
      attachHls(video, url, fail)
        .then((h) => {
          if (gone) h?.destroy()
          else handle = h
          if (!gone && autoplay) play()
        })
        .catch(fail)
    } else {
      video.load()
      if (autoplay) play()
    }
    return () => {
      gone = true
      video.removeEventListener('canplay', play)
      handle?.destroy()
    }
  }, [url, hls, autoplay])

  const twin = hls ? undefined : webmTwin(url)
  const classes = `wl-video ${fill ? 'wl-video--fill' : ''} ${className}`.trim()
  return (
    <View className={classes} data-testid={testId} data-state={state}>
      {url && state !== 'unavailable' && (
        <video
          ref={ref}
          className="wl-video__element"
          poster={poster ? mediaUrl(poster) : undefined}
          controls
          playsInline
          loop={loop}
          muted={autoplay}
          preload="metadata"
          aria-label={t('player')}
          onPlaying={() => setState('playing')}
          // a live stream may start before its first `playing` event reaches React: time moving is playing
          onTimeUpdate={(e) => !e.currentTarget.paused && setState((now) => (now === 'loading' || now === 'paused' ? 'playing' : now))}
          onPause={() => setState('paused')}
          onError={() => setState('unavailable')}
        >
          {!hls && <source src={url} type={MP4_TYPE} onError={twin ? undefined : () => setState('unavailable')} />}
          {twin && <source src={twin} type={WEBM_TYPE} onError={() => setState('unavailable')} />}
        </video>
      )}
      {live && state !== 'unavailable' && <Text className="wl-video__live">{t('live.onAir')}</Text>}
      {state === 'unavailable' && (
        <View className="wl-video__unavailable" role="status" data-testid={`${testId}-unavailable`}>
          <Text className="wl-video__unavailable-title">{t('unavailable')}</Text>
          <Text className="wl-video__unavailable-hint">{t('unavailableHint')}</Text>
        </View>
      )}
    </View>
  )
}
