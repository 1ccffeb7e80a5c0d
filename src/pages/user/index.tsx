/**
 * /user, the user centre: avatar and the user's name, phone, the free-charge benefit where it
 * applies, an entry grid to the account pages (core/user-centre/entries.ts), the elder-mode switch
 * and logout; below them, only in a build and on a site that allow development tools, the marked
 * developer area (the test-account switch for testers of this site, the debug console).
 */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { USER_ENTRIES } from '@/core/user-centre/entries'
import { AccountPage, Row, accountApi, clearLogin, toast, useAccountGate, useUserStore } from '@/features/account'
import { UserEntryGrid, UserHead } from '@/features/account/user-centre'
import { ElectricityBenefit } from '@/features/shop/benefit'
import { navigate } from '@/services/navigate'
import { DeveloperArea } from '../../kit/dev-tools'
import { useTheme } from '../../kit/theme'
import { ElderSwitch } from './ElderSwitch'
import { TestAccountSwitch, useTestPhones } from './TestAccountSwitch'
import './index.scss'

export default function UserCentre() {
  const { t } = useTranslation('user')
  const user = useUserStore((s) => s.user)
  const gate = useAccountGate()
  const theme = useTheme()
  const testPhones = useTestPhones()

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
    toast(t('user.loggedOut'))
  }

  return (
    <AccountPage titleKey="user.title" testId="user-page" className="user-centre">
      <UserHead />
      {/* the power company's free charges, on a site with a shop (getElectricityFree answered "1") */}
      <ElectricityBenefit />
      <UserEntryGrid entries={USER_ENTRIES} gate={gate} />

      <ElderSwitch />

      {user ? (
        <View className="user-centre__actions">
          <Button data-testid="user-logout" block onClick={logout}>
            {t('user.logout')}
          </Button>
        </View>
      ) : null}

      {/* the site's leave per tool: its tester phones (the server's answer), its vConsole flag */}
      {testPhones.length > 0 || __SITE__.vConsole ? (
        <DeveloperArea>
          <TestAccountSwitch phones={testPhones} />
          {__SITE__.vConsole ? (
            <Row title={t('user.debugConsole')} clickable testId="developer-vconsole" onClick={() => navigate(routes.vConsole())} />
          ) : null}
        </DeveloperArea>
      ) : null}
      {gate.element}
    </AccountPage>
  )
}
