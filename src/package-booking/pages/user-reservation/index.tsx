/**
 * /user-reservation: the visitor's bookings (getActivityOrderList, 10 a page, newest first) under
 * the tabs All, Pending review (4), To be used (11, with its count), Completed (12) and Cancelled
 * (14). A row shows its place, session, people and status; Cancel shows only where the rule allows
 * it (src/core/booking/cancel-rules.ts), asks the spec's question, toasts the server's message and
 * reloads after 1 s. An order awaiting payment has Pay (→ /order-pay); a paid one shows its amount,
 * how it was paid and, once cancelled, its refund state. A tap on a row opens its detail
 * (/reservation-detail/{orderCode}: the admission code, cancel). Also the return page after a third-party booking.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { mayCancel, RELOAD_AFTER_CANCEL_MS } from '@/core/booking/cancel-rules'
import { ORDER_STATUS, RESERVATION_TABS } from '@/core/booking/order-status'
import { sessionWithDayText } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { bookingApi, reservationApi, TripartiteInfo, type ReservationOrder } from '@/features/booking'
import { PaymentLines } from '@/features/pay'
import { FilterTabs, PagedList, toast, toastFailure, useLoad, usePageParams, type ListControls } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './user-reservation.scss'

/** `orderType`: one kind of order only (/user-activity: CONTENT_TYPE_ACTIVITY), else the address's `orderType`, else all */
export default function UserReservationPage({ orderType: fixed, title }: { orderType?: string; title?: string } = {}) {
  const { t } = useTranslation(['booking', 'common', 'pay'])
  const pageParams = usePageParams()
  const orderType = fixed ?? (pageParams.orderType || undefined)
  const kind = orderType ? { orderType } : {}
  const [tab, setTab] = useState<string>('all')
  const status = RESERVATION_TABS.find((x) => x.key === tab)?.status
  // the "to be used" count badge: one row a page, so the page count is the order count
  const toUse = useLoad(() => reservationApi.list({ ...kind, status: 11 }, { page: 1, pageSize: 1 }), { onShow: true })
  const badge = toUse.data?.totalPage ?? 0
  const tabs = RESERVATION_TABS.map((x) => ({
    code: x.key,
    name: 'badge' in x && x.badge && badge > 0 ? `${t(`booking:tab.${x.key}`)} (${badge})` : t(`booking:tab.${x.key}`),
  }))

  const cancel = async (order: ReservationOrder, list: ListControls) => {
    // rules-and-contract 8: "after cancelling you need to book again, confirm cancel?"
    const { confirm } = await Taro.showModal({
      title: t('booking:cancel.title'),
      content: t('booking:cancel.ask'),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    })
    if (!confirm) return
    const res = await bookingApi.cancel(order.orderCode)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('booking:error.cancelled'))
    setTimeout(() => {
      list.reload()
      void toUse.reload()
    }, RELOAD_AFTER_CANCEL_MS)
  }

  return (
    <PageShell title={title ?? t('booking:list.title')}>
      <View className="reservation-page" data-testid="user-reservation">
        <FilterTabs tabs={tabs} current={tab} onChange={setTab} testIdPrefix="reservation-tab" />
        <PagedList
          source={reservationApi}
          params={status === undefined ? kind : { ...kind, status }}
          // back from paying, a detail's cancel or a write-off, the rows show what the server now says
          reloadOnShow
          renderItem={(order, list) => (
            <View className="reservation-row" data-testid={`reservation-${order.orderCode}`} data-status={order.status}>
              <View
                className="reservation-row__body"
                data-testid={`reservation-open-${order.orderCode}`}
                {...pressable(() => navigate(routes.reservationDetail(order.orderCode)))}
              >
                <View className="reservation-row__head">
                  <Text className="reservation-row__name">{order.resourceName}</Text>
                  <Text className="reservation-row__status" data-testid={`reservation-status-${order.orderCode}`}>
                    {t(`booking:status.${order.status}`)}
                  </Text>
                </View>
                <Text className="reservation-row__line">{sessionWithDayText(order.startTime, order.endTime)}</Text>
                <Text className="reservation-row__line">{t('booking:list.people', { count: order.useNum })}</Text>
                <Text className="reservation-row__more">{t('booking:list.detail')} ›</Text>
              </View>
              {order.tripartiteOrderInfo && (
                <TripartiteInfo info={order.tripartiteOrderInfo} testId={`reservation-tripartite-${order.orderCode}`} />
              )}
              <PaymentLines order={order} className="reservation-row__line" />
              {order.status === ORDER_STATUS.AWAITING_PAYMENT && (
                <View className="reservation-row__actions">
                  <Button
                    size="small"
                    type="primary"
                    data-testid={`reservation-pay-${order.orderCode}`}
                    onClick={() => navigate(routes.orderPay(order.orderCode))}
                  >
                    {t('pay:pay')}
                  </Button>
                </View>
              )}
              {mayCancel(
                { status: order.status, startTime: Date.parse(order.startTime) },
                { cancelStatus: order.cancelStatus, cancelTime: order.cancelTime },
                Date.now(),
              ) && (
                <View className="reservation-row__actions">
                  <Button size="small" data-testid={`reservation-cancel-${order.orderCode}`} onClick={() => cancel(order, list)}>
                    {t('booking:cancel.button')}
                  </Button>
                </View>
              )}
            </View>
          )}
        />
      </View>
    </PageShell>
  )
}
