/** Toasts: 2 s, text only (rules-and-contract 9: toasts default 2000 ms). */
import Taro from '@tarojs/taro'
import { TOAST_MS } from '../../core/constants'
import { failureText, type Failure } from '../result'

export function toast(title: string, duration = TOAST_MS) {
  return Taro.showToast({ title, icon: 'none', duration })
}

/** Toasts a failed call: the server message, else `fallback`; silent for codes the request lifecycle handled (2, 3, 5). */
export function toastFailure(result: Failure, fallback: string): void {
  const text = failureText(result, fallback)
  if (text) toast(text)
}
