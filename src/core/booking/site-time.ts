/**
 * Booking times are site time: every demo site is in China, UTC+8 all year (no daylight saving),
 * so a day is the UTC+8 calendar date and a session's HH:mm is UTC+8 wall time, on the server
 * (which makes the sessions) and in the app (which shows them) alike, whatever the device's zone.
 */
export const SITE_UTC_OFFSET_MS = 8 * 3_600_000

/** the ISO text of an instant read as site wall time: yyyy-mm-ddTHH:mm… */
const wall = (ms: number) => new Date(ms + SITE_UTC_OFFSET_MS).toISOString()

/** yyyy-mm-dd of an instant in site time */
export const siteDayOf = (ms: number) => wall(ms).slice(0, 10)
/** "2026-11-26 18:05": an ISO instant as site wall time (order and tracking times, timelines, records) */
export const siteDateTimeText = (iso: string) => `${siteDayOf(Date.parse(iso))} ${siteTimeOf(iso)}`
/** HH:mm of an ISO instant in site time */
export const siteTimeOf = (iso: string) => wall(Date.parse(iso)).slice(11, 16)
/** "09:00-12:00": a session in site time */
export const sessionText = (startIso: string, endIso: string) => `${siteTimeOf(startIso)}-${siteTimeOf(endIso)}`
/** "11/27 09:00-12:00": a session with its day */
export const sessionWithDayText = (startIso: string, endIso: string) =>
  `${wall(Date.parse(startIso)).slice(5, 10).replace('-', '/')} ${sessionText(startIso, endIso)}`
/** the instant of HH:mm on a yyyy-mm-dd day, site time */
export const siteInstantOf = (day: string, hhmm: string) => new Date(Date.parse(`${day}T${hhmm}:00Z`) - SITE_UTC_OFFSET_MS)
