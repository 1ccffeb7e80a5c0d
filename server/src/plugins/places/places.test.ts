/**
 * Place lists and details (src/core/places/contract.ts) for every place type, on PGlite and, with
 * DATABASE_URL, PostgreSQL: site isolation, paging limits, filters, distance order, translations,
 * rankings, regions and searchAround; bad input answered with the envelope, never a 500.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { useTestApp } from '../../testing/test-app'
import { haversineMetres } from './geo'
import { PLACE_TYPES } from './place-types'
import { get, insertPlaces, siteIdOf, type NewPlace } from './test-fixtures'

describe('places capability', () => {
  const app = useTestApp({ clock: () => new Date('2026-11-20T08:00:00Z') })
  const A = 'intl-expo'
  const B = 'cd-city'
  /** Tianfu Square, Chengdu (gcj02) */
  const CENTRE = { longitude: 104.06584, latitude: 30.65742 }
  let ids: Record<string, number>
  let otherSiteId: number

  before(async () => {
    const a = await siteIdOf(app(), A)
    const b = await siteIdOf(app(), B)
    const rows: NewPlace[] = []
    // one of every type on site A, in Jinjiang district, 1 km apart going north
    PLACE_TYPES.forEach((t, i) =>
      rows.push({
        siteId: a,
        type: t.key,
        name: `${t.key} 一号`,
        regionCode: '510104',
        longitude: CENTRE.longitude,
        latitude: CENTRE.latitude + 0.009 * (i + 1),
        tags: ['亲子'],
      }),
    )
    // scenic areas of site A: near and far, inside other districts, one without a position, translated, ranked
    rows.push(
      {
        siteId: a,
        type: 'SCENERY',
        name: '都江堰',
        regionCode: '510181',
        longitude: 103.6196,
        latitude: 31.0026,
        sort: 5,
        browseNum: 900,
        likeNum: 50,
      },
      {
        siteId: a,
        type: 'SCENERY',
        name: '宽窄巷子',
        summary: '老成都的院落',
        regionCode: '510105',
        longitude: 104.0536,
        latitude: 30.6633,
        capacity: 1000,
        visitors: 850,
        translations: { en: { name: 'Kuanzhai Alleys', summary: 'Courtyards of old Chengdu' } },
        browseNum: 10,
      },
      { siteId: a, type: 'SCENERY', name: '无坐标景区', regionCode: '510104', tags: ['夜游'] },
    )
    for (let i = 0; i < 60; i++)
      rows.push({ siteId: a, type: 'HOTEL', name: `酒店 ${i}`, regionCode: '510107', sort: i, crowdState: 'TIGHT' })
    rows.push({ siteId: b, type: 'SCENERY', name: '别的站点', regionCode: '510104' })
    const inserted = await insertPlaces(app(), rows)
    ids = Object.fromEntries(inserted.map((r) => [`${r.siteId === b ? 'B:' : ''}${r.name}`, r.id]))
    otherSiteId = ids['B:别的站点']
  })

  const list = (api: string, params: Record<string, unknown> = {}) => get(app(), `${api}/list`, { siteCode: A, ...params })
  const detail = (api: string, id: unknown, params: Record<string, unknown> = {}) =>
    get(app(), `${api}/detail`, { siteCode: A, id, ...params })

  describe('every place type answers list and detail', () => {
    for (const type of PLACE_TYPES) {
      it(`${type.key}: ${type.api}/list and /detail`, async () => {
        const { body } = await list(type.api, { pageSize: 50, regionCode: '510104', tag: '亲子' })
        assert.equal(body.code, 0)
        assert.equal(body.datas.length, 1)
        const [item] = body.datas
        assert.equal(item.type, type.key)
        assert.equal(item.resourceType, type.code)
        assert.equal(item.name, `${type.key} 一号`)
        for (const k of ['summary', 'cover', 'address', 'price', 'level', 'crowdState']) assert.equal(typeof item[k], 'string', k)
        assert.equal(item.distance, undefined, 'no point asked, no distance')
        const d = (await detail(type.api, item.id)).body
        assert.equal(d.code, 0)
        assert.equal(d.data.id, item.id)
        assert.equal(d.data.resourceType, type.code)
        assert.deepEqual(d.data.vipResourceStatus, { likeStatus: false, collectionStatus: false, focusStatus: false })
        for (const k of ['intro', 'images', 'openHours', 'phone', 'websiteUrl', 'extra', 'browseNum', 'commentNum', 'parentId'])
          assert.ok(k in d.data, k)
      })
    }

    it("another type's id and another site's id are not found (404 envelope, no row)", async () => {
      const hotelId = ids['HOTEL 一号']
      const wrongType = await detail('res/api/scenic', hotelId)
      assert.equal(wrongType.status, 404)
      assert.equal(wrongType.body.code, 404)
      assert.equal(wrongType.body.data, undefined)
      const foreign = await detail('res/api/scenic', otherSiteId, { lang: 'en' })
      assert.equal(foreign.body.code, 404)
      assert.equal(foreign.body.message, `There is no place of this kind with id ${otherSiteId} on this site`)
      assert.equal((await get(app(), 'res/api/scenic/detail', { siteCode: B, id: otherSiteId })).body.code, 0)
    })

    it('bad ids are refused by name: missing, not a number, zero, too long', async () => {
      for (const [id, message] of [
        [undefined, 'The id is required'],
        ['abc', 'Id "abc" is not valid: it must be a positive whole number'],
        ['0', 'Id "0" is not valid: it must be a positive whole number'],
        ['1234567890', 'Id "1234567890" is not valid: it must be a positive whole number'],
      ]) {
        const { status, body } = await detail('res/api/hotel', id, { lang: 'en' })
        assert.equal(status, 400)
        assert.deepEqual(body, { code: 400, message })
      }
    })
  })

  describe('lists', () => {
    it('page with variant (a): 10 by default, larger sort first, pages do not overlap', async () => {
      const first = (await list('res/api/hotel', { regionCode: '510107' })).body
      assert.equal(first.datas.length, 10)
      assert.deepEqual(first.page, { total: 60, totalPage: 6 })
      assert.equal(first.datas[0].name, '酒店 59')
      assert.equal(first.datas[0].crowdState, 'TIGHT')
      const second = (await list('res/api/hotel', { regionCode: '510107', currPage: 2 })).body
      assert.equal(second.datas[0].name, '酒店 49')
    })

    it('back-half pages are read from the end yet answer the same order: last page, short last page, past the end', async () => {
      const names = async (params: Record<string, unknown>) =>
        (await list('res/api/hotel', { regionCode: '510107', ...params })).body.datas.map((d: { name: string }) => d.name)
      const hotels = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `酒店 ${from - i}`)
      assert.deepEqual(await names({ currPage: 3 }), hotels(39, 30))
      assert.deepEqual(await names({ currPage: 4 }), hotels(29, 20))
      assert.deepEqual(await names({ currPage: 6 }), hotels(9, 0))
      // 60 rows, 7 a page: page 9 holds the last 4
      const last = (await list('res/api/hotel', { regionCode: '510107', pageSize: 7, currPage: 9 })).body
      assert.deepEqual(last.page, { total: 60, totalPage: 9 })
      assert.deepEqual(
        last.datas.map((d: { name: string }) => d.name),
        hotels(3, 0),
      )
      assert.deepEqual(await names({ pageSize: 7, currPage: 8 }), hotels(10, 4))
      assert.deepEqual(await names({ currPage: 7 }), [])
    })

    it('siteId: this site lists everything, a child site (region inside this one) its region, any other site is not found', async () => {
      const all = (await list('res/api/scenic', { pageSize: 50 })).body
      const own = (await list('res/api/scenic', { pageSize: 50, siteId: await siteIdOf(app(), A) })).body
      assert.equal(own.code, 0)
      assert.deepEqual(own.page, all.page)
      // djy-scenic (510181, Dujiangyan) lies inside intl-expo's Chengdu (510100)
      const child = (await list('res/api/scenic', { pageSize: 50, siteId: await siteIdOf(app(), 'djy-scenic') })).body
      assert.equal(child.code, 0)
      assert.deepEqual(
        child.datas.map((d: { name: string }) => d.name),
        ['都江堰'],
      )
      // cd-city shares the region (not a child), sc-province contains it, xj-region is elsewhere, 99999 is no site
      for (const code of ['cd-city', 'sc-province', 'xj-region']) {
        const id = await siteIdOf(app(), code)
        const { status, body } = await list('res/api/scenic', { siteId: id, lang: 'en' })
        assert.equal(status, 404, code)
        assert.deepEqual(body, { code: 404, message: `There is no record with id ${id} on this site` })
      }
      assert.equal((await list('res/api/scenic', { siteId: 99999 })).body.code, 404)
      // a site code names the same sites (the app's routes name sites by code)
      assert.deepEqual((await list('res/api/scenic', { pageSize: 50, siteId: A })).body.page, all.page)
      assert.deepEqual((await list('res/api/scenic', { pageSize: 50, siteId: 'djy-scenic' })).body.datas, child.datas)
      assert.deepEqual((await list('res/api/scenic', { siteId: 'xj-region', lang: 'en' })).body, {
        code: 404,
        message: 'There is no record with id xj-region on this site',
      })
      assert.equal((await list('res/api/scenic', { siteId: 'no-such-site' })).body.code, 404)
      for (const bad of ['0', '-1', '1234567890', 'Cd City', '成都']) {
        const { status, body } = await list('res/api/hotel', { siteId: bad })
        assert.equal(status, 400, bad)
        assert.equal(body.code, 400)
        assert.match(body.message, /siteId/)
      }
    })

    it('a page larger than 50 is refused with the limit, never a whole table', async () => {
      const { status, body } = await list('res/api/hotel', { pageSize: 100000, lang: 'en' })
      assert.equal(status, 400)
      assert.equal(body.code, 400)
      assert.match(body.message, /pageSize/)
      assert.match(body.message, /50/)
      assert.equal((await list('res/api/hotel', { pageSize: 50 })).body.datas.length, 50)
    })

    it('regionCode of a city lists its districts; parentId and tag narrow; bad filters are refused', async () => {
      assert.equal((await list('res/api/scenic', { regionCode: '510100' })).body.page.total, 4)
      assert.equal((await list('res/api/scenic', { regionCode: '510181' })).body.datas[0].name, '都江堰')
      assert.equal((await list('res/api/scenic', { tag: '夜游' })).body.datas[0].name, '无坐标景区')
      assert.equal((await list('res/api/scenic', { parentId: 999999 })).body.page.total, 0)
      const badRegion = await list('res/api/scenic', { regionCode: '51x', lang: 'en' })
      assert.deepEqual(badRegion.body, { code: 400, message: 'Region code "51x" is not valid: it must be 6 digits' })
      assert.equal((await list('res/api/scenic', { parentId: 'x' })).body.code, 400)
      assert.equal((await list('res/api/scenic', { tag: 'x'.repeat(41) })).body.code, 400)
    })

    it('with longitude and latitude: nearest first, distance in metres, places without a position last', async () => {
      const { body } = await list('res/api/scenic', { ...CENTRE, pageSize: 10 })
      const names = body.datas.map((p: { name: string }) => p.name)
      assert.deepEqual(names, ['SCENERY 一号', '宽窄巷子', '都江堰', '无坐标景区'])
      const kz = body.datas[1]
      assert.equal(kz.distance, Math.round(haversineMetres(CENTRE, kz)))
      assert.ok(kz.distance > 1000 && kz.distance < 2000, String(kz.distance))
      assert.equal(body.datas[3].distance, undefined)
    })

    it('broken coordinates are a clear envelope error', async () => {
      for (const [params, message] of [
        [{ longitude: 'abc', latitude: 30 }, 'longitude must be a number between -180 and 180'],
        [{ longitude: 104, latitude: 91 }, 'latitude must be a number between -90 and 90'],
        [{ longitude: 'NaN', latitude: 30 }, 'longitude must be a number between -180 and 180'],
        [{ longitude: '1e3', latitude: 30 }, 'longitude must be a number between -180 and 180'],
        [{ longitude: 104 }, 'Give longitude and latitude together'],
      ] as const) {
        const { status, body } = await list('res/api/scenic', { ...params, lang: 'en' })
        assert.equal(status, 400)
        assert.deepEqual(body, { code: 400, message })
      }
    })

    it("texts come in the caller's language where the row has them, else the row's own", async () => {
      const id = ids['宽窄巷子']
      const en = (await detail('res/api/scenic', id, { lang: 'en' })).body.data
      assert.equal(en.name, 'Kuanzhai Alleys')
      assert.equal(en.summary, 'Courtyards of old Chengdu')
      const zh = (await list('res/api/scenic', { regionCode: '510105', lang: 'zh' })).body.datas[0]
      assert.equal(zh.name, '宽窄巷子')
      // cd-city offers Chinese only: the language is narrowed to the site's, the row's own texts answer
      const b = await siteIdOf(app(), B)
      const [row] = await insertPlaces(
        app(),
        [{ siteId: b, type: 'FOOD', name: '钟水饺', translations: { en: { name: 'Zhong Dumplings' } } }],
        {
          empty: false,
        },
      )
      assert.equal((await get(app(), 'res/api/dining/detail', { siteCode: B, id: row.id, lang: 'en' })).body.data.name, '钟水饺')
    })

    it('visitorRatio is visitors / capacity, null when unknown', async () => {
      const { body } = await list('res/api/scenic', { regionCode: '510105' })
      assert.equal(body.datas[0].visitorRatio, 0.85)
      const { body: other } = await list('res/api/scenic', { regionCode: '510181' })
      assert.equal(other.datas[0].visitorRatio, null)
    })
  })

  describe('translations on a multilingual site', () => {
    it('intl-expo answers the English name and falls back to the Chinese one field by field', async () => {
      const a = await siteIdOf(app(), A)
      const [row] = await insertPlaces(
        app(),
        [
          {
            siteId: a,
            type: 'VENUE',
            name: '成都博物馆',
            summary: '天府广场西侧',
            intro: '馆藏丰富',
            translations: { en: { name: 'Chengdu Museum' } },
          },
        ],
        { empty: false },
      )
      const en = (await get(app(), 'res/api/venue/detail', { siteCode: A, id: row.id, lang: 'en' })).body.data
      assert.equal(en.name, 'Chengdu Museum')
      assert.equal(en.summary, '天府广场西侧')
      const zh = (await get(app(), 'res/api/venue/detail', { siteCode: A, id: row.id, lang: 'zh' })).body.data
      assert.equal(zh.name, '成都博物馆')
    })
  })

  describe('rankings and regions', () => {
    it('res/api/scenic/rank: variant (c), hottest first (browseNum + likeNum)', async () => {
      const { body } = await get(app(), 'res/api/scenic/rank', { siteCode: A, pageSize: 2 })
      assert.equal(body.code, 0)
      assert.equal(body.data.totalCount, 4)
      assert.equal(body.data.totalPage, 2)
      assert.deepEqual(
        body.data.data.map((p: { name: string; heat: number }) => [p.name, p.heat]),
        [
          ['都江堰', 950],
          ['宽窄巷子', 10],
        ],
      )
    })

    it("siteChildRegion: the districts of the site's city that have places, with their counts, names by language", async () => {
      const { body } = await get(app(), 'res/api/region/siteChildRegion', { siteCode: A })
      assert.equal(body.code, 0)
      const byCode = new Map(body.datas.map((r: { regionCode: string }) => [r.regionCode, r]))
      assert.deepEqual(byCode.get('510104'), {
        regionCode: '510104',
        regionName: '锦江区',
        level: 3,
        kind: 'county',
        placeCount: PLACE_TYPES.length + 1,
      })
      assert.deepEqual(byCode.get('510181'), { regionCode: '510181', regionName: '都江堰市', level: 3, kind: 'county', placeCount: 1 })
      // 邛崃市 has no place of this site: not listed (a "0 处" district would open an empty page)
      assert.equal(byCode.has('510183'), false)
      assert.ok(body.datas.every((r: { placeCount: number }) => r.placeCount > 0))
      const outside = await get(app(), 'res/api/region/siteChildRegion', { siteCode: A, regionCode: '650000' })
      assert.equal(outside.body.code, 404)
    })

    it('region/rank: regions by the heat of their places', async () => {
      const { body } = await get(app(), 'res/api/region/rank', { siteCode: A, resourceType: 'CONTENT_TYPE_SCENERY' })
      assert.deepEqual(
        body.data.data.map((r: { regionCode: string; heat: number }) => [r.regionCode, r.heat]),
        [
          ['510181', 950],
          ['510105', 10],
          ['510104', 0],
        ],
      )
      assert.equal((await get(app(), 'res/api/region/rank', { siteCode: A, resourceType: 'CONTENT_TYPE_NOPE' })).body.code, 400)
    })
  })

  describe('searchAround', () => {
    it('lists places within the radius, nearest first, every type unless one is asked', async () => {
      const { body } = await get(app(), 'res/api/es/searchAround', { siteCode: A, ...CENTRE, radius: 3000, pageSize: 50 })
      assert.equal(body.code, 0)
      const distances = body.datas.map((p: { distance: number }) => p.distance)
      assert.deepEqual(
        distances,
        [...distances].sort((x, y) => x - y),
      )
      assert.ok(distances.every((d: number) => d <= 3000))
      // 0.009° of latitude ≈ 1000.8 m: the first two types' rows and Kuanzhai Alleys (≈ 1.4 km)
      assert.deepEqual(
        body.datas.map((p: { name: string }) => p.name),
        [`${PLACE_TYPES[0].key} 一号`, '宽窄巷子', `${PLACE_TYPES[1].key} 一号`],
      )
      assert.equal(body.datas[0].distance, 1001)
      const toilets = (
        await get(app(), 'res/api/es/searchAround', { siteCode: A, ...CENTRE, radius: 50000, resourceType: 'CONTENT_TYPE_TOILET' })
      ).body
      assert.deepEqual(
        toilets.datas.map((p: { type: string }) => p.type),
        ['TOILET'],
      )
      const far = (await get(app(), 'res/api/es/searchAround', { siteCode: A, ...CENTRE, radius: 50000, pageSize: 50 })).body
      // Dujiangyan is ≈ 57 km from Tianfu Square: outside the largest radius
      assert.ok(haversineMetres(CENTRE, { longitude: 103.6196, latitude: 31.0026 }) > 50000)
      assert.equal(far.page.total, PLACE_TYPES.length + 1)
      assert.ok(!far.datas.some((p: { name: string }) => p.name === '都江堰'))
    })

    it('refuses a missing point, a radius over 50 km and an unknown type', async () => {
      const missing = await get(app(), 'res/api/es/searchAround', { siteCode: A, lang: 'en' })
      assert.deepEqual(missing.body, { code: 400, message: 'The position is missing: give longitude and latitude' })
      const wide = await get(app(), 'res/api/es/searchAround', { siteCode: A, ...CENTRE, radius: 50001, lang: 'en' })
      assert.deepEqual(wide.body, { code: 400, message: 'radius must be a number of metres between 1 and 50000' })
      const type = await get(app(), 'res/api/es/searchAround', { siteCode: A, ...CENTRE, resourceType: 'CONTENT_TYPE_NEWS' })
      assert.equal(type.body.code, 400)
    })
  })
})
