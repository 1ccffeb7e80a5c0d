/**
 * res/api/es/search on the search index: Chinese segmentation (江堰 → 都江堰, 熊猫 →
 * 大熊猫繁育研究基地), a Latin word on intl-expo, ranking, per-type counts, paging, another site's
 * places never found, reindexing after a change, and bad keywords refused with a message.
 * Places are inserted here (not the demo seed), so the assertions hold whatever the seed holds.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { keywordPieces, normalizeKeyword } from '../../../../src/core/search/terms'
import { places, searchDocuments, sites } from '../../db/schema'
import { openSeededTestDatabase } from '../../testing/seeded-template'
import { reindexResource, reindexSite } from '.'

let database: DatabaseHandle
let app: FastifyInstance
const ids: Record<string, number> = {}

async function siteId(code: string): Promise<number> {
  const [s] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, code))
  return s.id
}

async function addPlace(site: string, key: string, values: Partial<typeof places.$inferInsert> & { name: string; type: string }) {
  const [row] = await app.db
    .insert(places)
    .values({ siteId: await siteId(site), ...values })
    .returning({ id: places.id })
  ids[key] = row.id
}

before(async () => {
  database = await openSeededTestDatabase()
  app = await buildApp({ database })
  await app.ready()
  await addPlace('cd-city', 'djy', { type: 'SCENERY', name: '都江堰景区', summary: '两千多年的水利工程', sort: 5 })
  await addPlace('cd-city', 'panda', { type: 'SCENERY', name: '大熊猫繁育研究基地', summary: '看国宝', sort: 9 })
  await addPlace('cd-city', 'pandaHotel', { type: 'HOTEL', name: '熊猫主题酒店', summary: '亲子房', sort: 1 })
  // ranking: exact title > title contains > terms only (summary), whatever the weights
  await addPlace('cd-city', 'exact', { type: 'FOOD', name: '钟水饺', sort: 0 })
  await addPlace('cd-city', 'contains', { type: 'FOOD', name: '钟水饺总店', sort: 50 })
  await addPlace('cd-city', 'terms', { type: 'FOOD', name: '老字号小吃', summary: '招牌钟水饺', sort: 99 })
  await addPlace('djy-scenic', 'otherSite', { type: 'SCENERY', name: '都江堰鱼嘴', sort: 1 })
  await addPlace('intl-expo', 'expo', {
    type: 'VENUE',
    name: '熊猫文化馆',
    translations: { en: { name: 'Giant Panda Culture Hall', summary: 'Pandas in art' }, fr: { name: 'Maison du Grand Panda' } },
  })
  for (const code of ['cd-city', 'djy-scenic', 'intl-expo']) await reindexSite(app, await siteId(code))
})
after(async () => {
  await app.close()
  await database.close()
})

interface Hit {
  resourceType: string
  resourceId: number
  type: string
  title: string
  highlight: Array<{ text: string; hit: boolean }>
}
interface Answer {
  code: number
  message: string
  datas: Hit[]
  page: { total: number; totalPage: number }
  groups: Array<{ type: string; resourceType: string; count: number }>
}

async function search(params: Record<string, string>, site = 'cd-city'): Promise<{ status: number; body: Answer }> {
  const q = new URLSearchParams({ siteCode: site, pageSize: '50', ...params })
  const res = await app.inject({ method: 'GET', url: `/api/res/api/es/search?${q}` })
  return { status: res.statusCode, body: res.json() }
}
const placeIds = (hits: Hit[]) => hits.filter((h) => h.resourceType !== 'CONTENT_TYPE_NEWS').map((h) => h.resourceId)
const marked = (h: Hit) => h.highlight.filter((s) => s.hit).map((s) => s.text)

describe('segmentation', () => {
  it('江堰 finds 都江堰景区, marked in the title, and not another site’s 都江堰', async () => {
    const { body } = await search({ keyword: '江堰' })
    assert.equal(body.code, 0)
    const hit = body.datas.find((h) => h.resourceId === ids.djy && h.type === 'SCENERY')
    assert.ok(hit, 'found')
    assert.equal(hit.resourceType, 'CONTENT_TYPE_SCENERY')
    assert.deepEqual(marked(hit), ['江堰'])
    assert.equal(hit.highlight.map((s) => s.text).join(''), '都江堰景区')
    assert.ok(!placeIds(body.datas).includes(ids.otherSite))
  })

  it('熊猫 finds 大熊猫繁育研究基地 and 熊猫主题酒店; 大熊猫基地 (not in any title whole) finds the base by its words', async () => {
    const found = placeIds((await search({ keyword: '熊猫' })).body.datas)
    assert.ok(found.includes(ids.panda) && found.includes(ids.pandaHotel))
    const base = (await search({ keyword: '大熊猫基地' })).body.datas
    assert.ok(placeIds(base).includes(ids.panda))
    assert.ok(!placeIds(base).includes(ids.pandaHotel))
  })

  it('a Latin word finds the English name on intl-expo in English, and the Chinese keyword still finds it', async () => {
    const en = (await search({ keyword: 'PANDA', lang: 'en' }, 'intl-expo')).body.datas
    const hit = en.find((h) => h.resourceId === ids.expo)
    assert.equal(hit?.title, 'Giant Panda Culture Hall')
    assert.deepEqual(marked(hit!), ['Panda'])
    const fr = (await search({ keyword: 'panda', lang: 'fr' }, 'intl-expo')).body.datas
    assert.equal(fr.find((h) => h.resourceId === ids.expo)?.title, 'Maison du Grand Panda')
    const zhInEn = (await search({ keyword: '熊猫', lang: 'en' }, 'intl-expo')).body.datas
    assert.ok(placeIds(zhInEn).includes(ids.expo))
  })

  it('news titles are searched too (demo news of the content capability)', async () => {
    const { body } = await search({ keyword: '志愿者' })
    assert.ok(body.datas.some((h) => h.resourceType === 'CONTENT_TYPE_NEWS' && h.type === 'NEWS' && h.title.includes('志愿者')))
  })
})

describe('the terms index loses nothing', () => {
  it('every keyword finds exactly what reading every document with the text rule finds', async () => {
    const cd = await siteId('cd-city')
    const docs = await app.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.siteId, cd), eq(searchDocuments.lang, 'zh')))
    const keywords = [
      '熊猫',
      '江堰',
      '都江堰景区',
      '大熊猫基地',
      '熊',
      '猫繁育',
      '水饺 钟',
      '钟水饺总店',
      'panda',
      '景区',
      '研究基地',
      '志愿者',
      '成都',
    ]
    for (const keyword of keywords) {
      const whole = normalizeKeyword(keyword).toLowerCase()
      const pieces = keywordPieces(keyword)
      const expected = docs
        .filter(
          (doc) =>
            doc.title.toLowerCase().includes(whole) ||
            doc.terms.includes(whole) ||
            (pieces.length > 0 && pieces.every((p) => doc.terms.includes(` ${p} `))),
        )
        .map((doc) => `${doc.resourceType}:${doc.resourceId}`)
        .sort()
      const { body } = await search({ keyword })
      assert.equal(body.page.total, expected.length, keyword)
      const found: string[] = []
      for (let page = 1; page <= body.page.totalPage; page++) {
        const answer = page === 1 ? body : (await search({ keyword, currPage: String(page) })).body
        found.push(...answer.datas.map((h) => `${h.resourceType}:${h.resourceId}`))
      }
      assert.deepEqual(found.sort(), expected, keyword)
    }
  })
})

describe('ranking, groups and paging', () => {
  it('exact title, then title contains, then terms only, whatever the weights', async () => {
    const order = placeIds((await search({ keyword: '钟水饺' })).body.datas).filter((id) =>
      [ids.exact, ids.contains, ids.terms].includes(id),
    )
    assert.deepEqual(order, [ids.exact, ids.contains, ids.terms])
  })

  it('ties go by weight (the place’s sort): the base (9) before the hotel (1)', async () => {
    const order = placeIds((await search({ keyword: '熊猫' })).body.datas)
    assert.ok(order.indexOf(ids.panda) < order.indexOf(ids.pandaHotel))
  })

  it('groups count every type of the whole result; type= narrows the page but keeps the groups', async () => {
    const all = (await search({ keyword: '熊猫' })).body
    const counted = Object.fromEntries(all.groups.map((g) => [g.type, g.count]))
    const seen: Record<string, number> = {}
    for (const h of all.datas) seen[h.type] = (seen[h.type] ?? 0) + 1
    assert.deepEqual(counted, seen)
    assert.equal(all.page.total, all.datas.length)
    for (const type of ['HOTEL', 'CONTENT_TYPE_HOTEL']) {
      const one = (await search({ keyword: '熊猫', type })).body
      assert.ok(one.datas.every((h) => h.type === 'HOTEL'))
      assert.equal(one.page.total, counted.HOTEL)
      assert.deepEqual(one.groups, all.groups)
    }
  })

  it('pages: pageSize 1 gives one hit a page, no overlap, totalPage = total', async () => {
    const total = (await search({ keyword: '钟水饺' })).body.page.total
    const seen = new Set<string>()
    for (let p = 1; p <= total; p++) {
      const { body } = await search({ keyword: '钟水饺', pageSize: '1', currPage: String(p) })
      assert.equal(body.datas.length, 1)
      assert.equal(body.page.totalPage, total)
      seen.add(`${body.datas[0].resourceType}:${body.datas[0].resourceId}`)
    }
    assert.equal(seen.size, total)
  })

  it('no match is an empty page with total 0 and no groups; LIKE characters are literal', async () => {
    for (const keyword of ['没有这个地方', '%', '_', '\\']) {
      const { body } = await search({ keyword })
      assert.equal(body.code, 0)
      assert.deepEqual(body.datas, [])
      assert.equal(body.page.total, 0)
      assert.deepEqual(body.groups, [])
    }
  })
})

describe('reindexing', () => {
  it('a place added, renamed or removed is found, renamed or gone after reindexResource (the cached answer dropped)', async () => {
    const cd = await siteId('cd-city')
    assert.equal((await search({ keyword: '澜星阁' })).body.page.total, 0)
    await addPlace('cd-city', 'new', { type: 'SCENERY', name: '澜星阁公园' })
    await reindexResource(app, cd, 'SCENERY', ids.new)
    assert.deepEqual(placeIds((await search({ keyword: '澜星阁' })).body.datas), [ids.new])
    await app.db.update(places).set({ name: '澜星阁竹园' }).where(eq(places.id, ids.new))
    await reindexResource(app, cd, 'CONTENT_TYPE_SCENERY', ids.new)
    assert.equal((await search({ keyword: '澜星阁' })).body.datas[0].title, '澜星阁竹园')
    await app.db.delete(places).where(eq(places.id, ids.new))
    await reindexResource(app, cd, 'SCENERY', ids.new)
    assert.equal((await search({ keyword: '澜星阁' })).body.page.total, 0)
  })

  it('reindexResource with another site’s id indexes nothing', async () => {
    await reindexResource(app, await siteId('djy-scenic'), 'SCENERY', ids.panda)
    const { body } = await search({ keyword: '繁育' }, 'djy-scenic')
    assert.ok(!placeIds(body.datas).includes(ids.panda))
  })
})

describe('bad input: a message, never a 500', () => {
  it('missing, empty or blank keyword: 400 naming the keyword', async () => {
    for (const params of [{}, { keyword: '' }, { keyword: '   ' }] as Array<Record<string, string>>) {
      const { status, body } = await search({ ...params, lang: 'en' }, 'intl-expo')
      assert.equal(status, 400)
      assert.equal(body.code, 400)
      assert.match(body.message, /search keyword/)
    }
    const zh = (await search({ keyword: ' ' })).body
    assert.match(zh.message, /搜索词/)
  })

  it('more than 50 characters: 400 with the limit; exactly 50 Chinese characters is fine', async () => {
    const long = await search({ keyword: '熊'.repeat(51) })
    assert.equal(long.body.code, 400)
    assert.match(long.body.message, /50/)
    assert.equal((await search({ keyword: '熊'.repeat(50) })).body.code, 0)
  })

  it('an unknown type, a repeated keyword or a huge page: 400', async () => {
    assert.equal((await search({ keyword: '熊猫', type: 'CASTLE' })).body.code, 400)
    assert.equal((await search({ keyword: '熊猫', pageSize: '500' })).body.code, 400)
    const res = await app.inject({ method: 'GET', url: '/api/res/api/es/search?siteCode=cd-city&keyword=a&keyword=b' })
    assert.equal(res.json().code, 400)
  })
})
