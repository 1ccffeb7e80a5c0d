/**
 * /order-success/{orderCode}: an activity room's booking is submitted. Rooms are reviewed by their
 * venue (status 4), so the page says it waits for the review, shows the order (code, room, session,
 * people, status) and opens "My reservations", where its Pending review tab holds it.
 */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { BookedOrderPage } from '../../components/BookedOrder'
import './order-success.scss'

export default function OrderSuccessPage() {
  const { t } = useTranslation('rooms')
  return (
    <BookedOrderPage
      title={t('success.title')}
      heading={t('success.pending')}
      note={
        <Text className="order-success__note" data-testid="order-success-note">
          {t('success.note')}
        </Text>
      }
    />
  )
}
