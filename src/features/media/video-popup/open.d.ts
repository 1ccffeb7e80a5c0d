// Types for the platform files open.h5.ts / open.weapp.ts (Taro picks one at build time).
import type { PopupVideo } from './video'
/** plays a video over the page on H5, on the player page in the mini-program */
export declare function openVideo(video: PopupVideo): void
