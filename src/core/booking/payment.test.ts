import { ORDER_STATUS } from './order-status'
import { payState, payTypeOf, yuanOf, type PayableOrder } from './payment'

const NOW = Date.parse('2026-03-01T02:00:00Z')
const MIN = 60_000
const S = ORDER_STATUS

describe('payState', () => {
  test.each<[string, PayableOrder, ReturnType<typeof payState>]>([
    ['0 inside its hold', { status: S.AWAITING_PAYMENT, payDeadline: NOW + MIN, updatedAt: NOW - MIN }, 'payable'],
    ['0 at the hold’s end (not yet released)', { status: S.AWAITING_PAYMENT, payDeadline: NOW, updatedAt: NOW - MIN }, 'expired'],
    ['0 past the hold', { status: S.AWAITING_PAYMENT, payDeadline: NOW - 1, updatedAt: NOW - MIN }, 'expired'],
    ['14 released by settleDue after the hold', { status: S.CANCELLED, payDeadline: NOW - MIN, updatedAt: NOW - MIN + 30_000 }, 'expired'],
    ['14 cancelled by the visitor inside the hold', { status: S.CANCELLED, payDeadline: NOW - MIN, updatedAt: NOW - 2 * MIN }, 'cannotPay'],
    ['11 paid with money', { status: S.TO_BE_USED, payType: 'MONEY', payDeadline: NOW + MIN, updatedAt: NOW }, 'alreadyPaid'],
    [
      '4 paid with points (reviewed)',
      { status: S.PENDING_REVIEW, payType: 'POINTS', payDeadline: NOW + MIN, updatedAt: NOW },
      'alreadyPaid',
    ],
    ['14 paid then cancelled', { status: S.CANCELLED, payType: 'MONEY', payDeadline: NOW - MIN, updatedAt: NOW }, 'alreadyPaid'],
    ['11 free', { status: S.TO_BE_USED, payDeadline: null, updatedAt: NOW }, 'cannotPay'],
    ['14 free, cancelled', { status: S.CANCELLED, payDeadline: null, updatedAt: NOW }, 'cannotPay'],
  ])('%s → %s', (_name, order, expected) => {
    expect(payState(order, NOW)).toBe(expected)
  })
})

test('an order asks money when priced, points when points-priced, nothing when free', () => {
  expect(payTypeOf({ payMoneyFen: 6000, payPoints: 0 })).toBe('MONEY')
  expect(payTypeOf({ payMoneyFen: 0, payPoints: 40 })).toBe('POINTS')
  expect(payTypeOf({ payMoneyFen: 0, payPoints: 0 })).toBeNull()
  expect(yuanOf(12000)).toBe('120.00')
  expect(yuanOf(1)).toBe('0.01')
})
