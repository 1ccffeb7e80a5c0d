/** Copy to clipboard with the catalogue's "copy success" / "copy failed" toasts. */
import Taro from '@tarojs/taro'
import { toast } from './toast'

export async function copyText(text: string, t: (key: string) => string) {
  try {
    await Taro.setClipboardData({ data: text })
    toast(t('invite.copied'))
  } catch {
    toast(t('invite.copyFailed'))
  }
}
