/** The order state machine: every state × event, allowed and refused, against the table of the decision. */
import {
  HOLDS_STOCK,
  initialStatus,
  isFinal,
  nextStatus,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderStatus,
} from './order-status'

// the allowed moves, written out independently of the module's table
const ALLOWED: Record<string, OrderStatus> = {
  '0 pay': 11,
  '0 cancel': 14,
  '0 payTimeout': 14,
  '4 approve': 11,
  '4 reject': 79,
  '4 cancel': 14,
  '11 use': 12,
  '11 expire': 13,
  '11 cancel': 14,
}

const cases: [OrderStatus, OrderEvent][] = ORDER_STATUSES.flatMap((s) => ORDER_EVENTS.map((e) => [s, e] as [OrderStatus, OrderEvent]))

test.each(cases)('status %d on %s', (status, event) => {
  expect(nextStatus(status, event)).toBe(ALLOWED[`${status} ${event}`] ?? null)
})

test('the seven states of the spec, 49 pairs, 9 allowed', () => {
  expect([...ORDER_STATUSES].sort((a, b) => a - b)).toEqual([0, 4, 11, 12, 13, 14, 79])
  expect(cases).toHaveLength(49)
  expect(cases.filter(([s, e]) => nextStatus(s, e) !== null)).toHaveLength(9)
})

test('a paid booking of a reviewed resource waits for review once paid', () => {
  expect(nextStatus(0, 'pay', { reviewed: true })).toBe(4)
  expect(nextStatus(11, 'pay', { reviewed: true })).toBeNull()
})

test('first state: paid → 0, reviewed → 4, else 11', () => {
  expect(initialStatus({ paid: true, reviewed: true })).toBe(0)
  expect(initialStatus({ paid: false, reviewed: true })).toBe(4)
  expect(initialStatus({ paid: false, reviewed: false })).toBe(11)
})

test('final states and the states that hold stock', () => {
  expect(ORDER_STATUSES.filter(isFinal).sort((a, b) => a - b)).toEqual([12, 13, 14, 79])
  expect([...HOLDS_STOCK].sort((a, b) => a - b)).toEqual([0, 4, 11])
})
