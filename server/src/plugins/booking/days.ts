/**
 * Site time for booking days: every demo site is in China (UTC+8 all year, no daylight saving),
 * so a day is the UTC+8 calendar date and a session's HH:mm is UTC+8 wall time.
 */
import type { BookingSession } from '../../db/schema'

const OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** yyyy-mm-dd of an instant in site time */
export const dayOf = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10)

/** the `count` days from the day of `ms`, in order */
export function nextDays(ms: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => dayOf(ms + i * DAY_MS))
}

/** 0 Sunday … 6 Saturday of a day */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** the instant of HH:mm on a day, site time */
export const instantOf = (day: string, hhmm: string) => new Date(Date.parse(`${day}T${hhmm}:00Z`) - OFFSET_MS)

export const sessionTimes = (day: string, s: BookingSession) => ({ startsAt: instantOf(day, s.start), endsAt: instantOf(day, s.end) })
