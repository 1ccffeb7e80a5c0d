/**
 * Mini-program: one wx.request (Taro.request) with a short timeout, without the request
 * lifecycle's loading indicator and retries. Nothing here throws or rejects.
 */
import Taro from '@tarojs/taro'
import type { BeaconBody } from './index'

const TIMEOUT_MS = 5000

const encodeForm = (form: Record<string, string>) =>
  Object.entries(form)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')

export function sendBeacon(url: string, body: BeaconBody): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const isForm = 'form' in body
      const task = Taro.request({
        url,
        method: 'POST',
        header: { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' },
        data: isForm ? encodeForm(body.form) : body.json,
        timeout: TIMEOUT_MS,
        success: (res) => resolve(res.statusCode >= 200 && res.statusCode < 300),
        fail: () => resolve(false),
      })
      // Taro.request's own promise rejects on the same failure `fail` answered
      ;(task as unknown as Promise<unknown> | undefined)?.catch?.(() => undefined)
    } catch {
      resolve(false)
    }
  })
}
