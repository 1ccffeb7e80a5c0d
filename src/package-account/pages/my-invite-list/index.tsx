/** /my-invite-list: my invitation code (copyable) and the people who registered with it. */
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { AccountPage, myInviteApi, useMyInviteCode, type InviteRow } from '@/features/account'
import { copyText, dateText, PageActions, PagedList } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

const row = (r: InviteRow) => <Cell title={r.nickName || r.phone} description={r.phone} extra={dateText(r.createdAt)} />

export default function MyInviteListPage() {
  const { t } = useTranslation('user')
  const code = useMyInviteCode()
  return (
    <AccountPage titleKey="invite.listTitle" testId="my-invite-list-page">
      <Cell title={t('invite.myCode')} extra={<View data-testid="my-invite-code">{code}</View>} />
      <PageActions row>
        <Button data-testid="my-invite-copy" onClick={() => copyText(code)}>
          {t('invite.copy')}
        </Button>
        <Button data-testid="my-invite-gift" onClick={() => navigate(routes.inviteGift())}>
          {t('invite.giftTitle')}
        </Button>
        <Button data-testid="my-invite-fill" onClick={() => navigate(routes.fillInCode())}>
          {t('invite.fillTitle')}
        </Button>
      </PageActions>
      <PagedList source={myInviteApi} itemKey={(r, i) => `${r.phone}-${i}`} renderItem={row} />
    </AccountPage>
  )
}
