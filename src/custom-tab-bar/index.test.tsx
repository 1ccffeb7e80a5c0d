/**
 * The weapp custom tab bar's taps: switchTab for the tabs on weapp tab pages (index, a slot, user),
 * reLaunch of its own page for a page tab (a menu whose page no slot draws), the login rule for a
 * login-required page tab, the disclaimer for an external link.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../tests/setup/render'
import { resetBottomMenuLoader } from '../components/TabBar'
import * as api from '../services/shell-api'
import { useShellStore } from '../stores/shell'
import type { MenuItem } from '../../types/contract'
import CustomTabBar from '.'

type Api = 'navigateTo' | 'switchTab' | 'reLaunch' | 'redirectTo'
const calls: Array<[Api, unknown]> = []

const MENU: MenuItem[] = [
  { id: 1, name: '首页', menuCode: 'INDEX', jumpType: 1 },
  { id: 2, name: '资讯', menuCode: 'NEWS', jumpType: 1 },
  { id: 3, name: '景区', menuCode: 'SCENIC', jumpType: 1, resourceValue: '12' },
  { id: 4, name: '订单', menuCode: 'ORDERS', jumpType: 1 },
  { id: 5, name: '我的', menuCode: 'USER', jumpType: 1 },
]

beforeEach(() => {
  // the jest transformer rewrites the TARO_ENV read in src files to prefer TARO_ENV_JEST
  process.env['TARO_ENV_JEST'] = 'weapp'
  calls.length = 0
  for (const name of ['navigateTo', 'switchTab', 'reLaunch', 'redirectTo'] as Api[])
    jest.spyOn(Taro, name).mockImplementation(((opts: unknown) => {
      calls.push([name, opts])
      return Promise.resolve()
    }) as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as never)
  resetBottomMenuLoader()
  useShellStore.setState({ bottomMenu: undefined, tabLocation: '/pages/index/index' })
})
afterEach(() => {
  delete process.env['TARO_ENV_JEST']
  jest.restoreAllMocks()
})

async function tap(menu: MenuItem[], code: string) {
  jest.spyOn(api, 'getBottomNavList').mockResolvedValue(menu)
  renderWithI18n(<CustomTabBar />)
  await act(async () => undefined)
  fireEvent.click(screen.getByTestId(`tab-item-${code}`))
  await act(async () => undefined)
}

test.each([
  ['INDEX', '/pages/index/index'],
  ['NEWS', '/pages/tab-slot-1/index'],
  ['USER', '/pages/user/index'],
])('%s sits on a weapp tab page: a tap switches to it', async (code, url) => {
  await tap(MENU, code)
  expect(calls).toEqual([['switchTab', { url }]])
})

test("a page tab (SCENIC: no slot draws its page) relaunches its own page with the menu's site id: no back stack", async () => {
  await tap(MENU, 'SCENIC')
  expect(calls).toEqual([['reLaunch', { url: '/package-places/pages/scenic-list/index?siteId=12' }]])
})

test('a login-required page tab keeps its login rule: a visitor goes to the login page first', async () => {
  await tap(MENU, 'ORDERS')
  expect(calls).toEqual([['navigateTo', { url: `/package-account/pages/login/index?redirect=${encodeURIComponent('/user-order')}` }]])
})

test('an external link asks first and opens no page', async () => {
  await tap(
    [MENU[0], { id: 6, name: '官网', menuCode: 'EXTERNAL_LINK', jumpType: 2, externalLink: 'https://www.mct.gov.cn/' }, MENU[4]],
    'EXTERNAL_LINK',
  )
  expect(screen.getByTestId('external-link-dialog')).toBeTruthy()
  expect(calls).toEqual([])
})
