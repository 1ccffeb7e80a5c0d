/** /message-center: the user's messages; msgType 1 opens the detail, others jump by jumpType. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { openExternal } from '@/components/MenuOpener'
import { AccountPage, Row, messageApi, messageTarget, type Message } from '@/features/account'
import { PagedList, dateText } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function MessageCenterPage() {
  const { t } = useTranslation('user')
  const open = (m: Message) => {
    const target = messageTarget(m, __SITE__.shopUrl || '')
    if (target.kind === 'route') navigate(target.url)
    else if (target.kind === 'external') openExternal(target.url, t('invite.copied'))
  }
  const row = (m: Message) => (
    <Row
      testId={`message-${m.id}`}
      title={m.title}
      description={m.content}
      extra={m.read ? dateText(m.createdAt) : <Text className="account-unread">{t('messages.unread')}</Text>}
      onClick={() => open(m)}
    />
  )
  return (
    <AccountPage titleKey="messages.title" testId="message-center-page">
      <PagedList source={messageApi} reloadOnShow renderItem={row} />
    </AccountPage>
  )
}
