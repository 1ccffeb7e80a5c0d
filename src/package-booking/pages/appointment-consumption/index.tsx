/**
 * /appointment-consumption: the visitor's consumption codes of appointments: every booking still to
 * be used (status 11) with its code as text, place, session and people; a row opens the booking.
 * (The e-codes with QR codes of every order are /user-code.)
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ORDER_STATUS } from '@/core/booking/order-status'
import { sessionWithDayText } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { reservationApi, type ReservationOrder } from '@/features/booking'
import { PagedList } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import '../user-reservation/user-reservation.scss'

export default function AppointmentConsumptionPage() {
  const { t } = useTranslation(['appointment', 'booking'])
  const row = (o: ReservationOrder) => (
    <View
      className="reservation-row"
      data-testid={`consumption-${o.orderCode}`}
      {...pressable(() => navigate(routes.reservationDetail(o.orderCode)), o.resourceName)}
    >
      <View className="reservation-row__head">
        <Text className="reservation-row__name">{o.resourceName}</Text>
        <Text className="reservation-row__status">{t(`booking:status.${o.status}`)}</Text>
      </View>
      <Text className="reservation-row__line" data-testid={`consumption-code-${o.orderCode}`}>
        {t('appointment:consumption.code', { code: o.orderCode })}
      </Text>
      <Text className="reservation-row__line">{sessionWithDayText(o.startTime, o.endTime)}</Text>
      <Text className="reservation-row__line">{t('booking:list.people', { count: o.useNum })}</Text>
    </View>
  )
  return (
    <PageShell title={t('appointment:consumption.title')}>
      <PagedList
        source={reservationApi}
        params={{ status: ORDER_STATUS.TO_BE_USED }}
        itemKey={(o) => o.orderCode}
        renderItem={row}
        reloadOnShow
      />
    </PageShell>
  )
}
