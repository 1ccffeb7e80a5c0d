import { detectEnv, parseQuery, queryOfUrl, toClientEnv } from './detect'

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN'
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const APP_UA = `${SAFARI_UA} WenlvApp/2.3.0`

describe('detectEnv', () => {
  test('the weapp build is the mini-program, never a browser', () => {
    const env = detectEnv({ taroEnv: 'weapp', userAgent: WECHAT_UA })
    expect(env).toMatchObject({ platform: 'weapp', isWeapp: true, isH5: false, isWechatBrowser: false, isAppShell: false })
    expect(toClientEnv(env)).toBe('miniProgram')
  })

  test('H5 with MicroMessenger in the UA is the WeChat browser', () => {
    const env = detectEnv({ taroEnv: 'h5', userAgent: WECHAT_UA })
    expect(env).toMatchObject({ isH5: true, isWechatBrowser: true, isAppShell: false })
    expect(toClientEnv(env)).toBe('wechatBrowser')
  })

  test('a plain mobile browser is neither', () => {
    const env = detectEnv({ taroEnv: 'h5', userAgent: SAFARI_UA })
    expect(env).toMatchObject({ isWechatBrowser: false, isAppShell: false })
    expect(toClientEnv(env)).toBe('browser')
  })

  test('the app shell is recognised by its UA marker', () => {
    expect(detectEnv({ taroEnv: 'h5', userAgent: APP_UA }).isAppShell).toBe(true)
  })

  test('the app shell is recognised by the apnApp query, unless it says 0/false', () => {
    expect(detectEnv({ taroEnv: 'h5', userAgent: SAFARI_UA, query: { apnApp: '1' } }).isAppShell).toBe(true)
    expect(detectEnv({ taroEnv: 'h5', userAgent: SAFARI_UA, query: { apnApp: '' } }).isAppShell).toBe(true)
    expect(detectEnv({ taroEnv: 'h5', userAgent: SAFARI_UA, query: { apnApp: 'false' } }).isAppShell).toBe(false)
    expect(detectEnv({ taroEnv: 'h5', userAgent: SAFARI_UA, rememberedAppShell: true }).isAppShell).toBe(true)
  })

  test('apnApp in a shared link opened in WeChat does not make it the app shell', () => {
    const env = detectEnv({ taroEnv: 'h5', userAgent: WECHAT_UA, query: { apnApp: '1' }, rememberedAppShell: true })
    expect(env.isAppShell).toBe(false)
    expect(toClientEnv(env)).toBe('wechatBrowser')
  })

  test('an app shell that uses a WeChat-like UA still counts as the app shell for login', () => {
    expect(toClientEnv(detectEnv({ taroEnv: 'h5', userAgent: `${WECHAT_UA} WenlvApp/1.0` }))).toBe('appShell')
  })
})

describe('query parsing', () => {
  test('decodes values, keeps empty flags', () => {
    expect(parseQuery('?lang=jp&url=https%3A%2F%2Fa.b%2Fc%3Fd%3D1&apnApp')).toEqual({ lang: 'jp', url: 'https://a.b/c?d=1', apnApp: '' })
  })

  test('reads the query inside a hash route too, the search part winning', () => {
    expect(queryOfUrl('?lang=fr', '#/index?lang=en&siteId=3')).toEqual({ lang: 'fr', siteId: '3' })
  })
})
