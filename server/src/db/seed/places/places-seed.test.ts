/**
 * @engines both: the demo data a newcomer starts on PGlite (scripts/test-all.mjs)
 * Demo places: seeded at start for every demo site, idempotent (a second seed adds and changes
 * nothing), at least 8 places of every place type per site (12 for the four listed types, so
 * lists page at pageSize 10) inside the site's region, children under the right parents, crowding
 * across every band, intl-expo translated into en/fr/ja/ko, pictures the picture route answers;
 * seedManyPlaces bulk-inserts for paging benchmarks.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../app'
import type { DatabaseHandle } from '../../database'
import { places, sites } from '../../schema'
import { openTestDatabase } from '../../../testing/test-database'
import { DEMO_PLACE_TABLES, PLACE_KINDS, seedDemoPlaces, seedManyPlaces } from '.'

type Row = typeof places.$inferSelect

let database: DatabaseHandle
let app: FastifyInstance
const bySite = new Map<string, Row[]>()

before(async () => {
  database = await openTestDatabase()
  app = await buildApp({ database })
  for (const site of await app.db.select().from(sites)) {
    bySite.set(site.siteCode, await app.db.select().from(places).where(eq(places.siteId, site.id)))
  }
})
after(async () => {
  await app.close()
  await database.close()
})

const TWELVE = new Set(['SCENERY', 'VENUE', 'HOTEL', 'FOOD'])

describe('demo places seed', () => {
  it('a second seed, and a second start on the same database, add and change nothing', async () => {
    const snapshot = async () => JSON.stringify(await app.db.select().from(places).orderBy(places.id))
    const first = await snapshot()
    await seedDemoPlaces(app.db)
    assert.equal(await snapshot(), first)
    const again = await buildApp({ database })
    await again.close()
    assert.equal(await snapshot(), first)
  })

  it('every demo site has its places: 8 or more of every type, 12 or more scenic areas, venues, hotels and food', () => {
    for (const code of Object.keys(DEMO_PLACE_TABLES)) {
      const rows = bySite.get(code) ?? []
      for (const kind of PLACE_KINDS) {
        const n = rows.filter((r) => r.type === kind).length
        assert.ok(n >= (TWELVE.has(kind) ? 12 : 8), `${code} ${kind}: ${n}`)
      }
    }
  })

  it('every place lies inside its site region (gcj02 bounding box), with an address, hours, summary and a 2-4 paragraph intro', () => {
    for (const [code, table] of Object.entries(DEMO_PLACE_TABLES)) {
      const [west, south, east, north] = table.box
      for (const r of bySite.get(code) ?? []) {
        const at = `${code} ${r.type} ${r.name}`
        assert.ok(
          r.longitude! >= west && r.longitude! <= east && r.latitude! >= south && r.latitude! <= north,
          `${at} at ${r.longitude},${r.latitude}`,
        )
        assert.ok(r.address.startsWith(table.regionName.slice(0, 2)), `${at}: ${r.address}`)
        assert.ok(r.regionCode.startsWith(table.region.replace(/0+$/, '')), `${at}: region ${r.regionCode}`)
        assert.ok(r.openHours && r.summary && r.phone, at)
        const paragraphs = r.intro.split('\n\n').length
        assert.ok(paragraphs >= 2 && paragraphs <= 4, `${at}: ${paragraphs} paragraphs`)
        assert.match(r.phone, /^(0\d{2,3}-[2-9]\d{6,7}|1[3-9]\d{9})$/, `${at}: phone ${r.phone}`)
      }
    }
  })

  it('spots hang under scenic areas or villages, rooms, exhibitions and collections under venues, rides under a theme (or none), of the same site', () => {
    const parentTypes: Record<string, string[]> = {
      SPOTS: ['SCENERY', 'RURAL'],
      ACTIVITY_ROOM: ['VENUE'],
      EXHIBITION: ['VENUE'],
      COLLECTION: ['VENUE'],
    }
    // types that stand alone or hang under a parent: an amusement facility in a theme (a park's area)
    const optionalParents: Record<string, string[]> = { SCENIC_PROJECT: ['SCENIC_PROJECT'] }
    for (const [code, rows] of bySite) {
      const byId = new Map(rows.map((r) => [r.id, r]))
      for (const r of rows) {
        if (r.parentId === null) {
          assert.ok(!parentTypes[r.type], `${code} ${r.type} ${r.name} has no parent`)
          continue
        }
        const parent = byId.get(r.parentId)
        assert.ok(parent, `${code} ${r.name}: parent on the same site`)
        assert.ok(
          (parentTypes[r.type] ?? optionalParents[r.type])?.includes(parent.type),
          `${code} ${r.name} (${r.type}) under ${parent.type}`,
        )
        assert.equal(parent.parentId, null, `${code} ${r.name}: one level of parents`)
      }
      assert.ok(
        code !== 'cd-city' || rows.some((r) => r.type === 'SCENIC_PROJECT' && r.parentId !== null),
        'cd-city has an amusement theme',
      )
      const withSpots = rows.filter((r) => r.type === 'SCENERY' && rows.some((c) => c.parentId === r.id))
      if (rows.length > 0) assert.ok(withSpots.length >= 3, `${code}: ${withSpots.length} scenic areas with spots`)
    }
  })

  it('crowding: scenic ratios fall in every band of the spec, hotels and restaurants show every state', () => {
    const band = (ratio: number) =>
      ratio <= 0.3 ? 'very comfortable' : ratio < 0.5 ? 'comfortable' : ratio >= 0.8 ? 'very crowded' : ratio >= 0.6 ? 'crowded' : 'average'
    for (const [code, rows] of bySite) {
      if (rows.length === 0) continue
      const bands = new Set(rows.filter((r) => r.type === 'SCENERY').map((r) => band(r.visitors! / r.capacity!)))
      assert.equal(bands.size, 5, `${code}: ${[...bands]}`)
      const hotel = new Set(rows.filter((r) => r.type === 'HOTEL').map((r) => r.crowdState))
      assert.deepEqual([...hotel].sort(), ['FULL', 'SUFFICIENT', 'TIGHT'], code)
      const food = new Set(rows.filter((r) => r.type === 'FOOD').map((r) => r.crowdState))
      assert.deepEqual([...food].sort(), ['NEED_WAITING', 'SUFFICIENT', 'TIGHT', 'VERY_POPULAR'], code)
    }
  })

  it('intl-expo places are translated into en, fr, ja and ko: every text', () => {
    const rows = bySite.get('intl-expo') ?? []
    assert.ok(rows.length > 150)
    for (const r of rows) {
      for (const lang of ['en', 'fr', 'ja', 'ko']) {
        const t = r.translations[lang]
        assert.ok(t, `${r.name}: ${lang}`)
        for (const field of ['name', 'summary', 'intro', 'address', 'openHours'] as const) assert.ok(t[field], `${r.name} ${lang} ${field}`)
        if (lang !== 'ja')
          assert.doesNotMatch(`${t.name}${t.summary}${t.intro}${t.openHours}${t.price}`, /[\u4e00-\u9fff]/, `${r.name} ${lang}`)
      }
    }
  })

  it('covers and 3-5 images are demo pictures the picture route answers; counters are plausible', async () => {
    const urls = new Set<string>()
    for (const rows of bySite.values()) {
      for (const r of rows) {
        assert.ok(r.images.length >= 3 && r.images.length <= 5, r.name)
        assert.equal(r.cover, r.images[0].url)
        for (const image of r.images) urls.add(image.url)
        assert.ok(r.collectionNum < r.likeNum && r.likeNum < r.browseNum, r.name)
      }
    }
    for (const url of [...urls].slice(0, 20)) {
      const res = await app.inject({ method: 'GET', url: `${url}?siteCode=cd-city` })
      assert.equal(res.statusCode, 200, url)
    }
  })

  it('the first scenic areas of every site have a film and an audio guide; the panoramas a scenic area shows are pictures the server answers', async () => {
    for (const [code, rows] of bySite) {
      const withMedia = rows.filter((r) => r.type === 'SCENERY' && r.video && r.audio)
      assert.equal(withMedia.length, Math.min(3, rows.filter((r) => r.type === 'SCENERY').length), code)
    }
    const cd = bySite.get('cd-city')!
    const [one] = cd.filter((r) => r.video)
    assert.match(one.video, /^\/api\/demo\/media\/demo-\d\.mp4$/)
    assert.match(one.audio, /^\/api\/demo\/media\/guide-\d\.m4a$/)
    // panoramas: the guides seed's, on scenic areas with spots and on spots
    const [withPanorama] = (await app.db.select().from(places).where(eq(places.siteId, cd[0].siteId))).filter(
      (r) => r.type === 'SCENERY' && r.panorama,
    )
    assert.ok(withPanorama, 'a scenic area of cd-city has a panorama')
    const res = await app.inject({ method: 'GET', url: withPanorama.panorama })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /svg/)
  })

  it('seedManyPlaces inserts thousands of rows for benchmarks', async () => {
    const [site] = await app.db.select().from(sites).where(eq(sites.siteCode, 'beta-preview'))
    const started = Date.now()
    assert.equal(await seedManyPlaces(app.db, site.id, 3000), 3000)
    const elapsed = Date.now() - started
    const n = await app.db.$count(places, and(eq(places.siteId, site.id), inArray(places.type, ['SCENERY'])))
    assert.equal(n, 3000 + (bySite.get('beta-preview') ?? []).filter((r) => r.type === 'SCENERY').length)
    assert.ok(elapsed < 20_000, `${elapsed} ms`)
  })
})
