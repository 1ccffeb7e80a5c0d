/**
 * An appointment day (product-spec 3 "Appointment day", 4 "open with stock bookable; full;
 * stopped; closed"): openStatus 1 open, 0 closed, -1 not bookable (stopped).
 */
export type DayState = 'open' | 'full' | 'stopped' | 'closed'

export interface AppointmentDayInput {
  openStatus: number
  /** places left that day */
  stock: number
}

export function dayState(day: AppointmentDayInput): DayState {
  if (day.openStatus === -1) return 'stopped'
  if (day.openStatus !== 1) return 'closed'
  return day.stock > 0 ? 'open' : 'full'
}

export const isBookable = (day: AppointmentDayInput) => dayState(day) === 'open'

/** "commonOrderTimeList (dayNum 7)": the days a booking calendar offers */
export const BOOKING_DAY_NUM = 7

/**
 * Anti-scalper limits (the spec asks for per-person and per-day limits and leaves the values to
 * us): one visitor books at most PER_ORDER_MAX people in one order, holds at most PER_DAY_ORDERS
 * orders for one resource on one day, and one certificate number or phone appears at most once
 * per resource and day across every user's orders.
 */
export const BOOKING_LIMITS = {
  PER_ORDER_MAX: 5,
  PER_DAY_ORDERS: 2,
  /** a burst: more booking calls than this within BURST_WINDOW_MS from one user are refused */
  BURST_CALLS: 5,
  BURST_WINDOW_MS: 10_000,
  /** an unpaid order holds its places this long, then gives them back */
  PAY_HOLD_MS: 15 * 60_000,
} as const
