/**
 * /invitation: the open-id lookup answered code 4 (login flow step 8) — this WeChat visitor may
 * use the site only after accepting an invitation. Entering a code accepts it and logs them in.
 */
import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { acceptInvitation, AccountPage } from '@/features/account'
import { PageAction, toast, usePageParams } from '@/kit'
import '../account-pages.scss'

export default function InvitationPage() {
  const { t } = useTranslation('user')
  const params = usePageParams()
  const [code, setCode] = useState(params.inviteCode || '')

  const submit = () => {
    if (!code.trim()) toast(t('invite.codeRequired'))
    else acceptInvitation(code.trim(), t)
  }

  return (
    <AccountPage titleKey="invite.invitationTitle" testId="invitation-page">
      <View className="account-page__body" data-testid="invitation-text">
        {t('invite.invitationBody')}
      </View>
      <View className="account-page__body">
        <Input data-testid="invitation-code" value={code} placeholder={t('invite.codePlaceholder')} onChange={setCode} />
      </View>
      <PageAction testId="invitation-submit" onClick={submit}>
        {t('invite.accept')}
      </PageAction>
    </AccountPage>
  )
}
