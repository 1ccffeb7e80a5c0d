/**
 * /appointment-success?orderCode=: after a booking: the order code, the place, the session, the
 * people and its status, and "View my bookings" (/user-reservation).
 */
import { useTranslation } from 'react-i18next'
import { BookedOrderPage } from '../../components/BookedOrder'

export default function AppointmentSuccessPage() {
  const { t } = useTranslation('appointment')
  return <BookedOrderPage title={t('success.title')} heading={t('success.booked')} />
}
