/** /my-invite-list: my invitation code (copyable) and the people who registered with it. */
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '@/features/account/components/AccountPage'
import { copyText } from '@/features/account/copy'
import { useMyInviteCode } from '@/features/account/invitation'
import { usePagedList } from '@/features/account/list/usePagedList'
import { userCentreApi, type InviteRow } from '@/features/account/user-centre-api'
import { usePageScrollLoad } from '@/features/account/list/usePageScrollLoad'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function MyInviteListPage() {
  const { t } = useTranslation('user')
  const code = useMyInviteCode()
  const list = usePagedList<InviteRow>((p) => userCentreApi.myInvites(p))
  usePageScrollLoad(list.loadMore)
  return (
    <AccountPage titleKey="invite.listTitle" testId="my-invite-list-page">
      <Cell title={t('invite.myCode')} extra={<View data-testid="my-invite-code">{code}</View>} />
      <View className="account-page__actions" style={{ display: 'flex', gap: '12px' }}>
        <Button data-testid="my-invite-copy" onClick={() => copyText(code, t)}>
          {t('invite.copy')}
        </Button>
        <Button data-testid="my-invite-gift" onClick={() => navigate('/invite-gift')}>
          {t('invite.giftTitle')}
        </Button>
        <Button data-testid="my-invite-fill" onClick={() => navigate('/fill-in-code')}>
          {t('invite.fillTitle')}
        </Button>
      </View>
      {list.items.map((row, i) => (
        <Cell key={i} title={row.nickName || row.phone} description={row.phone} extra={row.createdAt.slice(0, 10)} />
      ))}
      {list.footer}
    </AccountPage>
  )
}
