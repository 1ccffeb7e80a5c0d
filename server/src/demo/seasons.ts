/**
 * The seasons of the demo's seasonal campaigns and activities: a summer night festival runs in
 * July and August, a Spring Festival season from 腊八 to 元宵, so the demo never shows one running
 * out of its season, whatever day it is seeded on. Dates: src/core/calendar/chinese-calendar.
 */
import { siteDayOf, siteInstantOf } from '../../../src/core/booking/site-time'
import { hasOwnKey } from '../../../src/core/own-key'
import { addDays, nextNewYearsEve, seasonSpan, type Season, type SeasonSpan } from '../../../src/core/calendar/chinese-calendar'

export const DEMO_SEASONS = {
  /** 夏夜 festivals: July and August */
  summer: { from: { month: 7, day: 1 }, to: { month: 8, day: 31 } },
  /** Sichuan's main flood season: June to September */
  flood: { from: { month: 6, day: 1 }, to: { month: 9, day: 30 } },
  /** winter tourism (snow, hot springs, plum blossom): mid-November to February */
  winter: { from: { month: 11, day: 15 }, to: { month: 2, day: 28 } },
  /** Xinjiang's ice-and-snow season: mid-November to mid-March */
  iceSnow: { from: { month: 11, day: 15 }, to: { month: 3, day: 15 } },
  /** the Spring Festival season: 腊八 to 元宵 */
  springFestival: { from: { festival: 'laba' }, to: { festival: 'lantern' } },
  /** New Year's Eve (a new-year concert) */
  newYear: { from: { month: 12, day: 31 }, to: { month: 12, day: 31 } },
} as const satisfies Record<string, Season>

export type DemoSeason = keyof typeof DEMO_SEASONS

export const isDemoSeason = (name: string): name is DemoSeason => hasOwnKey(DEMO_SEASONS, name)

/** the occurrence of the season the demo shows on the seed's day (site days) */
export const demoSeasonSpan = (season: DemoSeason, now: Date): SeasonSpan => seasonSpan(DEMO_SEASONS[season], siteDayOf(now.getTime()))

/** the season's window as instants: from 00:00 of its first day to 00:00 after its last (site time) */
export function demoSeasonWindow(season: DemoSeason, now: Date): { start: Date; end: Date } {
  const span = demoSeasonSpan(season, now)
  return { start: siteInstantOf(span.start, '00:00'), end: siteInstantOf(addDays(span.end, 1), '00:00') }
}

/** 00:00 (site time) of the next 除夕: what a "距除夕" countdown counts to */
export const newYearsEveInstant = (now: Date) => siteInstantOf(nextNewYearsEve(now), '00:00')
