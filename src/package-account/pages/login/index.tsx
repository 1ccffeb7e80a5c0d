/**
 * /login: phone + SMS code (rules-and-contract 4 login channels; 5 phone/code messages), in one
 * step: a phone without an account is offered registration on this page (agreement consent
 * here, same code), instead of the old dead end "please register first". /registered remains.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toAppLanguage } from '@/core/lang'
import { AccountMessage } from '@/core/validation'
import { AccountPage, toast } from '@/features/account'
import { MiniProgramLogin, PhoneCodeForm, finishLogin, siteTitle } from '@/features/account/login'
import { usePageParams } from '@/kit/page-params'
import { navigate } from '@/services/navigate'
import { AgreementConsent } from '../registered/AgreementConsent'
import { signIn } from './sign-in'
import '../account-pages.scss'
import './index.scss'

export default function LoginPage() {
  const { t, i18n } = useTranslation(['user', 'account'])
  const params = usePageParams()
  // the last submitted phone has no account: the page turns into its registration
  const [newPhone, setNewPhone] = useState(false)
  const [agreed, setAgreed] = useState(false)

  const submit = async (phone: string, code: string) => {
    const step = await signIn(phone, code, newPhone && agreed, {
      agreementRefusal: t(AccountMessage.agreement),
      fallback: t('user:common.requestFailed'),
    })
    if (step.kind === 'needs-agreement') setNewPhone(true)
    else if (step.kind === 'refused') toast(step.message)
    else {
      toast(t(newPhone ? 'user:register.success' : 'user:login.success'))
      finishLogin(step.user, params.redirect)
    }
  }

  return (
    <AccountPage titleKey="login.title" testId="login-page">
      <View className="account-page__head">
        <Text className="account-page__title">
          {t('user:login.welcome', { site: siteTitle(__SITE__, toAppLanguage(i18n.language) || 'zh') })}
        </Text>
      </View>
      <PhoneCodeForm
        purpose="login"
        submitText={t(newPhone ? 'user:login.registerSubmit' : 'user:login.submit')}
        testIdPrefix="login"
        extraCheck={() => (newPhone && !agreed ? AccountMessage.agreement : null)}
        onPhoneChange={() => setNewPhone(false)}
        onSubmit={submit}
      >
        {newPhone ? (
          <View className="login-new-phone" data-testid="login-new-phone" role="alert">
            <Text className="login-new-phone__text">{t('user:login.newPhone')}</Text>
            <AgreementConsent checked={agreed} onChange={setAgreed} testId="login-agreement" />
          </View>
        ) : (
          <Text className="login-hint">{t('user:login.oneStepHint')}</Text>
        )}
      </PhoneCodeForm>
      {process.env.TARO_ENV === 'weapp' ? <MiniProgramLogin redirect={params.redirect} /> : null}
      <View className="account-page__link" data-testid="login-to-register" onClick={() => navigate('/registered')}>
        {t('user:login.toRegister')}
      </View>
    </AccountPage>
  )
}
