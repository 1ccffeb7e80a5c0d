import { siteDayOf, siteTimeOf } from '../../core/booking/site-time'

/** an ISO instant as the site's wall time, yyyy-mm-dd HH:mm */
export const siteStamp = (iso: string) => `${siteDayOf(Date.parse(iso))} ${siteTimeOf(iso)}`

/** now as the site's wall time, yyyy-mm-dd HH:mm (the time of occurrence may not be later) */
export const siteNow = (ms = Date.now()) => siteStamp(new Date(ms).toISOString())
