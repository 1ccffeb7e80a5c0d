/** /message-center: the user's messages; msgType 1 opens the detail, others jump by jumpType. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { openExternal } from '@/components/MenuOpener'
import { AccountPage } from '@/features/account/components/AccountPage'
import { Row } from '@/features/account/components/Row'
import { usePagedList } from '@/features/account/list/usePagedList'
import { usePageScrollLoad } from '@/features/account/list/usePageScrollLoad'
import { messageTarget } from '@/features/account/message-target'
import { userCentreApi, type Message } from '@/features/account/user-centre-api'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function MessageCenterPage() {
  const { t } = useTranslation('user')
  const list = usePagedList<Message>((p) => userCentreApi.messages(p))
  usePageScrollLoad(list.loadMore)
  const open = (m: Message) => {
    const target = messageTarget(m, __SITE__.shopUrl || '')
    if (target.kind === 'route') navigate(target.url)
    else if (target.kind === 'external') openExternal(target.url, t('invite.copied'))
  }
  return (
    <AccountPage titleKey="messages.title" testId="message-center-page">
      {list.items.map((m) => (
        <Row
          key={m.id}
          testId={`message-${m.id}`}
          title={m.title}
          description={m.content}
          extra={!m.read ? <Text style={{ color: '#e6aa3a' }}>{t('messages.unread')}</Text> : m.createdAt.slice(0, 10)}
          onClick={() => open(m)}
        />
      ))}
      {list.footer}
    </AccountPage>
  )
}
