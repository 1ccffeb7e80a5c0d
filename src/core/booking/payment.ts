/**
 * Paying a booking (issue 12 "Gates and payment"), one rule for the server (which refuses) and the
 * pay page (which shows the state): an order can be paid while it awaits payment (0) and its hold
 * lasts; once paid it is paid (MONEY or POINTS); an order released at or after its hold's end is
 * "expired" (settleDue moved it to 14, its places went back); anything else cannot be paid.
 */
import { ORDER_STATUS } from './order-status'

export const PAY_TYPES = ['MONEY', 'POINTS'] as const
export type PayType = (typeof PAY_TYPES)[number]
export const isPayType = (v: unknown): v is PayType => PAY_TYPES.includes(v as PayType)

/** a paid order's refund after a cancel; '' none */
export const REFUND_STATES = ['SUCCESS', 'PROCESSING', 'FAILED'] as const
export type RefundState = (typeof REFUND_STATES)[number]

export type PayState = 'payable' | 'expired' | 'alreadyPaid' | 'cannotPay'

export interface PayableOrder {
  status: number
  /** MONEY | POINTS once paid; empty before */
  payType?: string | null
  /** ms; null for an order that never waited for a payment */
  payDeadline: number | null
  /** ms of the order's last change (the release, for a 14) */
  updatedAt: number
}

export function payState(order: PayableOrder, now: number): PayState {
  const { status, payType, payDeadline, updatedAt } = order
  if (status === ORDER_STATUS.AWAITING_PAYMENT) return payDeadline !== null && payDeadline <= now ? 'expired' : 'payable'
  if (payType) return 'alreadyPaid'
  if (status === ORDER_STATUS.CANCELLED && payDeadline !== null && updatedAt >= payDeadline) return 'expired'
  return 'cannotPay'
}

/** what an order asks: money (fen) or points; a priced resource asks money, a points-priced one points */
export function payTypeOf(order: { payMoneyFen: number; payPoints: number }): PayType | null {
  if (order.payMoneyFen > 0) return 'MONEY'
  if (order.payPoints > 0) return 'POINTS'
  return null
}

/** "60.00": fen as yuan */
export const yuanOf = (fen: number) => (fen / 100).toFixed(2)
