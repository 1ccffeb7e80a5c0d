/**
 * Taro's Video with its source and poster resolved by mediaUrl (see Picture). No source: nothing
 * (the video player of features/media shows "video unavailable" itself).
 *   <PictureVideo className="cm-video" src={item.video} poster={item.cover} controls />
 */
import { Video, type VideoProps } from '@tarojs/components'
import { mediaUrl } from '../media-url'

export interface PictureVideoProps extends Omit<VideoProps, 'src' | 'poster'> {
  src?: string | null
  /** the picture shown before playing */
  poster?: string | null
}

export function PictureVideo({ src, poster, ...rest }: PictureVideoProps) {
  const url = mediaUrl(src)
  if (!url) return null
  return <Video {...rest} src={url} poster={mediaUrl(poster) || undefined} />
}
