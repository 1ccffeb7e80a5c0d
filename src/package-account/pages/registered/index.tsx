/**
 * /registered (also /registered-h5, /registered-c): phone + SMS code + the agreement checkbox,
 * which must be accepted (rules-and-contract 5 "Registration"); links to the registration,
 * privacy and publishing agreements.
 */
import { Text, View } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountMessage } from '@/core/validation'
import { accountApi, messageOf } from '@/features/account/api'
import { PhoneCodeForm } from '@/features/account/components/PhoneCodeForm'
import { finishLogin, usePageParams } from '@/features/account/navigation'
import { toast } from '@/features/account/toast'
import { navigate } from '@/services/navigate'
import { AccountPage } from '@/features/account/components/AccountPage'
import '../account-pages.scss'

export default function RegisteredPage() {
  const { t } = useTranslation('user')
  const params = usePageParams()
  const [agreed, setAgreed] = useState(false)

  const register = async (phone: string, code: string) => {
    const res = await accountApi.registerSm4(phone, code, agreed)
    if (res.code !== 0 || !res.data) {
      toast(messageOf(res, t('common.requestFailed')))
      return
    }
    toast(t('register.success'))
    finishLogin(res.data, params.redirect)
  }

  const link = (kind: 'registration' | 'privacy' | 'publishing', label: string) => (
    <Text className="account-page__agreement-link" data-testid={`agreement-link-${kind}`} onClick={() => navigate(`/agreement/${kind}`)}>
      {label}
    </Text>
  )

  return (
    <AccountPage titleKey="register.title" testId="register-page">
      <View className="account-page__head">
        <Text className="account-page__title">{t('register.title')}</Text>
      </View>
      <PhoneCodeForm
        purpose="register"
        submitText={t('register.submit')}
        testIdPrefix="register"
        extraCheck={() => (agreed ? null : AccountMessage.agreement)}
        onSubmit={register}
      >
        <View className="account-page__agreement">
          <Checkbox data-testid="register-agreement" checked={agreed} onChange={(v) => setAgreed(!!v)} />
          <Text onClick={() => setAgreed(!agreed)}>{t('register.agreePrefix')}</Text>
          {link('registration', t('register.registrationAgreement'))}
          <Text>{t('register.separator')}</Text>
          {link('privacy', t('register.privacyPolicy'))}
          <Text>{t('register.and')}</Text>
          {link('publishing', t('register.publishingAgreement'))}
        </View>
      </PhoneCodeForm>
      <View className="account-page__link" data-testid="register-to-login" onClick={() => navigate('/login', 'replace')}>
        {t('register.toLogin')}
      </View>
    </AccountPage>
  )
}
