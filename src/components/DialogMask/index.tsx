/**
 * The dimmed full-screen layer under the shell's own dialogs (external link, too many visitors):
 * centres its dialog, stops touch scrolling through it on weapp (catchMove) and locks body
 * scroll on H5 while it is shown (product-spec 2.4, with the spec's page exceptions).
 */
import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { usePopupScrollLock } from '../PopupScrollLock'
import './index.scss'

export function DialogMask({ testId, children }: PropsWithChildren<{ testId?: string }>) {
  usePopupScrollLock(true)
  return (
    <View className="dialog-mask" data-testid={testId} catchMove>
      {children}
    </View>
  )
}
