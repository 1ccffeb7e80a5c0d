/** Hall plans, seat names and the seats a visitor may hold (src/core/booking/seat-plan.ts). */
import {
  checkSeatChoice,
  holdCountdown,
  isValidPlan,
  planCells,
  planSeats,
  SEAT_HOLD_MS,
  SEAT_MAX,
  seatParts,
  type SeatPlan,
} from './seat-plan'

// two rows, an aisle after the 2nd seat, the first row's 3rd seat not for sale
const plan: SeatPlan = { hallName: '演艺厅', rows: ['ss_xs', 'ss_ss'] }

test('seats are numbered left to right per row, gaps are not seats, x is shown but not for sale', () => {
  const cells = planCells(plan)
  expect(cells[0].map((c) => c?.id ?? '_')).toEqual(['1-1', '1-2', '_', '1-3', '1-4'])
  expect(cells[0][3]).toEqual({ id: '1-3', row: 1, number: 3, forSale: false })
  expect(cells[1][4]).toEqual({ id: '2-4', row: 2, number: 4, forSale: true })
  expect([...planSeats(plan).keys()]).toEqual(['1-1', '1-2', '1-3', '1-4', '2-1', '2-2', '2-3', '2-4'])
  expect(seatParts('2-4')).toEqual({ row: 2, number: 4 })
})

test.each([
  [['1-1'], 2, null],
  [['1-1', '2-4'], 2, null],
  [[], 2, 'none'],
  [['1-1', '1-2', '2-1'], 2, 'tooMany'],
  [['1-1', '1-2', '1-4', '2-1', '2-2', '2-3'], 9, 'tooMany'],
  [['1-1', '1-1'], 2, 'repeated'],
  [['3-1'], 2, 'unknown'],
  [['1-5'], 2, 'unknown'],
  [['1-3'], 2, 'notForSale'],
])('choice %j with max %i → %s', (ids, max, refusal) => {
  expect(checkSeatChoice(plan, ids, max)).toBe(refusal)
})

test('the server caps any max at SEAT_MAX (the people of one order)', () => {
  expect(SEAT_MAX).toBe(5)
  const wide: SeatPlan = { hallName: 'h', rows: ['ssssssss'] }
  const six = ['1-1', '1-2', '1-3', '1-4', '1-5', '1-6']
  expect(checkSeatChoice(wide, six.slice(0, 5), 99)).toBeNull()
  expect(checkSeatChoice(wide, six, 99)).toBe('tooMany')
})

test('a plan: 1-40 rows of s, x and _ only, each row with a seat for sale', () => {
  expect(isValidPlan(plan)).toBe(true)
  expect(isValidPlan({ hallName: 'h', rows: [] })).toBe(false)
  expect(isValidPlan({ hallName: 'h', rows: ['ss', 'xx'] })).toBe(false)
  expect(isValidPlan({ hallName: 'h', rows: ['s-s'] })).toBe(false)
  expect(isValidPlan({ hallName: 'h', rows: Array(41).fill('s') })).toBe(false)
})

test('the hold is 5 minutes and its countdown reads mm:ss, never below zero', () => {
  expect(SEAT_HOLD_MS).toBe(300_000)
  expect(holdCountdown(SEAT_HOLD_MS)).toBe('05:00')
  expect(holdCountdown(299_001)).toBe('05:00')
  expect(holdCountdown(61_000)).toBe('01:01')
  expect(holdCountdown(999)).toBe('00:01')
  expect(holdCountdown(0)).toBe('00:00')
  expect(holdCountdown(-5000)).toBe('00:00')
})
