/**
 * News calls (res/api/content/*): paging variant (a) math, channel and tag filters, site
 * isolation, and bad parameters answered with code 400 and a message naming the field, never 500.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { contents, sites } from '../../db/schema'
import { openSeededTestDatabase } from '../../testing/seeded-template'
import { eq } from 'drizzle-orm'

let database: DatabaseHandle
let app: FastifyInstance
const NOW = new Date('2026-11-20T08:00:00Z')

before(async () => {
  database = await openSeededTestDatabase({ clock: () => NOW })
  app = await buildApp({ database, clock: () => NOW })
})
after(async () => {
  await app.close()
  await database.close()
})

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.json() }
}
const L = '/api/res/api/content/list?siteCode=intl-expo&lang=en'
const D = '/api/res/api/content/detail?siteCode=intl-expo&lang=en'

async function siteCount(siteCode: string, channel?: string): Promise<number> {
  const [site] = await app.db.select().from(sites).where(eq(sites.siteCode, siteCode))
  const rows = await app.db.select().from(contents).where(eq(contents.siteId, site.id))
  return rows.filter((r) => !channel || r.channelCode === channel).length
}

describe('content list (variant a)', () => {
  it('pages every channel newest first: pageSize 10 by default, totalPage = ceil(total / pageSize)', async () => {
    const total = await siteCount('intl-expo')
    assert.ok(total > 10, 'the demo seed gives a site more than one page')
    const first = (await get(`${L}&channelCode=all&currPage=1`)).body
    assert.equal(first.code, 0)
    assert.equal(first.datas.length, 10)
    assert.deepEqual(first.page, { total, totalPage: Math.ceil(total / 10) })
    const times = first.datas.map((n: { publishTime: string }) => n.publishTime)
    assert.deepEqual(times, [...times].sort().reverse())
    const second = (await get(`${L}&currPage=2`)).body
    assert.equal(second.datas.length, total - 10)
    const ids = new Set([...first.datas, ...second.datas].map((n: { id: number }) => n.id))
    assert.equal(ids.size, total, 'pages do not overlap')
    const beyond = (await get(`${L}&currPage=3`)).body
    assert.equal(beyond.code, 0)
    assert.deepEqual(beyond.datas, [])
  })

  it('pageSize 5 gives ceil(total / 5) pages; pageSize 50 one page', async () => {
    const total = await siteCount('intl-expo')
    assert.equal((await get(`${L}&pageSize=5`)).body.page.totalPage, Math.ceil(total / 5))
    const all = (await get(`${L}&pageSize=50`)).body
    assert.equal(all.page.totalPage, 1)
    assert.equal(all.datas.length, total)
  })

  it('a channel code narrows the list; an unknown channel is an empty list (total 0, totalPage 0)', async () => {
    const notices = (await get(`${L}&channelCode=notice&pageSize=50`)).body
    assert.equal(notices.page.total, await siteCount('intl-expo', 'notice'))
    assert.ok(notices.datas.length > 0)
    assert.ok(notices.datas.every((n: { channelCode: string }) => n.channelCode === 'notice'))
    assert.deepEqual((await get(`${L}&channelCode=nothing-here`)).body.page, { total: 0, totalPage: 0 })
  })

  it('items carry the News fields of product-spec 3', async () => {
    const { datas } = (await get(`${L}&pageSize=50`)).body
    for (const n of datas) {
      assert.ok(['AUDIO', 'VIDEO', 'IMAGE', 'CONTENT'].includes(n.contentType))
      for (const k of ['id', 'title', 'imgUrl', 'description', 'publishTime', 'audio', 'video', 'imageUrls']) assert.ok(k in n, k)
    }
    assert.deepEqual(new Set(datas.map((n: { contentType: string }) => n.contentType)), new Set(['AUDIO', 'VIDEO', 'IMAGE', 'CONTENT']))
    assert.ok(datas.find((n: { contentType: string; imageUrls: unknown[] }) => n.contentType === 'IMAGE' && n.imageUrls.length > 0))
  })

  it('tagId narrows to the items carrying the tag', async () => {
    const tagged = (await get(`${L}&channelCode=all&tagId=2&pageSize=50`)).body
    assert.ok(tagged.page.total > 0 && tagged.page.total < (await siteCount('intl-expo')))
  })

  it('channelList answers the site channels in the caller language', async () => {
    const { body } = await get('/api/res/api/content/channelList?siteCode=intl-expo&lang=en')
    assert.equal(body.code, 0)
    assert.deepEqual(body.datas, [
      { code: 'news', name: 'News' },
      { code: 'notice', name: 'Notices' },
      { code: 'culture', name: 'Culture' },
    ])
  })

  it('simplifyList pages like list with the short fields', async () => {
    const { body } = await get('/api/res/api/content/simplifyList?siteCode=intl-expo&pageSize=3')
    assert.equal(body.datas.length, 3)
    assert.deepEqual(Object.keys(body.datas[0]).sort(), ['id', 'imgUrl', 'publishTime', 'title'])
  })
})

describe('content detail', () => {
  it('answers the news with its body and interaction counts', async () => {
    const [first] = (await get(L)).body.datas
    const { body } = await get(`${D}&id=${first.id}`)
    assert.equal(body.code, 0)
    assert.equal(body.data.id, first.id)
    assert.equal(body.data.title, first.title)
    assert.ok(body.data.body.length > 0)
    for (const k of ['likeNum', 'collectionNum', 'commentNum']) assert.equal(typeof body.data[k], 'number', k)
  })

  it("another site's id is refused as not found, without its content", async () => {
    const [other] = (await get('/api/res/api/content/list?siteCode=cd-city')).body.datas
    const { status, body } = await get(`${D}&id=${other.id}`)
    assert.equal(body.code, 404)
    assert.equal(status, 404)
    assert.equal(body.message, `There is no news with id ${other.id} on this site`)
    assert.equal(body.data, undefined)
  })

  it('unknown, missing and malformed ids answer a clear 400/404', async () => {
    assert.equal((await get(`${D}&id=999999`)).body.code, 404)
    assert.deepEqual((await get(D)).body, { code: 400, message: 'The news id is required' })
    const bad = (await get(`${D}&id=abc`)).body
    assert.equal(bad.code, 400)
    assert.match(bad.message, /"abc" is not valid/)
    assert.equal((await get(`${D}&id=0`)).body.code, 400)
    assert.equal((await get(`${D}&id=99999999999999999999`)).body.code, 400)
  })
})

describe('bad list parameters: code 400 naming the field, never 500', () => {
  const cases: Array<[string, RegExp]> = [
    ['currPage=0', /^currPage must be a whole number from 1 to/],
    ['currPage=-1', /^currPage must be/],
    ['currPage=1.5', /^currPage must be/],
    ['currPage=abc', /^currPage must be/],
    ['currPage=1&currPage=2', /currPage may only be given once/],
    ['pageSize=0', /^pageSize must be a whole number from 1 to 50$/],
    ['pageSize=51', /^pageSize must be a whole number from 1 to 50$/],
    ['pageSize=1e3', /^pageSize must be/],
    ['channelCode=%27%3B%20drop', /^channelCode is not valid/],
    [`tagId=${'x'.repeat(41)}`, /^tagId is not valid/],
  ]
  for (const [query, message] of cases) {
    it(query, async () => {
      const { status, body } = await get(`${L}&${query}`)
      assert.equal(status, 400)
      assert.equal(body.code, 400)
      assert.match(body.message, message)
    })
  }
})
