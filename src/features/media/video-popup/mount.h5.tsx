/** H5: one React root at the end of the body holds the pop-up, so it stays over whichever page opened it. */
import { createRoot, type Root } from 'react-dom/client'
import { VideoPopup } from './VideoPopup'
import type { PopupVideo } from './video'

let root: Root | null = null

export function showVideoPopup(video: PopupVideo): void {
  if (!root) {
    const host = document.createElement('div')
    host.id = 'wl-video-popup'
    document.body.appendChild(host)
    root = createRoot(host)
  }
  const close = () => root?.render(null)
  root.render(<VideoPopup key={video.url} video={video} onClose={close} />)
}
