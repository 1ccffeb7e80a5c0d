/**
 * /user, the user centre: avatar, nickname, phone, an entry grid to the account pages, the
 * test-account switch (testers of this site only), the elder-mode switch and logout.
 */
import { Image, Text, View } from '@tarojs/components'
import { Avatar, Button, Grid } from '@nutui/nutui-react-taro'
import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { maskPhone } from '../../core/validation'
import { AccountPage, Row, accountApi, clearLogin, saveLogin, toast, useAccountGate, userCentreApi, useUserStore } from '@/features/account'
import { navigate } from '../../services/navigate'
import { CodeIcon } from '../../components/MenuIcon'
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

/** The menu code whose drawn icon stands for each entry (MenuIcon's families). */
const ENTRY_ICONS: Record<string, string> = {
  profile: 'USER',
  orders: 'ORDERS',
  reservations: 'BOOKING',
  credit: 'HONESTY',
  vip: 'INTEGRAL',
  wallet: 'CONSUMPTION_CODE',
  collection: 'INTANGIBLE',
  messages: 'NEWS',
  contacts: 'PERSONAL',
  addresses: 'TOILET',
  realName: 'HONESTY',
  feedback: 'FEEDBACK',
  invite: 'VOLUNTEER',
  personal: 'INDEX',
}

export default function UserCentre() {
  const { t } = useTranslation('user')
  const user = useUserStore((s) => s.user)
  const gate = useAccountGate()
  const theme = useTheme()
  const elder = theme.elder
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
      <View className="user-centre__head">
        {user?.headImg ? (
          <Image className="user-centre__avatar" src={user.headImg} nativeProps={{ alt: t('profile.avatar') }} />
        ) : (
          <Avatar size="large" />
        )}
        <View className="user-centre__who">
          {user ? (
            <>
              <Text className="user-centre__name" data-testid="user-nickname">
                {user.nickName || t('common.notSet')}
              </Text>
              {user.phone ? (
                <Text className="user-centre__phone" data-testid="user-phone">
                  {maskPhone(user.phone)}
                </Text>
              ) : (
                <Text className="user-centre__phone" data-testid="user-bind-phone" onClick={() => navigate('/bind-phone')}>
                  {t('user.noPhone')} · {t('user.bindNow')}
                </Text>
              )}
            </>
          ) : (
            <Button data-testid="user-login" className="user-centre__login" size="small" onClick={() => navigate('/login')}>
              {t('user.loginNow')}
            </Button>
          )}
        </View>
      </View>

      {/* elder mode's larger names need wider cells */}
      <Grid columns={elder ? 3 : 4} className="user-centre__grid">
        {USER_ENTRIES.map(([key, route]) => (
          // NutUI's Grid.Item does not pass data-* on, so the test id sits on its text
          <Grid.Item
            key={key}
            text={<View data-testid={`user-entry-${key}`}>{t(`user.entries.${key}`)}</View>}
            onClick={() => gate.openRoute(route, true)}
          >
            <CodeIcon code={ENTRY_ICONS[key]} variant="grid" />
          </Grid.Item>
        ))}
      </Grid>

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
