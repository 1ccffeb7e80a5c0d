/**
 * The calendar the demo and the pages count by: the traditional festivals (除夕, 春节, 元宵, 端午,
 * 中秋...) and seasons (summer, the flood season, the Spring Festival season), as site days
 * (yyyy-mm-dd, UTC+8: booking/site-time). The lunar dates come from lunar-typescript (6tail's
 * lunar library, typed): leap months, 29-day twelfth months (除夕 on 腊月廿九) and the years to 2100
 * are its tables, which a hand-written rule would get wrong.
 */
import { Lunar, Solar } from 'lunar-typescript'
import { siteDayOf } from '../booking/site-time'

/** the festivals by their lunar month and day; 除夕 is the day before 春节 (腊月廿九 or 三十) */
export const LUNAR_FESTIVALS = {
  spring: [1, 1], // 春节
  lantern: [1, 15], // 元宵
  dragonBoat: [5, 5], // 端午
  qixi: [7, 7], // 七夕
  midAutumn: [8, 15], // 中秋
  doubleNinth: [9, 9], // 重阳
  laba: [12, 8], // 腊八
} as const satisfies Record<string, readonly [number, number]>

export type Festival = keyof typeof LUNAR_FESTIVALS | 'newYearsEve'

/** a day of the year: a Gregorian month-day, or a festival, each optionally shifted by whole days */
export type CalendarAnchor = { month: number; day: number; shift?: number } | { festival: Festival; shift?: number }

const ymd = (s: Solar) => s.toYmd()
const solarOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return Solar.fromYmd(y, m, d)
}

/** the festival's site day in lunar year `lunarYear` (除夕: the eve of the next lunar year's 春节) */
export function festivalDay(festival: Festival, lunarYear: number): string {
  if (festival === 'newYearsEve')
    return ymd(
      Lunar.fromYmd(lunarYear + 1, 1, 1)
        .getSolar()
        .next(-1),
    )
  const [month, day] = LUNAR_FESTIVALS[festival]
  return ymd(Lunar.fromYmd(lunarYear, month, day).getSolar())
}

/** whole days from site day a to site day b (negative when b is earlier) */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)

/** the site day n days after `day` */
export const addDays = (day: string, n: number) => ymd(solarOf(day).next(n))

function anchorDay(anchor: CalendarAnchor, year: number): string {
  const base =
    'festival' in anchor
      ? festivalDay(anchor.festival, year)
      : `${year}-${String(anchor.month).padStart(2, '0')}-${String(anchor.day).padStart(2, '0')}`
  return anchor.shift ? addDays(base, anchor.shift) : base
}

/** the first day on or after `day` that is the anchor */
export function nextAnchorDay(anchor: CalendarAnchor, day: string): string {
  const year = Number(day.slice(0, 4))
  // a lunar year starts up to two months into the Gregorian one: its festivals lie in year-1..year+1
  for (const y of [year - 1, year, year + 1]) {
    const found = anchorDay(anchor, y)
    if (found >= day) return found
  }
  return anchorDay(anchor, year + 2)
}

/** the next 除夕 on or after the site day of `now` (the day itself when it is 除夕) */
export const nextNewYearsEve = (now: number | Date) => nextAnchorDay({ festival: 'newYearsEve' }, siteDayOf(+now))

/** a yearly season: from one anchor to the next `to` anchor on or after it (both days included) */
export interface Season {
  from: CalendarAnchor
  to: CalendarAnchor
}

export interface SeasonSpan {
  /** first and last site day */
  start: string
  end: string
}

/**
 * The occurrence of a yearly season a page shows on `today`: the one under way, else the nearer of
 * the one just ended and the one coming (a summer festival in November is last summer's, ended; a
 * Spring Festival season in November is the coming one).
 */
export function seasonSpan(season: Season, today: string): SeasonSpan {
  const year = Number(today.slice(0, 4))
  const spans = [year - 2, year - 1, year, year + 1].map((y) => {
    const start = anchorDay(season.from, y)
    return { start, end: nextAnchorDay(season.to, start) }
  })
  const current = spans.find((s) => s.start <= today && today <= s.end)
  if (current) return current
  const distance = (s: SeasonSpan) => (s.end < today ? daysBetween(s.end, today) : daysBetween(today, s.start))
  return spans.reduce((best, s) => (distance(s) < distance(best) ? s : best))
}

/** whether the site day lies inside some occurrence of the season */
export const inSeason = (season: Season, day: string) => {
  const span = seasonSpan(season, day)
  return span.start <= day && day <= span.end
}
