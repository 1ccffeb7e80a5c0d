/** Every (type, state, action) of the generic orders: what is allowed and where it leads. */
import { ORDER_LABELS, ORDER_TYPES } from '../booking/order-labels'
import { normalizeECode, formatECode } from './e-code'
import { hasECode, hasShipment, nextOrderStatus, ORDER_ACTIONS, orderActions, ORDER_RULES, ORDER_TYPE_TABS, yuan } from './order-actions'

const ALLOWED: Record<string, Record<string, number>> = {
  // `${type}:${status}` → action → to
  'material:0': { cancel: 3 },
  'material:1': { refund: 3 },
  'material:20': { refund: 3 },
  'material:21': { confirmReceipt: 22 },
  'fictitious:0': { cancel: 31 },
  'fictitious:30': { cancel: 31 },
  'fictitious:1': { refund: 36 },
  'fictitious:10': { refund: 36 },
  'fictitious:34': { refund: 36 },
  'fictitious:41': { refund: 36 },
  'scenic:0': { cancel: 3 },
  'scenic:1': { refund: 3 },
  'scenic:10': { refund: 3 },
  'scenic:22': { refund: 3 },
  'direct:0': { cancel: 3 },
  'direct:1': { refund: 3 },
  'hotel:0': { cancel: 9 },
  'hotel:1': { refund: 9 },
  'hotel:2': { refund: 9 },
  'line:0': { cancel: 9 },
  'line:1': { refund: 9 },
  'line:2': { refund: 9 },
}

test('every labelled state of every type: exactly the decided actions, to the decided states', () => {
  let pairs = 0
  for (const [name, code] of Object.entries(ORDER_TYPES)) {
    for (const status of Object.keys(ORDER_LABELS[name as keyof typeof ORDER_LABELS]).map(Number)) {
      for (const action of ORDER_ACTIONS) {
        const want = ALLOWED[`${name}:${status}`]?.[action] ?? null
        expect([name, status, action, nextOrderStatus(code, status, action)]).toEqual([name, status, action, want])
        pairs++
      }
    }
  }
  expect(pairs).toBe(4 * (7 + 15 + 10 + 4 + 6 + 5))
})

test('every state an action leads to has its label in the type’s set', () => {
  for (const [name, r] of Object.entries(ORDER_RULES)) {
    const labels = ORDER_LABELS[name as keyof typeof ORDER_LABELS]
    for (const s of [r.cancelTo, r.refundTo, ...r.toPay, ...r.refundFrom, ...(r.shipped ?? []), ...(r.withCode ?? [])])
      expect([name, s, labels[s]]).toEqual([name, s, expect.any(String)])
  }
})

test('buttons: pay only in a to-pay state (with cancel), confirm receipt only when shipped', () => {
  expect(orderActions(1, 0)).toEqual(['pay', 'cancel'])
  expect(orderActions(2, 30)).toEqual(['pay', 'cancel'])
  expect(orderActions(1, 21)).toEqual(['confirmReceipt'])
  expect(orderActions(1, 22)).toEqual([])
  expect(orderActions(3, 11)).toEqual([])
  expect(orderActions(99, 0)).toEqual([])
  expect(nextOrderStatus(1, 0, 'pay')).toBeNull()
})

test('shipments on shipped material orders, e-codes on fictitious and scenic orders to consume', () => {
  expect([hasShipment(1, 21), hasShipment(1, 22), hasShipment(1, 20), hasShipment(3, 21)]).toEqual([true, true, false, false])
  expect([hasECode(2, 10), hasECode(3, 10), hasECode(3, 11), hasECode(1, 10)]).toEqual([true, true, false, false])
})

test('type tabs: all, then the six types in code order', () => {
  expect(ORDER_TYPE_TABS.map((t) => [t.key, t.orderType])).toEqual([
    ['all', undefined],
    ['material', 1],
    ['fictitious', 2],
    ['scenic', 3],
    ['direct', 4],
    ['hotel', 5],
    ['line', 6],
  ])
  expect(yuan(12800)).toBe('128.00')
  expect(yuan(5)).toBe('0.05')
})

test('e-codes: 12 digits, typed with spaces or dashes, shown in groups of four', () => {
  expect(normalizeECode(' 1234 5678-9012 ')).toBe('123456789012')
  expect(normalizeECode('12345678901')).toBeNull()
  expect(normalizeECode('12345678901a')).toBeNull()
  expect(formatECode('123456789012')).toBe('1234 5678 9012')
})

test('order and tracking times are site time (UTC+8), whatever the device’s zone', () => {
  const { siteDateTimeText } = require('../booking/site-time')
  expect(siteDateTimeText('2026-11-25T16:30:00.000Z')).toBe('2026-11-26 00:30')
})
