/**
 * What a tap on a bottom tab does, for both places that draw the bar (the weapp custom tab bar and
 * PageShell). H5: the menu opener relaunches the menu's route. Weapp: a tab on a weapp tab page
 * (index, user, a slot) is switched to; a page tab (its page cannot be drawn in a slot) is
 * relaunched by the menu opener, with its login rule and without a back stack; an external or
 * coming-soon menu goes through the opener too (disclaimer, toast).
 */
import Taro from '@tarojs/taro'
import { useCallback, type ReactNode } from 'react'
import { resolveMenuTarget } from '../../core/menu-codes'
import type { TabEntry } from '../../core/navigation'
import { useMenuOpener } from '../MenuOpener'

export function useTabOpener(): { select(tab: TabEntry): void; dialog: ReactNode } {
  const { open, dialog } = useMenuOpener('relaunch')
  const select = useCallback(
    (tab: TabEntry) => {
      if (process.env.TARO_ENV === 'weapp' && tab.opens === 'tab-page') {
        const target = resolveMenuTarget(tab.item, { siteCode: __SITE__.siteCode, region: __SITE__.regionCode, isMiniProgram: true })
        if (target.kind === 'route') {
          Taro.switchTab({ url: tab.pagePath })
          return
        }
      }
      open(tab.item)
    },
    [open],
  )
  return { select, dialog }
}
