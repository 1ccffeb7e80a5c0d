/** /message-detail/{id}: one message (reading it marks it read on the server). */
import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '@/features/account/components/AccountPage'
import { usePageParams } from '@/features/account/navigation'
import { userCentreApi, type Message } from '@/features/account/user-centre-api'
import '../account-pages.scss'

export default function MessageDetailPage() {
  const { t } = useTranslation('user')
  const { id = '' } = usePageParams()
  const [message, setMessage] = useState<Message | null | undefined>()
  useEffect(() => {
    userCentreApi.message(id).then((res) => setMessage(res.code === 0 ? (res.data ?? null) : null))
  }, [id])
  return (
    <AccountPage titleKey="messages.detailTitle" testId="message-detail-page">
      {message === undefined ? <View className="account-list-state">{t('common.loading')}</View> : null}
      {message === null ? <View className="account-list-state">{t('common.empty')}</View> : null}
      {message ? (
        <View className="account-page__body">
          <View className="account-page__title" data-testid="message-title">
            {message.title}
          </View>
          <View style={{ color: '#999', fontSize: '24px' }}>{message.createdAt.slice(0, 16).replace('T', ' ')}</View>
          <View data-testid="message-content">{message.content}</View>
        </View>
      ) : null}
    </AccountPage>
  )
}
