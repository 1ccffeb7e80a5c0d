/**
 * rules-and-contract 9 "Recent dates: under 5 days relative, else date": how a publish time
 * reads in lists and details. Pure (no i18n): callers translate the unit with the count.
 */
export const RECENT_DAYS = 5

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export type RecentDate = { unit: 'justNow' } | { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'date'; date: string }

const pad = (n: number) => String(n).padStart(2, '0')

/** yyyy-mm-dd in the device's time zone (the day the reader lives in). */
export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * Under a minute "just now", then whole minutes, hours, days while under 5 days; from 5 days
 * (or for a time in the future beyond a minute of clock skew, or an unreadable one) the date.
 */
export function recentDate(time: string | Date, now: Date): RecentDate {
  const d = time instanceof Date ? time : new Date(time)
  if (Number.isNaN(d.getTime())) return { unit: 'date', date: typeof time === 'string' ? time : '' }
  const age = now.getTime() - d.getTime()
  if (age < -MINUTE || age >= RECENT_DAYS * DAY) return { unit: 'date', date: formatDate(d) }
  if (age < MINUTE) return { unit: 'justNow' }
  if (age < HOUR) return { unit: 'minutes', count: Math.floor(age / MINUTE) }
  if (age < DAY) return { unit: 'hours', count: Math.floor(age / HOUR) }
  return { unit: 'days', count: Math.floor(age / DAY) }
}
