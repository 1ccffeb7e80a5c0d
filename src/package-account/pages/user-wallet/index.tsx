/** /user-wallet: balance, the way to withdraw, and the records. */
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '@/features/account/components/AccountPage'
import { usePagedList } from '@/features/account/list/usePagedList'
import { usePageScrollLoad } from '@/features/account/list/usePageScrollLoad'
import { userCentreApi, type WalletInfo, type WalletRecord } from '@/features/account/user-centre-api'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function UserWalletPage() {
  const { t } = useTranslation('user')
  const [wallet, setWallet] = useState<WalletInfo | undefined>()
  const list = usePagedList<WalletRecord>((p) => userCentreApi.walletRecords(p))
  usePageScrollLoad(list.loadMore)
  useDidShow(() => {
    userCentreApi.wallet().then((res) => setWallet(res.data))
  })
  return (
    <AccountPage titleKey="wallet.title" testId="wallet-page">
      <View className="account-page__head" style={{ textAlign: 'center' }}>
        <View style={{ color: '#999' }}>{t('wallet.balance')}</View>
        <View className="account-page__title" data-testid="wallet-balance">
          {wallet ? wallet.balance.toFixed(2) : '--'}
        </View>
      </View>
      <View className="account-page__actions">
        <Button data-testid="wallet-withdraw" type="primary" block onClick={() => navigate('/user-withdrawal')}>
          {t('wallet.withdraw')}
        </Button>
      </View>
      <Cell title={t('wallet.records')} />
      {list.items.map((r) => (
        <Cell key={r.id} title={r.title} description={r.createdAt.slice(0, 16).replace('T', ' ')} extra={r.amount.toFixed(2)} />
      ))}
      {list.footer}
    </AccountPage>
  )
}
