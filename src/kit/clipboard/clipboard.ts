/**
 * Copy to the clipboard with the dictionary's "copy success" / "copy failed" toasts. In the
 * mini-program the clipboard is a private API: when the privacy agreement was refused the copy
 * fails, and the visitor is told why and how to allow it (src/platform/permission).
 */
import Taro from '@tarojs/taro'
import { i18n } from '../../i18n'
import { explainRefusal, refusalOf } from '../../platform/permission'
import { toast } from '../toast'

/** `copied`: the toast after a copy, when it must say more than "copy success" (e.g. where to paste) */
export async function copyText(text: string, copied?: string): Promise<boolean> {
  const t = i18n.getFixedT(null, 'common')
  try {
    await Taro.setClipboardData({ data: text })
    toast(copied ?? t('copySuccess'))
    return true
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal) await explainRefusal('clipboard', refusal)
    else toast(t('copyFailed'))
    return false
  }
}
