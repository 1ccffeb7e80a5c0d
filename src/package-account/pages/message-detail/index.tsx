/** /message-detail/{id}: one message (reading it marks it read on the server). */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { messageApi } from '@/features/account'
import { DetailPage, dateTimeText, usePageParams } from '@/kit'
import '../account-pages.scss'

export default function MessageDetailPage() {
  const { t } = useTranslation('user')
  return (
    <DetailPage id={usePageParams().id} load={messageApi.detail} title={t('messages.detailTitle')} testId="message-detail-page">
      {(message) => (
        <View className="account-page__body">
          <View className="account-page__title" data-testid="message-title">
            {message.title}
          </View>
          <View className="account-page__label">{dateTimeText(message.createdAt)}</View>
          <View data-testid="message-content">{message.content}</View>
        </View>
      )}
    </DetailPage>
  )
}
