/**
 * Brands: the demo brands of a site (three, translated on the intl site, idempotent), every top
 * scenic area linked to one, a place's brand (getApiBrandList: linksResourceType +
 * linksResourceId, pageSize 1), a brand's detail with its places, another site's id not found,
 * bad input a 400 envelope.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { brands } from '../../db/schema'
import { useTestApp } from '../../testing/test-app'
import { get, siteIdOf } from '../places/test-fixtures'
import { seedDemoBrands } from './demo-brands'

describe('brands', () => {
  const app = useTestApp()
  const list = (siteCode: string, extra: Record<string, unknown> = {}) => get(app(), 'res/api/brand/list', { siteCode, ...extra })
  const detail = (siteCode: string, id: unknown, extra: Record<string, unknown> = {}) =>
    get(app(), 'res/api/brand/detail', { siteCode, id, ...extra })

  it('every demo site has its three brands, larger sort first; a second seed adds nothing', async () => {
    const { body } = await list('djy-scenic')
    assert.equal(body.code, 0)
    assert.equal(body.page.total, 3)
    assert.equal(body.datas[0].name, '拜水都江堰 · 问道青城山')
    assert.ok(body.datas[0].cover.startsWith('/api/demo/pictures/'))
    assert.ok(body.datas.every((b: { placeCount: number }) => b.placeCount > 0))
    const siteId = await siteIdOf(app(), 'djy-scenic')
    await seedDemoBrands(app())
    assert.equal((await app().db.select().from(brands).where(eq(brands.siteId, siteId))).length, 3)
  })

  it('a place’s brand: the scenic area 都江堰景区 has the water brand, pageSize 1, and is among its places', async () => {
    const scenic = await get(app(), 'res/api/scenic/list', { siteCode: 'djy-scenic', pageSize: 50 })
    const place = scenic.body.datas.find((p: { name: string }) => p.name === '都江堰景区')
    assert.ok(place)
    const { body } = await list('djy-scenic', { linksResourceType: 'CONTENT_TYPE_SCENERY', linksResourceId: place.id, pageSize: 1 })
    assert.equal(body.code, 0)
    assert.equal(body.datas.length, 1)
    assert.equal(body.datas[0].name, '拜水都江堰 · 问道青城山')
    // the same id under another type is no brand
    const other = await list('djy-scenic', { linksResourceType: 'CONTENT_TYPE_HOTEL', linksResourceId: place.id })
    assert.equal(other.body.datas.length, 0)
    const brand = await detail('djy-scenic', body.datas[0].id)
    assert.ok(brand.body.data.places.some((p: { name: string }) => p.name === '都江堰景区'))
  })

  it('a brand’s detail lists its places of this site; another site’s id is not found', async () => {
    const [first] = (await list('xj-region')).body.datas
    const { body } = await detail('xj-region', first.id)
    assert.equal(body.code, 0)
    assert.equal(body.data.name, '新疆是个好地方')
    assert.ok(body.data.intro.length > 0)
    assert.ok(body.data.places.some((p: { name: string }) => p.name === '天山天池'))
    assert.equal(body.data.places.length, Math.min(first.placeCount, 20))
    const foreign = await detail('cd-city', first.id)
    assert.equal(foreign.body.code, 404)
  })

  it('names follow the language of the intl site', async () => {
    const fr = (await list('intl-expo', { lang: 'fr' })).body.datas
    assert.equal(fr[0].name, 'Pays du panda géant · Chengdu')
  })

  it('bad input is a clear 400 envelope, never a 500', async () => {
    for (const extra of [
      { linksResourceType: 'CONTENT_TYPE_NOPE' },
      { linksResourceId: 'abc' },
      { linksResourceId: '-3', linksResourceType: 'CONTENT_TYPE_SCENERY' },
      { pageSize: 500 },
    ]) {
      const { status, body } = await list('cd-city', extra)
      assert.equal(status, 400, JSON.stringify(extra))
      assert.equal(body.code, 400)
      assert.ok(body.message)
    }
    for (const id of ['', 'x', '0']) {
      const { body } = await detail('cd-city', id)
      assert.equal(body.code, 400, id)
    }
  })
})
