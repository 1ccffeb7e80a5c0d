import {
  assignTabs,
  selectedTabIndex,
  showsTabBar,
  restoresScroll,
  popupLocksScroll,
  scrollTopOnReturn,
  DEFAULT_BOTTOM_MENU,
} from './navigation'
import type { MenuItem } from '../../types/contract'

const m = (menuCode: string, id = 1): MenuItem => ({ id, name: menuCode, menuCode, jumpType: 1 })

describe('bottom navigation', () => {
  test('failed/empty menu falls back to Home + Me', () => {
    const tabs = assignTabs(undefined)
    expect(tabs.map((t) => t.item.menuCode)).toEqual(['INDEX', 'USER'])
    expect(tabs.map((t) => t.pagePath)).toEqual(['/pages/index/index', '/pages/user/index'])
    expect(assignTabs([]).map((t) => t.item)).toEqual(DEFAULT_BOTTOM_MENU)
  })
  test('API menu maps onto the declared tab slots, at most 5', () => {
    const tabs = assignTabs([m('INDEX'), m('NEWS'), m('ACTIVITY'), m('TIME'), m('USER'), m('TOPIC')])
    expect(tabs.map((t) => t.page)).toEqual(['index', 'tab-slot-1', 'tab-slot-2', 'tab-slot-3', 'user'])
    expect(tabs[1].route).toBe('/news-list/all')
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
