/**
 * Seat selection (product-spec 2.3 "/seat-selection/{id}/{max}/{activityId}"; the issue: "a seat
 * map per hall, chosen seats held for a few minutes while the visitor pays or confirms, released
 * on timeout, never sold twice"). Shared by the seat page and the server.
 *
 * A hall plan is a list of rows, front row first, each a string read left to right:
 *   's' a seat, 'x' a seat that is not for sale (broken, kept for staff, a camera), '_' an aisle or gap.
 * Seats are numbered from 1 in each row, left to right, counting 's' and 'x' (not the gaps), and
 * named "<row>-<number>" (row from 1): "3-7" is the 7th seat of the 3rd row.
 */
export interface SeatPlan {
  hallName: string
  rows: string[]
}

export interface PlanSeat {
  id: string
  row: number
  number: number
  /** false: shown, never sold ('x') */
  forSale: boolean
}

/** a seat of a session as one visitor sees it: free, held by them, held by someone else, sold, not for sale */
export type SeatState = 'free' | 'mine' | 'held' | 'sold' | 'off'

/** a row's cells in order: a seat, or null for an aisle */
export type PlanCell = PlanSeat | null

/** how long chosen seats are held for the visitor to confirm or pay; the order's own pay hold follows */
export const SEAT_HOLD_MS = 5 * 60_000
/** the most seats one visitor holds at a time (the people of one order: BOOKING_LIMITS.PER_ORDER_MAX) */
export const SEAT_MAX = 5

const ROW_TEXT = /^[sx_]{1,60}$/

export const seatIdOf = (row: number, number: number) => `${row}-${number}`

/** the cells of every row of a plan (rows from 1) */
export function planCells(plan: SeatPlan): PlanCell[][] {
  return plan.rows.map((text, r) => {
    let number = 0
    return [...text].map((c) => {
      if (c === '_') return null
      number++
      return { id: seatIdOf(r + 1, number), row: r + 1, number, forSale: c === 's' }
    })
  })
}

/** every seat of a plan by its id */
export function planSeats(plan: SeatPlan): Map<string, PlanSeat> {
  const out = new Map<string, PlanSeat>()
  for (const row of planCells(plan)) for (const cell of row) if (cell) out.set(cell.id, cell)
  return out
}

/** a plan written by an operator is usable: 1-40 rows of seats, gaps and unsold seats only */
export function isValidPlan(plan: SeatPlan): boolean {
  return plan.rows.length >= 1 && plan.rows.length <= 40 && plan.rows.every((r) => ROW_TEXT.test(r) && r.includes('s'))
}

export type SeatRefusal = 'none' | 'tooMany' | 'unknown' | 'notForSale' | 'repeated'

/**
 * Whether a set of seat ids may be held: at least one, at most `max` (the page's max and
 * SEAT_MAX), each a seat of the plan that is for sale, none twice. Answers null or the refusal.
 */
export function checkSeatChoice(plan: SeatPlan, ids: string[], max: number): SeatRefusal | null {
  if (ids.length === 0) return 'none'
  if (ids.length > Math.min(max, SEAT_MAX)) return 'tooMany'
  if (new Set(ids).size !== ids.length) return 'repeated'
  const seats = planSeats(plan)
  for (const id of ids) {
    const seat = seats.get(id)
    if (!seat) return 'unknown'
    if (!seat.forSale) return 'notForSale'
  }
  return null
}

/** "04:59": what is left of a hold, never negative */
export function holdCountdown(msLeft: number): string {
  const s = Math.max(0, Math.ceil(msLeft / 1000))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

/** the seat's words in an order: row and number ("3排7座" through the locale) */
export const seatParts = (id: string) => {
  const [row, number] = id.split('-').map(Number)
  return { row, number }
}
