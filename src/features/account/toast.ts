/** Toasts of the account pages: 2 s, text only (rules-and-contract 9: toasts default 2000 ms). */
import Taro from '@tarojs/taro'
import { TOAST_MS } from '../../core/constants'

export function toast(title: string, duration = TOAST_MS) {
  return Taro.showToast({ title, icon: 'none', duration })
}
