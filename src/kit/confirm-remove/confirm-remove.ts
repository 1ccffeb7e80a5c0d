/**
 * Deleting a row of a list: asks first (the dictionary's delete warning: the data cannot be
 * recovered), calls, toasts "deleted" or the refusal, and answers whether the row is gone so
 * the list reloads. `ask: false` for rows the product removes at once (a collection).
 */
import Taro from '@tarojs/taro'
import { i18n } from '../../i18n'
import type { Result } from '../result'
import { toast, toastFailure } from '../toast'

export async function confirmRemove(remove: () => Promise<Result<unknown>>, { ask = true } = {}): Promise<boolean> {
  const t = i18n.getFixedT(null, 'common')
  if (ask) {
    const { confirm } = await Taro.showModal({
      title: t('delete'),
      content: t('deleteWarning'),
      confirmText: t('confirm'),
      cancelText: t('cancel'),
    })
    if (!confirm) return false
  }
  const res = await remove()
  if (res.ok) toast(t('deleted'))
  else toastFailure(res, t('requestFailed'))
  return res.ok
}
