import { act, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import * as api from '../../services/shell-api'
import { useShellStore } from '../../stores/shell'
import { resetBottomMenuLoader } from '../TabBar'
import PageShell from '.'

// the weapp tests say which page they are on (H5 reads the address)
const mockRouterPath = jest.fn((): string | undefined => undefined)
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { ...actual, useRouter: () => (mockRouterPath() ? { path: mockRouterPath(), params: {} } : actual.useRouter()) }
})

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))

beforeEach(() => {
  jest.useFakeTimers()
  resetBottomMenuLoader()
  useShellStore.setState({ bottomMenu: undefined })
  jest.spyOn(api, 'getBottomNavList').mockResolvedValue(undefined)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const at = (path: string) => window.history.pushState({}, '', path)

test('on a menu route the tab bar appears 1 s after load, and no back-to-home button', async () => {
  at('/index')
  renderWithI18n(<PageShell>content</PageShell>)
  await act(async () => undefined)
  expect(screen.queryByTestId('tab-bar')).toBeNull()
  act(() => jest.advanceTimersByTime(999))
  expect(screen.queryByTestId('tab-bar')).toBeNull()
  act(() => jest.advanceTimersByTime(1))
  expect(screen.getByTestId('tab-bar')).toBeTruthy()
  expect(screen.queryByTestId('back-home')).toBeNull()
})

test('on a non-menu route the tab bar is hidden and the back-to-home button appears after 1 s', async () => {
  at('/news-detail/3')
  renderWithI18n(<PageShell>content</PageShell>)
  await act(async () => undefined)
  act(() => jest.advanceTimersByTime(1000))
  expect(screen.queryByTestId('tab-bar')).toBeNull()
  expect(screen.getByTestId('back-home')).toBeTruthy()
})

test('on a tour-bar flagged route (route-table.json tourBar) the tab bar shows though it is no menu route', async () => {
  at('/winter-guide')
  renderWithI18n(<PageShell>content</PageShell>)
  await act(async () => undefined)
  act(() => jest.advanceTimersByTime(1000))
  expect(screen.getByTestId('tab-bar')).toBeTruthy()
  expect(screen.queryByTestId('back-home')).toBeNull()
})

test('pages that opt out (stop-service, guides) draw no back-to-home button', async () => {
  at('/stop-service')
  renderWithI18n(<PageShell hideBackHome>content</PageShell>)
  act(() => jest.advanceTimersByTime(1000))
  expect(screen.queryByTestId('back-home')).toBeNull()
})

describe('title bar and back control on H5', () => {
  const userAgent = (ua: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua)
  const stack = (depth: number) => jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(new Array(depth).fill({}) as never)
  const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
  beforeEach(() => jest.mocked(navigate).mockClear())

  test('a plain browser draws the title and a back control; opened directly, it goes home', async () => {
    userAgent(CHROME)
    stack(1)
    at('/complain-save')
    renderWithI18n(<PageShell title="我要投诉">form</PageShell>)
    await act(async () => undefined)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('我要投诉')
    const back = screen.getByRole('button', { name: '返回首页' })
    back.click()
    expect(navigate).toHaveBeenCalledWith('/index', 'relaunch')
    expect(document.title).toBe('我要投诉')
  })

  test('with a page of the app under it, the control goes back', async () => {
    userAgent(CHROME)
    stack(2)
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: '' } as never)
    at('/complain-save')
    renderWithI18n(<PageShell title="我要投诉">form</PageShell>)
    await act(async () => undefined)
    screen.getByRole('button', { name: '返回' }).click()
    expect(navigateBack).toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  test("inside WeChat's browser and in an app shell WeChat or the shell draws the bar: only the document title is set", async () => {
    for (const ua of [`${CHROME} MicroMessenger/8.0.47`, `${CHROME} WenlvApp/2.3.0`]) {
      userAgent(ua)
      at('/complain-save')
      const { unmount } = renderWithI18n(<PageShell title="我要投诉">form</PageShell>)
      await act(async () => undefined)
      expect(screen.queryByTestId('top-bar')).toBeNull()
      expect(document.title).toBe('我要投诉')
      unmount()
    }
  })

  test('home has no bar (its hero names the site)', async () => {
    userAgent(CHROME)
    at('/index')
    renderWithI18n(<PageShell title="成都文旅">home</PageShell>)
    await act(async () => undefined)
    expect(screen.queryByTestId('top-bar')).toBeNull()
  })
})

describe('search entry on list pages', () => {
  test('a list page of a searchable type opens /search/{type}', async () => {
    at('/hotel-list')
    renderWithI18n(<PageShell title="酒店">list</PageShell>)
    await act(async () => undefined)
    expect(screen.getByTestId('list-search-entry').getAttribute('data-type')).toBe('HOTEL')
  })

  test('a detail page has none', async () => {
    at('/hotel-detail/3')
    renderWithI18n(<PageShell title="酒店">detail</PageShell>)
    await act(async () => undefined)
    expect(screen.queryByTestId('list-search-entry')).toBeNull()
  })
})

test('a page with the floating home button keeps room for it at its foot', async () => {
  at('/complain-save')
  renderWithI18n(<PageShell title="我要投诉">form</PageShell>)
  await act(async () => undefined)
  expect(screen.getByTestId('page-shell').style.paddingBottom).toBe('72px')
})

describe('weapp', () => {
  const menu = [
    { id: 1, name: '首页', menuCode: 'INDEX', jumpType: 1 as const },
    { id: 2, name: '资讯', menuCode: 'NEWS', jumpType: 1 as const },
    { id: 3, name: '景区', menuCode: 'SCENIC', jumpType: 1 as const },
    { id: 4, name: '我的', menuCode: 'USER', jumpType: 1 as const },
  ]
  const onPage = (path: string) => mockRouterPath.mockReturnValue(path)
  beforeEach(() => {
    // the jest transformer rewrites the TARO_ENV read in src files to prefer TARO_ENV_JEST
    process.env['TARO_ENV_JEST'] = 'weapp'
    jest.spyOn(api, 'getBottomNavList').mockResolvedValue(menu)
    jest.spyOn(Taro, 'hideHomeButton').mockResolvedValue({ errMsg: 'hideHomeButton:ok' })
  })
  afterEach(() => {
    delete process.env['TARO_ENV_JEST']
    mockRouterPath.mockReset()
  })

  test("a page tab's own page (no weapp tab page) draws the tab bar itself, its tab selected, without WeChat's home button", async () => {
    onPage('/package-places/pages/scenic-list/index')
    renderWithI18n(<PageShell>content</PageShell>)
    await act(async () => undefined)
    await act(async () => jest.advanceTimersByTime(1000))
    expect(screen.getByTestId('tab-item-SCENIC').getAttribute('data-selected')).toBe('true')
    expect(screen.queryByTestId('back-home')).toBeNull()
    expect(Taro.hideHomeButton).toHaveBeenCalled()
    // the list searches its type in the mini-program too; WeChat draws the title bar
    expect(screen.getByTestId('list-search-entry').getAttribute('data-type')).toBe('SCENERY')
    expect(screen.queryByTestId('top-bar')).toBeNull()
  })

  test('a weapp tab page (a slot) leaves the bar to the custom tab bar', async () => {
    onPage('/pages/tab-slot-1/index')
    renderWithI18n(<PageShell>content</PageShell>)
    await act(async () => undefined)
    await act(async () => jest.advanceTimersByTime(1000))
    expect(screen.queryByTestId('tab-bar')).toBeNull()
    expect(screen.queryByTestId('back-home')).toBeNull()
    expect(Taro.hideHomeButton).not.toHaveBeenCalled()
  })
})
