/**
 * /appointment-order/{id}[/{date}] (`?scenic=scenic` for a scenic area, else a venue): the booking
 * form (package-booking/components/BookingForm: days, sessions, visitors, gates, one submit key per
 * visit); success opens /appointment-success with the order.
 */
import { useTranslation } from 'react-i18next'
import { RESOURCE_TYPES } from '@/core/resource-types'
import * as routes from '@/core/route-paths'
import { buildQuery } from '@/core/routes'
import { usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { BookingForm } from '../../components/BookingForm'

export default function AppointmentOrderPage() {
  const { t } = useTranslation('booking')
  const { id, date, scenic } = usePageParams()
  const resourceType = scenic === 'scenic' ? RESOURCE_TYPES.SCENERY.code : RESOURCE_TYPES.VENUE.code
  return (
    <BookingForm
      resourceType={resourceType}
      resourceId={id}
      date={date}
      title={(name) => (name ? t('form.titleOf', { name }) : t('form.title'))}
      onBooked={(booked) => navigate(`${routes.appointmentSuccess()}${buildQuery({ orderCode: booked.orderCode })}`, 'replace')}
    />
  )
}
