import { getEnv } from '../env'
import { PAY_FAILED_KEY, PAY_WECHAT_ONLY_KEY, type PayChannel, type PayOutcome, type WechatPayParams } from './index'

interface WeixinJSBridge {
  invoke(name: string, params: Record<string, unknown>, callback: (res: { err_msg?: string }) => void): void
}

/** how long to wait for a late bridge before calling WeChat Pay unsupported */
const BRIDGE_WAIT_MS = 3000

export function payChannel(): PayChannel {
  return getEnv().isWechatBrowser ? 'jsapi' : 'h5'
}

function bridge(): Promise<WeixinJSBridge | undefined> {
  const w = window as unknown as { WeixinJSBridge?: WeixinJSBridge }
  if (w.WeixinJSBridge) return Promise.resolve(w.WeixinJSBridge)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), BRIDGE_WAIT_MS)
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer)
        resolve(w.WeixinJSBridge)
      },
      { once: true },
    )
  })
}

export async function requestPay(params: WechatPayParams): Promise<PayOutcome> {
  const jsBridge = getEnv().isWechatBrowser ? await bridge() : undefined
  if (!jsBridge) return { ok: false, reason: 'unsupported', messageKey: PAY_WECHAT_ONLY_KEY }
  const { appId, timeStamp, nonceStr, signType, paySign } = params
  return new Promise((resolve) => {
    jsBridge.invoke('getBrandWCPayRequest', { appId, timeStamp, nonceStr, package: params.package, signType, paySign }, (res) => {
      const msg = String(res?.err_msg || '')
      if (msg === 'get_brand_wcpay_request:ok') resolve({ ok: true })
      else resolve({ ok: false, reason: /cancel/.test(msg) ? 'cancelled' : 'failed', messageKey: PAY_FAILED_KEY })
    })
  })
}
