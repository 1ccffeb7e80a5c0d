import { RECENT_DAYS, formatDate, recentDate } from './recent-date'

const now = new Date(2026, 10, 20, 12, 0, 0)
const ago = (ms: number) => new Date(now.getTime() - ms)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('recent dates (rules-and-contract 9: under 5 days relative, else date)', () => {
  it('the limit is 5 days', () => expect(RECENT_DAYS).toBe(5))
  it('under a minute is just now', () => {
    expect(recentDate(ago(0), now)).toEqual({ unit: 'justNow' })
    expect(recentDate(ago(59_999), now)).toEqual({ unit: 'justNow' })
  })
  it('then whole minutes, hours and days', () => {
    expect(recentDate(ago(MIN), now)).toEqual({ unit: 'minutes', count: 1 })
    expect(recentDate(ago(59 * MIN + 59_000), now)).toEqual({ unit: 'minutes', count: 59 })
    expect(recentDate(ago(HOUR), now)).toEqual({ unit: 'hours', count: 1 })
    expect(recentDate(ago(23 * HOUR + 59 * MIN), now)).toEqual({ unit: 'hours', count: 23 })
    expect(recentDate(ago(DAY), now)).toEqual({ unit: 'days', count: 1 })
    expect(recentDate(ago(5 * DAY - 1), now)).toEqual({ unit: 'days', count: 4 })
  })
  it('from exactly 5 days on, the date', () => {
    expect(recentDate(ago(5 * DAY), now)).toEqual({ unit: 'date', date: '2026-11-15' })
    expect(recentDate(new Date(2025, 0, 3, 9), now)).toEqual({ unit: 'date', date: '2025-01-03' })
  })
  it('reads ISO strings as the server sends them', () => {
    expect(recentDate(ago(3 * HOUR).toISOString(), now)).toEqual({ unit: 'hours', count: 3 })
  })
  it('a future time beyond a minute of clock skew shows its date; a little skew is just now', () => {
    expect(recentDate(new Date(now.getTime() + 30_000), now)).toEqual({ unit: 'justNow' })
    expect(recentDate(new Date(2026, 10, 22, 8), now)).toEqual({ unit: 'date', date: '2026-11-22' })
  })
  it('an unreadable time is shown as given rather than as a wrong date', () => {
    expect(recentDate('not a date', now)).toEqual({ unit: 'date', date: 'not a date' })
  })
  it('formatDate pads month and day', () => expect(formatDate(new Date(2026, 0, 5))).toBe('2026-01-05'))
})
