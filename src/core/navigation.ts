/**
 * Shell navigation rules shared by the tab bar, the back-to-home button and the page shell. Pure TS.
 * - bottom navigation: the API menu, else the default Home + Me; at most 5 tabs, each on a weapp
 *   tab page (index, user, a slot drawing a hub page) or opening its own page;
 * - which tab is selected for a route; whether a route shows the tab bar;
 * - scroll restore and pop-up scroll-lock exceptions.
 */
import type { MenuItem } from '../../types/contract'
import { NO_SCROLL_RESTORE_ROUTES, POPUP_SCROLL_LOCK_EXCEPTIONS } from './constants'
import { inAppMenuPath, MENU_CODE_ROUTES, menuRoutePath } from './menu-codes'
import { NOT_FOUND_PAGE, PAGES, matchRoute } from './routes'

/** Default bottom menu when getBottomNavList fails (product-spec 2.1). Names are i18n keys of shell.json. */
export const DEFAULT_BOTTOM_MENU: MenuItem[] = [
  { id: -1, name: 'tab.home', menuCode: 'INDEX', jumpType: 1 },
  { id: -2, name: 'tab.me', menuCode: 'USER', jumpType: 1 },
]

export const TAB_SLOT_PAGES = ['tab-slot-1', 'tab-slot-2', 'tab-slot-3'] as const
/**
 * Page keys a weapp tab slot can draw: the hub pages sites put in their bottom bar. Their body
 * components are src/pages/slot-registry.ts (typed by this list); they ship in the main package,
 * whose budget is why not every page can be one. Any other menu page opens as a page tab.
 */
export const SLOT_PAGES = ['news-list', 'activity-home', 'time', 'guide-scenic-list', 'destination'] as const
export type SlotPage = (typeof SLOT_PAGES)[number]
export const MAX_TABS = 5
export const MIN_TABS = 2

/**
 * How the weapp tab bar opens a tab (H5 opens every tab by its route):
 * - 'tab-page': switchTab to a weapp tab page (index, user, or the slot drawing the menu's page);
 * - 'own-page': the menu's own page, reLaunched by the menu opener (its login rule applies), so no
 *   back stack; that page draws the tab bar itself (it is no weapp tab page);
 * - 'no-page': an external link or coming-soon menu: the menu opener (disclaimer, toast).
 */
export type TabOpens = 'tab-page' | 'own-page' | 'no-page'

export interface TabEntry {
  item: MenuItem
  /** page key of the page this tab shows: a weapp tab page, or the menu's own page; '' for no page */
  page: string
  /** Taro page path of that page, e.g. '/pages/tab-slot-1/index'; '' for no page */
  pagePath: string
  /** the menu's real spec route (H5 tab clicks go there), or its external link */
  route: string
  opens: TabOpens
}

const tabEntry = (item: MenuItem, route: string, page: string, opens: TabOpens): TabEntry => ({
  item,
  page,
  pagePath: page ? `/${PAGES[page].path}` : '',
  route,
  opens,
})

/**
 * Maps the API menu onto the weapp pages: INDEX -> index page, USER -> user page, a menu whose page
 * a slot can draw (`slotPages`) -> the next free slot, any other internal menu -> its own page.
 * A menu that needs login takes no slot: its own page opens through the menu opener's login rule.
 * At most 5 tabs (tabBar.list holds 5); fewer than 2 means the menu is unusable: Home + Me.
 */
export function assignTabs(menu: MenuItem[] | undefined | null, slotPages: readonly string[] = SLOT_PAGES): TabEntry[] {
  const list = Array.isArray(menu) && menu.length ? menu : DEFAULT_BOTTOM_MENU
  const freeSlots: string[] = [...TAB_SLOT_PAGES]
  const taken = new Set<string>()
  const tabs: TabEntry[] = []
  for (const item of list) {
    if (tabs.length >= MAX_TABS) break
    if (item.jumpType === 2) {
      tabs.push(tabEntry(item, item.externalLink || '', '', 'no-page'))
      continue
    }
    // a code without a route of its own opens the item's in-app path (menu-codes resolveMenuTarget's path rule)
    const route = menuRoutePath(item.menuCode) || (MENU_CODE_ROUTES[item.menuCode] ? '' : inAppMenuPath(item.path)) || ''
    const page = route ? matchRoute(route).page : NOT_FOUND_PAGE
    if (page === NOT_FOUND_PAGE) tabs.push(tabEntry(item, route, '', 'no-page'))
    else if ((item.menuCode === 'INDEX' || item.menuCode === 'USER') && !taken.has(page)) {
      taken.add(page)
      tabs.push(tabEntry(item, route, page, 'tab-page'))
    } else if (slotPages.includes(page) && !MENU_CODE_ROUTES[item.menuCode]?.login && !item.needLogin && freeSlots.length) {
      tabs.push(tabEntry(item, route, freeSlots.shift()!, 'tab-page'))
    } else tabs.push(tabEntry(item, route, page, 'own-page'))
  }
  return tabs.length >= MIN_TABS ? tabs : assignTabs(DEFAULT_BOTTOM_MENU, slotPages)
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
