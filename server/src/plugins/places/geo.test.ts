/** Haversine distances against known ones, the SQL formula equal to the JS one, and point parsing. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { doublePrecision, pgTable } from 'drizzle-orm/pg-core'
import { openTestDatabase } from '../../testing/test-database'
import { AppError } from '../../http/envelope'
import { boundingBox, distanceSql, haversineMetres, pointOf, radiusOf } from './geo'

const near = (actual: number, expected: number, tolerance: number) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not within ${tolerance} of ${expected}`)

describe('haversineMetres', () => {
  it('one degree along a meridian or the equator is 2πR/360 = 111 195 m', () => {
    near(haversineMetres({ longitude: 0, latitude: 0 }, { longitude: 0, latitude: 1 }), 111_195, 1)
    near(haversineMetres({ longitude: 0, latitude: 0 }, { longitude: 1, latitude: 0 }), 111_195, 1)
    // at 60° north a degree of longitude is about half as long
    near(haversineMetres({ longitude: 0, latitude: 60 }, { longitude: 1, latitude: 60 }), 55_597, 2)
  })

  it('known city distances (great circle): London–Paris 343.5 km, Beijing–Shanghai 1 067 km', () => {
    near(haversineMetres({ longitude: -0.1278, latitude: 51.5074 }, { longitude: 2.3522, latitude: 48.8566 }), 343_560, 600)
    near(haversineMetres({ longitude: 116.4074, latitude: 39.9042 }, { longitude: 121.4737, latitude: 31.2304 }), 1_067_300, 1500)
  })

  it('is zero for the same point and symmetric', () => {
    const a = { longitude: 104.06584, latitude: 30.65742 }
    const b = { longitude: 103.6196, latitude: 31.0026 }
    assert.equal(haversineMetres(a, a), 0)
    assert.equal(haversineMetres(a, b), haversineMetres(b, a))
  })

  it('the SQL formula answers the same metres as the JS one (PGlite or PostgreSQL)', async () => {
    const database = await openTestDatabase()
    try {
      const t = pgTable('geo_probe', { longitude: doublePrecision('longitude'), latitude: doublePrecision('latitude') })
      await database.db.execute(sql`create temporary table geo_probe (longitude float8, latitude float8)`)
      const points = [
        { longitude: 104.0536, latitude: 30.6633 },
        { longitude: 103.6196, latitude: 31.0026 },
        { longitude: 87.6168, latitude: 43.8256 },
      ]
      await database.db.insert(t).values([...points, { longitude: null, latitude: null }])
      const from = { longitude: 104.06584, latitude: 30.65742 }
      const rows = await database.db.select({ d: distanceSql(t.longitude, t.latitude, from), lat: t.latitude }).from(t)
      for (const p of points) near(Number(rows.find((r) => r.lat === p.latitude)!.d), haversineMetres(from, p), 0.01)
      assert.equal(rows.find((r) => r.lat === null)!.d, null, 'no position, no distance')
    } finally {
      await database.close()
    }
  })

  it('the bounding box holds the whole circle: every point 10 km away in any direction is inside', () => {
    const c = { longitude: 104.06584, latitude: 30.65742 }
    const r = 10_000
    const box = boundingBox(c, r)
    const φ1 = (c.latitude * Math.PI) / 180
    const δ = r / 6_371_008.8
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // destination point on the sphere (the inverse of haversine)
      const θ = (bearing * Math.PI) / 180
      const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ))
      const λ2 = Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2))
      const p = { latitude: (φ2 * 180) / Math.PI, longitude: c.longitude + (λ2 * 180) / Math.PI }
      near(haversineMetres(c, p), r, 0.01)
      assert.ok(
        p.latitude >= box.minLat && p.latitude <= box.maxLat && p.longitude >= box.minLng && p.longitude <= box.maxLng,
        `bearing ${bearing}`,
      )
    }
  })
})

describe('pointOf and radiusOf', () => {
  const refused = (f: () => unknown, key: string) => assert.throws(f, (e: unknown) => e instanceof AppError && e.messageKey === key)

  it('reads both coordinates or none', () => {
    assert.deepEqual(pointOf({ longitude: '104.06', latitude: '30.65' }), { longitude: 104.06, latitude: 30.65 })
    assert.equal(pointOf({}), undefined)
    assert.equal(pointOf({ longitude: '', latitude: '' }), undefined)
    refused(() => pointOf({ latitude: '30' }), 'places.pointIncomplete')
  })

  it('refuses what is not a coordinate', () => {
    for (const bad of ['abc', 'NaN', 'Infinity', '1e2', '181', '-180.5', '0x10', '10,5'])
      refused(() => pointOf({ longitude: bad, latitude: '1' }), 'places.badCoordinate')
    refused(() => pointOf({ longitude: '1', latitude: '90.01' }), 'places.badCoordinate')
    refused(() => pointOf({ longitude: ['1', '2'], latitude: '1' }), 'field.repeated')
  })

  it('radius: 5000 by default, 1 to 50000', () => {
    assert.equal(radiusOf({}), 5000)
    assert.equal(radiusOf({ radius: '50000' }), 50000)
    for (const bad of ['0', '50001', '-5', 'x', '1e4']) refused(() => radiusOf({ radius: bad }), 'places.badRadius')
  })
})
