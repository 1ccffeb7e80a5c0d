/**
 * Root-shell pieces every page renders around its content:
 * - the page title (set in code: H5 param routes do not get page-config titles);
 * - the bottom navigation on menu routes, shown 1 s after load: on H5 here; on weapp WeChat draws
 *   src/custom-tab-bar on the tab pages, and a page tab's own page (the route of a tab, no weapp tab
 *   page: core/navigation assignTabs) draws it here, without WeChat's home button; on the tour-bar
 *   flagged routes (route-table.json `tourBar`) here on both targets;
 * - the theme (site colour, elder mode) as CSS variables on the page root;
 * - the floating back-to-home button on other pages, also after 1 s, with room kept for it at the
 *   page's foot (it moves off any tap target: BackHomeButton);
 * - in a plain browser (no WeChat, no app shell), a title bar with the page's title and a back
 *   control (./top-bar-rule.ts): WeChat's browser and the mini-program draw their own;
 * - a search entry on the list page of a searchable type (core/search/list-search: /search/{type});
 * - the too-many-visitors dialog (code 5);
 * - in the mini-program, WeChat's privacy agreement sheet when a private API asks for it (PrivacySheet);
 * - the page-stay statistics of the known routes (src/features/stats, rules-and-contract 7);
 * - scroll height saved per route and restored when coming back (not on /index, /activity, /time, /user).
 */
import Taro, { useDidHide, useDidShow, usePageScroll, useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState, type PropsWithChildren } from 'react'
import { BOTTOM_BUTTONS_DELAY_MS, SCROLL_RESTORE_DELAY_MS } from '../../core/constants'
import { normalizePath, scrollTopOnReturn, showsTabBar } from '../../core/navigation'
import { HOME_ROUTE, PAGES, isTabPagePath, showsTourBar, specPathOf } from '../../core/routes'
import { decodeParams } from '../../kit/page-params'
import { ThemeRoot } from '../../kit/theme'
import { usePageStay } from '@/features/stats'
import { setPageTitle } from '../../platform/page-title'
import { searchTypeOfPath } from '../../core/search/list-search'
import { SearchEntry } from '../../kit/search-entry'
import { getEnv } from '../../platform/env'
import { useShellStore } from '../../stores/shell'
import BackHomeButton, { BACK_HOME_ROOM_PX } from '../BackHomeButton'
import TabBar, { useTabs } from '../TabBar'
import { useTabOpener } from '../TabBar/use-tab-opener'
import { PrivacySheet } from '../PrivacySheet'
import VisitorsDialog from '../VisitorsDialog'
import { TopBar } from './TopBar'
import { topBarMode } from './top-bar-rule'

/** The location the shell rules look at: the spec path on H5, the page path on weapp. */
export function useShellLocation(): string {
  const router = useRouter()
  // H5: the address the page was opened at. The router keeps earlier pages mounted (hidden) under
  // the one on screen; one re-rendered there must not take the address of the page on top.
  const [opened] = useState(() => {
    const path = typeof window === 'undefined' ? '/' : normalizePath(window.location.pathname)
    return path === '/' ? HOME_ROUTE : path
  })
  if (process.env.TARO_ENV === 'weapp') return normalizePath(router?.path || '/')
  return opened
}

export function useDelayedVisible(ms = BOTTOM_BUTTONS_DELAY_MS): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return visible
}

function useScrollRestore(location: string) {
  const shownBefore = useRef(false)
  // a hidden H5 page's scroller is reset to 0 by the browser (display: none): not a scroll to keep
  const onScreen = useRef(true)
  usePageScroll(({ scrollTop }) => {
    if (onScreen.current) useShellStore.getState().savePageHeight(location, scrollTop)
  })
  useDidHide(() => {
    onScreen.current = false
  })
  useDidShow(() => {
    if (!shownBefore.current) {
      shownBefore.current = true
      return
    }
    const target = scrollTopOnReturn(location, useShellStore.getState().pageHeights)
    setTimeout(() => {
      // the page may have left in the delay (its scroller gone): nothing to restore then
      Taro.pageScrollTo({ scrollTop: target, duration: 0 }).catch(() => undefined)
      onScreen.current = true
    }, SCROLL_RESTORE_DELAY_MS)
  })
}

export interface PageShellProps {
  /** page title, already translated */
  title?: string
  /** the page draws no back-to-home button (home itself, full-screen guides) */
  hideBackHome?: boolean
}

export default function PageShell({ title, hideBackHome, children }: PropsWithChildren<PageShellProps>) {
  const location = useShellLocation()
  const tabs = useTabs()
  const bottomVisible = useDelayedVisible()
  const { select, dialog } = useTabOpener()
  // the weapp page's parameters give its spec path back (the tour-bar rule); no router outside a page
  const router = useRouter()
  const params = decodeParams((router?.params ?? {}) as Record<string, unknown>)
  useScrollRestore(location)
  usePageStay(location, params)

  useDidShow(() => {
    if (process.env.TARO_ENV === 'weapp') useShellStore.getState().setTabLocation(location)
  })
  useEffect(() => {
    if (title) setPageTitle(title)
  }, [title])

  const onMenuRoute = showsTabBar(tabs, location)
  const isHome = location === HOME_ROUTE || location === `/${PAGES.index.path}`
  // weapp draws its tab bar in src/custom-tab-bar on the tab pages only; H5 ignores tabBar.custom, so it
  // is drawn here, and so is a page tab's on weapp; a tour-bar route is no tab page: drawn here on both
  const tourBar = !onMenuRoute && showsTourBar(specPathOf(location, params))
  const pageTab = process.env.TARO_ENV === 'weapp' && onMenuRoute && !isTabPagePath(location)
  const drawTabBar = (process.env.TARO_ENV !== 'weapp' && onMenuRoute) || pageTab || tourBar
  const drawBackHome = !onMenuRoute && !tourBar && !isHome && !hideBackHome
  const [env] = useState(getEnv)
  const barMode = topBarMode(env, { isHome, onMenuRoute, bare: !!hideBackHome })
  const searchType = isHome ? undefined : searchTypeOfPath(specPathOf(location, params))
  useEffect(() => {
    // a page tab is relaunched: WeChat would add its home button, while the tab bar holds the home
    // (a base library without the API answers fail: the home button then stays, nothing else changes)
    if (pageTab) Taro.hideHomeButton().catch(() => undefined)
  }, [pageTab])
  return (
    // the page root carries the theme: on weapp no element above a page can hold CSS variables
    <ThemeRoot
      className="page-shell"
      testId="page-shell"
      // the tab bar's height grows in elder mode: the theme variable, not a constant
      style={
        drawTabBar ? { paddingBottom: 'var(--wl-tabbar-height)' } : drawBackHome ? { paddingBottom: `${BACK_HOME_ROOM_PX}px` } : undefined
      }
    >
      {barMode !== 'none' && title && <TopBar mode={barMode} title={title} />}
      {searchType && <SearchEntry type={searchType} testId="list-search-entry" />}
      {children}
      {bottomVisible && drawTabBar && <TabBar location={location} onSelect={select} />}
      {bottomVisible && drawBackHome && <BackHomeButton />}
      <VisitorsDialog />
      {process.env.TARO_ENV === 'weapp' && <PrivacySheet />}
      {dialog}
    </ThemeRoot>
  )
}
