/**
 * The demo's numbers agree with each other and with the calendar (issue 28), on every demo site,
 * seeded on 28 November 2026 (the day the issue was filed on):
 * - a detail's comment count is its comment list's total (news, every place type, heritage,
 *   stories, activities: the stored counts equal the published rows; the details a visitor opens
 *   say the same as their comment lists);
 * - a home's cities and a ranking's regions count the site's place rows, with none at "0 处", and
 *   an autonomous prefecture is called a 州;
 * - "距除夕" counts to the 除夕 of the lunar calendar (lunar-typescript, read here directly);
 * - no seasonal campaign or activity is under way outside its season;
 * - the toilet nearest a site's centre is a few kilometres away at most;
 * - the visits' total holds more than today's visits (the site has a history).
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { Lunar } from 'lunar-typescript'
import { siteDayOf } from '../../../src/core/booking/site-time'
import { regionCentre } from '../../../src/core/geo'
import { childRegionOf } from '../../../src/core/places/region'
import { RESOURCE_TYPES } from '../../../src/core/resource-types'
import { activities, campaigns, comments, places } from '../db/schema'
import { allTargets } from '../plugins/places/interactions'
import { placeTypeOfKey } from '../plugins/places/place-types'
import { get } from '../plugins/places/test-fixtures'
import { useTestApp } from '../testing/test-app'

const NOW = new Date('2026-11-28T10:00:00Z')
const app = useTestApp({ clock: () => NOW })
const DAY_MS = 86_400_000

/** the demo sites a visitor can open (a paused site answers every call with code 3) */
async function openSites() {
  const open = []
  for (const site of app().sites.all()) {
    const probe = await get(app(), 'res/api/region/siteChildRegion', { siteCode: site.siteCode })
    if (probe.body.code === 0) open.push(site)
  }
  assert.ok(open.length >= 7, `${open.length} open demo sites`)
  return open
}

describe('comment counts', () => {
  test('every stored comment count equals its published comments', async () => {
    const seen = new Set<unknown>()
    for (const [code, target] of allTargets()) {
      const counter = target.counters.comment
      if (!counter || seen.has(target.table)) continue
      seen.add(target.table)
      const codes = allTargets()
        .filter(([, t]) => t.table === target.table)
        .map(([c]) => c)
      const columns = getTableColumns(target.table) as Record<string, AnyPgColumn>
      const table = sql.identifier(getTableName(target.table))
      const rows = await app()
        .db.select({
          id: columns.id,
          stored: counter.column,
          rows: sql<number>`(select count(*)::int from ${comments} where ${and(
            sql`${comments.siteId} = ${table}.${sql.identifier(columns.siteId.name)}`,
            sql`${comments.resourceId} = ${table}.id`,
            inArray(comments.resourceType, codes),
            eq(comments.state, 'published'),
          )})`,
        })
        .from(target.table)
      const off = rows.filter((r) => Number(r.stored) !== Number(r.rows))
      assert.deepEqual(off.slice(0, 5), [], `${code}: ${off.length} rows whose count is not their comments`)
    }
  })

  test('the most commented place of each type on every site: its detail says its comment list total', async () => {
    const types = ['SCENERY', 'VENUE', 'HOTEL', 'FOOD', 'ACTIVITY_ROOM', 'SPOTS'] as const
    for (const site of await openSites()) {
      const siteId = site.id
      for (const key of types) {
        const [top] = await app()
          .db.select({ id: places.id })
          .from(places)
          .where(and(eq(places.siteId, siteId), eq(places.type, key)))
          .orderBy(sql`${places.commentNum} desc`, places.id)
          .limit(1)
        if (!top) continue
        const type = RESOURCE_TYPES[key]
        const detail = (await get(app(), `${type.api}/detail`, { siteCode: site.siteCode, id: top.id })).body
        assert.equal(detail.code, 0, `${site.siteCode} ${key} ${top.id}: ${detail.message}`)
        const list = (
          await get(app(), 'res/api/comment/getCommentList', {
            siteCode: site.siteCode,
            resourceType: placeTypeOfKey(key)!.code,
            resourceId: top.id,
            pageSize: 10,
          })
        ).body
        assert.equal(list.code, 0)
        assert.equal(detail.data.commentNum, list.page.total, `${site.siteCode} ${key} ${detail.data.name}`)
      }
    }
  })
})

describe('places per region', () => {
  test("a site's child regions and its ranking count its place rows; none is listed at 0; a 自治州 is a 州", async () => {
    for (const site of await openSites()) {
      const parent = site.config.regionCode
      const siteId = site.id
      const rows = await app().db.select({ regionCode: places.regionCode }).from(places).where(eq(places.siteId, siteId))
      const counted = new Map<string, number>()
      for (const r of rows) {
        const child = childRegionOf(r.regionCode.padEnd(6, '0'), parent)
        if (child) counted.set(child, (counted.get(child) ?? 0) + 1)
      }
      const listed = (await get(app(), 'res/api/region/siteChildRegion', { siteCode: site.siteCode })).body.datas as Array<{
        regionCode: string
        placeCount: number
      }>
      assert.deepEqual(
        Object.fromEntries(listed.map((r) => [r.regionCode, r.placeCount])),
        Object.fromEntries([...counted.entries()].sort()),
        site.siteCode,
      )
    }
    const rank = (await get(app(), 'res/api/region/rank', { siteCode: 'sc-province', pageSize: 50 })).body.data.data as Array<{
      regionCode: string
      kind: string
    }>
    const kindOf = new Map(rank.map((r) => [r.regionCode, r.kind]))
    for (const prefecture of ['513200', '513300', '513400']) assert.equal(kindOf.get(prefecture), 'prefecture', prefecture)
    assert.equal(kindOf.get('510100'), 'city')
  })
})

