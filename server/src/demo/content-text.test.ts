/**
 * The demo's words as a visitor reads them (issue 28, "demo text a visitor would believe"): on
 * every demo site, every text the demo seed wrote that a page shows (news, stories and topics,
 * reviews, guides and tours, heritage, activities, volunteers, campaigns, videos, places) is scanned for
 *  - placeholder phrases ("本文为演示内容", 张三, "test"...: PLACEHOLDERS, the one list);
 *  - bodies repeated across items: no two news bodies, strategies or stories of a site share a
 *    paragraph, and no review is written under two places;
 *  - another region's content: a Xinjiang or Great Wall site writing about Chengdu's pandas and
 *    hot pot, a Sichuan site about Xinjiang or the Great Wall (FOREIGN);
 *  - trips a visitor could not make: a one-day trip from Tianchi to Kanas (550 km), a weekend from
 *    Jiuzhaigou to Mount Emei (TRIP_REACH_KM a day, its places' farthest two in a straight line).
 * It reads the rows the answers are made of (one select per table), on the seeded demo database.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq, getTableColumns, inArray } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import {
  activities,
  brands,
  campaigns,
  cityCards,
  commentReplies,
  comments,
  contents,
  destinations,
  faqEntries,
  guides,
  guideTours,
  heritageBases,
  heritageEntries,
  heritageProjects,
  heritageSuccessors,
  places,
  sites,
  stories,
  storyTags,
  streamMedia,
  surveyAnswers,
  surveys,
  topics,
  trips,
  userContacts,
  volunteerActivities,
  volunteerBrands,
  volunteers,
  volunteerTeams,
  voteCampaigns,
  voteEntries,
} from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { RESOURCE_TYPES } from '../../../src/core/resource-types'
import { haversineMetres, type LngLat } from '../../../src/core/geo'

/** phrases no visitor should read: placeholders, stock test names, development words */
export const PLACEHOLDERS: RegExp[] = [
  /演示内容|演示数据|示例|测试|占位|本文为/,
  /张三|李四|王五/,
  /\b(test|demo|lorem|ipsum|placeholder|todo)\b/i,
  /xxx/i,
]

/** words of a region that a site of another region must not write (its places are its own) */
// (not 火锅 or 长城 alone: Hebei has its 浑锅 hot pot, Leshan a hotel named 长城)
const SICHUAN =
  /成都|四川|熊猫|川剧|川味|川菜|串串|麻辣|青城山|都江堰|锦里|宽窄|春熙路|太古里|武侯祠|杜甫草堂|天府|三星堆|峨眉|乐山|九寨|稻城|蜀/
const ELSEWHERE = /新疆|乌鲁木齐|喀纳斯|吐鲁番|天山|大盘鸡|抓饭|长城沿线|长城文化|山海关|金山岭|八达岭|河北|北京/
const FOREIGN: Record<string, RegExp> = {
  'xj-region': SICHUAN,
  'cc-greatwall': SICHUAN,
  'cd-city': ELSEWHERE,
  'sc-province': ELSEWHERE,
  'djy-scenic': ELSEWHERE,
  'mx-county': ELSEWHERE,
}

/** the demo tables a visitor's pages read, each with a site column */
const TABLES: Record<string, PgTable> = {
  contents,
  stories,
  topics,
  storyTags,
  comments,
  commentReplies,
  guides,
  guideTours,
  destinations,
  cityCards,
  heritageProjects,
  heritageSuccessors,
  heritageBases,
  heritageEntries,
  activities,
  volunteers,
  volunteerBrands,
  volunteerTeams,
  volunteerActivities,
  campaigns,
  streamMedia,
  places,
  // the home's brands, the demo trips, votes and surveys, the help FAQ
  brands,
  trips,
  voteCampaigns,
  voteEntries,
  surveys,
  surveyAnswers,
  faqEntries,
}

const app = useTestApp()

/** how far apart (straight line) a trip's farthest two places may lie, per day of the trip */
const TRIP_REACH_KM = 90

const kmBetween = (a: LngLat, b: LngLat) => haversineMetres(a, b) / 1000

/** a row's visible words: its string fields and the strings inside its JSON, less links and codes */
function wordsOf(row: Record<string, unknown>): string[] {
  const out: string[] = []
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (!/^(https?:|\/|data:|[A-Z0-9_]+$|[a-z0-9_.-]+$)/.test(v)) out.push(v)
    } else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object' && !(v instanceof Date)) Object.values(v).forEach(walk)
  }
  for (const [key, value] of Object.entries(row))
    if (!/url|cover|img|image|picture|avatar|video|audio|stream|panorama|code|phone|key/i.test(key)) walk(value)
  return out
}

async function rowsOf(table: PgTable, siteId: number): Promise<Array<Record<string, unknown>>> {
  const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>
  return (await app().db.select().from(table).where(eq(columns.siteId, siteId))) as Array<Record<string, unknown>>
}

