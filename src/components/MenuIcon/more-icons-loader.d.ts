// Types for more-icons-loader.h5.ts / .weapp.ts (Taro picks one at build time).
import type { IconComponent } from './eager-icons'
import type { MORE_ICONS } from './more-icons'
export type MoreIconName = keyof typeof MORE_ICONS
/** the icon when it is already in the bundle (weapp) or was fetched before, else undefined */
export declare function preloadedMoreIcon(name: MoreIconName): IconComponent | undefined
export declare function loadMoreIcon(name: MoreIconName): Promise<IconComponent>
