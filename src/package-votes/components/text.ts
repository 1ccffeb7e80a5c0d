/** How vote and survey times read: site time (UTC+8), "2026-03-05 09:00". */
import { siteDayOf } from '@/core/booking/site-time'

export const dayOf = (iso: string): string => siteDayOf(Date.parse(iso))
