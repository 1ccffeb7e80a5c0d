import { festivalDay, inSeason, nextAnchorDay, nextNewYearsEve, seasonSpan, type Season } from './chinese-calendar'

const SUMMER: Season = { from: { month: 7, day: 1 }, to: { month: 8, day: 31 } }
const SPRING_FESTIVAL: Season = { from: { festival: 'laba' }, to: { festival: 'lantern' } }

describe('festivals from the lunar calendar', () => {
  test('除夕 is the eve of 春节, on 腊月廿九 in a year whose twelfth month has 29 days', () => {
    // 2027 春节 is 6 February; lunar 2024's twelfth month has 29 days (除夕 2025-01-28)
    expect(festivalDay('spring', 2027)).toBe('2027-02-06')
    expect(festivalDay('newYearsEve', 2026)).toBe('2027-02-05')
    expect(festivalDay('newYearsEve', 2024)).toBe('2025-01-28')
    expect(festivalDay('midAutumn', 2026)).toBe('2026-09-25')
  })

  test('the next 除夕 from a site day: 69 days from 28 November 2026, the day itself on 除夕', () => {
    expect(nextNewYearsEve(Date.parse('2026-11-28T10:00:00Z'))).toBe('2027-02-05')
    // 2027-02-04T16:30Z is already 5 February in UTC+8
    expect(nextNewYearsEve(Date.parse('2027-02-04T16:30:00Z'))).toBe('2027-02-05')
    expect(nextNewYearsEve(Date.parse('2027-02-05T16:30:00Z'))).toBe('2028-01-25')
  })

  test('a festival anchor shifted by days', () => {
    expect(nextAnchorDay({ festival: 'spring', shift: -7 }, '2026-11-28')).toBe('2027-01-30')
    expect(nextAnchorDay({ month: 12, day: 31 }, '2026-12-31')).toBe('2026-12-31')
  })
})

describe('seasons', () => {
  test('a summer season in November is the one that ended, in June the coming one, in July the one under way', () => {
    expect(seasonSpan(SUMMER, '2026-11-28')).toEqual({ start: '2026-07-01', end: '2026-08-31' })
    expect(seasonSpan(SUMMER, '2026-06-10')).toEqual({ start: '2026-07-01', end: '2026-08-31' })
    expect(inSeason(SUMMER, '2026-11-28')).toBe(false)
    expect(inSeason(SUMMER, '2026-07-15')).toBe(true)
  })

  test('the Spring Festival season runs from 腊八 to 元宵 of the lunar calendar', () => {
    expect(seasonSpan(SPRING_FESTIVAL, '2026-11-28')).toEqual({ start: '2027-01-15', end: '2027-02-20' })
    expect(inSeason(SPRING_FESTIVAL, '2027-02-05')).toBe(true)
    expect(inSeason(SPRING_FESTIVAL, '2027-02-21')).toBe(false)
  })

  test('a season across the new year (winter) holds on both sides of 1 January', () => {
    const winter: Season = { from: { month: 12, day: 1 }, to: { month: 2, day: 28 } }
    expect(seasonSpan(winter, '2027-01-10')).toEqual({ start: '2026-12-01', end: '2027-02-28' })
    expect(inSeason(winter, '2026-11-28')).toBe(false)
  })
})
