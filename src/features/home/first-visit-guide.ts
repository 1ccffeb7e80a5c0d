/**
 * H5, before Taro's router reads the address (src/app.tsx): the great-wall site's first visit to
 * the home opens its guide directly, as the home page would send it there (src/pages/index), without
 * loading the home's chunk and icons first. The home page keeps its own check for the mini-program.
 */
import { firstVisitGuideAtStart } from '../../core/home-selection'
import { STORAGE_KEYS, storage } from '../../platform/storage'

export function applyFirstVisitGuide(): void {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  const to = firstVisitGuideAtStart(__SITE__.siteCode, storage.get(STORAGE_KEYS.firstIn) === false, window.location.pathname)
  if (to) window.history.replaceState(window.history.state, '', `${to}${window.location.search}`)
}
