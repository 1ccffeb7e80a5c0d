/**
 * The root video pop-up (product-spec "Root shell: … a video popup"): any page can play a film
 * or an audio guide over itself, without leaving it. H5 (open.h5.ts) draws the pop-up in a React
 * root of its own over every page, loaded on first use; the mini-program (open.weapp.ts) cannot
 * draw outside a page, so it opens the player page (/video-player?url=&title=) instead.
 */
import * as routes from '../../../core/route-paths'

export interface PopupVideo {
  url: string
  title: string
  poster?: string
}

/** the player page of a video address: the pop-up's mini-program twin and a link to share */
export const playerRoute = ({ url, title }: PopupVideo) =>
  `${routes.videoPlayer()}?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`
