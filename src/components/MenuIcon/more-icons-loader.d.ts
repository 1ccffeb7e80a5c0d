// Types for more-icons-loader.h5.ts / .weapp.ts (Taro picks one at build time).
import type { MORE_ICONS } from './more-icons'
export type MoreIcons = typeof MORE_ICONS
/** the icons when they are already in the bundle (weapp), else undefined */
export declare const preloadedMoreIcons: MoreIcons | undefined
export declare function loadMoreIcons(): Promise<MoreIcons>
