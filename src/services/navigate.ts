/**
 * Navigation by spec path on both targets: navigate('/scenic-detail/5').
 * H5: the router's customRoutes serve spec paths directly. Weapp: the route table turns the
 * path into page path + query; tab pages are reached with switchTab (it takes no query, so a
 * tab route with a query is relaunched instead).
 */
import Taro from '@tarojs/taro'
import { toMiniProgramUrl } from '../core/routes'
import { unshippedUrl } from '../core/site-packages'

/** Mini-programs keep at most 10 pages in the stack; beyond that navigateTo fails. */
const WEAPP_STACK_LIMIT = 10

export type NavigateMode = 'push' | 'replace' | 'relaunch'

/**
 * Where a tap may not go now, and where it goes instead (a login-only page for a visitor who is not
 * logged in: the login page). The account feature plugs it in at launch, as it does the request
 * hooks (services stay below features).
 */
export type NavigationGuard = (url: string) => string | null
let guard: NavigationGuard = () => null

export function setNavigationGuard(next: NavigationGuard): void {
  guard = next
}

export function navigate(to: string, mode: NavigateMode = 'push'): Promise<unknown> {
  const url = guard(to) ?? to
  if (process.env.TARO_ENV !== 'weapp') {
    if (mode === 'relaunch') return Taro.reLaunch({ url })
    if (mode === 'replace') return Taro.redirectTo({ url })
    return Taro.navigateTo({ url })
  }
  const unshipped = unshippedUrl(url, __SITE__.siteCode)
  if (unshipped) return mode === 'relaunch' ? Taro.reLaunch({ url: unshipped }) : Taro.navigateTo({ url: unshipped })
  const target = toMiniProgramUrl(url)
  if (target.isTab) {
    return target.url.includes('?') ? Taro.reLaunch({ url: target.url }) : Taro.switchTab({ url: target.url })
  }
  if (mode === 'relaunch') return Taro.reLaunch({ url: target.url })
  if (mode === 'replace' || Taro.getCurrentPages().length >= WEAPP_STACK_LIMIT) return Taro.redirectTo({ url: target.url })
  return Taro.navigateTo({ url: target.url })
}

/** The current location as a spec path on H5, or the page path + query on weapp. */
export function currentLocation(): string {
  if (process.env.TARO_ENV !== 'weapp' && typeof window !== 'undefined') return window.location.pathname + window.location.search
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  return page ? `/${page.route}` : '/'
}
