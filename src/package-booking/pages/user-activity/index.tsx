/**
 * /user-activity (MY_ACTIVITY, `?orderType=CONTENT_TYPE_ACTIVITY`): the visitor's activity bookings
 * and sign-ups: the reservation list itself (tabs, the to-be-used count, cancel in its window, pay)
 * kept to activity orders.
 */
import { useTranslation } from 'react-i18next'
import { RESOURCE_TYPES } from '@/core/resource-types'
import UserReservationPage from '../user-reservation'

export default function UserActivityPage() {
  const { t } = useTranslation('activity')
  return <UserReservationPage orderType={RESOURCE_TYPES.ACTIVITY.code} title={t('mine.title')} />
}
