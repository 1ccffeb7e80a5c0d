/**
 * Travel plans (product-spec 3 "Travel plan"; rules-and-contract 5 and 9: "Trip max 120 hours"):
 * the one check of a plan, used by the form (/itinerary-edit) and by the server's journey save and
 * update (server/src/plugins/trips), and the day-by-day plan both draw. Pure TS.
 *
 * Dates → hours (decided, docs/contract-trips.md): a plan runs from its start day 00:00 to its end
 * day 24:00, so hours = (end − start + 1 days) × 24. A 5-day trip (e.g. 1 to 5 May) is 120 hours and
 * accepted; a 6-day trip (1 to 6 May) is 144 hours and refused with "The travel time shall not
 * exceed 120 hours."
 */
import { siteInstantOf } from '../booking/site-time'

export const TRIP_MAX_HOURS = 120
export const TRIP_MAX_DAYS = TRIP_MAX_HOURS / 24
/** destinations of one plan at most (a scenic area may be picked once) */
export const TRIP_MAX_DESTINATIONS = 20
export const TRIP_NAME_MAX = 30
export const TRIP_CITY_MAX = 20

/** the form's choices (codes sent as they are; words in locales/<lang>/trips.json `preference.*`...) */
export const TRIP_PREFERENCES = ['culture', 'nature', 'food', 'family', 'leisure', 'heritage'] as const
export const TRIP_COMPANIONS = ['alone', 'couple', 'family', 'friends', 'elders'] as const
export const TRIP_MODES = ['selfDrive', 'publicTransport', 'charteredCar', 'group'] as const
export type TripPreference = (typeof TRIP_PREFERENCES)[number]
export type TripCompanions = (typeof TRIP_COMPANIONS)[number]
export type TripMode = (typeof TRIP_MODES)[number]

export interface TravelPlanDraft {
  name?: string
  departureCity: string
  /** yyyy-mm-dd */
  startDate: string
  /** yyyy-mm-dd */
  endDate: string
  /** scenic areas (places ids), in the order of the visit */
  placeIds: number[]
  preference: string
  companions: string
  mode: string
}

/** a broken rule: the trips namespace key of its message and the field it is about */
export interface TripProblem {
  key: string
  field: keyof TravelPlanDraft
}

const DAY_MS = 86_400_000
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** milliseconds of a yyyy-mm-dd day at 00:00 UTC, or NaN for anything that is not a real day */
export function dayNumber(day: string): number {
  const m = DAY_RE.exec(day ?? '')
  if (!m) return NaN
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : NaN
}

export const isDay = (day: string): boolean => !Number.isNaN(dayNumber(day))

/** the day `n` days after a yyyy-mm-dd day */
export function addDays(day: string, n: number): string {
  return new Date(dayNumber(day) + n * DAY_MS).toISOString().slice(0, 10)
}

/** days of a plan, both ends counted (1 May to 1 May is 1 day); NaN for bad dates */
export function tripDays(startDate: string, endDate: string): number {
  return Math.round((dayNumber(endDate) - dayNumber(startDate)) / DAY_MS) + 1
}

/** hours of a plan: start day 00:00 to end day 24:00 */
export const tripHours = (startDate: string, endDate: string): number => tripDays(startDate, endDate) * 24

/** the first broken rule of a plan, or null when it may be saved */
export function checkTravelPlan(plan: TravelPlanDraft): TripProblem | null {
  const name = (plan.name ?? '').trim()
  if ([...name].length > TRIP_NAME_MAX) return { key: 'error.nameTooLong', field: 'name' }
  const city = (plan.departureCity ?? '').trim()
  if (!city) return { key: 'error.departureCity', field: 'departureCity' }
  if ([...city].length > TRIP_CITY_MAX) return { key: 'error.departureCityTooLong', field: 'departureCity' }
  if (!isDay(plan.startDate) || !isDay(plan.endDate)) return { key: 'error.dates', field: 'startDate' }
  if (dayNumber(plan.endDate) < dayNumber(plan.startDate)) return { key: 'error.endBeforeStart', field: 'endDate' }
  // rules-and-contract 5: "The travel time shall not exceed 120 hours."
  if (tripHours(plan.startDate, plan.endDate) > TRIP_MAX_HOURS) return { key: 'error.tooLong', field: 'endDate' }
  const ids = plan.placeIds ?? []
  // rules-and-contract 5: "Please add destination Scenic Area."
  if (ids.length === 0) return { key: 'error.noDestination', field: 'placeIds' }
  if (ids.length > TRIP_MAX_DESTINATIONS) return { key: 'error.tooManyDestinations', field: 'placeIds' }
  if (new Set(ids).size !== ids.length || ids.some((id) => !Number.isInteger(id) || id < 1)) {
    return { key: 'error.badDestination', field: 'placeIds' }
  }
  if (!(TRIP_PREFERENCES as readonly string[]).includes(plan.preference)) return { key: 'error.preference', field: 'preference' }
  if (!(TRIP_COMPANIONS as readonly string[]).includes(plan.companions)) return { key: 'error.companions', field: 'companions' }
  if (!(TRIP_MODES as readonly string[]).includes(plan.mode)) return { key: 'error.mode', field: 'mode' }
  return null
}

/** one day of a plan: its date (null for a recommended trip, which has no dates) and its places */
export interface PlanDay<P> {
  /** 1-based */
  day: number
  date: string | null
  places: P[]
}

/**
 * The day-by-day plan: the places in the order of the visit, shared out over the days as evenly
 * as possible, the earlier days taking one more when they do not divide (7 places over 3 days:
 * 3, 2, 2). A day without a place is kept (a free day) when there are fewer places than days.
 */
export function buildDayPlan<P>(places: readonly P[], days: number, startDate: string | null): PlanDay<P>[] {
  const n = Math.max(1, Math.floor(days) || 1)
  const base = Math.floor(places.length / n)
  const extra = places.length % n
  const plan: PlanDay<P>[] = []
  let at = 0
  for (let i = 0; i < n; i++) {
    const take = base + (i < extra ? 1 : 0)
    plan.push({ day: i + 1, date: startDate && isDay(startDate) ? addDays(startDate, i) : null, places: places.slice(at, at + take) })
    at += take
  }
  return plan
}

/**
 * Whether a timetable row of the travel day `date` (yyyy-mm-dd) leaving at `departTime` (HH:mm, the
 * site's wall time) has left by `nowMs`. Today's search still lists such rows (late at night the page
 * would otherwise be empty), marked as departed and not bookable.
 */
export const hasDeparted = (date: string, departTime: string, nowMs: number): boolean => siteInstantOf(date, departTime).getTime() <= nowMs
