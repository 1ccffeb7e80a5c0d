/** /fill-in-code: a registered user enters the code of the friend who invited them. */
import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountPage, userCentreApi } from '@/features/account'
import { PageAction, toast, toastFailure } from '@/kit'
import '../account-pages.scss'

export default function FillInCodePage() {
  const { t } = useTranslation('user')
  const [code, setCode] = useState('')
  const submit = async () => {
    if (!code.trim()) return toast(t('invite.codeRequired'))
    const res = await userCentreApi.fillInCode(code.trim())
    if (!res.ok) return toastFailure(res, t('common.requestFailed'))
    toast(t('invite.fillSuccess'))
    setTimeout(() => Taro.navigateBack(), 500)
  }
  return (
    <AccountPage titleKey="invite.fillTitle" testId="fill-in-code-page">
      <View className="account-page__body">
        <Input data-testid="fill-in-code-input" value={code} placeholder={t('invite.codePlaceholder')} onChange={setCode} />
      </View>
      <PageAction testId="fill-in-code-submit" onClick={submit}>
        {t('common.submit')}
      </PageAction>
    </AccountPage>
  )
}
