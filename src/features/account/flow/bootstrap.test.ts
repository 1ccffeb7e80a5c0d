import type { CloudUserInfo } from '../../../../types/contract'
import type { Result } from '../../../kit/result'
import { PAGES, toMiniProgramUrl } from '../../../core/routes'
import { AUTHORIZE_COOKIE } from './authorize'
import { bootstrapLogin, PENDING_KEYS, type BootstrapDeps, type LoginApi } from './bootstrap'

const NOW = 1_800_000_000_000
const user = (extra: Partial<CloudUserInfo> = {}): CloudUserInfo => ({ userToken: 'tok-new', phone: '13800000001', ...extra })
const ok = <T>(data: T): Result<T> => ({ ok: true, data })
const refused = (code: number, message: string): Result<never> => ({ ok: false, code, message })

function setup(
  over: Omit<Partial<BootstrapDeps>, 'api'> & {
    stored?: CloudUserInfo
    tokenTime?: number
    api?: Partial<LoginApi>
    pendingInit?: Record<string, string>
    cookie?: boolean
  } = {},
) {
  const pendingMap = new Map<string, string>(Object.entries(over.pendingInit || {}))
  const cookieMap = new Map<string, string>(over.cookie ? [[AUTHORIZE_COOKIE, '1']] : [])
  const state = {
    user: over.stored || null,
    token: over.stored?.userToken || '',
    tokenTime: over.tokenTime,
    saved: [] as CloudUserInfo[],
    cleared: 0,
  }
  const api: LoginApi = {
    getAuthorizeParam: jest.fn(async () =>
      ok({
        siteId: 7,
        appid: 'wxapp',
        redirectUri: 'http://s/api/user/wechatOpenAuth/callback',
        authorizeUrl: 'http://s/dev-oauth/authorize',
      }),
    ),
    getUserData: jest.fn(async () => ok(user())),
    refreshUserInfo: jest.fn(async () => ok(user())),
    exchangeThirdParty: jest.fn(async () => ok(user({ userToken: 'tok-third' }))),
    partnerLogin: jest.fn(async () => ok(user({ userToken: 'tok-partner' }))),
    ...over.api,
  }
  const deps: BootstrapDeps = {
    env: 'browser',
    now: NOW,
    query: {},
    currentUrl: 'http://cd-city.localhost/index',
    currentPath: '/index',
    siteId: 7,
    betaStatus: false,
    session: {
      readUser: () => state.user,
      readTokenTime: () => state.tokenTime,
      readToken: () => state.token,
      saveLogin: (u) => {
        state.user = u
        state.token = u.userToken
        state.tokenTime = NOW
        state.saved.push(u)
      },
      saveBareToken: (t) => {
        state.token = t
      },
      clearLogin: () => {
        state.user = null
        state.token = ''
        state.cleared++
      },
    },
    pending: { get: (k) => pendingMap.get(k), set: (k, v) => void pendingMap.set(k, v), remove: (k) => void pendingMap.delete(k) },
    cookies: { get: (k) => cookieMap.get(k), set: (k, v) => void cookieMap.set(k, v) },
    redirect: jest.fn(),
    navigate: jest.fn(),
    ...over,
    api,
  }
  return { deps, api, state, pendingMap, cookieMap }
}

