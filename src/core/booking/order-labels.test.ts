/** The six label sets of the order list, code by code as product-spec 4 lists them. */
import { ALL_ORDER_LABELS, orderLabelKey } from './order-labels'
import { ORDER_STATUSES, RESERVATION_TABS } from './order-status'

const label = (type: number, status: number) => orderLabelKey(type, status)?.replace('booking:orderLabel.', '') ?? null

test('material (1): 0-3, 20 to ship, 21 shipped, 22 received', () => {
  expect([0, 1, 2, 3, 20, 21, 22].map((s) => label(1, s))).toEqual([
    'toPay',
    'paid',
    'completed',
    'closed',
    'toShip',
    'shipped',
    'received',
  ])
  expect(label(1, 10)).toBeNull()
})

test('fictitious (2): 0-3, 10, 12, 30-36, 40, 41', () => {
  expect([10, 12, 30, 31, 32, 33, 34, 35, 36, 40, 41].map((s) => label(2, s))).toEqual([
    'toConsume',
    'expired',
    'toPay',
    'cancelled',
    'pendingConfirmation',
    'appointmentRejected',
    'appointmentConfirmed',
    'overdue',
    'refunded',
    'toBook',
    'booked',
  ])
  expect(label(2, 11)).toBeNull()
})

test('scenic (3): 0-3, 10 to consume, 11 consumed, 12 expired, 20-22 the code', () => {
  expect([10, 11, 12, 20, 21, 22].map((s) => label(3, s))).toEqual([
    'toConsume',
    'consumed',
    'expired',
    'codeNotIssued',
    'codeIssueFailed',
    'codeIssued',
  ])
})

test('hotel (5) and line (6): their own sets with 9 closed', () => {
  expect([0, 1, 2, 3, 4, 9].map((s) => label(5, s))).toEqual(['toPay', 'toConfirm', 'toCheckIn', 'checkedIn', 'left', 'closed'])
  expect([0, 1, 2, 3, 9].map((s) => label(6, s))).toEqual(['toPay', 'toConfirm', 'toConsume', 'completed', 'closed'])
  expect(label(6, 4)).toBeNull()
})

test('direct (4) takes the base set; an unknown type has no label', () => {
  expect([0, 1, 2, 3].map((s) => label(4, s))).toEqual(['toPay', 'paid', 'completed', 'closed'])
  expect(label(9, 0)).toBeNull()
})

test('every label, order status, tab and day state has its words in the five languages', () => {
  for (const lang of ['zh', 'en', 'fr', 'ja', 'ko']) {
    const words = require(`../../../locales/${lang}/booking.json`)
    for (const name of ALL_ORDER_LABELS) expect([lang, name, words.orderLabel[name]]).toEqual([lang, name, expect.any(String)])
    for (const status of ORDER_STATUSES) expect(words.status[String(status)]).toEqual(expect.any(String))
    for (const tab of RESERVATION_TABS) expect(words.tab[tab.key]).toEqual(expect.any(String))
    for (const day of ['open', 'full', 'stopped', 'closed']) expect(words.day[day]).toEqual(expect.any(String))
  }
})
