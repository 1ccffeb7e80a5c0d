/**
 * Activities (product-spec 2.3 "Activities", 3 "Activity", 4 "Activity: not started, in progress,
 * ended"; rules-and-contract 5 credit rules), shared by the app and the server.
 *
 * Types (the spec's): ACTIVITY_TYPE_RESERVE (book), ACTIVITY_TYPE_ENROLL (sign up),
 * ACTIVITY_TYPE_PLAIN (ordinary), ACTIVITY_TYPE_VOLUNT (recruit).
 * Modes: the spec names ACTIVITY_MODE_INTEGRAL_PAY, ACTIVITY_MODE_OTHER and ACTIVITY_MODE_ENROLL_PAY;
 * the other seven are named here in that style (docs/contract-booking.md, "Activities"):
 *   free booking ACTIVITY_MODE_FREE, credit booking ACTIVITY_MODE_INTEGRAL_PAY, paid booking
 *   ACTIVITY_MODE_PAY, free sign-up ACTIVITY_MODE_ENROLL_FREE, credit sign-up
 *   ACTIVITY_MODE_ENROLL_INTEGRAL_PAY, paid sign-up ACTIVITY_MODE_ENROLL_PAY, volunteer recruitment
 *   ACTIVITY_MODE_VOLUNT_RECRUIT, volunteer reserve ACTIVITY_MODE_VOLUNT_RESERVE, plain publicity
 *   ACTIVITY_MODE_PLAIN, other ACTIVITY_MODE_OTHER (an external link).
 * "Credit" modes are paid in points (integral); "paid" modes in money. Booking and sign-up modes
 * are bookable (sessions, visitors, the booking capability's orders); volunteer modes lead to the
 * volunteer area; publicity is view only; other opens its link.
 */

export const ACTIVITY_TYPES = ['ACTIVITY_TYPE_RESERVE', 'ACTIVITY_TYPE_ENROLL', 'ACTIVITY_TYPE_PLAIN', 'ACTIVITY_TYPE_VOLUNT'] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

export type PriceKind = 'free' | 'points' | 'money'

interface ModeRule {
  type: ActivityType
  /** booked through sessions and visitors (an order) */
  bookable: boolean
  price: PriceKind | 'none'
}

export const ACTIVITY_MODES = {
  ACTIVITY_MODE_FREE: { type: 'ACTIVITY_TYPE_RESERVE', bookable: true, price: 'free' },
  ACTIVITY_MODE_INTEGRAL_PAY: { type: 'ACTIVITY_TYPE_RESERVE', bookable: true, price: 'points' },
  ACTIVITY_MODE_PAY: { type: 'ACTIVITY_TYPE_RESERVE', bookable: true, price: 'money' },
  ACTIVITY_MODE_ENROLL_FREE: { type: 'ACTIVITY_TYPE_ENROLL', bookable: true, price: 'free' },
  ACTIVITY_MODE_ENROLL_INTEGRAL_PAY: { type: 'ACTIVITY_TYPE_ENROLL', bookable: true, price: 'points' },
  ACTIVITY_MODE_ENROLL_PAY: { type: 'ACTIVITY_TYPE_ENROLL', bookable: true, price: 'money' },
  ACTIVITY_MODE_VOLUNT_RECRUIT: { type: 'ACTIVITY_TYPE_VOLUNT', bookable: false, price: 'none' },
  ACTIVITY_MODE_VOLUNT_RESERVE: { type: 'ACTIVITY_TYPE_VOLUNT', bookable: false, price: 'none' },
  ACTIVITY_MODE_PLAIN: { type: 'ACTIVITY_TYPE_PLAIN', bookable: false, price: 'none' },
  ACTIVITY_MODE_OTHER: { type: 'ACTIVITY_TYPE_PLAIN', bookable: false, price: 'none' },
} as const satisfies Record<string, ModeRule>

export type ActivityMode = keyof typeof ACTIVITY_MODES
export const ACTIVITY_MODE_NAMES = Object.keys(ACTIVITY_MODES) as ActivityMode[]

export const isActivityMode = (value: unknown): value is ActivityMode => typeof value === 'string' && Object.hasOwn(ACTIVITY_MODES, value)
export const typeOfMode = (mode: ActivityMode): ActivityType => ACTIVITY_MODES[mode].type
export const isBookableMode = (mode: ActivityMode): boolean => ACTIVITY_MODES[mode].bookable
export const priceKindOf = (mode: ActivityMode): PriceKind | 'none' => ACTIVITY_MODES[mode].price

