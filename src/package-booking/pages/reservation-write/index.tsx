/**
 * /reservation-write/{resourceId}/{resourceType}/{orderId}: comment on a completed booking (status 12,
 * commentStatus 0): the comments area's full writer on the booked place; once posted the order is
 * marked commented (commentOrder → commentStatus 1, so its comment button goes) and the visitor goes
 * back to the booking.
 */
import { Text } from '@tarojs/components'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { appointmentApi } from '@/features/booking'
import { CommentWriter, targetOfParams } from '@/features/comments'
import { toastFailure, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'

export default function ReservationWritePage() {
  const { t } = useTranslation(['appointment', 'common'])
  const { resourceId, resourceType, orderId } = usePageParams()
  const target = useMemo(() => targetOfParams(resourceType, resourceId), [resourceType, resourceId])
  const sent = async () => {
    const res = await appointmentApi.commentOrder(orderId)
    if (!res.ok) toastFailure(res, t('common:requestFailed'))
    navigate(routes.reservationDetail(orderId), 'replace')
  }
  return (
    <PageShell title={t('appointment:write.title')}>
      <Text className="cm-writer__for">{t('appointment:write.for', { code: orderId })}</Text>
      <CommentWriter target={target} onSent={sent} />
    </PageShell>
  )
}
