import { STORAGE_KEYS, storage } from '../../platform/storage'
import { clearLogin, onUserInfoReady, readStoredUser, readToken, readTokenTime, saveLogin } from './session'

beforeEach(() => storage.clear())

describe('session storage (login flow step 5)', () => {
  it('code 0 stores user info, token, version marker 1 and token time, then announces user info ready', () => {
    const heard: unknown[] = []
    const off = onUserInfoReady((u) => heard.push(u))
    saveLogin({ userToken: 'tok', phone: '13800000001', siteId: 3 }, 1_800_000_000_000)
    off()
    expect(storage.get(STORAGE_KEYS.cloudUserInfo)).toMatchObject({ userToken: 'tok', phone: '13800000001' })
    expect(storage.get(STORAGE_KEYS.cloudNewToken)).toBe('tok')
    expect(storage.get(STORAGE_KEYS.version)).toBe(1)
    expect(storage.get(STORAGE_KEYS.tokenTime)).toBe(1_800_000_000_000)
    expect(readTokenTime()).toBe(1_800_000_000_000)
    expect(heard).toEqual([expect.objectContaining({ userToken: 'tok' })])
  })

  it('user info written without the version marker 1 is not trusted', () => {
    storage.set(STORAGE_KEYS.cloudUserInfo, { userToken: 'old' })
    expect(readStoredUser()).toBeNull()
    storage.set(STORAGE_KEYS.version, 1)
    expect(readStoredUser()).toEqual({ userToken: 'old' })
  })

  it('logout clears user, token, time and version but keeps the WeChat open id', () => {
    saveLogin({ userToken: 'tok' })
    storage.set(STORAGE_KEYS.wechatOpenIdNew, 'oid')
    clearLogin()
    expect(readStoredUser()).toBeNull()
    expect(readToken()).toBe('')
    expect(storage.get(STORAGE_KEYS.tokenTime)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.wechatOpenIdNew)).toBe('oid')
  })

  it('a login forgets the WeChat sign-in handle: it is one-time, spent by the login', () => {
    storage.set(STORAGE_KEYS.wechatOpenIdNew, 'handle')
    saveLogin({ userToken: 'tok' })
    expect(storage.get(STORAGE_KEYS.wechatOpenIdNew)).toBeUndefined()
  })
})
