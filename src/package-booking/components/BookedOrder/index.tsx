/**
 * A booking just made (/appointment-success, /interpretation-success): a heading, the order code,
 * the place, the session, the people and the status, and "View my bookings".
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { sessionWithDayText } from '@/core/booking/site-time'
import { appointmentApi } from '@/features/booking'
import { PageAction, useLoad } from '@/kit'
import './booked-order.scss'

export function BookedOrder({
  orderCode,
  heading,
  kind,
  onView,
}: {
  orderCode: string
  heading: string
  kind?: string
  onView: () => void
}) {
  const { t } = useTranslation(['appointment', 'booking'])
  const order = useLoad(() => appointmentApi.order(orderCode), { key: orderCode })
  const o = order.data
  return (
    <View className="booked-order" data-testid="booked-order" data-state={o ? 'ready' : 'loading'}>
      <Text className="booked-order__heading">{heading}</Text>
      <View className="booked-order__rows">
        <Text className="booked-order__row" data-testid="booked-order-code">
          {t('appointment:detail.code', { code: orderCode })}
        </Text>
        {kind && <Text className="booked-order__row">{kind}</Text>}
        {o && (
          <>
            <Text className="booked-order__row" data-testid="booked-order-place">
              {t('appointment:detail.place', { name: o.resourceName })}
            </Text>
            <Text className="booked-order__row">
              {t('appointment:detail.session', { time: sessionWithDayText(o.startTime, o.endTime) })}
            </Text>
            <Text className="booked-order__row">{t('booking:list.people', { count: o.useNum })}</Text>
            <Text className="booked-order__row">{t('appointment:detail.status', { status: t(`booking:status.${o.status}`) })}</Text>
          </>
        )}
      </View>
      <PageAction testId="booked-order-view" onClick={onView}>
        {t('appointment:success.view')}
      </PageAction>
    </View>
  )
}
