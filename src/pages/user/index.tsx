/**
 * /user, the user centre: avatar, nickname, phone, the free-charge benefit where it applies, an
 * entry grid to the account pages, the test-account switch (testers of this site only), the
 * elder-mode switch and logout.
 */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { maskPhone } from '../../core/validation'
import { AccountPage, Row, accountApi, clearLogin, saveLogin, toast, useAccountGate, userCentreApi, useUserStore } from '@/features/account'
import { UserEntryGrid, UserHead } from '@/features/account/user-centre'
import { ElectricityBenefit } from '@/features/shop/benefit'
import { useTheme } from '../../kit/theme'
import { ElderSwitch } from './ElderSwitch'
import './index.scss'

/** Entry grid: key of user.entries.* → spec route. */
export const USER_ENTRIES: Array<[string, string]> = [
  ['profile', '/user-data'],
  ['orders', '/user-order'],
  ['reservations', '/user-reservation'],
  ['credit', '/user-credit'],
  ['vip', '/vip-index'],
  ['wallet', '/user-wallet'],
  ['collection', '/user-collection'],
  ['messages', '/message-center'],
  ['contacts', '/user-contacts'],
  ['addresses', '/user-address'],
  ['realName', '/real-name'],
  ['feedback', '/feedback'],
  ['invite', '/my-invite-list'],
  ['personal', '/default-personal'],
]

export default function UserCentre() {
  const { t } = useTranslation('user')
  const user = useUserStore((s) => s.user)
  const gate = useAccountGate()
  const theme = useTheme()
  const [testPhones, setTestPhones] = useState<string[]>([])

  useDidShow(() => {
    if (!useUserStore.getState().user) return
    userCentreApi.testAccounts().then((res) => setTestPhones(res.ok && res.data?.enabled ? res.data.phones : []))
  })

  const logout = async () => {
    const { confirm } = await Taro.showModal({
      title: t('user.logout'),
      content: t('user.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      // the native dialog's own green is not the site's; the readable theme colour is
      confirmColor: theme.primaryTextHex,
    })
    if (!confirm) return
    await accountApi.logout()
    clearLogin()
    setTestPhones([])
    toast(t('user.loggedOut'))
  }

  const switchTo = async (phone: string) => {
    const res = await userCentreApi.switchTestAccount(phone)
    if (res.ok && res.data) saveLogin(res.data)
    // the server's word either way (switched, or why not)
    toast(('message' in res && res.message) || t('common.requestFailed'))
  }

  return (
    <AccountPage titleKey="user.title" testId="user-page" className="user-centre">
      <UserHead />
      {/* the power company's free charges, on a site with a shop (getElectricityFree answered "1") */}
      <ElectricityBenefit />
      <UserEntryGrid entries={USER_ENTRIES} gate={gate} />

      {testPhones.length > 0 ? (
        <View className="user-centre__section" data-testid="test-account-switch">
          <View className="user-centre__section-title">{t('user.testAccountSwitch')}</View>
          <View className="user-centre__hint">{t('user.testAccountHint')}</View>
          {testPhones.map((phone) => (
            <Row
              key={phone}
              title={maskPhone(phone)}
              extra={phone === user?.phone ? '✓' : ''}
              testId={`test-account-${phone}`}
              onClick={() => switchTo(phone)}
            />
          ))}
        </View>
      ) : null}

      <ElderSwitch />

      {user ? (
        <View className="user-centre__actions">
          <Button data-testid="user-logout" block onClick={logout}>
            {t('user.logout')}
          </Button>
        </View>
      ) : null}
      {gate.element}
    </AccountPage>
  )
}
