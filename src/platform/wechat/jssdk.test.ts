/**
 * WeChat JS-SDK set-up (rules-and-contract 7 "Files and media"): configured with the server's
 * signature of the page address and the spec's API list; a signature failure is only logged.
 */
import { JSSDK_API_LIST, configureJssdk, readyJssdk } from './jssdk'

const SIG = { appId: 'wx-app', timestamp: 1800000000, nonceStr: 'n0nce', signature: 'abc123' }

function fakeWx(outcome: 'ready' | 'error') {
  const wx = {
    config: jest.fn(),
    ready: jest.fn((cb: () => void) => outcome === 'ready' && setTimeout(cb, 0)),
    error: jest.fn((cb: (res: unknown) => void) => outcome === 'error' && setTimeout(() => cb({ errMsg: 'config:invalid signature' }), 0)),
  }
  ;(window as any).wx = wx
  return wx
}

afterEach(() => {
  delete (window as any).wx
})

test('signs the address without its hash and enables scan, location, image, voice, share and card APIs', async () => {
  const wx = fakeWx('ready')
  window.history.replaceState(null, '', '/index?lang=zh#top')
  const fetchSignature = jest.fn(async () => SIG)
  await expect(configureJssdk(fetchSignature)).resolves.toBe(wx)
  expect(fetchSignature).toHaveBeenCalledWith('http://localhost/index?lang=zh')
  expect(wx.config).toHaveBeenCalledWith({ debug: false, ...SIG, jsApiList: JSSDK_API_LIST })
  expect(JSSDK_API_LIST).toEqual(
    expect.arrayContaining([
      'scanQRCode',
      'getLocation',
      'openLocation',
      'chooseImage',
      'startRecord',
      'playVoice',
      'updateAppMessageShareData',
      'addCard',
    ]),
  )
  await expect(readyJssdk()).resolves.toBe(wx)
})

test('a refused signature is only logged: the adapters get no SDK and fall back', async () => {
  fakeWx('error')
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  await expect(configureJssdk(async () => SIG)).resolves.toBeUndefined()
  expect(warn).toHaveBeenCalledWith('[jssdk] signature failed', { errMsg: 'config:invalid signature' })
  await expect(readyJssdk()).resolves.toBeUndefined()
  warn.mockRestore()
})

test('no signature from the server (non-zero code): logged, no SDK', async () => {
  const wx = fakeWx('ready')
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  await expect(configureJssdk(async () => Promise.reject(new Error('getSignature failed')))).resolves.toBeUndefined()
  expect(wx.config).not.toHaveBeenCalled()
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})
