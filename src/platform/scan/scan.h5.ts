import { getEnv } from '../env'
import { readyJssdk } from '../wechat/jssdk'
import { SCAN_FAILED_KEY, SCAN_UNSUPPORTED_KEY, stripCodeFormat, type ScanResult } from './index'

export async function scan(): Promise<ScanResult> {
  const wx = getEnv().isWechatBrowser ? await readyJssdk() : undefined
  if (!wx) return { ok: false, reason: 'unsupported', messageKey: SCAN_UNSUPPORTED_KEY }
  return new Promise((resolve) => {
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode', 'barCode'],
      success: (res: any) => resolve({ ok: true, text: stripCodeFormat(String(res.resultStr || '')) }),
      cancel: () => resolve({ ok: false, reason: 'cancelled', messageKey: SCAN_FAILED_KEY }),
      fail: () => resolve({ ok: false, reason: 'failed', messageKey: SCAN_FAILED_KEY }),
    })
  })
}
