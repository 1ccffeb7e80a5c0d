/**
 * The test-account switch of the developer area: the site's tester phones, asked of the server only
 * in a build that allows development tools and only for a logged-in user; the server answers them
 * for a tester of this site outside production and nothing otherwise (then this draws nothing).
 * A tap logs in as that phone without SMS (the server's check, user/api/testAccount/switch).
 */
import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { maskPhone } from '../../core/validation'
import { Row, saveLogin, toast, userCentreApi, useUserStore } from '@/features/account'
import { devToolsAllowed } from '../../kit/dev-tools'

/** The tester phones the server answers for the logged-in user ([] when none, or not allowed). */
export function useTestPhones(): string[] {
  const phone = useUserStore((s) => s.user?.phone)
  const loggedIn = useUserStore((s) => !!s.user)
  const [phones, setPhones] = useState<string[]>([])
  useEffect(() => {
    if (!loggedIn || !devToolsAllowed()) return setPhones([])
    let current = true
    void userCentreApi.testAccounts().then((res) => current && setPhones(res.ok && res.data?.enabled ? res.data.phones : []))
    return () => {
      current = false
    }
  }, [loggedIn, phone])
  return phones
}

export function TestAccountSwitch({ phones }: { phones: string[] }) {
  const { t } = useTranslation('user')
  const current = useUserStore((s) => s.user?.phone)
  const switchTo = async (phone: string) => {
    const res = await userCentreApi.switchTestAccount(phone)
    if (res.ok && res.data) saveLogin(res.data)
    // the server's word either way (switched, or why not)
    toast(('message' in res && res.message) || t('common.requestFailed'))
  }
  if (!phones.length) return null
  return (
    <View data-testid="test-account-switch">
      <View className="user-centre__section-title">{t('user.testAccountSwitch')}</View>
      <View className="user-centre__hint">{t('user.testAccountHint')}</View>
      {phones.map((phone) => (
        <Row
          key={phone}
          title={maskPhone(phone)}
          extra={phone === current ? t('user.testAccountCurrent') : ''}
          clickable
          testId={`test-account-${phone}`}
          onClick={() => switchTo(phone)}
        />
      ))}
    </View>
  )
}
