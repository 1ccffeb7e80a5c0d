/** Site time (UTC+8) whatever the device's zone: days, session texts and instants. */
import { sessionText, sessionWithDayText, siteDayOf, siteInstantOf, siteTimeOf } from './site-time'

test('a day and a time of day are UTC+8 wall time', () => {
  expect(siteDayOf(Date.parse('2026-11-26T15:59:00Z'))).toBe('2026-11-26')
  expect(siteDayOf(Date.parse('2026-11-26T16:00:00Z'))).toBe('2026-11-27')
  expect(siteTimeOf('2026-11-27T01:30:00.000Z')).toBe('09:30')
  expect(siteTimeOf('2026-11-27T14:00:00+08:00')).toBe('14:00')
})

test('session texts, with and without the day', () => {
  expect(sessionText('2026-11-27T05:30:00.000Z', '2026-11-27T09:00:00.000Z')).toBe('13:30-17:00')
  expect(sessionWithDayText('2026-11-27T05:30:00.000Z', '2026-11-27T09:00:00.000Z')).toBe('11/27 13:30-17:00')
})

test('HH:mm of a site day is the instant 8 hours earlier in UTC', () => {
  expect(siteInstantOf('2026-03-01', '09:00').toISOString()).toBe('2026-03-01T01:00:00.000Z')
  expect(siteInstantOf('2026-03-01', '07:00').toISOString()).toBe('2026-02-28T23:00:00.000Z')
})
