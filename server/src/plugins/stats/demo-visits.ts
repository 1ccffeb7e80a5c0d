/**
 * Demo visit history: a year of daily visit totals (stat_daily, kind ACCESS) before the seed's day
 * for each site that has none, so "本站累计访问" counts more than today's visits. Today is left to
 * the real records. The numbers are made by a rule, not at random (the same day gives the same
 * count): a base by site, busier at weekends and in the national holidays, growing over the year.
 */
import { and, eq, lt } from 'drizzle-orm'
import { siteDayOf } from '../../../../src/core/booking/site-time'
import type { Database } from '../../db/database'
import { sites, statDaily } from '../../db/schema'

const DAY_MS = 86_400_000
const HISTORY_DAYS = 365

/** the national holidays' busiest days (month-day ranges): May Day and the National Day week */
const HOLIDAYS: Array<[string, string]> = [
  ['05-01', '05-05'],
  ['10-01', '10-07'],
]

/** a small, repeatable wobble from the day's text (0..1) */
function wobble(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return ((h >>> 0) % 1000) / 1000
}

/** the visits of a past site day on a site of `base` visits an ordinary weekday */
export function demoVisitsOn(day: string, base: number, daysAgo: number): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  const monthDay = day.slice(5)
  const holiday = HOLIDAYS.some(([from, to]) => from <= monthDay && monthDay <= to)
  const factor = (holiday ? 2.4 : weekday === 0 || weekday === 6 ? 1.45 : 1) * (1 - (0.3 * daysAgo) / HISTORY_DAYS)
  return Math.round(base * factor * (0.85 + 0.3 * wobble(day)))
}

export async function seedDemoVisits(db: Database, now: Date): Promise<void> {
  const today = siteDayOf(now.getTime())
  for (const site of await db.select({ id: sites.id, code: sites.siteCode }).from(sites)) {
    const past = and(eq(statDaily.siteId, site.id), eq(statDaily.kind, 'ACCESS'), lt(statDaily.day, today))
    if ((await db.$count(statDaily, past)) > 0) continue
    const base = 120 + Math.round(wobble(site.code) * 260)
    const rows = Array.from({ length: HISTORY_DAYS }, (_, i) => {
      const daysAgo = HISTORY_DAYS - i
      const day = siteDayOf(now.getTime() - daysAgo * DAY_MS)
      return { siteId: site.id, day, kind: 'ACCESS', key: '', count: demoVisitsOn(day, base, daysAgo), stayMs: 0 }
    })
    await db.insert(statDaily).values(rows).onConflictDoNothing()
  }
}
