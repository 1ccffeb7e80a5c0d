/**
 * The booking calls (docs/contract-booking.md): a resource's appointment days, a booking with an
 * idempotency key, the reservation list and its cancel.
 */
import type { Envelope } from '../../../types/contract'
import type { SessionState } from '../../core/booking/session-state'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

export interface SessionTime {
  id: number
  startTime: string
  endTime: string
  stock: number
  maxNum: number
  openStatus: number
  state: SessionState
}

export interface AppointmentDay {
  date: string
  week: number
  stock: number
  maxNum: number
  openStatus: number
  state: SessionState
  resourceName: string
  /** the resource's price per person (src/core/booking/price.ts); absent on an activity's own days */
  priceFen?: number
  pricePoints?: number
  orderTimes: SessionTime[]
}

export interface ReservationOrder {
  orderCode: string
  orderType: string
  resourceType: string
  resourceId: number
  resourceName: string
  status: number
  startTime: string
  endTime: string
  useNum: number
  payMoney: string
  commentStatus: number
  cancelStatus: number
  /** hours before the start after which a cancel is refused (cancelStatus 2 or 3) */
  cancelTime: number
  /** an order booked on a third party's platform (orderType CONTENT_TYPE_TRIPARTITE) */
  tripartiteOrderInfo?: { name: string; coverImage: string; infoUrl: string }
  /** points asked (a points-priced booking), 0 none */
  payIntegral?: number
  /** MONEY | POINTS once paid, '' before (docs/contract-booking.md "Payment") */
  payType?: string
  /** a cancelled paid order's refund: SUCCESS | PROCESSING | FAILED, '' none */
  refundState?: string
}

export interface Booked {
  orderCode: string
  status: number
  created: boolean
}

export const bookingApi = {
  days: (resourceType: string, resourceId: number | string): Promise<Result<AppointmentDay[]>> =>
    call(get<Envelope<AppointmentDay[]>>('res/api/booking/commonOrderTimeList', { resourceType, resourceId })),
  /** extra: what some bookings add to the save (a room's fields, the held seats, the booking SMS code where the site asks for one) */
  book: (
    slotId: number,
    contactIds: (number | string)[],
    idempotencyKey: string,
    extra?: Record<string, unknown>,
  ): Promise<Result<Booked>> =>
    call(
      post<Envelope<Booked>>(
        'act/api/activityOrder/save',
        { ...extra, slotId, contactIds: contactIds.join(','), idempotencyKey },
        { idempotent: true },
      ),
    ),
  cancel: (orderCode: string): Promise<Result<unknown>> => call(post('user/api/activityOrder/cancelReservationOrder', { orderCode })),
}

export const reservationApi = resourceApi<ReservationOrder, ReservationOrder, { status?: number; orderType?: string }>(
  'user/api/activityOrder',
  {
    paths: { list: 'getActivityOrderList' },
  },
)

/** a key for one submit: the same key on a retry or a double tap answers the same order */
export function newSubmitKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