/** paragraphs of 20 characters or more that two different items share: "item A / item B: paragraph" */
function sharedParagraphs(items: Array<{ name: string; body: string }>): string[] {
  const seen = new Map<string, string>()
  const out: string[] = []
  for (const { name, body } of items)
    for (const paragraph of new Set(body.split(/\n+/).map((p) => p.trim()))) {
      if (paragraph.length < 20) continue
      const first = seen.get(paragraph)
      if (first !== undefined && first !== name) out.push(`${first} / ${name}: ${paragraph}`)
      else seen.set(paragraph, name)
    }
  return out
}

describe('demo content a visitor reads', () => {
  it('has no placeholder phrase and nothing of another region on any demo site', async () => {
    const found: string[] = []
    for (const site of await app().db.select().from(sites)) {
      const foreign = FOREIGN[site.siteCode]
      for (const [name, table] of Object.entries(TABLES))
        for (const row of await rowsOf(table, site.id))
          for (const text of wordsOf(row)) {
            const placeholder = PLACEHOLDERS.find((re) => re.test(text))
            if (placeholder) found.push(`${site.siteCode} ${name}#${String(row.id)} placeholder ${placeholder}: ${text.slice(0, 80)}`)
            if (foreign?.test(text))
              found.push(`${site.siteCode} ${name}#${String(row.id)} other region ${foreign.exec(text)?.[0]}: ${text.slice(0, 80)}`)
          }
      // the demo people's saved visitors show on the booking form and the volunteer lists
      const userIds = new Set((await rowsOf(volunteers, site.id)).map((v) => v.userId))
      for (const c of await app().db.select().from(userContacts))
        if (userIds.has(c.userId) && PLACEHOLDERS.some((re) => re.test(c.name))) found.push(`${site.siteCode} volunteer contact ${c.name}`)
    }
    assert.deepEqual(found, [])
  })

  it('gives every news item, strategy and story of a site its own body, and every place its own reviews', async () => {
    const found: string[] = []
    for (const site of await app().db.select().from(sites)) {
      const news = await rowsOf(contents, site.id)
      found.push(
        ...sharedParagraphs(news.map((n) => ({ name: String(n.title), body: String(n.body) }))).map((s) => `${site.siteCode} news ${s}`),
      )
      const written = await rowsOf(stories, site.id)
      for (const type of ['STRATEGY', 'STORY']) {
        const items = written.filter((s) => s.storyType === type).map((s) => ({ name: String(s.title), body: String(s.content) }))
        found.push(...sharedParagraphs(items).map((s) => `${site.siteCode} ${type} ${s}`))
      }
      // a vote's finalists, the FAQ's answers and the home's brands each say their own thing
      const bodies: Array<[string, Array<{ name: string; body: string }>]> = [
        ['vote entry', (await rowsOf(voteEntries, site.id)).map((e) => ({ name: String(e.title), body: String(e.description) }))],
        ['FAQ', (await rowsOf(faqEntries, site.id)).map((q) => ({ name: String(q.question), body: String(q.answer) }))],
        ['brand', (await rowsOf(brands, site.id)).map((b) => ({ name: String(b.name), body: `${String(b.slogan)}\n${String(b.intro)}` }))],
      ]
      for (const [what, items] of bodies) found.push(...sharedParagraphs(items).map((s) => `${site.siteCode} ${what} ${s}`))
      const reviews = new Map<string, string>()
      // news comments may repeat ("收藏了"), as readers do; a place's review is about that place
      for (const c of await rowsOf(comments, site.id)) {
        if (c.resourceType === RESOURCE_TYPES.NEWS.code) continue
        const at = `${String(c.resourceType)}:${String(c.resourceId)}`
        const first = reviews.get(String(c.content))
        if (first !== undefined && first !== at) found.push(`${site.siteCode} review under ${first} and ${at}: ${String(c.content)}`)
        else reviews.set(String(c.content), at)
      }
    }
    assert.deepEqual(found, [])
  })

  it('plans every trip, recommended or the demo user’s, within a day’s reach per day', async () => {
    const found: string[] = []
    for (const site of await app().db.select().from(sites))
      for (const trip of await rowsOf(trips, site.id)) {
        const ids = trip.placeIds as number[]
        const stops = (await app().db.select().from(places).where(inArray(places.id, ids))).map((p) => ({
          name: p.name,
          longitude: p.longitude ?? NaN,
          latitude: p.latitude ?? NaN,
        }))
        // a stop without a position cannot be reached on the map either
        for (const p of stops)
          if (Number.isNaN(p.longitude + p.latitude)) found.push(`${site.siteCode} ${String(trip.name)}: ${p.name} has no position`)
        let farthest = 0
        for (const a of stops) for (const b of stops) farthest = Math.max(farthest, kmBetween(a, b))
        if (farthest > TRIP_REACH_KM * Number(trip.days))
          found.push(
            `${site.siteCode} ${String(trip.name)} (${String(trip.days)} d): ${stops.map((p) => p.name).join(' · ')} span ${Math.round(farthest)} km`,
          )
      }
    assert.deepEqual(found, [])
  })
})
