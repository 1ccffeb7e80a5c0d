/** /login: phone + SMS code (rules-and-contract 4 login channels; 5 phone/code messages). */
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { accountApi, messageOf } from '@/features/account/api'
import { PhoneCodeForm } from '@/features/account/components/PhoneCodeForm'
import { MiniProgramLogin } from '@/features/account/components/MiniProgramLogin'
import { finishLogin, usePageParams } from '@/features/account/navigation'
import { siteTitle } from '@/features/account/site-title'
import { toast } from '@/features/account/toast'
import { toAppLanguage } from '@/core/lang'
import { navigate } from '@/services/navigate'
import { AccountPage } from '@/features/account/components/AccountPage'
import '../account-pages.scss'

export default function LoginPage() {
  const { t, i18n } = useTranslation('user')
  const params = usePageParams()

  const login = async (phone: string, code: string) => {
    const res = await accountApi.loginSm4(phone, code)
    if (res.code !== 0 || !res.data) {
      toast(messageOf(res, t('common.requestFailed')))
      return
    }
    toast(t('login.success'))
    finishLogin(res.data, params.redirect)
  }

  return (
    <AccountPage titleKey="login.title" testId="login-page">
      <View className="account-page__head">
        <Text className="account-page__title">
          {t('login.welcome', { site: siteTitle(__SITE__, toAppLanguage(i18n.language) || 'zh') })}
        </Text>
      </View>
      <PhoneCodeForm purpose="login" submitText={t('login.submit')} testIdPrefix="login" onSubmit={login} />
      {process.env.TARO_ENV === 'weapp' ? <MiniProgramLogin redirect={params.redirect} /> : null}
      <View className="account-page__link" data-testid="login-to-register" onClick={() => navigate('/registered')}>
        {t('login.toRegister')}
      </View>
    </AccountPage>
  )
}
