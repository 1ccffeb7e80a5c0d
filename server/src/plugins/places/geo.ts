/**
 * Distances between gcj02 points by the haversine formula, in JS (tests, single values) and in
 * SQL (lists sorted by distance, searchAround), on a sphere of the Earth's mean radius: within
 * 0.5 % of the ellipsoid, far below what a visitor notices. gcj02 shifts points by a few hundred
 * metres at most and every row and visitor point are in it, so distances between them are true.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { EARTH_RADIUS_M, haversineMetres, type LngLat } from '../../../../src/core/geo'
import { badInput, single, type Fields } from '../../http/fields'

/** searchAround's largest radius and its default (metres) */
export const MAX_RADIUS_M = 50_000
export const DEFAULT_RADIUS_M = 5_000

/** gcj02 point, the app's LngLat; the formula and radius are the app's (src/core/geo.ts), written once */
export type Point = LngLat
export { EARTH_RADIUS_M, haversineMetres }

const rad = (deg: number) => (deg * Math.PI) / 180

/** The same formula over a row's columns, in metres (NULL when the row has no position). */
export function distanceSql(longitude: AnyPgColumn, latitude: AnyPgColumn, p: Point): SQL<number | null> {
  const lat = sql`${p.latitude}::float8`
  const lng = sql`${p.longitude}::float8`
  // least() skips NULLs, so a row without a position is NULL by the CASE, not half the Earth away
  return sql<number | null>`(case when ${latitude} is null or ${longitude} is null then null
    else 2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
      power(sin(radians(${latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))) end)`
}

/**
 * A box holding the circle (cheap index-friendly filter before the exact distance): latitude ±
 * r/R, longitude ± the circle's widest reach asin(sin(r/R) / cos φ), both widened by 0.1 %.
 */
export function boundingBox(p: Point, radius: number) {
  const angle = radius / EARTH_RADIUS_M
  const dLat = ((angle * 180) / Math.PI) * 1.001
  const reach = Math.sin(angle) / Math.cos(rad(p.latitude))
  const dLng = reach >= 1 ? 180 : ((Math.asin(reach) * 180) / Math.PI) * 1.001
  return { minLat: p.latitude - dLat, maxLat: p.latitude + dLat, minLng: p.longitude - dLng, maxLng: p.longitude + dLng }
}

const DECIMAL = /^[-+]?\d{1,3}(\.\d{1,15})?$/

function coordinate(fields: Fields, name: 'longitude' | 'latitude', limit: number): number | undefined {
  const raw = single(fields, name)
  if (!raw) return undefined
  const n = Number(raw)
  if (!DECIMAL.test(raw) || !Number.isFinite(n) || Math.abs(n) > limit) throw badInput('places.badCoordinate', { field: name, limit })
  return n
}

/** longitude + latitude of a call, both or neither; a broken or half-given point is refused by name. */
export function pointOf(fields: Fields): Point | undefined {
  const longitude = coordinate(fields, 'longitude', 180)
  const latitude = coordinate(fields, 'latitude', 90)
  if (longitude === undefined && latitude === undefined) return undefined
  if (longitude === undefined || latitude === undefined) throw badInput('places.pointIncomplete')
  return { longitude, latitude }
}

/** searchAround radius in metres: 1 to MAX_RADIUS_M, DEFAULT_RADIUS_M when absent. */
export function radiusOf(fields: Fields): number {
  const raw = single(fields, 'radius')
  if (!raw) return DEFAULT_RADIUS_M
  const n = Number(raw)
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(raw) || n < 1 || n > MAX_RADIUS_M) throw badInput('places.badRadius', { max: MAX_RADIUS_M })
  return n
}
