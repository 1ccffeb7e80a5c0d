import { createJsonStore, createMemoryBackend } from './json-store'
import { session, storage } from './storage.h5'
import { taroBackend } from './storage.weapp'
import { STORAGE_KEYS } from './keys'

/** The mini-program storage API as WeChat behaves: '' for a missing key, values kept natively. */
function fakeTaroStorage() {
  const data = new Map<string, any>()
  return {
    data,
    getStorageSync: (key: string) => (data.has(key) ? data.get(key) : ''),
    setStorageSync: (key: string, value: any) => void data.set(key, value),
    removeStorageSync: (key: string) => void data.delete(key),
    clearStorageSync: () => data.clear(),
  }
}

const VALUES: Array<[string, unknown]> = [
  ['object', { userToken: 'abc', siteId: 7, nested: { ok: true } }],
  ['number', 6000000],
  ['zero', 0],
  ['false', false],
  ['empty string', ''],
  ['string', 'zh'],
  ['array', [1, 'two']],
  ['null', null],
]

describe.each([
  ['H5 localStorage', () => storage, () => window.localStorage.clear()],
  ['weapp Taro storage', () => createJsonStore(taroBackend(fakeTaroStorage())), () => undefined],
  ['memory', () => createJsonStore(createMemoryBackend()), () => undefined],
])('%s store', (_name, make, reset) => {
  beforeEach(() => reset())

  test.each(VALUES)('round-trips a %s', (_kind, value) => {
    const store = make()
    store.set('k', value)
    expect(store.get('k')).toEqual(value)
  })

  test('a missing key is undefined, remove and clear forget values', () => {
    const store = make()
    expect(store.get('missing')).toBeUndefined()
    store.set('a', 1)
    store.set('b', 2)
    store.remove('a')
    expect(store.get('a')).toBeUndefined()
    expect(store.get('b')).toBe(2)
    store.clear()
    expect(store.get('b')).toBeUndefined()
  })

  test('setting undefined removes the key', () => {
    const store = make()
    store.set('a', 1)
    store.set('a', undefined)
    expect(store.get('a')).toBeUndefined()
  })
})

describe('H5 storage specifics', () => {
  test('persists JSON in localStorage under the spec key names', () => {
    storage.set(STORAGE_KEYS.cloudUserInfo, { phone: '13800000001' })
    expect(window.localStorage.getItem('cloudUserInfo')).toBe('{"phone":"13800000001"}')
  })

  test('a plain string written by other code is read back as that string', () => {
    window.localStorage.setItem('wechatOpenIdNew', 'oAbc-123')
    expect(storage.get(STORAGE_KEYS.wechatOpenIdNew)).toBe('oAbc-123')
  })

  test('session values live in sessionStorage, not localStorage', () => {
    session.set('source', 'app')
    expect(window.sessionStorage.getItem('source')).toBe('"app"')
    expect(window.localStorage.getItem('source')).toBeNull()
  })
})

describe('weapp storage specifics', () => {
  test('a value stored natively by other code (an object, not JSON text) is still read', () => {
    const api = fakeTaroStorage()
    api.data.set('siteDetail', { id: 3 })
    expect(createJsonStore(taroBackend(api)).get('siteDetail')).toEqual({ id: 3 })
  })
})

test('storage keys carry the names rules-and-contract section 7 gives them', () => {
  for (const key of [
    'siteDetail',
    'cloudUserInfo',
    'cloudNewToken',
    'uuid',
    'cloudLocation',
    'siteId',
    'firstIn',
    'wechatOpenIdNew',
    'cloudSiteId',
    'uploadFileKey',
  ]) {
    expect(Object.values(STORAGE_KEYS)).toContain(key)
  }
  expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.values(STORAGE_KEYS).length)
})
