import { earlyLoginPath, type EarlyGateInput } from './early-login-gate'

const plain: EarlyGateInput = { betaStatus: true, env: 'browser', search: '', hasLogin: false, path: '/index' }

describe('earlyLoginPath (a betaStatus site before the router starts)', () => {
  it('sends a plain first visit of a beta site straight to /login', () => {
    expect(earlyLoginPath(plain)).toBe('/login')
    expect(earlyLoginPath({ ...plain, path: '/news-list/all', search: '?' })).toBe('/login')
  })

  it('leaves every case the bootstrap must decide alone', () => {
    expect(earlyLoginPath({ ...plain, betaStatus: false })).toBeNull()
    expect(earlyLoginPath({ ...plain, hasLogin: true })).toBeNull()
    // a partner code, a WeChat callback or any query: the login may come from it
    expect(earlyLoginPath({ ...plain, search: '?token=abc' })).toBeNull()
    expect(earlyLoginPath({ ...plain, env: 'wechatBrowser' })).toBeNull()
    expect(earlyLoginPath({ ...plain, env: 'appShell' })).toBeNull()
    expect(earlyLoginPath({ ...plain, env: 'miniProgram' })).toBeNull()
  })

  it('leaves the pages a beta site shows without login alone', () => {
    for (const path of ['/login', '/registered', '/agreement/user', '/stop-service']) expect(earlyLoginPath({ ...plain, path })).toBeNull()
  })
})

describe('earlyLoginPath (a login-only page opened without a login)', () => {
  const open: EarlyGateInput = { ...plain, betaStatus: false }

  it('starts on /login with the page to come back to, so the page never mounts nor calls', () => {
    expect(earlyLoginPath({ ...open, path: '/user-complain' })).toBe('/login?redirect=%2Fuser-complain')
    expect(earlyLoginPath({ ...open, path: '/volunteers' })).toBe('/login?redirect=%2Fvolunteers')
    expect(earlyLoginPath({ ...open, path: '/user-contacts' })).toBe('/login?redirect=%2Fuser-contacts')
    expect(earlyLoginPath({ ...open, path: '/user-intangible' })).toBe('/login?redirect=%2Fuser-intangible')
    expect(earlyLoginPath({ ...open, path: '/appointment-order/12/2026-11-29' })).toBe(
      '/login?redirect=%2Fappointment-order%2F12%2F2026-11-29',
    )
  })

  it('leaves public pages, a logged-in visitor and every uncertain case alone', () => {
    // the user centre draws a logged-out face of its own (gates.ts pageNeedsLogin)
    expect(earlyLoginPath({ ...open, path: '/user' })).toBeNull()
    expect(earlyLoginPath({ ...open, path: '/scenic-detail/12' })).toBeNull()
    expect(earlyLoginPath({ ...open, path: '/user-complain', hasLogin: true })).toBeNull()
    expect(earlyLoginPath({ ...open, path: '/user-complain', env: 'wechatBrowser' })).toBeNull()
    expect(earlyLoginPath({ ...open, path: '/user-complain', search: '?token=abc&unid=1' })).toBeNull()
  })
})
