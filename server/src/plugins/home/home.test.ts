/**
 * The home capability: demo adverts per site (translated, idempotent), the advert list of a site
 * only, taps counted once per call even in parallel, another site's advert not found, bad input
 * refused with the envelope; recommended places across types.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ACTIVITY_MODES, type ActivityMode } from '../../../../src/core/activities/rules'
import { resourceTypeOf } from '../../../../src/core/resource-types'
import { adverts, functionClicks } from '../../db/schema'
import { useTestApp } from '../../testing/test-app'
import { get, insertPlaces, post, siteIdOf } from '../places/test-fixtures'
import { ADVERT_TAPS } from './advert-routes'
import { seedDemoAdverts } from './demo-adverts'

describe('home capability', () => {
  const app = useTestApp()
  const list = (siteCode: string, extra: Record<string, unknown> = {}) => get(app(), 'res/api/advert/list', { siteCode, ...extra })
  const click = (siteCode: string, functionId: unknown, extra: Record<string, unknown> = {}) =>
    post(app(), 'res/api/functionClick/addFunctionClickRecord', { siteCode, functionId, ...extra })

  it('every demo site has adverts of every jump type; PLACE ones open that site’s places with their pictures', async () => {
    const { body } = await list('djy-scenic')
    assert.equal(body.code, 0)
    const types = body.datas.map((a: { type: string }) => a.type)
    assert.deepEqual([...new Set(types)].sort(), ['ACTIVITY', 'OUTSIDE', 'PLACE'])
    const place = body.datas.find((a: { type: string }) => a.type === 'PLACE')
    assert.match(place.title, /都江堰|青城|景区|· 精品推荐/)
    assert.ok(place.image.startsWith('/api/demo/pictures/'))
    assert.ok(place.resourceType.startsWith('CONTENT_TYPE_'))
    const detail = await get(app(), `${resourceTypeOf(place.resourceType)!.api}/detail`, { siteCode: 'djy-scenic', id: place.resourceId })
    assert.equal(detail.body.code, 0)
    assert.equal(detail.body.data.cover, place.image)
    const outside = body.datas.find((a: { type: string }) => a.type === 'OUTSIDE')
    assert.match(outside.jumpUrl, /^https:\/\//)
  })

  it('an ACTIVITY advert opens an activity of its own site, on every site that has one', async () => {
    const sites = app()
      .sites.all()
      .map((site) => site.siteCode)
    let checked = 0
    for (const siteCode of sites) {
      const answer = (await list(siteCode)).body
      if (answer.code !== 0) continue // a paused site answers code 3
      const activity = answer.datas.find((a: { type: string }) => a.type === 'ACTIVITY')
      if (!activity) continue
      const detail = await get(app(), 'res/api/activity/detail', { siteCode, id: activity.resourceId })
      assert.equal(detail.body.code, 0, `${siteCode}: ${detail.body.msg}`)
      assert.ok(activity.title.startsWith(detail.body.data.name), `${siteCode}: ${activity.title}`)
      // "sign up now" only on an activity one can book or sign up for
      if (activity.title.endsWith('报名中'))
        assert.ok(ACTIVITY_MODES[detail.body.data.method as ActivityMode]?.bookable, `${siteCode}: ${detail.body.data.method}`)
      checked++
    }
    assert.ok(checked >= 5, `${checked} sites with an activity advert`)
  })

  it('titles follow the language of an intl site; a second seed adds nothing', async () => {
    const zh = (await list('intl-expo')).body.datas
    const fr = (await list('intl-expo', { lang: 'fr' })).body.datas
    assert.equal(zh.length, fr.length)
    assert.ok(fr.some((a: { title: string }) => a.title.includes('À la une')))
    const siteId = await siteIdOf(app(), 'intl-expo')
    const before = (await app().db.select().from(adverts).where(eq(adverts.siteId, siteId))).length
    await seedDemoAdverts(app())
    assert.equal((await app().db.select().from(adverts).where(eq(adverts.siteId, siteId))).length, before)
  })

  it('counts taps: parallel calls each add one; another site’s advert is not found and counts nothing', async () => {
    const [ad] = (await list('cd-city')).body.datas
    const answers = await Promise.all(Array.from({ length: 10 }, () => click('cd-city', ad.adId)))
    assert.ok(answers.every((a) => a.body.code === 0))
    assert.deepEqual(
      answers.map((a) => a.body.data.clicks).sort((x, y) => x - y),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    )
    const foreign = await click('xj-region', ad.adId)
    assert.equal(foreign.body.code, 404)
    const rows = await app().db.select().from(functionClicks).where(eq(functionClicks.functionId, ad.adId))
    assert.equal(rows.length, 1)
    assert.equal(rows[0].clicks, 10)
  })

  it('one address adds at most 30 taps per site and hour; beyond, ok with the count unchanged; another address counts', async () => {
    const [ad] = (await list('mx-county')).body.datas
    const tap = (remoteAddress: string) =>
      app().inject({
        method: 'POST',
        url: '/api/res/api/functionClick/addFunctionClickRecord?siteCode=mx-county',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `functionType=AD_CLICK&resourceId=${ad.adId}`,
        remoteAddress,
      })
    const before = (await tap('203.0.113.80')).json().data.clicks
    const answers = await Promise.all(Array.from({ length: 100 }, () => tap('203.0.113.81')))
    assert.ok(answers.every((a) => a.statusCode === 200 && a.json().code === 0))
    const [row] = await app().db.select().from(functionClicks).where(eq(functionClicks.functionId, ad.adId))
    assert.equal(row.clicks, before + ADVERT_TAPS.max)
    assert.equal((await tap('203.0.113.81')).json().data.clicks, before + ADVERT_TAPS.max)
    assert.equal((await tap('203.0.113.82')).json().data.clicks, before + ADVERT_TAPS.max + 1)
  })

  it('bad input is a clear 400 envelope, never a 500', async () => {
    for (const [id, extra] of [
      ['', {}],
      ['abc', {}],
      ['-1', {}],
      ['1', { functionType: 'MENU' }],
    ] as const) {
      const { status, body } = await click('cd-city', id, extra)
      assert.equal(status, 400, `${id} ${JSON.stringify(extra)}`)
      assert.equal(body.code, 400)
      assert.ok(body.message)
    }
    const { body } = await list('cd-city', { position: 'NOWHERE' })
    assert.equal(body.code, 400)
  })

  it('recommended places: the planning types of this site only, by sort; a huge page refused', async () => {
    const siteId = await siteIdOf(app(), 'mx-county')
    const other = await siteIdOf(app(), 'cd-city')
    await insertPlaces(app(), [
      { siteId, type: 'SCENERY', name: '九顶山', sort: 5 },
      { siteId, type: 'VENUE', name: '茂县博物馆', sort: 9 },
      { siteId, type: 'HOTEL', name: '羌城酒店', sort: 99 },
      { siteId, type: 'RURAL', name: '坪头村', sort: 1, panorama: '/pano/pingtou.jpg' },
      { siteId: other, type: 'SCENERY', name: '别站景区', sort: 100, panorama: '/pano/x.jpg' },
    ])
    const rec = await get(app(), 'res/api/recommend/list', { siteCode: 'mx-county', pageSize: 10 })
    assert.equal(rec.body.code, 0)
    assert.deepEqual(
      rec.body.datas.map((p: { name: string }) => p.name),
      ['茂县博物馆', '九顶山', '坪头村'],
    )
    const huge = await get(app(), 'res/api/recommend/list', { siteCode: 'mx-county', pageSize: 5000 })
    assert.equal(huge.body.code, 400)
  })
})
