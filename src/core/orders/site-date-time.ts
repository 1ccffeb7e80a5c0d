/** "2026-11-26 18:05": an ISO instant as site wall time (UTC+8, src/core/booking/site-time.ts), for order times and tracking events */
import { siteDayOf, siteTimeOf } from '../booking/site-time'

export const siteDateTimeText = (iso: string) => `${siteDayOf(Date.parse(iso))} ${siteTimeOf(iso)}`
