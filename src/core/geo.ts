/**
 * Coordinates (rules-and-contract 9: "Coordinates type gcj02"; "Default fallback coordinates exist,
 * values not shown"). Pure TS shared by app and server:
 * - WGS-84 → GCJ-02, the published obfuscation formula (browser geolocation answers WGS-84; WeChat,
 *   the server and Chinese tile providers use GCJ-02); outside mainland China both are equal.
 * - great-circle distance (haversine) in metres.
 * - the centre of a site when the visitor's position cannot be had: one point per administrative
 *   region code, looked up from the site's `regionCode` (county → its city → its province, else the
 *   national default). Chosen over "the first place's coordinates" because it needs no call, is the
 *   same on every page of a site and is known before any list has loaded.
 */

export interface LngLat {
  longitude: number
  latitude: number
}

// ---- WGS-84 → GCJ-02 ---------------------------------------------------------------------------

const A = 6378245.0 // Krasovsky 1940 semi-major axis
const EE = 0.006693421622965943 // its eccentricity squared

/** The rough box the obfuscation applies to (the usual published bounds). */
export function outOfChina(lng: number, lat: number): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271
}

function transformLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
  return r
}

function transformLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
  return r
}

/** [lng, lat] WGS-84 in, [lng, lat] GCJ-02 out. */
export function wgs84ToGcj02(lng: number, lat: number): [number, number] {
  if (outOfChina(lng, lat)) return [lng, lat]
  let dLat = transformLat(lng - 105.0, lat - 35.0)
  let dLng = transformLng(lng - 105.0, lat - 35.0)
  const radLat = (lat / 180.0) * Math.PI
  let magic = Math.sin(radLat)
  magic = 1 - EE * magic * magic
  const sqrtMagic = Math.sqrt(magic)
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI)
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return [lng + dLng, lat + dLat]
}

// ---- points and distance -----------------------------------------------------------------------

/** A usable position: finite numbers in range, and not the 0,0 a missing position often is. */
export function isValidPoint(lng: unknown, lat: unknown): boolean {
  return (
    typeof lng === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90 &&
    !(lng === 0 && lat === 0)
  )
}

/** A point from two texts (route parameters); undefined unless both are numbers of a valid point. */
export function parsePoint(lng: string | undefined, lat: string | undefined): LngLat | undefined {
  if (!lng || !lat || !/^-?\d+(\.\d+)?$/.test(lng.trim()) || !/^-?\d+(\.\d+)?$/.test(lat.trim())) return undefined
  const point = { longitude: Number(lng), latitude: Number(lat) }
  return isValidPoint(point.longitude, point.latitude) ? point : undefined
}

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6371008.8

/** Great-circle distance in metres (haversine). Good to a few metres at city scale, which is all a list needs. */
export function haversineMetres(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

// ---- a site's centre ---------------------------------------------------------------------------

/**
 * Centres (gcj02) of the regions the sites are in: the seat of government or the landmark square a
 * visitor would call "the centre". Provinces point at their capital. Add a row when a site of a new
 * region is added; a missing county or city falls back to its city or province.
 */
export const REGION_CENTRES: Readonly<Record<string, LngLat>> = {
  '110000': { longitude: 116.397455, latitude: 39.909187 }, // Beijing, Tian'anmen
  '130000': { longitude: 114.514859, latitude: 38.042306 }, // Hebei: Shijiazhuang
  '510000': { longitude: 104.065837, latitude: 30.657349 }, // Sichuan: Chengdu
  '510100': { longitude: 104.065837, latitude: 30.657349 }, // Chengdu, Tianfu Square
  '510181': { longitude: 103.61941, latitude: 30.998716 }, // Dujiangyan city
  '511800': { longitude: 103.013261, latitude: 29.980537 }, // Ya'an
  '513200': { longitude: 102.224653, latitude: 31.899761 }, // Ngawa prefecture: Barkam
  '513223': { longitude: 103.853363, latitude: 31.681154 }, // Mao county
  '650000': { longitude: 87.616848, latitude: 43.825592 }, // Xinjiang: Urumqi
}

/** Where a site without a known region is centred: Beijing. */
export const DEFAULT_CENTRE: LngLat = REGION_CENTRES['110000']

/** The centre of a region code (6 digits or longer): itself, else its city, else its province, else DEFAULT_CENTRE. */
export function regionCentre(regionCode: string | number | null | undefined): LngLat {
  const code = String(regionCode ?? '').slice(0, 6)
  if (!/^\d{6}$/.test(code)) return DEFAULT_CENTRE
  return REGION_CENTRES[code] ?? REGION_CENTRES[`${code.slice(0, 4)}00`] ?? REGION_CENTRES[`${code.slice(0, 2)}0000`] ?? DEFAULT_CENTRE
}
