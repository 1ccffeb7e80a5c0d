/** H5: the pop-up over the page; its code (player included) loads on the first video opened. */
import type { PopupVideo } from './video'

export function openVideo(video: PopupVideo): void {
  void import('./mount.h5').then((m) => m.showVideoPopup(video))
}
