/** /download-app/{inviteCode}: install the app and register with this invitation code (copyable). */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '@/features/account'
import { copyText, PageAction, usePageParams } from '@/kit'
import '../account-pages.scss'

export default function DownloadAppPage() {
  const { t } = useTranslation('user')
  const { inviteCode = '' } = usePageParams()
  return (
    <AccountPage titleKey="invite.downloadTitle" testId="download-app-page">
      <View className="account-page__body">{t('invite.downloadBody', { code: inviteCode })}</View>
      <PageAction testId="download-app-copy" plain onClick={() => copyText(inviteCode)}>
        {t('invite.copy')}
      </PageAction>
    </AccountPage>
  )
}
