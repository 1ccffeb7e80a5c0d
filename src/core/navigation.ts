/**
 * Shell navigation rules shared by the tab bar, the back-to-home button and the page shell. Pure TS.
 * - bottom navigation: the API menu, else the default Home + Me; at most 5 tabs mapped onto
 *   the pre-declared weapp tab slots (index, three slots, user);
 * - which tab is selected for a route; whether a route shows the tab bar;
 * - scroll restore and pop-up scroll-lock exceptions.
 */
import type { MenuItem } from '../../types/contract'
import { NO_SCROLL_RESTORE_ROUTES, POPUP_SCROLL_LOCK_EXCEPTIONS } from './constants'
import { menuRoutePath } from './menu-codes'
import { PAGES, matchRoute } from './routes'

/** Default bottom menu when getBottomNavList fails (product-spec 2.1). Names are i18n keys of shell.json. */
export const DEFAULT_BOTTOM_MENU: MenuItem[] = [
  { id: -1, name: 'tab.home', menuCode: 'INDEX', jumpType: 1 },
  { id: -2, name: 'tab.me', menuCode: 'USER', jumpType: 1 },
]

export const TAB_SLOT_PAGES = ['tab-slot-1', 'tab-slot-2', 'tab-slot-3'] as const
export const MAX_TABS = 5
export const MIN_TABS = 2

export interface TabEntry {
  item: MenuItem
  /** page key of the weapp tab page this menu sits on */
  page: string
  /** Taro page path of that tab page, e.g. '/pages/tab-slot-1/index' */
  pagePath: string
  /** the menu's real spec route (H5 tab clicks go there) */
  route: string
}

/**
 * Maps the API menu onto the weapp tab pages: INDEX -> index page, USER -> user page,
 * others fill the three slots in order. Menus beyond the slots are dropped (tabBar.list holds 5).
 * Fewer than 2 usable menus means the menu is unusable: fall back to Home + Me.
 */
export function assignTabs(menu: MenuItem[] | undefined | null): TabEntry[] {
  const list = Array.isArray(menu) && menu.length ? menu : DEFAULT_BOTTOM_MENU
  const freeSlots: string[] = [...TAB_SLOT_PAGES]
  const taken = new Set<string>()
  const tabs: TabEntry[] = []
  for (const item of list) {
    if (tabs.length >= MAX_TABS) break
    let page: string | undefined
    if (item.menuCode === 'INDEX' && !taken.has('index')) page = 'index'
    else if (item.menuCode === 'USER' && !taken.has('user')) page = 'user'
    else page = freeSlots.shift()
    if (!page) continue
    taken.add(page)
    const route = item.jumpType === 2 ? item.externalLink || '' : menuRoutePath(item.menuCode) || ''
    tabs.push({ item, page, pagePath: `/${PAGES[page].path}`, route })
  }
  return tabs.length >= MIN_TABS ? tabs : assignTabs(DEFAULT_BOTTOM_MENU)
}

/** Strips the query and a trailing slash so '/amusement-facility/' and '/amusement-facility' compare equal. */
export function normalizePath(path: string): string {
  const clean = path.split('?')[0].split('#')[0]
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean || '/'
}

/**
 * The selected tab for the current location. `location` is a spec path on H5 ('/news-list/all')
 * or a Taro page path on weapp ('/pages/tab-slot-1/index'); '/' counts as /index.
 */
export function selectedTabIndex(tabs: TabEntry[], location: string): number {
  const path = normalizePath(location) === '/' ? '/index' : normalizePath(location)
  const byRoute = tabs.findIndex((t) => t.route && normalizePath(t.route) === path)
  if (byRoute >= 0) return byRoute
  const byPage = tabs.findIndex((t) => t.pagePath === path)
  if (byPage >= 0) return byPage
  const page = matchRoute(path).page
  return tabs.findIndex((t) => t.page === page && page !== 'not-found')
}

/** The tab bar shows only on menu routes (a route or page of one of the tabs). */
export function showsTabBar(tabs: TabEntry[], location: string): boolean {
  return selectedTabIndex(tabs, location) >= 0
}

export function restoresScroll(path: string): boolean {
  return !(NO_SCROLL_RESTORE_ROUTES as readonly string[]).includes(normalizePath(path))
}

/** Scroll position when coming back to a page: its saved height, or the top on the no-restore routes. */
export function scrollTopOnReturn(path: string, pageHeights: Record<string, number>): number {
  return restoresScroll(path) ? pageHeights[normalizePath(path)] || 0 : 0
}

export function popupLocksScroll(address: string): boolean {
  return !POPUP_SCROLL_LOCK_EXCEPTIONS.some((part) => address.includes(part))
}
