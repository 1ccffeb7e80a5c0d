/** /user-wallet: balance, the way to withdraw, and the records. */
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { routes } from '@/core/route-paths'
import { AccountPage, userCentreApi, walletRecordApi, type WalletRecord } from '@/features/account'
import { dateTimeText, PagedList, useLoad } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

const row = (r: WalletRecord) => <Cell title={r.title} description={dateTimeText(r.createdAt)} extra={r.amount.toFixed(2)} />

export default function UserWalletPage() {
  const { t } = useTranslation('user')
  const { data: wallet } = useLoad(userCentreApi.wallet, { onShow: true })
  return (
    <AccountPage titleKey="wallet.title" testId="wallet-page">
      <View className="account-page__head account-page__head--centred">
        <View className="account-page__label">{t('wallet.balance')}</View>
        <View className="account-page__title" data-testid="wallet-balance">
          {wallet ? wallet.balance.toFixed(2) : '--'}
        </View>
      </View>
      <View className="account-page__actions">
        <Button data-testid="wallet-withdraw" type="primary" block onClick={() => navigate(routes.userWithdrawal())}>
          {t('wallet.withdraw')}
        </Button>
      </View>
      <Cell title={t('wallet.records')} />
      {/* back from a withdrawal: the new record shows */}
      <PagedList source={walletRecordApi} reloadOnShow renderItem={row} />
    </AccountPage>
  )
}
