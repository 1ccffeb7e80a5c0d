/**
 * The status labels of the user-centre order list by order type (product-spec 4 "Generic labels
 * by order type"; type codes in rules-and-contract 9: material 1, fictitious 2, scenic 3, direct 4,
 * hotel 5, line 6). Each label is a locale key `booking:orderLabel.<name>`; a code a type does
 * not list has no label (the row shows none rather than a wrong one). Direct orders (4) have no
 * list in the spec: they take the base set 0-3 (to pay, paid, completed, closed), our decision.
 */
export const ORDER_TYPES = { material: 1, fictitious: 2, scenic: 3, direct: 4, hotel: 5, line: 6 } as const
export type OrderTypeName = keyof typeof ORDER_TYPES

const BASE = { 0: 'toPay', 1: 'paid', 2: 'completed', 3: 'closed' } as const

export const ORDER_LABELS: Record<OrderTypeName, Readonly<Record<number, string>>> = {
  material: { ...BASE, 20: 'toShip', 21: 'shipped', 22: 'received' },
  fictitious: {
    ...BASE,
    10: 'toConsume',
    12: 'expired',
    30: 'toPay',
    31: 'cancelled',
    32: 'pendingConfirmation',
    33: 'appointmentRejected',
    34: 'appointmentConfirmed',
    35: 'overdue',
    36: 'refunded',
    40: 'toBook',
    41: 'booked',
  },
  scenic: { ...BASE, 10: 'toConsume', 11: 'consumed', 12: 'expired', 20: 'codeNotIssued', 21: 'codeIssueFailed', 22: 'codeIssued' },
  direct: { ...BASE },
  hotel: { 0: 'toPay', 1: 'toConfirm', 2: 'toCheckIn', 3: 'checkedIn', 4: 'left', 9: 'closed' },
  line: { 0: 'toPay', 1: 'toConfirm', 2: 'toConsume', 3: 'completed', 9: 'closed' },
}

const NAME_OF_CODE = Object.fromEntries(Object.entries(ORDER_TYPES).map(([name, code]) => [code, name])) as Record<number, OrderTypeName>

/** the locale key of an order's status label, or null when its type does not name that status */
export function orderLabelKey(orderType: number, status: number): string | null {
  const name = NAME_OF_CODE[orderType]
  const label = name ? ORDER_LABELS[name][status] : undefined
  return label ? `booking:orderLabel.${label}` : null
}

/** every label name, for the locale files' test */
export const ALL_ORDER_LABELS = [...new Set(Object.values(ORDER_LABELS).flatMap((set) => Object.values(set)))]
