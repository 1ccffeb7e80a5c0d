/**
 * The guides capability on PGlite and, with DATABASE_URL, PostgreSQL: the demo rows of every demo
 * site, guide filters (keyword, sex), agencies by region name, destinations and city cards,
 * guided tours with their ordered stops, panoramas; another site's id is not found; bad input
 * answers the envelope with a message, never a 500.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { useTestApp } from '../../testing/test-app'
import { get, siteIdOf } from '../places/test-fixtures'
import { seedDemoGuides } from './demo-seed'

describe('guides capability', () => {
  const app = useTestApp()
  const site = 'cd-city'
  const list = async (path: string, params: Record<string, unknown> = {}) => (await get(app(), path, { siteCode: site, ...params })).body

  it('seeds every demo site with guides, agencies, destinations, cards and tours, once', async () => {
    for (const code of ['cd-city', 'sc-province', 'djy-scenic', 'xj-region', 'mx-county', 'cc-greatwall', 'intl-expo']) {
      const q = { siteCode: code, pageSize: 50 }
      const guides = (await get(app(), 'res/api/guide/list', q)).body
      const agencies = (await get(app(), 'res/api/travelAgency/list', q)).body
      const destinations = (await get(app(), 'res/api/destination/list', q)).body
      const cards = (await get(app(), 'res/api/cityCard/list', q)).body
      const tours = (await get(app(), 'res/api/guideTour/list', q)).body
      assert.ok(guides.datas.length >= 8, `${code} guides`)
      assert.ok(agencies.datas.length >= 8, `${code} agencies`)
      assert.ok(destinations.datas.length >= 1, `${code} destinations`)
      assert.equal(cards.datas.length, destinations.datas.length * 4, `${code} four cards a destination`)
      assert.ok(tours.datas.length >= 2, `${code} tours`)
      for (const tour of tours.datas) assert.ok(tour.stopCount >= 5 && tour.stopCount <= 8, `${tour.name}: ${tour.stopCount} stops`)
    }
    const before = (await list('res/api/guide/list')).page.total
    await seedDemoGuides(app().db)
    assert.equal((await list('res/api/guide/list')).page.total, before)
  })

  it('lists guides by keyword (name, language, speciality) and sex', async () => {
    const women = await list('res/api/guide/list', { sex: '2', pageSize: 50 })
    assert.ok(women.datas.length > 0 && women.datas.every((g: { sex: string }) => g.sex === '2'))
    const all = await list('res/api/guide/list', { sex: 'all', keyword: 'all', pageSize: 50 })
    assert.ok(all.datas.length > women.datas.length)
    const english = await list('res/api/guide/list', { keyword: '英语', sex: '2' })
    assert.ok(english.datas.length > 0)
    for (const g of english.datas) assert.ok(g.languages.includes('英语') && g.sex === '2')
    const byName = await list('res/api/guide/list', { keyword: '李静' })
    assert.deepEqual(
      byName.datas.map((g: { name: string }) => g.name),
      ['李静怡'],
    )
    assert.equal((await list('res/api/guide/list', { keyword: '100%' })).datas.length, 0)
  })

  it('answers a guide detail with intro and licence, and not another site’s', async () => {
    const [first] = (await list('res/api/guide/list')).datas
    const detail = await list('res/api/guide/detail', { id: first.id })
    assert.equal(detail.code, 0)
    assert.match(detail.data.licenceNo, /^D-5101-\d{6}$/)
    assert.ok(detail.data.intro.includes(first.name))
    const other = await get(app(), 'res/api/guide/detail', { siteCode: 'xj-region', id: first.id })
    assert.equal(other.body.code, 404)
  })

  it('lists agencies of a region name, and only for this site’s id', async () => {
    const siteId = await siteIdOf(app(), site)
    const jinjiang = await list('res/api/travelAgency/list', { siteId, regionName: '锦江区' })
    assert.ok(jinjiang.datas.length > 0)
    for (const a of jinjiang.datas) {
      assert.equal(a.regionName, '锦江区')
      assert.ok(a.address.startsWith('四川省成都市锦江区'))
      assert.match(a.licenceNo, /^L-SC-/)
    }
    // the site's code names it as well as its id (/travel-list/{siteId}/… as the app builds it)
    const byCode = await list('res/api/travelAgency/list', { siteId: site, regionName: '锦江区' })
    assert.deepEqual(byCode.datas, jinjiang.datas)
    const other = await siteIdOf(app(), 'xj-region')
    assert.equal((await list('res/api/travelAgency/list', { siteId: other })).code, 404)
    assert.equal((await list('res/api/travelAgency/list', { siteId: 'xj-region' })).code, 404)
    const detail = await list('res/api/travelAgency/detail', { id: jinjiang.datas[0].id })
    assert.ok(detail.data.intro.length > 0)
  })

  it('answers destinations with their city cards by region', async () => {
    const province = (await get(app(), 'res/api/destination/list', { siteCode: 'sc-province', regionCode: '510100' })).body
    assert.deepEqual(
      province.datas.map((d: { name: string }) => d.name),
      ['成都市'],
    )
    const cards = (await get(app(), 'res/api/cityCard/list', { siteCode: 'sc-province', destinationId: province.datas[0].id })).body
    assert.equal(cards.datas.length, 4)
    const card = (await get(app(), 'res/api/cityCard/detail', { siteCode: 'sc-province', id: cards.datas[0].id })).body
    assert.ok(card.data.title.startsWith('成都市·'))
    assert.equal((await list('res/api/cityCard/detail', { id: cards.datas[0].id })).code, 404)
  })

  it('answers a guided tour with its ordered stops, positions and commentary', async () => {
    const tours = (await get(app(), 'res/api/guideTour/list', { siteCode: 'djy-scenic' })).body
    const tour = (await get(app(), 'res/api/guideTour/detail', { siteCode: 'djy-scenic', id: tours.datas[0].id })).body.data
    assert.equal(tour.stops.length, tour.stopCount)
    assert.equal(tour.stops[0].name, '游客中心')
    for (const stop of tour.stops) {
      assert.ok(stop.commentary.length > 10)
      assert.ok(stop.longitude > 103 && stop.longitude < 104 && stop.latitude > 30 && stop.latitude < 32, stop.name)
    }
    assert.ok(tour.distance > 0 && tour.minutes > 0)
    const byScenic = (await get(app(), 'res/api/guideTour/list', { siteCode: 'djy-scenic', scenicId: tour.scenicId })).body
    assert.ok(byScenic.datas.every((t: { scenicId: number }) => t.scenicId === tour.scenicId))
    assert.equal((await list('res/api/guideTour/detail', { id: tour.id })).code, 404)
  })

  it('lists places with a panorama', async () => {
    const panoramas = await list('res/api/panorama/list', { pageSize: 50 })
    assert.ok(panoramas.datas.length >= 5)
    for (const p of panoramas.datas) assert.match(p.panorama, /^\/api\/demo\/pictures\/[a-z]+-\d+\.svg$/)
  })

  it('refuses bad input with a message, never a 500', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['res/api/guide/list', { sex: '3' }],
      ['res/api/guide/list', { keyword: '长'.repeat(31) }],
      ['res/api/guide/list', { pageSize: 51 }],
      ['res/api/guide/detail', { id: 'abc' }],
      ['res/api/guide/detail', {}],
      ['res/api/travelAgency/list', { siteId: 'x' }],
      ['res/api/travelAgency/list', { regionName: '区'.repeat(31) }],
      ['res/api/destination/list', { regionCode: '51' }],
      ['res/api/cityCard/list', { destinationId: '0' }],
      ['res/api/guideTour/list', { scenicId: '-1' }],
      ['res/api/panorama/list', { parentId: 'x' }],
    ]
    for (const [path, params] of cases) {
      const { status, body } = await get(app(), path, { siteCode: site, ...params })
      assert.equal(status, 400, `${path} ${JSON.stringify(params)}: ${status} ${JSON.stringify(body)}`)
      assert.equal(body.code, 400)
      assert.ok(body.message.length > 0)
    }
    const missing = await list('res/api/guideTour/detail', { id: 999999 })
    assert.equal(missing.code, 404)
  })
})
