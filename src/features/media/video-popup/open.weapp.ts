/** Mini-program: no layer exists above a page, so the video opens on the player page. */
import { navigate } from '../../../services/navigate'
import { playerRoute, type PopupVideo } from './video'

export function openVideo(video: PopupVideo): void {
  navigate(playerRoute(video))
}
