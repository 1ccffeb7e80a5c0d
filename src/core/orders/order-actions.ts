/**
 * What a generic order of the user centre (/user-order, /order-detail) allows in each state, one
 * table for the server (which applies it) and the app (which shows the buttons). The labels are
 * product-spec 4 "Generic labels by order type" (src/core/booking/order-labels.ts); the actions and
 * the states they lead to are "not shown" in the spec, so they are decided here:
 *
 *   pay             every "to pay" state (0; fictitious also 30). Generic orders are paid where
 *                   they were sold (shop, ticketing, hotel systems): the page shows the amount and
 *                   a note, /order-pay is for booking orders only.
 *   cancel          a "to pay" order → closed (3; hotel and line 9; fictitious 31 cancelled)
 *   refund          paid and not yet used, shipped or checked in → refunded: fictitious 36; the
 *                   others have no refunded label, so closed (3 / 9) with the refund recorded
 *                   (refundStatus 1) and shown beside the label
 *                     material 1 paid, 20 to ship        fictitious 1, 10 to consume, 34 confirmed, 41 booked
 *                     scenic 1, 10 to consume, 22 issued direct 1        hotel 1 to confirm, 2 to check in
 *                     line 1 to confirm, 2 to consume
 *   confirmReceipt  material 21 shipped → 22 received
 * Shipped material orders (21, 22) have a shipment to follow (/logistics); fictitious and scenic
 * orders to consume (10) carry an e-code (/user-code).
 */
import { ORDER_TYPES, type OrderTypeName } from '../booking/order-labels'

export type OrderAction = 'pay' | 'cancel' | 'refund' | 'confirmReceipt'
export const ORDER_ACTIONS: readonly OrderAction[] = ['pay', 'cancel', 'refund', 'confirmReceipt']

interface TypeRules {
  toPay: readonly number[]
  cancelTo: number
  refundFrom: readonly number[]
  refundTo: number
  receipt?: { from: number; to: number }
  /** states with a shipment to follow */
  shipped?: readonly number[]
  /** states whose order shows its e-code */
  withCode?: readonly number[]
}

export const ORDER_RULES: Record<OrderTypeName, TypeRules> = {
  material: { toPay: [0], cancelTo: 3, refundFrom: [1, 20], refundTo: 3, receipt: { from: 21, to: 22 }, shipped: [21, 22] },
  fictitious: { toPay: [0, 30], cancelTo: 31, refundFrom: [1, 10, 34, 41], refundTo: 36, withCode: [10] },
  scenic: { toPay: [0], cancelTo: 3, refundFrom: [1, 10, 22], refundTo: 3, withCode: [10] },
  direct: { toPay: [0], cancelTo: 3, refundFrom: [1], refundTo: 3 },
  hotel: { toPay: [0], cancelTo: 9, refundFrom: [1, 2], refundTo: 9 },
  line: { toPay: [0], cancelTo: 9, refundFrom: [1, 2], refundTo: 9 },
}

const NAME_OF_CODE = Object.fromEntries(Object.entries(ORDER_TYPES).map(([name, code]) => [code, name])) as Record<number, OrderTypeName>

export const orderTypeName = (orderType: number): OrderTypeName | undefined => NAME_OF_CODE[orderType]

/** the state an action leads to, or null when the order's type and state do not allow it */
export function nextOrderStatus(orderType: number, status: number, action: OrderAction): number | null {
  const name = NAME_OF_CODE[orderType]
  if (!name) return null
  const r = ORDER_RULES[name]
  switch (action) {
    case 'pay':
      return null // paid where it was sold (see above): never through these calls
    case 'cancel':
      return r.toPay.includes(status) ? r.cancelTo : null
    case 'refund':
      return r.refundFrom.includes(status) ? r.refundTo : null
    case 'confirmReceipt':
      return r.receipt && r.receipt.from === status ? r.receipt.to : null
  }
}

/** the buttons an order shows: pay (as a note), cancel, refund, confirm receipt */
export function orderActions(orderType: number, status: number): OrderAction[] {
  const name = NAME_OF_CODE[orderType]
  if (!name) return []
  return ORDER_ACTIONS.filter((a) =>
    a === 'pay' ? ORDER_RULES[name].toPay.includes(status) : nextOrderStatus(orderType, status, a) !== null,
  )
}

export const hasShipment = (orderType: number, status: number) => !!ORDER_RULES[NAME_OF_CODE[orderType]]?.shipped?.includes(status)
export const hasECode = (orderType: number, status: number) => !!ORDER_RULES[NAME_OF_CODE[orderType]]?.withCode?.includes(status)

/** the user-centre order list's type tabs: all, then the six types in code order */
export const ORDER_TYPE_TABS = [
  { key: 'all', orderType: undefined },
  ...Object.entries(ORDER_TYPES).map(([key, orderType]) => ({ key, orderType })),
] as const

/** an amount in fen as yuan with two decimals */
export const yuan = (fen: number) => (fen / 100).toFixed(2)
