/**
 * /accept-invitation/{inviteCode} and /invite-form-app/{inviteCode}: who invites, and an accept
 * button. Without a session or WeChat open id the visitor logs in first and comes back here.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { acceptInvitation, AccountPage, userCentreApi, useUserStore } from '@/features/account'
import { NO_ANSWER, PageAction, useLoad, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function AcceptInvitationPage() {
  const { t } = useTranslation('user')
  const { inviteCode = '' } = usePageParams()
  const user = useUserStore((s) => s.user)
  const info = useLoad(() => (inviteCode ? userCentreApi.inviteCodeInfo(inviteCode) : Promise.resolve(NO_ANSWER)), { key: inviteCode })
  const inviter = info.data?.inviterNickName || ''

  const accept = () => {
    const here = `/accept-invitation/${encodeURIComponent(inviteCode)}`
    if (!user && !storage.get(STORAGE_KEYS.wechatOpenIdNew)) navigate(`/login?redirect=${encodeURIComponent(here)}`)
    else acceptInvitation(inviteCode, t)
  }

  return (
    <AccountPage titleKey="invite.acceptTitle" testId="accept-invitation-page">
      <View className="account-page__body">
        {inviter ? <View data-testid="accept-invitation-inviter">{inviter}</View> : null}
        <View>{t('invite.acceptBody', { code: inviteCode })}</View>
      </View>
      <PageAction testId="accept-invitation-submit" onClick={accept}>
        {t('invite.accept')}
      </PageAction>
    </AccountPage>
  )
}
