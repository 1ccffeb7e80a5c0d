/**
 * Statistics on PGlite and PostgreSQL: 1,000 records sent in parallel are all counted once the
 * queue is flushed; two writers (two server processes) flushing the same day's totals at once add
 * up; a failing flush answers the visitor at once, is logged and loses nothing; one site's records
 * never show in another's totals; bad input is a 400 envelope; the queue is written on close.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { siteDayOf } from '../../../../src/core/booking/site-time'
import { STAT_FIELD_MAX, statPath } from '../../../../src/core/stats/record'
import { statDaily } from '../../db/schema'
import { get, post, siteIdOf } from '../places/test-fixtures'
import { useTestApp } from '../../testing/test-app'
import { BatchWriter, databaseSink, STAT_LIMITS, type StatEvent } from './batch-writer'

const logs: string[] = []
// 1,000 calls at once: above the default admission limit (256 in flight), which would answer code 5
const app = useTestApp({ maxInFlight: 5000, logger: { level: 'error', stream: { write: (line: string) => void logs.push(line) } } })

const stay = (siteCode: string, extra: Record<string, unknown> = {}) => ({
  siteCode,
  site: siteCode,
  project: 'WENLV_CLOUD',
  clientType: 'H5',
  status: '1',
  uniqueId: 'visitor-1',
  regionCode: '510100',
  module: 'SCENIC',
  special: '12',
  region: '',
  path: '/scenic-detail/12',
  ...extra,
})
const collect = async (fields: Record<string, unknown>, remoteAddress = '127.0.0.1') => {
  const { siteCode, ...form } = fields
  const res = await app().inject({
    method: 'POST',
    url: `/api/analytics/collect?siteCode=${siteCode}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form as Record<string, string>).toString(),
    remoteAddress,
  })
  return { status: res.statusCode, body: res.json() }
}
const access = async (siteCode: string, body: Record<string, unknown>, remoteAddress = '127.0.0.1') => {
  const res = await app().inject({ method: 'POST', url: `/api/api/api/access/record?siteCode=${siteCode}`, payload: body, remoteAddress })
  return { status: res.statusCode, body: res.json() }
}
const total = async (siteCode: string) => (await get(app(), 'api/api/accessNum/accessTotal', { siteCode })).body
const pvUv = async (siteCode: string, params: Record<string, unknown>) =>
  (await get(app(), 'api/api/statistics/getpvUvPageStatistics', { siteCode, ...params })).body

describe('statistics', () => {
  it('1,000 visits and page stays sent in parallel: every one answered ok, totals exact after the flush', async () => {
    const before = (await total('cd-city')).data.total
    const answers = await Promise.all(
      // 50 visitors, each from an address of its own (one address adds at most STAT_LIMITS records)
      Array.from({ length: 500 }, (_, i) => [
        access('cd-city', { clientType: i % 2 ? 'H5' : 'APPLET', uniqueId: `v-${i % 50}`, path: '/index' }, `10.20.0.${i % 50}`),
        collect(stay('cd-city', { uniqueId: `v-${i % 50}`, path: '/scenic-detail/77', special: '77' }), `10.20.0.${i % 50}`),
      ]).flat(),
    )
    assert.ok(answers.every((a) => a.status === 200 && a.body.code === 0))
    await app().stats.flush()
    const after = await total('cd-city')
    assert.equal(after.data.total - before, 500)
    assert.equal(after.data.days.length, 7)
    assert.equal(after.data.days[6].day, siteDayOf(Date.now()))
    assert.equal(after.data.today, after.data.days[6].count)
    const page = await pvUv('cd-city', { module: 'SCENIC', path: '/scenic-detail/77', clientType: 'H5', site: 'cd-city' })
    assert.deepEqual(page.data, { module: 'SCENIC', path: '/scenic-detail/77', pv: 500, uv: 50, averageStaySeconds: 0 })
  })

  it('one address adds at most the limit per site: 500 visits move the total by 60, 700 page views by 600; others still count', async () => {
    const before = (await total('sc-province')).data.total
    const visits = await Promise.all(
      Array.from({ length: 500 }, (_, i) => access('sc-province', { clientType: 'H5', uniqueId: `flood-${i}` }, '198.51.100.9')),
    )
    // beyond the limit the call still answers success, so no page breaks
    assert.ok(visits.every((a) => a.status === 200 && a.body.code === 0))
    const views = Array.from({ length: 700 }, (_, i) =>
      stay('sc-province', { uniqueId: `flood-${i}`, module: 'VENUE', path: '/venue-detail/9' }),
    )
    assert.ok((await Promise.all(views.map((v) => collect(v, '198.51.100.9')))).every((a) => a.body.code === 0))
    await app().stats.flush()
    assert.equal((await total('sc-province')).data.total - before, STAT_LIMITS.ACCESS.max)
    assert.equal((await pvUv('sc-province', { module: 'VENUE', path: '/venue-detail/9' })).data.pv, STAT_LIMITS.STAY.max)
    // another address, and the same address on another site, still count
    await access('sc-province', { clientType: 'H5', uniqueId: 'other' }, '198.51.100.10')
    await collect(stay('sc-province', { uniqueId: 'other', module: 'VENUE', path: '/venue-detail/9' }), '198.51.100.10')
    const elsewhere = (await total('djy-scenic')).data.total
    await access('djy-scenic', { clientType: 'H5', uniqueId: 'flood-0' }, '198.51.100.9')
    await app().stats.flush()
    assert.equal((await total('sc-province')).data.total - before, STAT_LIMITS.ACCESS.max + 1)
    assert.equal((await pvUv('sc-province', { module: 'VENUE', path: '/venue-detail/9' })).data.pv, STAT_LIMITS.STAY.max + 1)
    assert.equal((await total('djy-scenic')).data.total, elsewhere + 1)
  })

  it('stays: the time spent comes from the records of leaving (status 2)', async () => {
    for (const ms of [4000, 8000]) await collect(stay('cd-city', { status: '2', stayMs: ms, path: '/hotel-detail/3', module: 'HOTEL' }))
    await collect(stay('cd-city', { path: '/hotel-detail/3', module: 'HOTEL' }))
    await app().stats.flush()
    const page = await pvUv('cd-city', { module: 'HOTEL', path: '/hotel-detail/3' })
    assert.deepEqual([page.data.pv, page.data.uv, page.data.averageStaySeconds], [1, 1, 6])
    const siteId = await siteIdOf(app(), 'cd-city')
    const [row] = await app()
      .db.select()
      .from(statDaily)
      .where(and(eq(statDaily.siteId, siteId), eq(statDaily.kind, 'STAY'), eq(statDaily.key, 'HOTEL')))
    assert.deepEqual([row.count, row.stayMs], [1, 12000])
  })

  it('two writers (two processes) flushing the same day totals at once add up', async () => {
    const siteId = await siteIdOf(app(), 'djy-scenic')
    const day = '2026-01-02'
    const event = (i: number): StatEvent => ({ siteId, day, at: new Date(), kind: 'ACCESS', clientType: 'H5', uniqueId: `w-${i}` })
    const quiet = { error: () => {} }
    const writers = [new BatchWriter(databaseSink(app().db), quiet), new BatchWriter(databaseSink(app().db), quiet)]
    // the day may already hold the demo's visit history (stats/demo-visits.ts): the writers add to it
    const countOfDay = async () => {
      const rows = await app()
        .db.select()
        .from(statDaily)
        .where(and(eq(statDaily.siteId, siteId), eq(statDaily.day, day), eq(statDaily.kind, 'ACCESS')))
      return rows.reduce((sum, row) => sum + row.count, 0)
    }
    const before = await countOfDay()
    for (let i = 0; i < 600; i++) writers[i % 2].push(event(i))
    await Promise.all(writers.map((w) => w.flush()))
    assert.equal((await countOfDay()) - before, 600)
  })

  it('a failing flush: the visitor is answered ok at once, the error is logged, nothing is lost', async () => {
    const writer = app().stats
    const sink = writer.sink
    writer.sink = async () => {
      throw new Error('database down')
    }
    try {
      const before = (await total('mx-county')).data.total
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => access('mx-county', { clientType: 'H5', uniqueId: `f-${i}` })))
      assert.ok(answers.every((a) => a.body.code === 0))
      await writer.flush()
      assert.ok(logs.some((line) => line.includes('statistics flush failed') && line.includes('database down')))
      assert.equal(writer.pending, 20)
      assert.equal((await total('mx-county')).data.total, before)
      writer.sink = sink
      await writer.flush()
      assert.equal(writer.pending, 0)
      assert.equal((await total('mx-county')).data.total, before + 20)
    } finally {
      writer.sink = sink
    }
  })

  it('per site: one site’s records never count for another; naming another site is refused', async () => {
    const beforeXj = (await total('xj-region')).data.total
    const beforeCd = await pvUv('cd-city', { module: 'FOOD' })
    await collect(stay('xj-region', { module: 'FOOD', path: '/food-detail/1', regionCode: '650000' }))
    await access('xj-region', { clientType: 'APPLET', uniqueId: 'x-1', path: '/index' })
    const foreign = await collect(stay('cd-city', { site: 'xj-region', module: 'FOOD' }))
    assert.equal(foreign.body.code, 400)
    await app().stats.flush()
    assert.equal((await total('xj-region')).data.total, beforeXj + 1)
    assert.deepEqual(await pvUv('cd-city', { module: 'FOOD' }), beforeCd)
    assert.equal((await pvUv('xj-region', { module: 'FOOD' })).data.pv, 1)
    assert.equal((await pvUv('xj-region', { module: 'FOOD', site: 'cd-city' })).code, 400)
  })

  it('a visit to a page with a long address: the raw path is refused, the one the app sends (statPath) is counted', async () => {
    const place = encodeURIComponent('成都市青羊区宽窄巷子景区游客服务中心'.repeat(2))
    const openMap = `/open-map/104.05/30.66/${place}/${encodeURIComponent('四川省成都市青羊区长顺上街127号')}`
    assert.ok(openMap.length > STAT_FIELD_MAX)
    const before = (await total('cd-city')).data.total
    assert.equal((await access('cd-city', { clientType: 'H5', uniqueId: 'map-1', path: openMap }, '10.30.0.1')).status, 400)
    const sent = await access('cd-city', { clientType: 'H5', uniqueId: 'map-1', path: statPath(openMap) }, '10.30.0.1')
    assert.deepEqual([sent.status, sent.body.code], [200, 0])
    await app().stats.flush()
    assert.equal((await total('cd-city')).data.total, before + 1)
  })

  it('bad input is a clear 400 envelope, never a 500, and queues nothing', async () => {
    const pending = app().stats.pending
    for (const extra of [{ module: 'NOPE' }, { status: '3' }, { uniqueId: '' }, { clientType: 'PC' }, { stayMs: '-4' }, { site: '' }]) {
      const { status, body } = await collect(stay('cd-city', extra))
      assert.equal(status, 400, JSON.stringify(extra))
      assert.ok(body.message)
    }
    assert.equal((await access('cd-city', { clientType: 'H5' })).status, 400)
    assert.equal((await pvUv('cd-city', {})).code, 400)
    assert.equal(app().stats.pending, pending)
  })

  it('advert taps: addFunctionClickRecord with functionType AD_CLICK and resourceId counts the advert', async () => {
    const [ad] = (await get(app(), 'res/api/advert/list', { siteCode: 'cd-city' })).body.datas
    const first = await post(app(), 'res/api/functionClick/addFunctionClickRecord', {
      siteCode: 'cd-city',
      functionType: 'AD_CLICK',
      resourceId: ad.adId,
    })
    const older = await post(app(), 'res/api/functionClick/addFunctionClickRecord', {
      siteCode: 'cd-city',
      functionType: 'ADVERT',
      functionId: ad.adId,
    })
    assert.equal(older.body.data.clicks, first.body.data.clicks + 1)
  })
})

describe('closing the app', () => {
  it('writes what is still queued', async () => {
    const { buildApp } = await import('../../app')
    const { openSeededTestDatabase } = await import('../../testing/seeded-template')
    const database = await openSeededTestDatabase()
    try {
      const server: FastifyInstance = await buildApp({ database })
      const siteId = await siteIdOf(server, 'cd-city')
      // the day may already hold the demo's visit history (stats/demo-visits.ts): the queued visit adds one
      const countOfDay = async () => {
        const rows = await database.db
          .select()
          .from(statDaily)
          .where(and(eq(statDaily.siteId, siteId), eq(statDaily.day, '2026-02-03'), eq(statDaily.kind, 'ACCESS')))
        return rows.reduce((sum, row) => sum + row.count, 0)
      }
      const before = await countOfDay()
      server.stats.push({ siteId, day: '2026-02-03', at: new Date(), kind: 'ACCESS', clientType: 'H5', uniqueId: 'c-1' })
      await server.close()
      assert.equal((await countOfDay()) - before, 1)
    } finally {
      await database.close()
    }
  })
})
