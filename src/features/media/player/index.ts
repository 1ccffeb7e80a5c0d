/**
 * The one video interface of every video page: <VideoPlayer src poster live testId />. H5
 * (VideoPlayer.h5.tsx): a <video> element; an HLS playlist plays through hls.js where the browser
 * has Media Source Extensions (imported only then: a lazy chunk of the video pages), else through
 * the browser's own HLS (older iPhones); a demo MP4 also offers its WebM twin for browsers
 * without H.264. Mini-program
 * (VideoPlayer.weapp.tsx): Taro's Video (MP4 and HLS), LivePlayer for rtmp/flv streams.
 * A source that cannot play shows "video unavailable", never a crash. The root carries
 * data-testid and data-state (loading | playing | paused | unavailable).
 */
export { VideoPlayer } from './VideoPlayer'
export type { VideoPlayerProps } from './types'
