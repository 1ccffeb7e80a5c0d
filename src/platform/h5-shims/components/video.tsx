/**
 * H5 only: Taro's Video as the browser's own <video> instead of the taro-video-core web component
 * (its controls, danmaku and the Stencil runtime: ~12 KB gzip on the pages with a comment video).
 * The browser's controls do what Taro's drew (play, seek, full screen). The props the app passes
 * mean the same (src, poster, controls, autoplay, loop, muted, objectFit, initialTime, className,
 * style, id, data-*); events carry Taro's detail where Taro gives one (timeupdate, loadedmetadata). The mini-program and jest never see this file.
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, type SyntheticEvent } from 'react'
import './video.scss'

import { domProps, type Props } from './dom-props'
type Handler = ((e: SyntheticEvent & { detail?: unknown }) => void) | undefined

/** Taro's props, read here (or meaningless in a browser); everything else reaches the <video> */
const TARO_ONLY = new Set([
  'src',
  'poster',
  'controls',
  'autoplay',
  'loop',
  'muted',
  'objectFit',
  'initialTime',
  'className',
  'style',
  'children',
  'onTimeUpdate',
  'onLoadedMetaData',
])

/** Taro's handlers read e.detail: the same event, with the detail Taro's element sends */
function withDetail(handler: Handler, detail: (video: HTMLVideoElement) => unknown) {
  if (!handler) return undefined
  return (e: SyntheticEvent<HTMLVideoElement>) => handler(Object.assign(e, { detail: detail(e.currentTarget) }))
}

export const Video = forwardRef<HTMLVideoElement, Props>(function Video(props, ref) {
  const {
    src,
    poster,
    controls = true,
    autoplay = false,
    loop = false,
    muted = false,
    objectFit = 'contain',
    initialTime,
    className,
    style,
  } = props
  const own = useRef<HTMLVideoElement>(null)
  useImperativeHandle(ref, () => own.current as HTMLVideoElement)

  // Taro starts at initialTime (seconds) once the metadata is known
  useEffect(() => {
    const video = own.current
    if (!video || !initialTime) return
    const seek = () => (video.currentTime = Number(initialTime))
    if (video.readyState >= 1) seek()
    else video.addEventListener('loadedmetadata', seek, { once: true })
    return () => video.removeEventListener('loadedmetadata', seek)
  }, [src, initialTime])

  const rest = domProps(props, TARO_ONLY)
  return createElement('video', {
    ...rest,
    ref: own,
    className: className ? `taro-video ${className}` : 'taro-video',
    style: { objectFit, ...style },
    src,
    poster: poster || undefined,
    controls: Boolean(controls),
    autoPlay: Boolean(autoplay),
    loop: Boolean(loop),
    muted: Boolean(muted),
    // iOS plays inline as Taro's element does, not in its own full-screen player
    playsInline: true,
    'webkit-playsinline': 'true',
    preload: 'metadata',
    onTimeUpdate: withDetail(props.onTimeUpdate, (v) => ({ currentTime: v.currentTime, duration: v.duration })),
    onLoadedMetadata: withDetail(props.onLoadedMetaData, (v) => ({ width: v.videoWidth, height: v.videoHeight, duration: v.duration })),
  })
})
