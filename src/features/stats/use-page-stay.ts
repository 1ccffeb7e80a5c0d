/**
 * Hooks the page-stay tracker to the page events, once for every page: PageShell calls it.
 * H5 also ends the stay when the browser tab is put away and starts a new one when it comes back.
 */
import { useDidHide, useDidShow, useUnload } from '@tarojs/taro'
import { specPathOf } from '../../core/routes'
import { clientType, statsApi, visitorId } from './api'
import { createStayTracker, type StayTracker } from './tracker'

let tracker: StayTracker | undefined
let onScreen: string | undefined

function theTracker(): StayTracker {
  if (tracker) return tracker
  tracker = createStayTracker({ site: __SITE__, clientType: clientType(), uniqueId: visitorId, now: Date.now, send: statsApi.stay })
  if (process.env.TARO_ENV !== 'weapp' && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (!onScreen) return
      if (document.visibilityState === 'hidden') tracker?.left(onScreen)
      else tracker?.shown(onScreen)
    })
  }
  return tracker
}

/** `location` and `params` as PageShell has them: the spec path on H5, the page path and its params on weapp */
export function usePageStay(location: string, params: Record<string, string>): void {
  const path = specPathOf(location, params)
  useDidShow(() => {
    onScreen = path
    theTracker().shown(path)
  })
  const leave = () => {
    if (onScreen === path) onScreen = undefined
    theTracker().left(path)
  }
  useDidHide(leave)
  useUnload(leave)
}

/** app start: one visit (api/api/access/record), whatever the site's page-stay flag */
export function recordVisit(path: string): void {
  void statsApi.visit(path).catch(() => undefined)
}
