/**
 * /appointment-success?orderCode=: after a booking: the order code, the place, the session, the
 * people and its status, and "View my bookings" (/user-reservation).
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { BookedOrder } from '../../components/BookedOrder'

export default function AppointmentSuccessPage() {
  const { t } = useTranslation('appointment')
  const { orderCode = '' } = usePageParams()
  return (
    <PageShell title={t('success.title')}>
      <BookedOrder orderCode={orderCode} heading={t('success.booked')} onView={() => navigate(routes.userReservation(), 'replace')} />
    </PageShell>
  )
}
