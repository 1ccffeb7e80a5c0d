/** Booking days on the server, in site time (src/core/booking/site-time.ts: UTC+8, shared with the app). */
import { siteDayOf, siteInstantOf } from '../../../../src/core/booking/site-time'
import type { BookingSession } from '../../db/schema'

const DAY_MS = 86_400_000

export const dayOf = siteDayOf

/** the `count` days from the day of `ms`, in order */
export function nextDays(ms: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => siteDayOf(ms + i * DAY_MS))
}

/** 0 Sunday … 6 Saturday of a day */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

export const sessionTimes = (day: string, s: BookingSession) => ({
  startsAt: siteInstantOf(day, s.start),
  endsAt: siteInstantOf(day, s.end),
})
