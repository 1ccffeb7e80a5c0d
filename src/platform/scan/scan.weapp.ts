import Taro from '@tarojs/taro'
import { SCAN_FAILED_KEY, type ScanResult } from './index'

export async function scan(): Promise<ScanResult> {
  try {
    const res = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode', 'barCode'] })
    return { ok: true, text: res.result }
  } catch (error: any) {
    const cancelled = /cancel/i.test(String(error?.errMsg || ''))
    return { ok: false, reason: cancelled ? 'cancelled' : 'failed', messageKey: SCAN_FAILED_KEY }
  }
}
