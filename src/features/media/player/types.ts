export interface VideoPlayerProps {
  src: string
  poster?: string
  /** a live stream (HLS playlist): no seeking, "live" badge */
  live?: boolean
  autoplay?: boolean
  /** loop a short video */
  loop?: boolean
  testId?: string
  className?: string
  /** the element fills a full-screen page (short videos) */
  fill?: boolean
}

export type PlayerState = 'loading' | 'playing' | 'paused' | 'unavailable'

/** the WebM twin the demo server makes beside each of its MP4 files (Chromium builds without H.264) */
export function webmTwin(src: string): string | undefined {
  return /\/api\/demo\/media\/demo-\d\.mp4$/.test(src) ? src.replace(/\.mp4$/, '.webm') : undefined
}

export const isHls = (src: string) => /\.m3u8(\?|$)/i.test(src)
