/**
 * /user-credit, "my integrity": creditScore, creditStatus, losePromiseCount and the restriction
 * period from getCreditUserView (datas[0]), plus the missed appointments behind them (paged).
 */
import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { AccountPage, noShowApi, useAccountGate, userCentreApi, useUserStore, type NoShow } from '@/features/account'
import { dateText, HeadFigure, NO_ANSWER, PageAction, PagedList, toast, useLoad } from '@/kit'
import '../account-pages.scss'

const noShowRow = (n: NoShow) => <Cell title={n.resourceName || n.orderCode} description={dateText(n.occurredAt)} />

export default function UserCreditPage() {
  const { t } = useTranslation('user')
  const phone = useUserStore((s) => s.user?.phone)
  // the record changes as appointments are missed: read it each time the page shows
  const { data: view } = useLoad(() => (phone ? userCentreApi.creditView(phone) : Promise.resolve(NO_ANSWER)), { onShow: true })
  const gate = useAccountGate()
  // the same check a booking runs: shows the credit dialog when the record blocks booking
  const checkBooking = async () => {
    if (await gate.guardBooking()) toast(t('creditPage.canBook'))
  }

  const restricted = view && view.creditStatus !== 'NORMAL'
  return (
    <AccountPage titleKey="creditPage.title" testId="credit-page">
      <HeadFigure label={t('creditPage.score')} value={view ? view.creditScore : '--'} testId="credit-score" />
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
      <View className="account-page__intro">{t('creditPage.rules')}</View>
      <PageAction testId="credit-check-booking" plain onClick={checkBooking}>
        {t('creditPage.checkBooking')}
      </PageAction>
      <PagedList source={noShowApi} testId="credit-no-shows" renderItem={noShowRow} />
      {gate.element}
    </AccountPage>
  )
}
