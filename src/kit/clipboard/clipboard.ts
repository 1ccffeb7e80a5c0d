/** Copy to the clipboard with the dictionary's "copy success" / "copy failed" toasts. */
import Taro from '@tarojs/taro'
import { i18n } from '../../i18n'
import { toast } from '../toast'

export async function copyText(text: string): Promise<boolean> {
  const t = i18n.getFixedT(null, 'common')
  try {
    await Taro.setClipboardData({ data: text })
    toast(t('copySuccess'))
    return true
  } catch {
    toast(t('copyFailed'))
    return false
  }
}
