/**
 * The page after a booking (/appointment-success, /interpretation-success, /order-success,
 * /activity-success): the order of the route's `orderCode` as the server keeps it (the kit's
 * DetailPage: loading, failed with retry, another visitor's or no order → "订单不存在"), a heading,
 * the code, the place, the session, the people and the status, an optional note, then the page's
 * actions (default: the booking's detail with its admission code, and "View my bookings").
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { sessionWithDayText } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { appointmentApi } from '@/features/booking'
import { DetailPage, PageAction, PageActions, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import './booked-order.scss'

export interface BookedOrderPageProps {
  title: string
  heading: string
  /** the kind of service booked (narrator, interpretation) */
  kind?: string
  note?: ReactNode
  /** the page's actions; default "View my bookings" (/user-reservation) */
  actions?: ReactNode
}

export function BookedOrderPage({ title, heading, kind, note, actions }: BookedOrderPageProps) {
  const { t } = useTranslation(['appointment', 'booking'])
  const { orderCode = '' } = usePageParams()
  return (
    <DetailPage id={orderCode} load={(code) => appointmentApi.order(String(code))} title={title} testId="booked-order-page">
      {(o) => (
        <View className="booked-order" data-testid="booked-order" data-state="ready">
          <Text className="booked-order__heading">{heading}</Text>
          <View className="booked-order__rows">
            <Text className="booked-order__row" data-testid="booked-order-code">
              {t('appointment:detail.code', { code: o.orderCode })}
            </Text>
            {kind && <Text className="booked-order__row">{kind}</Text>}
            <Text className="booked-order__row" data-testid="booked-order-place">
              {t('appointment:detail.place', { name: o.resourceName })}
            </Text>
            <Text className="booked-order__row">
              {t('appointment:detail.session', { time: sessionWithDayText(o.startTime, o.endTime) })}
            </Text>
            <Text className="booked-order__row">{t('booking:list.people', { count: o.useNum })}</Text>
            <Text className="booked-order__row" data-testid="booked-order-status" data-status={o.status}>
              {t('appointment:detail.status', { status: t(`booking:status.${o.status}`) })}
            </Text>
          </View>
          {note}
          <PageActions>
            {actions ?? (
              <>
                {/* the booking itself: its admission code, and cancel in two taps */}
                <PageAction testId="booked-order-detail" onClick={() => navigate(routes.reservationDetail(o.orderCode), 'replace')}>
                  {t('booking:detail.open')}
                </PageAction>
                <PageAction plain testId="booked-order-view" onClick={() => navigate(routes.userReservation(), 'replace')}>
                  {t('appointment:success.view')}
                </PageAction>
              </>
            )}
          </PageActions>
        </View>
      )}
    </DetailPage>
  )
}