describe('messaging browser (steps 1-3, 8)', () => {
  it('without an open id fetches the authorize params, sets the 1-day cookie and redirects with user-info scope and state = site id + current address', async () => {
    const { deps, api, cookieMap } = setup({ env: 'wechatBrowser' })
    await expect(bootstrapLogin(deps)).resolves.toBe('authorizing')
    expect(api.getAuthorizeParam).toHaveBeenCalledTimes(1)
    const url = new URL((deps.redirect as jest.Mock).mock.calls[0][0])
    expect(url.origin + url.pathname).toBe('http://s/dev-oauth/authorize')
    expect(url.searchParams.get('scope')).toBe('snsapi_userinfo')
    expect(url.searchParams.get('appid')).toBe('wxapp')
    expect(url.searchParams.get('redirect_uri')).toBe('http://s/api/user/wechatOpenAuth/callback')
    expect(url.searchParams.get('state')).toBe('7|http://cd-city.localhost/index')
    expect(cookieMap.get(AUTHORIZE_COOKIE)).toBe('1')
  })

  it('does not authorise again on the same day (cookie present)', async () => {
    const { deps, api } = setup({ env: 'wechatBrowser', cookie: true })
    await expect(bootstrapLogin(deps)).resolves.toBe('anonymous')
    expect(api.getAuthorizeParam).not.toHaveBeenCalled()
    expect(deps.redirect).not.toHaveBeenCalled()
  })

  it('continues without login when the authorize params answer a non-zero code', async () => {
    const { deps, cookieMap } = setup({ env: 'wechatBrowser', api: { getAuthorizeParam: async () => refused(500, 'x') } })
    await expect(bootstrapLogin(deps)).resolves.toBe('anonymous')
    expect(deps.redirect).not.toHaveBeenCalled()
    expect(cookieMap.has(AUTHORIZE_COOKIE)).toBe(false)
  })

  it('back from the provider: fetches the user by the one-time handle and site id, logs in and forgets the spent handle', async () => {
    const { deps, api, state, pendingMap } = setup({ env: 'wechatBrowser', query: { wechatOpenId: 'handle-1', siteId: '7' } })
    await expect(bootstrapLogin(deps)).resolves.toBe('logged-in')
    expect(api.getUserData).toHaveBeenCalledWith('handle-1', 7)
    expect(pendingMap.has(PENDING_KEYS.openId)).toBe(false)
    expect(state.saved).toHaveLength(1)
  })

  it('code 4 from the handle lookup sends the user to /invitation and keeps the handle for accepting it', async () => {
    const { deps, state, pendingMap } = setup({
      env: 'wechatBrowser',
      pendingInit: { [PENDING_KEYS.openId]: 'handle-1' },
      api: { getUserData: async () => refused(4, 'invite') },
    })
    await expect(bootstrapLogin(deps)).resolves.toBe('invitation')
    expect(deps.navigate).toHaveBeenCalledWith('/invitation')
    expect(state.saved).toHaveLength(0)
    expect(pendingMap.get(PENDING_KEYS.openId)).toBe('handle-1')
  })

  it('a spent or expired handle (code 2) is forgotten, so the next start authorises again', async () => {
    const { deps, pendingMap } = setup({
      env: 'wechatBrowser',
      pendingInit: { [PENDING_KEYS.openId]: 'handle-spent' },
      api: { getUserData: async () => refused(2, 'spent') },
    })
    await expect(bootstrapLogin(deps)).resolves.toBe('anonymous')
    expect(pendingMap.has(PENDING_KEYS.openId)).toBe(false)
  })

  it('keeps a token younger than 6,000,000 ms and refetches one that is older', async () => {
    const fresh = setup({ env: 'wechatBrowser', pendingInit: { [PENDING_KEYS.openId]: 'o' }, stored: user(), tokenTime: NOW - 5_999_999 })
    await expect(bootstrapLogin(fresh.deps)).resolves.toBe('logged-in')
    expect(fresh.api.getUserData).not.toHaveBeenCalled()
    const stale = setup({ env: 'wechatBrowser', pendingInit: { [PENDING_KEYS.openId]: 'o' }, stored: user(), tokenTime: NOW - 6_000_000 })
    await bootstrapLogin(stale.deps)
    expect(stale.api.getUserData).toHaveBeenCalledTimes(1)
  })
})

describe('outside the messaging browser (step 4)', () => {
  it('stored user info triggers a refresh even when the token is fresh', async () => {
    const { deps, api, state } = setup({ stored: user({ userToken: 'old' }), tokenTime: NOW - 1000 })
    await expect(bootstrapLogin(deps)).resolves.toBe('logged-in')
    expect(api.refreshUserInfo).toHaveBeenCalledTimes(1)
    expect(state.user?.userToken).toBe('tok-new')
  })

  it('no stored user: no call, anonymous', async () => {
    const { deps, api } = setup()
    await expect(bootstrapLogin(deps)).resolves.toBe('anonymous')
    expect(api.refreshUserInfo).not.toHaveBeenCalled()
  })

  it('a refresh answering code 2 clears the session', async () => {
    const { deps, state } = setup({ stored: user(), api: { refreshUserInfo: async () => refused(2, 'expired') } })
    await expect(bootstrapLogin(deps)).resolves.toBe('anonymous')
    expect(state.cleared).toBe(1)
  })

  it('an app shell appToken is kept as the token and refreshed into a user', async () => {
    const { deps, api, state } = setup({ env: 'appShell', query: { appToken: 'app-tok' } })
    await expect(bootstrapLogin(deps)).resolves.toBe('logged-in')
    expect(api.refreshUserInfo).toHaveBeenCalled()
    expect(state.user?.userToken).toBe('tok-new')
  })
})

describe('third-party sign-in (step 6)', () => {
  it('saves unid, token, url from the address, swaps them via token + unid, removes them and opens the in-app url', async () => {
    const { deps, api, pendingMap, state } = setup({ query: { token: 't3', unid: 'u3', url: '/user' } })
    await expect(bootstrapLogin(deps)).resolves.toBe('logged-in')
    expect(api.exchangeThirdParty).toHaveBeenCalledWith('t3', 'u3')
    expect([...pendingMap.keys()]).toEqual([])
    expect(state.user?.userToken).toBe('tok-third')
    expect(deps.navigate).toHaveBeenCalledWith('/user')
  })

  it('never navigates to an address outside the app', async () => {
    const { deps } = setup({ query: { token: 't3', unid: 'u3', url: '//evil.example/x' } })
    await bootstrapLogin(deps)
    expect(deps.navigate).not.toHaveBeenCalled()
  })
})

