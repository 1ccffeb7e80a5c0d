// H5: a separate chunk, out of the /index first load (its budget, npm run bench:size)
import type { MoreIcons } from './more-icons-loader'

export const preloadedMoreIcons: MoreIcons | undefined = undefined

let loading: Promise<MoreIcons> | undefined
export function loadMoreIcons(): Promise<MoreIcons> {
  loading ||= import(/* webpackChunkName: "menu-icons" */ './more-icons').then((m) => m.MORE_ICONS)
  return loading
}
