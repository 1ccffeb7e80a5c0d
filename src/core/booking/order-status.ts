/**
 * The reservation order's state machine (product-spec 4 "Reservation order status"), one table
 * for the server (which applies it) and the app (which shows what each state allows). The spec
 * names the states; the transitions beyond cancelling are "not shown", so they are decided here:
 *
 *   create ──▶ 0 awaiting payment (paid or points booking)  ──pay──▶ 11 / 4
 *          ──▶ 4 pending review (a resource that reviews bookings) ──approve──▶ 11, ──reject──▶ 79
 *          ──▶ 11 to be used (everything else)
 *   0, 4, 11 ──cancel──▶ 14 (the visitor, inside the cancel window: ./cancel-rules.ts)
 *   0 ──payTimeout──▶ 14 (unpaid past the hold: the places go back)
 *   11 ──use──▶ 12 completed (written off at the gate, all places used)
 *   11 ──expire──▶ 13 expired (the slot ended unused: a no-show for the credit rules)
 * 12, 13, 14 and 79 are final. Stock is held in 0, 4 and 11 and given back on 14, 79 and payTimeout.
 */
export const ORDER_STATUS = {
  AWAITING_PAYMENT: 0,
  PENDING_REVIEW: 4,
  TO_BE_USED: 11,
  COMPLETED: 12,
  EXPIRED: 13,
  CANCELLED: 14,
  REJECTED: 79,
} as const

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]
export type OrderEvent = 'pay' | 'approve' | 'reject' | 'cancel' | 'payTimeout' | 'use' | 'expire'

const S = ORDER_STATUS

/** from → event → to; an event missing for a state is refused */
const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  [S.AWAITING_PAYMENT]: { pay: S.TO_BE_USED, cancel: S.CANCELLED, payTimeout: S.CANCELLED },
  [S.PENDING_REVIEW]: { approve: S.TO_BE_USED, reject: S.REJECTED, cancel: S.CANCELLED },
  [S.TO_BE_USED]: { use: S.COMPLETED, expire: S.EXPIRED, cancel: S.CANCELLED },
  [S.COMPLETED]: {},
  [S.EXPIRED]: {},
  [S.CANCELLED]: {},
  [S.REJECTED]: {},
}

export const ORDER_STATUSES = Object.values(S) as OrderStatus[]
export const ORDER_EVENTS: readonly OrderEvent[] = ['pay', 'approve', 'reject', 'cancel', 'payTimeout', 'use', 'expire']

export const isOrderStatus = (n: unknown): n is OrderStatus => ORDER_STATUSES.includes(n as OrderStatus)

/** the state an event leads to, or null when the state does not allow it */
export function nextStatus(from: OrderStatus, event: OrderEvent, opts: { reviewed?: boolean } = {}): OrderStatus | null {
  const to = TRANSITIONS[from]?.[event]
  if (to === undefined) return null
  // a paid booking of a reviewed resource waits for the review once paid
  if (from === S.AWAITING_PAYMENT && event === 'pay' && opts.reviewed) return S.PENDING_REVIEW
  return to
}

/** the first state of a new order */
export function initialStatus(opts: { paid: boolean; reviewed: boolean }): OrderStatus {
  if (opts.paid) return S.AWAITING_PAYMENT
  return opts.reviewed ? S.PENDING_REVIEW : S.TO_BE_USED
}

/** states whose order still holds its places (stock counts them) */
export const HOLDS_STOCK: readonly OrderStatus[] = [S.AWAITING_PAYMENT, S.PENDING_REVIEW, S.TO_BE_USED]
export const isFinal = (s: OrderStatus) => Object.keys(TRANSITIONS[s]).length === 0

/** the reservation list's tabs (getActivityOrderList status): All, then 4, 11 (count badge), 12, 14 */
export const RESERVATION_TABS = [
  { key: 'all', status: undefined },
  { key: 'pendingReview', status: S.PENDING_REVIEW },
  { key: 'toBeUsed', status: S.TO_BE_USED, badge: true },
  { key: 'completed', status: S.COMPLETED },
  { key: 'cancelled', status: S.CANCELLED },
] as const
