import { siteDateTimeText } from '../../core/booking/site-time'

/** now as the site's wall time, yyyy-mm-dd HH:mm (the time of occurrence may not be later) */
export const siteNow = (ms = Date.now()) => siteDateTimeText(new Date(ms).toISOString())
