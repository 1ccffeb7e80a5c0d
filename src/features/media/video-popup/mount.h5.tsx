/** H5: one React root at the end of the body holds the pop-up, so it stays over whichever page opened it. */
import { ownRoot } from '../own-root.h5'
import { VideoPopup } from './VideoPopup'
import type { PopupVideo } from './video'

export function showVideoPopup(video: PopupVideo): void {
  const root = ownRoot('wl-video-popup')
  root.render(<VideoPopup key={video.url} video={video} onClose={() => root.render(null)} />)
}
