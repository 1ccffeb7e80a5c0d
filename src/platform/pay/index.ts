/**
 * Paying with WeChat Pay on each platform (issue 12 payment; the server's provider answers the
 * parameters, server/src/providers/pay):
 * - mini-program: `Taro.requestPayment` with the signed parameters;
 * - WeChat browser: `WeixinJSBridge.invoke('getBrandWCPayRequest')` (what the JS-SDK's chooseWXPay
 *   calls; it needs no JS-SDK configuration), after `WeixinJSBridgeReady` when the bridge is late;
 * - any other browser: unsupported (WeChat Pay JSAPI pays only inside WeChat).
 * The development provider (dev-pay) has no platform part: the pay page shows its own checkout.
 * `payChannel()` tells the server what this client is (jsapi, mini, h5).
 */
export interface WechatPayParams {
  provider: 'wechat-pay'
  channel: 'jsapi' | 'mini'
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export type PayChannel = 'jsapi' | 'mini' | 'h5'

export type PayOutcome = { ok: true } | { ok: false; reason: 'cancelled' | 'failed' | 'unsupported'; messageKey: string }

export interface PayAdapter {
  payChannel(): PayChannel
  requestPay(params: WechatPayParams): Promise<PayOutcome>
}

export const PAY_FAILED_KEY = 'pay:payFailed'
export const PAY_WECHAT_ONLY_KEY = 'pay:wechatOnly'

export { payChannel, requestPay } from './pay'