describe('partner sign-in from the address', () => {
  it('iFly: ?userId= is swapped through iFlyLogin, then forgotten', async () => {
    const { deps, api, pendingMap, state } = setup({ partnerLogin: 'ifly', query: { userId: 'ifly-7' } })
    await expect(bootstrapLogin(deps)).resolves.toBe('logged-in')
    expect(api.partnerLogin).toHaveBeenCalledWith({ kind: 'ifly', fields: { iFlyUserId: 'ifly-7' } })
    expect(state.user?.userToken).toBe('tok-partner')
    expect([...pendingMap.keys()]).toEqual([])
    expect(api.refreshUserInfo).not.toHaveBeenCalled()
  })

  it('tfCloud and hheSpeed parse ?code=; cddy sends ?code= as authCode with ?openid=', async () => {
    for (const kind of ['tfcloud', 'hhespeed'] as const) {
      const { deps, api } = setup({ partnerLogin: kind, query: { code: 'c-1' } })
      await bootstrapLogin(deps)
      expect(api.partnerLogin).toHaveBeenCalledWith({ kind, fields: { code: 'c-1' } })
    }
    const cddy = setup({ partnerLogin: 'cddy', query: { code: 'auth-1', openid: 'oid-9' } })
    await bootstrapLogin(cddy.deps)
    expect(cddy.api.partnerLogin).toHaveBeenCalledWith({ kind: 'cddy', fields: { authCode: 'auth-1', openid: 'oid-9' } })
  })

  it('external: a lone ?token= is the external identity token; token + unid stays the third-party sign-in', async () => {
    const lone = setup({ partnerLogin: 'external', query: { token: 'ext-1' } })
    await bootstrapLogin(lone.deps)
    expect(lone.api.partnerLogin).toHaveBeenCalledWith({ kind: 'external', fields: { externalIdentityToken: 'ext-1' } })
    const both = setup({ partnerLogin: 'external', query: { token: 't3', unid: 'u3' } })
    await bootstrapLogin(both.deps)
    expect(both.api.partnerLogin).not.toHaveBeenCalled()
    expect(both.api.exchangeThirdParty).toHaveBeenCalledWith('t3', 'u3')
  })

  it('a site without that partner ignores the values (a `code` may mean something else there)', async () => {
    const { deps, api } = setup({ query: { code: 'c-1', userId: 'u' } })
    await expect(bootstrapLogin(deps)).resolves.toBe('anonymous')
    expect(api.partnerLogin).not.toHaveBeenCalled()
    const other = setup({ partnerLogin: 'ifly', query: { code: 'c-1' } })
    await bootstrapLogin(other.deps)
    expect(other.api.partnerLogin).not.toHaveBeenCalled()
  })

  it('a refused credential tells the visitor, is forgotten, and the ordinary flow goes on', async () => {
    const onPartnerRefused = jest.fn()
    const { deps, api, pendingMap, state } = setup({
      partnerLogin: 'tfcloud',
      query: { code: 'used' },
      stored: user({ userToken: 'mine' }),
      onPartnerRefused,
      api: { partnerLogin: jest.fn(async () => refused(2, 'The partner login credential is invalid or expired.')) },
    })
    await expect(bootstrapLogin(deps)).resolves.toBe('logged-in')
    expect(onPartnerRefused).toHaveBeenCalledWith('tfcloud')
    expect(pendingMap.has(PENDING_KEYS.partner)).toBe(false)
    expect(api.refreshUserInfo).toHaveBeenCalled()
    expect(state.user?.userToken).toBe('tok-new')
  })
})

describe('betaStatus sites (step 7)', () => {
  it('send a visitor without login to /login', async () => {
    const { deps } = setup({ betaStatus: true })
    await expect(bootstrapLogin(deps)).resolves.toBe('login-required')
    expect(deps.navigate).toHaveBeenCalledWith('/login')
  })

  it('leave the login page itself and logged-in users alone', async () => {
    const onLogin = setup({ betaStatus: true, currentPath: '/login' })
    await expect(bootstrapLogin(onLogin.deps)).resolves.toBe('anonymous')
    const loggedIn = setup({ betaStatus: true, stored: user() })
    await expect(bootstrapLogin(loggedIn.deps)).resolves.toBe('logged-in')
    expect(loggedIn.deps.navigate).not.toHaveBeenCalled()
  })

  it('leave public pages alone in the mini-program too, where the location is the page path', async () => {
    for (const spec of ['/login', '/agreement/user', '/bind-phone/-1']) {
      const page = toMiniProgramUrl(spec).url.split('?')[0]
      const visitor = setup({ betaStatus: true, currentPath: page })
      await expect(bootstrapLogin(visitor.deps)).resolves.toBe('anonymous')
      expect(visitor.deps.navigate).not.toHaveBeenCalled()
    }
    const home = setup({ betaStatus: true, currentPath: `/${PAGES.index.path}` })
    await expect(bootstrapLogin(home.deps)).resolves.toBe('login-required')
  })
})
