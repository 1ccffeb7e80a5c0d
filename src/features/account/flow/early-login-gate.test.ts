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