/** product-spec 4 "Activity": not started, in progress, ended. Codes of the list's `state` filter. */
export const ACTIVITY_STATE = { NOT_STARTED: 1, IN_PROGRESS: 2, ENDED: 3 } as const
export type ActivityStateCode = (typeof ACTIVITY_STATE)[keyof typeof ACTIVITY_STATE]
export type ActivityState = 'notStarted' | 'inProgress' | 'ended'
export const ACTIVITY_STATE_NAMES: Record<ActivityStateCode, ActivityState> = { 1: 'notStarted', 2: 'inProgress', 3: 'ended' }
export const isActivityStateCode = (n: unknown): n is ActivityStateCode => n === 1 || n === 2 || n === 3

/** times as ms since the epoch */
export interface ActivityTimes {
  startTime: number
  endTime: number
}

export function activityState(a: ActivityTimes, now: number): ActivityState {
  if (now < a.startTime) return 'notStarted'
  if (now < a.endTime) return 'inProgress'
  return 'ended'
}

/** sign-up window: before it, inside it (signStartTime ≤ now < signEndTime), after it */
export type SignWindow = 'before' | 'open' | 'after'
export function signWindowOf(a: { signStartTime: number; signEndTime: number }, now: number): SignWindow {
  if (now < a.signStartTime) return 'before'
  if (now < a.signEndTime) return 'open'
  return 'after'
}

/**
 * The button an activity shows (our decisions where the spec names only the types and modes):
 * - ACTIVITY_MODE_OTHER: "external" (opens jumpUrl) when it has a link, else view only;
 * - ACTIVITY_MODE_PLAIN: "viewOnly", disabled (publicity: nothing to book);
 * - ended activity: "ended", disabled;
 * - volunteer modes: "volunteer" inside the sign-up window (opens the volunteer area), else
 *   "notOpen" / "closed";
 * - booking and sign-up modes: "notOpen" before the window, "closed" after it, "full" when no
 *   place is left, else "book" (RESERVE) or "signUp" (ENROLL), enabled.
 */
export type ButtonKind = 'book' | 'signUp' | 'notOpen' | 'closed' | 'full' | 'ended' | 'viewOnly' | 'external' | 'volunteer'

export interface ButtonInput extends ActivityTimes {
  method: ActivityMode
  signStartTime: number
  signEndTime: number
  /** places left over every open session; null when unknown (not bookable) */
  stock: number | null
  jumpUrl?: string
}

export interface ActivityButton {
  kind: ButtonKind
  enabled: boolean
}

export function activityButton(a: ButtonInput, now: number): ActivityButton {
  const off = (kind: ButtonKind): ActivityButton => ({ kind, enabled: false })
  const on = (kind: ButtonKind): ActivityButton => ({ kind, enabled: true })
  if (a.method === 'ACTIVITY_MODE_OTHER') return a.jumpUrl ? on('external') : off('viewOnly')
  if (a.method === 'ACTIVITY_MODE_PLAIN') return off('viewOnly')
  if (activityState(a, now) === 'ended') return off('ended')
  const window = signWindowOf(a, now)
  if (window === 'before') return off('notOpen')
  if (window === 'after') return off('closed')
  if (!isBookableMode(a.method)) return on('volunteer')
  if (a.stock !== null && a.stock <= 0) return off('full')
  return on(typeOfMode(a.method) === 'ACTIVITY_TYPE_ENROLL' ? 'signUp' : 'book')
}

/**
 * The faithUseStatus gate (rules-and-contract 5): an activity that sets it asks for at least its
 * minimum credit score; null when the activity asks nothing. The refusal's wording is the spec's
 * ("Sorry, your integrity score has not reached the minimum requirement…", account:credit.lowScore).
 */
export const FAITH_ACTION_TYPE = 'faithUseStatus'
export function creditMinimumOf(a: { faithUseStatus: boolean; minCreditScore: number }): number | null {
  return a.faithUseStatus ? a.minCreditScore : null
}

/** yyyy-mm (the calendar's `time`) and yyyy-mm-dd (the list's `date`) */
export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/
export const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
export const isMonth = (s: string) => MONTH_RE.test(s)
export const isDay = (s: string) =>
  DAY_RE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)

/** the days yyyy-mm-dd of a month yyyy-mm */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number)
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
}
