/**
 * /order-success/{orderCode}: an activity room's booking is submitted. Rooms are reviewed by their
 * venue (status 4), so the page says it waits for the review, shows the order (BookedOrder: code,
 * room, session, people, status) and opens "My reservations", where its Pending review tab holds it.
 */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { BookedOrder } from '../../components/BookedOrder'
import './order-success.scss'

export default function OrderSuccessPage() {
  const { t } = useTranslation('rooms')
  const { orderCode } = usePageParams()
  return (
    <PageShell title={t('success.title')}>
      <BookedOrder orderCode={orderCode} heading={t('success.pending')} onView={() => navigate(routes.userReservation(), 'replace')} />
      <Text className="order-success__note" data-testid="order-success-note">
        {t('success.note')}
      </Text>
    </PageShell>
  )
}
