// weapp: bundled (no first-load budget there, and a mini-program loads no chunks at run time)
import { MORE_ICONS } from './more-icons'
import type { MoreIcons } from './more-icons-loader'

export const preloadedMoreIcons: MoreIcons | undefined = MORE_ICONS
export const loadMoreIcons = (): Promise<MoreIcons> => Promise.resolve(MORE_ICONS)
