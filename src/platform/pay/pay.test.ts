/**
 * The pay adapter (issue 12 payment): the WeChat browser pays through WeixinJSBridge's
 * getBrandWCPayRequest with the server's signed parameters (also when the bridge arrives late),
 * any other browser is unsupported, and the mini-program pays with Taro.requestPayment.
 */
import Taro from '@tarojs/taro'
import { PAY_FAILED_KEY, PAY_WECHAT_ONLY_KEY, payChannel, requestPay, type WechatPayParams } from './index'
import * as weapp from './pay.weapp'

const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1'
const WECHAT_UA = `${SAFARI_UA} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`

const params: WechatPayParams = {
  provider: 'wechat-pay',
  channel: 'jsapi',
  appId: 'wxofficial000001',
  timeStamp: '1772330400',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbmF0dXJl',
}

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

afterEach(() => {
  delete (window as any).WeixinJSBridge
  jest.useRealTimers()
})

test('the WeChat browser pays through the bridge with exactly the signed parameters', async () => {
  setUserAgent(WECHAT_UA)
  const invoke = jest.fn((_name, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:ok' }))
  ;(window as any).WeixinJSBridge = { invoke }
  expect(payChannel()).toBe('jsapi')
  expect(await requestPay(params)).toEqual({ ok: true })
  expect(invoke).toHaveBeenCalledWith(
    'getBrandWCPayRequest',
    {
      appId: 'wxofficial000001',
      timeStamp: '1772330400',
      nonceStr: 'n0nce',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: 'c2lnbmF0dXJl',
    },
    expect.any(Function),
  )
})

test.each([
  ['get_brand_wcpay_request:cancel', 'cancelled'],
  ['get_brand_wcpay_request:fail', 'failed'],
])('the bridge answering %s is %s', async (errMsg, reason) => {
  setUserAgent(WECHAT_UA)
  ;(window as any).WeixinJSBridge = { invoke: (_n: string, _p: unknown, cb: (r: unknown) => void) => cb({ err_msg: errMsg }) }
  expect(await requestPay(params)).toEqual({ ok: false, reason, messageKey: PAY_FAILED_KEY })
})

test('a bridge that arrives late (WeixinJSBridgeReady) is waited for', async () => {
  setUserAgent(WECHAT_UA)
  const paid = requestPay(params)
  ;(window as any).WeixinJSBridge = {
    invoke: (_n: string, _p: unknown, cb: (r: unknown) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }),
  }
  document.dispatchEvent(new Event('WeixinJSBridgeReady'))
  expect(await paid).toEqual({ ok: true })
})

test('WeChat without a bridge after the wait, and any other browser, are unsupported', async () => {
  setUserAgent(SAFARI_UA)
  expect(payChannel()).toBe('h5')
  expect(await requestPay(params)).toEqual({ ok: false, reason: 'unsupported', messageKey: PAY_WECHAT_ONLY_KEY })
  setUserAgent(WECHAT_UA)
  jest.useFakeTimers()
  const waiting = requestPay(params)
  jest.advanceTimersByTime(3000)
  expect(await waiting).toEqual({ ok: false, reason: 'unsupported', messageKey: PAY_WECHAT_ONLY_KEY })
})

describe('mini-program', () => {
  const requestPayment = jest.fn()
  beforeAll(() => {
    ;(Taro as any).requestPayment = requestPayment
  })

  test('pays with Taro.requestPayment and the signed parameters', async () => {
    requestPayment.mockResolvedValueOnce({ errMsg: 'requestPayment:ok' })
    expect(weapp.payChannel()).toBe('mini')
    expect(await weapp.requestPay({ ...params, channel: 'mini' })).toEqual({ ok: true })
    expect(requestPayment).toHaveBeenCalledWith({
      timeStamp: '1772330400',
      nonceStr: 'n0nce',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: 'c2lnbmF0dXJl',
    })
  })

  test('a cancel and a failure are told apart', async () => {
    requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    expect(await weapp.requestPay(params)).toEqual({ ok: false, reason: 'cancelled', messageKey: PAY_FAILED_KEY })
    requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail (detail message)' })
    expect(await weapp.requestPay(params)).toEqual({ ok: false, reason: 'failed', messageKey: PAY_FAILED_KEY })
  })
})
