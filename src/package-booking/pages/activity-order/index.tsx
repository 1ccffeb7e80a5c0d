/**
 * /activity-order/{id}: booking or signing up for an activity with the booking form every booking
 * page shares (package-booking/components/BookingForm: its days and sessions, saved visitors, the
 * bound-phone and credit gates, one submit key per visit, the one save call). The activity adds its
 * dated sessions (getActivitySessions) and its faithUseStatus minimum score to the credit gate. A
 * show with a seat map goes on to /seat-selection/{slotId}/{people}/{activityId}?contactIds= instead of
 * booking here; a paid or points booking (status 0) goes to /order-pay/{orderCode}, a free one to
 * /activity-success/{orderCode}.
 */
import { useTranslation } from 'react-i18next'
import { FAITH_ACTION_TYPE } from '@/core/activities/rules'
import { RESOURCE_TYPES } from '@/core/resource-types'
import * as routes from '@/core/route-paths'
import { buildQuery } from '@/core/routes'
import { activityApi, activityCalls } from '@/features/activities'
import { useLoad, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { BookingForm } from '../../components/BookingForm'

export default function ActivityOrderPage() {
  const { t } = useTranslation('activity')
  const { id } = usePageParams()
  const activity = useLoad(() => activityApi.detail(id), { key: id })
  const a = activity.data
  return (
    <BookingForm
      resourceType={RESOURCE_TYPES.ACTIVITY.code}
      resourceId={id}
      loadDays={() => activityCalls.sessions(id)}
      guard={a?.faithUseStatus ? { actionType: FAITH_ACTION_TYPE, minScore: a.minCreditScore } : undefined}
      title={(name) => (name ? t('order.titleOf', { name }) : t('order.title'))}
      instead={({ slotId, contactIds }) => {
        if (!a?.seatSelection) return false
        // the visitors chosen here ride along for the seat page's booking
        navigate(`${routes.seatSelection(slotId, contactIds.length, a.id)}${buildQuery({ contactIds: contactIds.join(',') })}`)
        return true
      }}
      // a paid or points booking (status 0) goes on to /order-pay: the form does that for every booking page
      onBooked={(booked) => navigate(routes.activitySuccess(booked.orderCode), 'replace')}
    />
  )
}
