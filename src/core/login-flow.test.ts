import { isPhoneBound, isTokenFresh, loginGateTarget, needsUserRefetch, TOKEN_FRESHNESS_MS } from './login-flow'

describe('login flow rules', () => {
  it('token freshness is 6,000,000 ms', () => {
    expect(TOKEN_FRESHNESS_MS).toBe(6_000_000)
    expect(isTokenFresh(1000, 1000 + 5_999_999)).toBe(true)
    expect(isTokenFresh(1000, 1000 + 6_000_000)).toBe(false)
    expect(isTokenFresh(undefined, 1)).toBe(false)
    expect(isTokenFresh(2000, 1000)).toBe(false)
  })

  it('refetches user data in the messaging browser only when stale, elsewhere always', () => {
    expect(needsUserRefetch('wechatBrowser', true, 0, 1000)).toBe(false)
    expect(needsUserRefetch('wechatBrowser', true, 0, 6_000_000)).toBe(true)
    expect(needsUserRefetch('browser', true, 0, 1000)).toBe(true)
    expect(needsUserRefetch('browser', false, 0, 1000)).toBe(false)
  })

  it('bound means a phone; the gate target depends on the client', () => {
    expect(isPhoneBound({ phone: '13800000001' })).toBe(true)
    expect(isPhoneBound({ phone: '' })).toBe(false)
    expect(isPhoneBound(null)).toBe(false)
    expect(loginGateTarget('wechatBrowser')).toBe('/bind-phone/-1')
    expect(loginGateTarget('miniProgram')).toBe('/login')
    expect(loginGateTarget('browser')).toBe('/login')
    expect(loginGateTarget('appShell')).toBe('native')
  })
})
