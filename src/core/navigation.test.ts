import {
  assignTabs,
  selectedTabIndex,
  showsTabBar,
  restoresScroll,
  popupLocksScroll,
  scrollTopOnReturn,
  DEFAULT_BOTTOM_MENU,
  SLOT_PAGES,
} from './navigation'
import { MENU_CODE_ROUTES, menuRoutePath } from './menu-codes'
import { matchRoute } from './routes'
import type { MenuItem } from '../../types/contract'

const m = (menuCode: string, id = 1): MenuItem => ({ id, name: menuCode, menuCode, jumpType: 1 })

describe('bottom navigation', () => {
  test('failed/empty menu falls back to Home + Me', () => {
    const tabs = assignTabs(undefined)
    expect(tabs.map((t) => t.item.menuCode)).toEqual(['INDEX', 'USER'])
    expect(tabs.map((t) => t.pagePath)).toEqual(['/pages/index/index', '/pages/user/index'])
    expect(assignTabs([]).map((t) => t.item)).toEqual(DEFAULT_BOTTOM_MENU)
  })
  test('API menu: INDEX and USER on their tab pages, registered hub pages on the slots, at most 5', () => {
    const tabs = assignTabs([m('INDEX'), m('NEWS'), m('ACTIVITY'), m('TIME'), m('USER'), m('TOPIC')])
    expect(tabs.map((t) => t.page)).toEqual(['index', 'tab-slot-1', 'tab-slot-2', 'tab-slot-3', 'user'])
    expect(tabs.map((t) => t.opens)).toEqual(['tab-page', 'tab-page', 'tab-page', 'tab-page', 'tab-page'])
    expect(tabs.map((t) => t.route)).toEqual(['/index', '/news-list/all', '/activity-home', '/time', '/user'])
    expect(tabs[1].pagePath).toBe('/pages/tab-slot-1/index')
  })
  test('every page of SLOT_PAGES is reachable from a menu code and takes a slot', () => {
    const codes = ['GUIDE_TOUR', 'DESTINATION', 'NEWS']
    const tabs = assignTabs([m('INDEX'), ...codes.map((c) => m(c)), m('USER')])
    expect(tabs.map((t) => t.page)).toEqual(['index', 'tab-slot-1', 'tab-slot-2', 'tab-slot-3', 'user'])
    const pages = new Set(Object.keys(MENU_CODE_ROUTES).map((code) => matchRoute(menuRoutePath(code)!).page))
    expect(SLOT_PAGES.filter((page) => !pages.has(page))).toEqual([])
  })
  test('a menu whose page is not registered opens its own page (reLaunch), taking no slot', () => {
    const tabs = assignTabs([m('INDEX'), m('SCENIC'), m('ACTIVITY'), m('VOLUNTEER'), m('USER')], ['activity-home'])
    expect(tabs.map((t) => [t.item.menuCode, t.page, t.opens])).toEqual([
      ['INDEX', 'index', 'tab-page'],
      ['SCENIC', 'scenic-list', 'own-page'],
      ['ACTIVITY', 'tab-slot-1', 'tab-page'],
      ['VOLUNTEER', 'volunteer-index', 'own-page'],
      ['USER', 'user', 'tab-page'],
    ])
    expect(tabs[1].pagePath).toBe('/package-places/pages/scenic-list/index')
    // the same menu with nothing registered: ACTIVITY opens its own page too, never a slot that cannot draw it
    expect(assignTabs([m('INDEX'), m('ACTIVITY'), m('USER')], []).map((t) => [t.page, t.opens])).toEqual([
      ['index', 'tab-page'],
      ['activity-home', 'own-page'],
      ['user', 'tab-page'],
    ])
  })
  test('a login-required menu takes no slot: its own page opens through the login rule', () => {
    const news = { ...m('NEWS'), needLogin: true }
    const tabs = assignTabs([m('INDEX'), news, m('ORDERS'), m('USER')])
    expect(tabs.map((t) => [t.page, t.opens])).toEqual([
      ['index', 'tab-page'],
      ['news-list', 'own-page'],
      ['user-order', 'own-page'],
      ['user', 'tab-page'],
    ])
  })
  test('external links and coming-soon menus have no page: the menu opener handles them', () => {
    const link: MenuItem = { id: 9, name: 'link', menuCode: 'EXTERNAL_LINK', jumpType: 2, externalLink: 'https://www.mct.gov.cn/' }
    const tabs = assignTabs([m('INDEX'), link, m('DEVELOP'), m('USER')])
    expect(tabs.map((t) => [t.page, t.pagePath, t.route, t.opens])).toEqual([
      ['index', '/pages/index/index', '/index', 'tab-page'],
      ['', '', 'https://www.mct.gov.cn/', 'no-page'],
      ['', '', '', 'no-page'],
      ['user', '/pages/user/index', '/user', 'tab-page'],
    ])
  })
  test('a menu with one usable item falls back to Home + Me', () => {
    expect(assignTabs([m('NEWS')]).map((t) => t.item.menuCode)).toEqual(['INDEX', 'USER'])
  })
  test('selected tab from the H5 route or the weapp page path; tab bar only on menu routes', () => {
    const tabs = assignTabs([m('INDEX'), m('NEWS'), m('USER')])
    expect(selectedTabIndex(tabs, '/')).toBe(0)
    expect(selectedTabIndex(tabs, '/index')).toBe(0)
    expect(selectedTabIndex(tabs, '/news-list/all?x=1')).toBe(1)
    expect(selectedTabIndex(tabs, '/pages/tab-slot-1/index')).toBe(1)
    expect(selectedTabIndex(tabs, '/user')).toBe(2)
    expect(showsTabBar(tabs, '/news-detail/3')).toBe(false)
    expect(showsTabBar(tabs, '/no-such')).toBe(false)
  })
  test("a page tab is selected on its own page: the weapp page path, or on H5 its route with the menu's site id", () => {
    const tabs = assignTabs([m('INDEX'), m('SCENIC'), m('USER')])
    expect(selectedTabIndex(tabs, '/package-places/pages/scenic-list/index')).toBe(1)
    expect(selectedTabIndex(tabs, '/scenic-list')).toBe(1)
    expect(selectedTabIndex(tabs, '/scenic-list/12')).toBe(1)
    expect(showsTabBar(tabs, '/package-places/pages/scenic-detail/index')).toBe(false)
  })
})

test('scroll restore skips /index, /activity, /time, /user', () => {
  for (const p of ['/index', '/activity', '/time', '/user']) expect(restoresScroll(p)).toBe(false)
  expect(restoresScroll('/news-list/all')).toBe(true)
  expect(restoresScroll('/activity/3')).toBe(true)
  const saved = { '/news-list/all': 480, '/index': 900, '/user': 300 }
  expect(scrollTopOnReturn('/news-list/all?x=1', saved)).toBe(480)
  expect(scrollTopOnReturn('/index', saved)).toBe(0)
  expect(scrollTopOnReturn('/user', saved)).toBe(0)
  expect(scrollTopOnReturn('/never-saved', saved)).toBe(0)
})

test('pop-ups lock scroll except on appointment-order, volunteers, narrator-order, crteate-activity', () => {
  for (const p of ['/appointment-order/1', '/volunteers', '/narrator-order/2', '/crteate-activity']) expect(popupLocksScroll(p)).toBe(false)
  expect(popupLocksScroll('/news-detail/1')).toBe(true)
})
