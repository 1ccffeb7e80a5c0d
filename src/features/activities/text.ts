/** How an activity's times and price read (site time: src/core/booking/site-time.ts). */
import type { ActivityItem } from '../../core/activities/contract'
import { siteDayOf, siteTimeOf } from '../../core/booking/site-time'

const dayOf = (iso: string) => siteDayOf(Date.parse(iso))
/** "03/06 09:30" */
export const momentText = (iso: string) => `${dayOf(iso).slice(5).replace('-', '/')} ${siteTimeOf(iso)}`

/** "03/06 09:30 - 03/09 11:30", or "03/06 09:30-11:30" within one day */
export function timeRangeText(startIso: string, endIso: string): string {
  if (dayOf(startIso) === dayOf(endIso)) return `${momentText(startIso)}-${siteTimeOf(endIso)}`
  return `${momentText(startIso)} - ${momentText(endIso)}`
}

/** the price words' key and values: points, money, or free ('' when the mode takes no booking) */
export function priceOf(
  a: Pick<ActivityItem, 'integral' | 'money' | 'stock'>,
): { key: string; values?: Record<string, string | number> } | null {
  if (a.integral > 0) return { key: 'activity:price.points', values: { points: a.integral } }
  if (a.money) return { key: 'activity:price.money', values: { money: a.money } }
  if (a.stock !== null) return { key: 'activity:price.free' }
  return null
}
