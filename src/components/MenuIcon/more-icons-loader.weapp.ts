// weapp: bundled (no first-load budget there, and a mini-program loads no chunks at run time)
import type { IconComponent } from './eager-icons'
import { MORE_ICONS } from './more-icons'
import type { MoreIconName } from './more-icons-loader'

export const preloadedMoreIcon = (name: MoreIconName): IconComponent | undefined => MORE_ICONS[name]
export const loadMoreIcon = (name: MoreIconName): Promise<IconComponent> => Promise.resolve(MORE_ICONS[name])
