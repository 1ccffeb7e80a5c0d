/**
 * /order-pay/{orderCode} (login): a booking awaiting payment. The summary (place, session, people,
 * the amount in yuan or points) and the hold's countdown until payDeadline; Pay asks the server
 * (user/api/activityOrder/pay) and goes where its provider says: the development checkout
 * (dev-pay: Pay or Cancel, the server's dev confirm), WeChat Pay in the WeChat browser or the
 * mini-program (src/platform/pay), or points taken at once. Paid → /user-reservation. A hold that
 * ran out shows that the places went back; a paid or closed order says there is nothing to pay.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { payState, payTypeOf } from '@/core/booking/payment'
import { holdCountdown } from '@/core/booking/seat-plan'
import { sessionWithDayText } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { amountText, payApi, type DevPayParams, type PayOrder } from '@/features/pay'
import { DetailPage, devToolsAllowed, PageAction, PageActions, Row, toast, toastFailure, usePageParams } from '@/kit'
import { payChannel, requestPay } from '@/platform/pay'
import { navigate } from '@/services/navigate'
import './order-pay.scss'

const TICK_MS = 1000

export default function OrderPayPage() {
  const { t } = useTranslation('pay')
  const { orderCode } = usePageParams()
  return (
    <DetailPage id={orderCode} load={payApi.order} title={t('title')} testId="order-pay">
      {(order, reload) => <OrderPay order={order} reload={reload} />}
    </DetailPage>
  )
}

function OrderPay({ order, reload }: { order: PayOrder; reload: () => void }) {
  const { t } = useTranslation(['pay', 'booking'])
  const [now, setNow] = useState(() => Date.now())
  const [busy, setBusy] = useState(false)
  const [devCheckout, setDevCheckout] = useState<DevPayParams | null>(null)
  const deadline = order.payDeadline ? Date.parse(order.payDeadline) : null
  const state = payState(
    { status: order.status, payType: order.payType, payDeadline: deadline, updatedAt: Date.parse(order.updateTime) },
    now,
  )

  useEffect(() => {
    if (state !== 'payable') return
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [state])

  const payType = payTypeOf({ payMoneyFen: order.payMoney ? 1 : 0, payPoints: order.payIntegral })
  const toReservations = () => navigate(routes.userReservation(), 'replace')
  const paid = (message?: string) => {
    toast(message || t('pay:paid'))
    void toReservations()
  }

  const pay = async () => {
    if (busy || !payType) return
    setBusy(true)
    try {
      const res = await payApi.pay(order.orderCode, payType, payChannel())
      if (!res.ok) {
        toastFailure(res, t('pay:payFailed'))
        return reload()
      }
      if (res.data.paid) return paid(res.message)
      const params = res.data.params
      // the development checkout pays without money: a production build never offers it, whatever the server says
      if (params.provider === 'dev-pay') return devToolsAllowed() ? setDevCheckout(params) : toast(t('pay:error.devOnly'))
      const outcome = await requestPay(params)
      // WeChat Pay's notification moves the order on the server; the list shows it once it has
      if (outcome.ok) return paid()
      toast(t(outcome.messageKey))
    } finally {
      setBusy(false)
    }
  }

  const confirmDev = async (action: 'pay' | 'cancel') => {
    const res = await payApi.devConfirm(order.orderCode, action)
    setDevCheckout(null)
    if (!res.ok) {
      toastFailure(res, t('pay:payFailed'))
      return reload()
    }
    if (action === 'pay') return paid(res.message)
    toast(res.message || t('pay:payCancelled'))
  }

  return (
    <View className="order-pay" data-testid="order-pay-body" data-pay-state={state}>
      <View className="order-pay__summary">
        <Row title={t('pay:place')} extra={order.resourceName} testId="order-pay-place" />
        <Row title={t('pay:session')} extra={sessionWithDayText(order.startTime, order.endTime)} testId="order-pay-session" />
        <Row title={t('pay:people')} extra={t('pay:peopleCount', { count: order.useNum })} testId="order-pay-people" />
        <Row title={t('pay:amount')} extra={amountText(t, order)} testId="order-pay-amount" />
      </View>

      {state === 'payable' && deadline !== null && (
        <>
          <Text className="order-pay__countdown" data-testid="order-pay-countdown">
            {t('pay:countdown', { time: holdCountdown(deadline - now) })}
          </Text>
          {!devCheckout && (
            <PageAction testId="order-pay-submit" onClick={pay}>
              {payType === 'POINTS' ? t('pay:payWithPoints') : t('pay:pay')}
            </PageAction>
          )}
        </>
      )}

      {state === 'expired' && (
        <View className="order-pay__state" data-testid="order-pay-expired">
          <Text className="order-pay__state-title">{t('pay:expiredTitle')}</Text>
          <Text className="order-pay__state-text">{t('pay:expiredText')}</Text>
        </View>
      )}
      {(state === 'alreadyPaid' || state === 'cannotPay') && (
        <View className="order-pay__state" data-testid="order-pay-closed">
          <Text className="order-pay__state-title">{t('pay:notPayableTitle')}</Text>
          <Text className="order-pay__state-text">{t('pay:notPayableText')}</Text>
        </View>
      )}
      {state !== 'payable' && (
        <PageAction plain testId="order-pay-reservations" onClick={toReservations}>
          {t('pay:toReservations')}
        </PageAction>
      )}

      {devCheckout && state === 'payable' && (
        <View className="order-pay__dev" data-testid="dev-pay-sheet">
          <Text className="order-pay__dev-title">{t('pay:devTitle')}</Text>
          <Text className="order-pay__dev-amount">{t('pay:money', { money: (devCheckout.amountFen / 100).toFixed(2) })}</Text>
          <Text className="order-pay__dev-note">{t('pay:devNote')}</Text>
          <PageActions row>
            <Button data-testid="dev-pay-cancel" block onClick={() => confirmDev('cancel')}>
              {t('pay:devCancel')}
            </Button>
            <Button data-testid="dev-pay-confirm" type="primary" block onClick={() => confirmDev('pay')}>
              {t('pay:devPay')}
            </Button>
          </PageActions>
        </View>
      )}
    </View>
  )
}
