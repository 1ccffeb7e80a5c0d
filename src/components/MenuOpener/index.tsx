/**
 * Opens a menu item (index grid or bottom tab): internal route, coming-soon toast (2 s),
 * or, for jumpType 2, the leave-to-third-party disclaimer with confirm and cancel.
 * Menus flagged as needing login send a visitor without a token to /login first.
 */
import { Text, View } from '@tarojs/components'
import { DialogMask } from '../DialogMask'
import Taro from '@tarojs/taro'
import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '../../../types/contract'
import { COMING_SOON_TOAST_MS } from '../../core/constants'
import { resolveMenuTarget } from '../../core/menu-codes'
import { buildQuery } from '../../core/routes'
import { copyText } from '../../kit/clipboard'
import { readStoredUser, routeNeedsLogin, shouldPromptLogin } from '@/features/account/shell'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { navigate, type NavigateMode } from '../../services/navigate'
import './index.scss'

const LOGIN_ROUTE = '/login'

function volunteerStatus(): number | undefined {
  const info = storage.get<{ volunteerStatus?: number }>(STORAGE_KEYS.cloudUserInfo)
  return info?.volunteerStatus
}

export function openExternal(url: string, copiedText: string) {
  if (process.env.TARO_ENV === 'weapp') {
    // a mini-program cannot open arbitrary web addresses: hand the link over instead
    void copyText(url, copiedText)
  } else {
    window.location.href = url
  }
}

export function useMenuOpener(
  mode: NavigateMode = 'push',
  leave: (url: string, copiedText: string) => void = openExternal,
): { open(item: MenuItem): void; dialog: ReactNode } {
  const { t } = useTranslation(['shell', 'common'])
  const [external, setExternal] = useState<string | undefined>()

  const open = useCallback(
    (item: MenuItem) => {
      const target = resolveMenuTarget(item, {
        siteCode: __SITE__.siteCode,
        region: __SITE__.regionCode,
        isMiniProgram: process.env.TARO_ENV === 'weapp',
        volunteerStatus: volunteerStatus(),
      })
      if (target.kind === 'coming-soon' || target.kind === 'unknown') {
        Taro.showToast({ title: t('common:comingSoon'), icon: 'none', duration: COMING_SOON_TOAST_MS })
      } else if (target.kind === 'external') {
        setExternal(target.url)
      } else if (
        // product-spec 6 (accounts rule): Chinese sites prompt only when the user has no phone. A menu
        // without the login flag that opens a login-only page (/volunteer-service, /user-complain) is
        // gated too: the page would call its login-only API first (issue 28 crawl)
        shouldPromptLogin({
          needLogin: target.needLogin || routeNeedsLogin(target.url),
          chineseSite: __SITE__.defaultLanguage === 'zh',
          user: readStoredUser(),
        })
      ) {
        navigate(`${LOGIN_ROUTE}${buildQuery({ redirect: target.url })}`)
      } else {
        navigate(target.url, mode)
      }
    },
    [t, mode],
  )

  const dialog = external ? (
    <DialogMask testId="external-link-dialog">
      <View className="external-dialog">
        <Text className="external-dialog__title">{t('shell:external.title')}</Text>
        <Text className="external-dialog__content">{t('shell:external.content')}</Text>
        <View className="external-dialog__buttons">
          <View className="external-dialog__button" data-testid="external-cancel" onClick={() => setExternal(undefined)}>
            {t('common:cancel')}
          </View>
          <View
            className="external-dialog__button is-primary"
            data-testid="external-confirm"
            onClick={() => {
              const url = external
              setExternal(undefined)
              leave(url, t('shell:external.copied'))
            }}
          >
            {t('common:confirm')}
          </View>
        </View>
      </View>
    </DialogMask>
  ) : null

  return { open, dialog }
}
