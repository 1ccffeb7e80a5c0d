/**
 * Mini-program login: Taro.login code (platform adapter) → miniLogin → session; a user without a
 * phone then binds one (/bind-phone), since booking needs a bound phone.
 */
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { isPhoneBound } from '../../../core/login-flow'
import { startLogin } from '../../../platform/login'
import { navigate } from '../../../services/navigate'
import { accountApi, messageOf } from '../api'
import { finishLogin } from '../navigation'
import { saveLogin } from '../session'
import { toast } from '../toast'

export function MiniProgramLogin({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('user')
  const login = async () => {
    const outcome = await startLogin()
    if (outcome.kind !== 'code') {
      toast(t('common.requestFailed'))
      return
    }
    const res = await accountApi.miniLogin(outcome.code)
    if (!res.ok || !res.data) {
      toast(messageOf(res, t('common.requestFailed')))
      return
    }
    if (isPhoneBound(res.data)) finishLogin(res.data, redirect)
    else {
      saveLogin(res.data)
      navigate('/bind-phone', 'replace')
    }
  }
  return (
    <Button data-testid="login-wechat" block fill="outline" onClick={login}>
      {t('login.wechatLogin')}
    </Button>
  )
}
