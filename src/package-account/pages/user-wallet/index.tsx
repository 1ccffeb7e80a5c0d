/** /user-wallet: balance, the way to withdraw, and the records. */
import { Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { AccountPage, userCentreApi, walletRecordApi, type WalletRecord } from '@/features/account'
import { dateTimeText, HeadFigure, PageAction, PagedList, useLoad } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

const row = (r: WalletRecord) => <Cell title={r.title} description={dateTimeText(r.createdAt)} extra={r.amount.toFixed(2)} />

export default function UserWalletPage() {
  const { t } = useTranslation('user')
  const { data: wallet } = useLoad(userCentreApi.wallet, { onShow: true })
  return (
    <AccountPage titleKey="wallet.title" testId="wallet-page">
      <HeadFigure label={t('wallet.balance')} value={wallet ? wallet.balance.toFixed(2) : '--'} testId="wallet-balance" />
      <PageAction testId="wallet-withdraw" onClick={() => navigate(routes.userWithdrawal())}>
        {t('wallet.withdraw')}
      </PageAction>
      <Cell title={t('wallet.records')} />
      {/* back from a withdrawal: the new record shows */}
      <PagedList source={walletRecordApi} reloadOnShow renderItem={row} />
    </AccountPage>
  )
}
