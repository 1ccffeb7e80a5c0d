/** How vote and survey times read: site time (UTC+8), "2026-03-05 09:00". */
import { siteDayOf, siteTimeOf } from '@/core/booking/site-time'

export const momentOf = (iso: string): string => `${siteDayOf(Date.parse(iso))} ${siteTimeOf(iso)}`
export const dayOf = (iso: string): string => siteDayOf(Date.parse(iso))
