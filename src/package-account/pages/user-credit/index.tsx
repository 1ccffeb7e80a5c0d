/**
 * /user-credit, "my integrity": creditScore, creditStatus, losePromiseCount and the restriction
 * period from getCreditUserView (datas[0]), plus the missed appointments behind them.
 */
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CreditUserView } from '../../../../types/contract'
import { usePagedList } from '@/features/account/list/usePagedList'
import { toast } from '@/features/account/toast'
import { useAccountGate } from '@/features/account/use-account-gate'
import { userCentreApi } from '@/features/account/user-centre-api'
import { useUserStore } from '@/features/account/user-store'
import { AccountPage } from '@/features/account/components/AccountPage'
import '../account-pages.scss'

export default function UserCreditPage() {
  const { t } = useTranslation('user')
  const phone = useUserStore((s) => s.user?.phone)
  const [view, setView] = useState<CreditUserView | undefined>()
  const noShows = usePagedList((p) => userCentreApi.noShows(p))
  const gate = useAccountGate()
  // the same check a booking runs: shows the credit dialog when the record blocks booking
  const checkBooking = async () => {
    if (await gate.guardBooking()) toast(t('creditPage.canBook'))
  }

  useDidShow(() => {
    if (phone) userCentreApi.creditView(phone).then((res) => setView(res.view))
  })

  const restricted = view && view.creditStatus !== 'NORMAL'
  return (
    <AccountPage titleKey="creditPage.title" testId="credit-page">
      <View className="account-page__head" style={{ textAlign: 'center' }}>
        <View style={{ fontSize: '28px', color: '#999' }}>{t('creditPage.score')}</View>
        <View className="account-page__title" data-testid="credit-score">
          {view ? view.creditScore : '--'}
        </View>
      </View>
      <Cell
        title={t('creditPage.status')}
        extra={<View data-testid="credit-status">{view ? t(`creditPage.status${view.creditStatus}`) : ''}</View>}
      />
      <Cell
        title={t('creditPage.missed')}
        extra={<View data-testid="credit-missed">{view ? t('creditPage.missedCount', { count: view.losePromiseCount }) : ''}</View>}
      />
      <Cell
        title={t('creditPage.period')}
        extra={
          <View data-testid="credit-period">
            {restricted ? `${view.loseCreditStartTime} ~ ${view.loseCreditEndTime}` : t('creditPage.noRestriction')}
          </View>
        }
      />
      <View className="account-page__intro" style={{ padding: '16px' }}>
        {t('creditPage.rules')}
      </View>
      <View className="account-page__actions">
        <Button data-testid="credit-check-booking" block onClick={checkBooking}>
          {t('creditPage.checkBooking')}
        </Button>
      </View>
      {noShows.items.map((n) => (
        <Cell key={n.id} title={n.resourceName || n.orderCode} description={n.occurredAt.slice(0, 10)} />
      ))}
      {noShows.footer}
      {gate.element}
    </AccountPage>
  )
}
