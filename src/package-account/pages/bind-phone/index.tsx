/**
 * /bind-phone[/{type}]: binds a phone to the current user. /bind-phone/-1 is the messaging-browser
 * variant (login flow step 9): no token yet, so the stored WeChat open id identifies the visitor,
 * and the answer is a full login. A code 4 answer (invitation needed) goes to /invitation.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { NEED_INVITATION_CODE } from '@/core/login-flow'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { navigate } from '@/services/navigate'
import { accountApi, AccountPage, readToken } from '@/features/account'
import { endPhoneSignIn, PhoneCodeForm } from '@/features/account/login'
import { usePageParams } from '@/kit'
import '../account-pages.scss'

export default function BindPhonePage() {
  const { t } = useTranslation('user')
  const params = usePageParams()

  const bind = async (phone: string, code: string) => {
    // with a session the phone goes to that user; without one, to the WeChat visitor
    const openId = readToken() ? undefined : storage.get<string>(STORAGE_KEYS.wechatOpenIdNew)
    const res = await accountApi.bindPhone(phone, code, openId)
    if (!res.ok && 'code' in res && res.code === NEED_INVITATION_CODE) {
      navigate('/invitation', 'replace')
      return
    }
    endPhoneSignIn(res, { success: t('bindPhone.success'), failure: t('common.requestFailed') }, params.redirect)
  }

  return (
    <AccountPage titleKey="bindPhone.title" testId="bind-phone-page" heading>
      <View className="account-page__intro">{t('bindPhone.intro')}</View>
      <PhoneCodeForm purpose="bind" submitText={t('bindPhone.submit')} testIdPrefix="bind" onSubmit={bind} />
    </AccountPage>
  )
}
