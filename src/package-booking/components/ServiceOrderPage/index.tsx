/** A service booked for a place (narrator, interpretation): the booking form on its resource type, then its success page. */
import { useTranslation } from 'react-i18next'
import { SERVICE_TYPES, serviceOfType } from '@/core/booking/appointments'
import * as routes from '@/core/route-paths'
import { usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { BookingForm } from '../BookingForm'

export function ServiceOrderPage({ service }: { service: keyof typeof SERVICE_TYPES }) {
  const { t } = useTranslation('appointment')
  const { id } = usePageParams()
  const type = SERVICE_TYPES[service]
  const kind = serviceOfType(type)
  return (
    <BookingForm
      resourceType={type}
      resourceId={id}
      title={(name) => (name ? t(`service.${kind}Of`, { name }) : t(`service.${kind}`))}
      onBooked={(booked) => navigate(routes.interpretationSuccess(booked.orderCode, kind), 'replace')}
    />
  )
}
