/**
 * /registered (also /registered-h5, /registered-c): phone + SMS code + the agreement checkbox,
 * which must be accepted (rules-and-contract 5 "Registration"); links to the registration,
 * privacy and publishing agreements. /login also registers new phones in place (one-step sign-in).
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountMessage } from '@/core/validation'
import { AccountPage, accountApi } from '@/features/account'
import { endPhoneSignIn, PhoneCodeForm } from '@/features/account/login'
import { usePageParams } from '@/kit/page-params'
import { navigate } from '@/services/navigate'
import { AgreementConsent } from './AgreementConsent'
import '../account-pages.scss'

export default function RegisteredPage() {
  const { t } = useTranslation('user')
  const params = usePageParams()
  const [agreed, setAgreed] = useState(false)

  const register = async (phone: string, code: string) => {
    const res = await accountApi.registerSm4(phone, code, agreed)
    endPhoneSignIn(res, { success: t('register.success'), failure: t('common.requestFailed') }, params.redirect)
  }

  return (
    <AccountPage titleKey="register.title" testId="register-page" heading>
      <PhoneCodeForm
        purpose="register"
        submitText={t('register.submit')}
        testIdPrefix="register"
        extraCheck={() => (agreed ? null : AccountMessage.agreement)}
        onSubmit={register}
      >
        <AgreementConsent checked={agreed} onChange={setAgreed} testId="register-agreement" />
      </PhoneCodeForm>
      <View className="account-page__link" data-testid="register-to-login" onClick={() => navigate('/login', 'replace')}>
        {t('register.toLogin')}
      </View>
    </AccountPage>
  )
}
