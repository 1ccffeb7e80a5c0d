import Taro from '@tarojs/taro'
import { navigate, setNavigationGuard } from './navigate'

type Api = 'navigateTo' | 'switchTab' | 'reLaunch' | 'redirectTo'
const calls: Array<[Api, unknown]> = []

beforeEach(() => {
  calls.length = 0
  for (const api of ['navigateTo', 'switchTab', 'reLaunch', 'redirectTo'] as Api[]) {
    jest.spyOn(Taro, api).mockImplementation(((opts: unknown) => {
      calls.push([api, opts])
      return Promise.resolve()
    }) as any)
  }
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as any)
})
// the jest transformer rewrites the TARO_ENV read in src files to prefer TARO_ENV_JEST (bracket access keeps this file untouched)
afterEach(() => {
  delete process.env['TARO_ENV_JEST']
  jest.restoreAllMocks()
})

test('H5: spec paths go to the router as they are (customRoutes serve them)', () => {
  navigate('/scenic-detail/5')
  expect(calls).toEqual([['navigateTo', { url: '/scenic-detail/5' }]])
})

test('the navigation guard sends a tap where it must go instead (a login-only page, logged out: login)', () => {
  setNavigationGuard((url) => (url.startsWith('/user-order') ? `/login?redirect=${encodeURIComponent(url)}` : null))
  navigate('/user-order')
  navigate('/news-detail/3')
  setNavigationGuard(() => null)
  expect(calls).toEqual([
    ['navigateTo', { url: '/login?redirect=%2Fuser-order' }],
    ['navigateTo', { url: '/news-detail/3' }],
  ])
})

describe('weapp', () => {
  beforeEach(() => (process.env['TARO_ENV_JEST'] = 'weapp'))

  test('a param route becomes page path + query', () => {
    navigate('/errorlinkFailure?from=mail')
    navigate('/scenic-detail/5')
    expect(calls).toEqual([
      ['navigateTo', { url: '/package-shell/pages/expired-link/index?from=mail' }],
      ['navigateTo', { url: '/package-places/pages/scenic-detail/index?id=5' }],
    ])
  })

  test('tab pages use switchTab; a tab route with a query is relaunched (switchTab drops queries)', () => {
    navigate('/index')
    navigate('/index?isWorship=true')
    expect(calls).toEqual([
      ['switchTab', { url: '/pages/index/index' }],
      ['reLaunch', { url: '/pages/index/index?isWorship=true' }],
    ])
  })

  test('a full page stack (10) redirects instead of pushing', () => {
    ;(Taro.getCurrentPages as unknown as jest.Mock).mockReturnValue(new Array(10).fill({}))
    navigate('/stop-service')
    expect(calls).toEqual([['redirectTo', { url: '/package-shell/pages/stop-service/index' }]])
  })
})