describe('the calendar', () => {
  const today = siteDayOf(NOW.getTime())
  // the lunar calendar's 除夕 after the seed's day: the eve of the next 正月初一
  const eve = (() => {
    const lunarYear = Lunar.fromDate(new Date(`${today}T12:00:00`)).getYear()
    return Lunar.fromYmd(lunarYear + 1, 1, 1)
      .getSolar()
      .next(-1)
      .toYmd()
  })()

  test('"距除夕" counts to the 除夕 of the lunar calendar (2027-02-05 seen from 28 November 2026)', async () => {
    assert.equal(eve, '2027-02-05')
    for (const [siteCode, code] of [
      ['cd-city', 'spring-festival'],
      ['xj-region', 'spring-festival-xj'],
    ]) {
      const campaign = (await get(app(), 'res/api/campaign/detail', { siteCode, code })).body.data
      const countdown = campaign.sections.find((s: { kind: string; title?: string }) => s.kind === 'countdown' && s.title === '距除夕')
      assert.ok(countdown, code)
      assert.equal(siteDayOf(Date.parse(countdown.until)), eve, code)
      // 18:00 on 28 November (UTC+8) to 00:00 on 5 February: 68 whole days and 6 hours
      assert.equal(Math.floor((Date.parse(countdown.until) - NOW.getTime()) / DAY_MS), 68, code)
    }
  })

  /** what a title says about its season, and whether a site day lies in it */
  const month = (day: string) => Number(day.slice(5, 7))
  const springFestival = (day: string) => {
    const lunar = Lunar.fromDate(new Date(`${day}T12:00:00`))
    return (lunar.getMonth() === 12 && lunar.getDay() >= 8) || (lunar.getMonth() === 1 && lunar.getDay() <= 15)
  }
  const SEASON_WORDS: Array<[RegExp, (day: string) => boolean]> = [
    [/夏|暑期/, (d) => month(d) >= 6 && month(d) <= 8],
    [/汛期/, (d) => month(d) >= 6 && month(d) <= 9],
    [/新春|春节|庙会|除夕/, springFestival],
    [/新年音乐会|跨年/, (d) => (month(d) === 12 && d.slice(8) >= '20') || (month(d) === 1 && d.slice(8) <= '05')],
    [/冬游|冰雪/, (d) => month(d) >= 11 || month(d) <= 3],
  ]

  test('no seasonal campaign or activity is under way outside its season', async () => {
    const running = [
      ...(await app().db.select({ title: campaigns.title, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt }).from(campaigns)),
      ...(await app().db.select({ title: activities.name, startsAt: activities.startsAt, endsAt: activities.endsAt }).from(activities)),
    ].filter((r) => r.startsAt <= NOW && NOW < r.endsAt)
    for (const r of running)
      for (const [words, holds] of SEASON_WORDS) if (words.test(r.title)) assert.ok(holds(today), `${r.title} is under way on ${today}`)
    const night = (await get(app(), 'res/api/campaign/detail', { siteCode: 'cd-city', code: 'summer-night-tour' })).body.data
    assert.equal(night.state, 'over', 'the summer night festival of November is last summer’s')
    assert.equal(siteDayOf(Date.parse(night.startTime)), '2026-07-01')
  })
})

describe('services near the centre', () => {
  test("the toilet nearest every site's centre is within 5 km", async () => {
    for (const site of await openSites()) {
      const centre = regionCentre(site.config.regionCode)
      const around = (
        await get(app(), 'res/api/es/searchAround', {
          siteCode: site.siteCode,
          ...centre,
          resourceType: RESOURCE_TYPES.TOILET.code,
          radius: 50000,
          pageSize: 1,
        })
      ).body
      assert.equal(around.code, 0)
      assert.ok(around.datas.length === 1 && around.datas[0].distance <= 5000, `${site.siteCode}: ${JSON.stringify(around.datas[0])}`)
    }
  })
})

describe('visits', () => {
  test('the total holds a history before today', async () => {
    for (const site of await openSites()) {
      const { data } = (await get(app(), 'api/api/accessNum/accessTotal', { siteCode: site.siteCode })).body
      const week = data.days.reduce((n: number, d: { count: number }) => n + d.count, 0)
      assert.ok(
        data.days.slice(0, 6).every((d: { count: number }) => d.count > 0),
        `${site.siteCode}: every past day has visits`,
      )
      assert.ok(data.total > week + data.today, `${site.siteCode}: ${data.total} is more than the week`)
    }
  })
})
