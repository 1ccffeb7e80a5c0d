import Taro from '@tarojs/taro'
import { PAY_FAILED_KEY, type PayChannel, type PayOutcome, type WechatPayParams } from './index'

export function payChannel(): PayChannel {
  return 'mini'
}

export async function requestPay(params: WechatPayParams): Promise<PayOutcome> {
  try {
    await Taro.requestPayment({
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
    })
    return { ok: true }
  } catch (error: any) {
    const cancelled = /cancel/i.test(String(error?.errMsg || ''))
    return { ok: false, reason: cancelled ? 'cancelled' : 'failed', messageKey: PAY_FAILED_KEY }
  }
}
