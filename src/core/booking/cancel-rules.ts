/**
 * What an order row offers (product-spec 4): cancel, comment, pay and the guide-reservation
 * button, for the reservation list and the ZYTF appointment list.
 */
import { ORDER_STATUS, type OrderStatus } from './order-status'

export const HOUR_MS = 3_600_000
/** "After a successful cancel the page reloads after 1 second." */
export const RELOAD_AFTER_CANCEL_MS = 1000

/** the item (venue, room, activity) of a reservation order as the cancel rule reads it */
export interface CancelTerms {
  /** unset / 0: the item cannot be cancelled; 1: any time; 2 or 3: only before start − cancelTime hours */
  cancelStatus?: number | null
  /** hours before the start after which cancelling closes (cancelStatus 2 or 3) */
  cancelTime?: number | null
}

const CANCELLABLE: readonly number[] = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.PENDING_REVIEW, ORDER_STATUS.TO_BE_USED]

/**
 * "Cancel allowed when status is 0, 4 or 11 and the item's cancelStatus is set. When cancelStatus
 * is 2 or 3, allowed only before start time minus cancelTime hours."
 */
export function mayCancel(order: { status: number; startTime: number }, terms: CancelTerms, now: number): boolean {
  if (!CANCELLABLE.includes(order.status) || !terms.cancelStatus) return false
  if (terms.cancelStatus === 2 || terms.cancelStatus === 3) return now < order.startTime - (terms.cancelTime ?? 0) * HOUR_MS
  return true
}

/** the last moment a cancel is taken, or null when it never is (the server says so in its refusal) */
export function cancelDeadline(order: { status: number; startTime: number }, terms: CancelTerms): number | null {
  if (!CANCELLABLE.includes(order.status) || !terms.cancelStatus) return null
  return terms.cancelStatus === 2 || terms.cancelStatus === 3 ? order.startTime - (terms.cancelTime ?? 0) * HOUR_MS : Infinity
}

/** "Comment button shows only for completed orders (12) with commentStatus 0." */
export const showsComment = (order: { status: number; commentStatus?: number | null }) =>
  order.status === ORDER_STATUS.COMPLETED && order.commentStatus === 0

/** an order waiting for its money shows the pay button */
export const showsPay = (order: { status: number }) => order.status === ORDER_STATUS.AWAITING_PAYMENT

/**
 * "Guide-reservation button shows for venue orders that are not guide orders and have no related
 * guide resource; active if the related date has passed or there is no related resource,
 * otherwise disabled." Answers 'hidden', 'active' or 'disabled'.
 */
export function guideButton(
  order: { orderType: string; isGuideOrder?: boolean | number | null },
  related: { exist?: boolean; date?: number | null } | null | undefined,
  now: number,
): 'hidden' | 'active' | 'disabled' {
  if (order.orderType !== 'CONTENT_TYPE_VENUE' || order.isGuideOrder) return 'hidden'
  if (!related?.exist) return 'active'
  return related.date != null && related.date < now ? 'active' : 'disabled'
}

/** ZYTF appointment orders: 0 to be used … 7 partly refunded (product-spec 4) */
export const ZYTF_STATUS = {
  TO_BE_USED: 0,
  USED: 1,
  CANCELLED: 2,
  EXPIRED: 3,
  TO_BE_PAID: 4,
  PARTLY_CONSUMED: 5,
  REFUNDED: 6,
  PARTLY_REFUNDED: 7,
} as const
export const ZYTF_TABS = ['all', 0, 1, 2, 3, 4, 5, 6, 7] as const

/** "Cancel button shows only when cancelStatus is true and now is before cancelTime; pay button on status 4." */
export const zytfShowsCancel = (order: { cancelStatus?: boolean | null; cancelTime?: number | null }, now: number) =>
  Boolean(order.cancelStatus) && order.cancelTime != null && now < order.cancelTime
export const zytfShowsPay = (order: { orderStatus: number }) => order.orderStatus === ZYTF_STATUS.TO_BE_PAID
/** "payMoney (empty means free)" */
export const zytfIsFree = (order: { payMoney?: string | number | null }) => order.payMoney === '' || order.payMoney == null

export type { OrderStatus }
