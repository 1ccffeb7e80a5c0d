/**
 * The rules a place page shows (rules-and-contract 9; issue "Places", "Every detail page"). Pure TS,
 * shared by app and server: crowding labels, distance text, open-map completeness, region level
 * (./region.ts, re-exported),
 * and the four sites whose scenic-detail page shows the bottom index bar (product-spec 2).
 */
import { haversineMetres } from '../geo'
import type { DiningCrowdState, HotelCrowdState } from './contract'

/** Image viewer max zoom (rules-and-contract 9). */
export const IMAGE_VIEWER_MAX_ZOOM = 2
/** An introduction longer than this many lines collapses behind an expand toggle. */
export const INTRO_COLLAPSED_LINES = 6
/** The news block of a detail page shows this many news of the place. */
export const PLACE_NEWS_PAGE_SIZE = 2

/**
 * product-spec 2: "Scenic-detail shows [the bottom index bar] only for four specific site codes
 * (codes not shown)". Chosen among the demo sites (sites/*.json): the scenic area (djy-scenic),
 * the city (cd-city), the county (mx-county) and the Great Wall park (cc-greatwall), the sites
 * whose visitors arrive at a scenic area and move on to the site's other sections.
 */
export const SCENIC_DETAIL_INDEX_BAR_SITES: readonly string[] = ['djy-scenic', 'cd-city', 'mx-county', 'cc-greatwall']

export const showsIndexBarOnScenicDetail = (siteCode: string): boolean => SCENIC_DETAIL_INDEX_BAR_SITES.includes(siteCode)

// ---- crowding --------------------------------------------------------------------------------

export type ScenicCrowding = 'veryComfortable' | 'comfortable' | 'average' | 'crowded' | 'veryCrowded'

/**
 * Scenic crowding from visitors / capacity (rules-and-contract 9): up to 0.3 very comfortable,
 * above 0.3 and below 0.5 comfortable, 0.6 to below 0.8 crowded, 0.8 and above very crowded,
 * otherwise (0.5 to below 0.6) average. Unknown (null, negative, not a number): undefined.
 */
export function scenicCrowding(ratio: number | null | undefined): ScenicCrowding | undefined {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio) || ratio < 0) return undefined
  if (ratio <= 0.3) return 'veryComfortable'
  if (ratio < 0.5) return 'comfortable'
  if (ratio >= 0.8) return 'veryCrowded'
  if (ratio >= 0.6) return 'crowded'
  return 'average'
}

const HOTEL_CROWDING: Record<HotelCrowdState, string> = { SUFFICIENT: 'roomsSufficient', TIGHT: 'roomsTight', FULL: 'roomsFull' }
const DINING_CROWDING: Record<DiningCrowdState, string> = {
  SUFFICIENT: 'diningSufficient',
  TIGHT: 'diningTight',
  NEED_WAITING: 'diningNeedWaiting',
  VERY_POPULAR: 'diningVeryPopular',
}

/** Hotel rooms: sufficient, tight, full (the label key under places:crowding). */
export const hotelCrowding = (state: string | null | undefined): string | undefined =>
  state ? HOTEL_CROWDING[state as HotelCrowdState] : undefined

/** Dining: sufficient, tight, need waiting, very popular (the label key under places:crowding). */
export const diningCrowding = (state: string | null | undefined): string | undefined =>
  state ? DINING_CROWDING[state as DiningCrowdState] : undefined

/** Crowding tone for colour: calm, busy, full. */
export type CrowdTone = 'calm' | 'busy' | 'full'

const TONES: Record<string, CrowdTone> = {
  veryComfortable: 'calm',
  comfortable: 'calm',
  average: 'busy',
  crowded: 'full',
  veryCrowded: 'full',
  roomsSufficient: 'calm',
  roomsTight: 'busy',
  roomsFull: 'full',
  diningSufficient: 'calm',
  diningTight: 'busy',
  diningNeedWaiting: 'full',
  diningVeryPopular: 'full',
}

/**
 * The crowding label key (under places:crowding) of a place of a type: scenic areas from the
 * visitor ratio, hotels and homestays from the rooms state, food from the dining state.
 */
export function crowdingOf(
  type: string,
  place: { visitorRatio?: number | null; crowdState?: string | null },
): { key: string; tone: CrowdTone } | undefined {
  let key: string | undefined
  if (type === 'SCENERY' || type === 'SPOTS') key = scenicCrowding(place.visitorRatio)
  else if (type === 'HOTEL' || type === 'HOMESTAY') key = hotelCrowding(place.crowdState)
  else if (type === 'FOOD') key = diningCrowding(place.crowdState)
  return key ? { key, tone: TONES[key] } : undefined
}

// ---- distance --------------------------------------------------------------------------------

/**
 * Distance text (rules-and-contract 9): metres under 1000 ("850m"), else kilometres with two
 * decimals ("1.25km"); French writes the decimal comma ("1,25km"). Unknown or broken: ''.
 */
export function formatDistance(metres: number | null | undefined, lang: string): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres) || metres < 0) return ''
  if (metres < 1000) return `${Math.round(metres)}m`
  const km = (metres / 1000).toFixed(2)
  return `${lang.startsWith('fr') ? km.replace('.', ',') : km}km`
}

const validPoint = (longitude: unknown, latitude: unknown): boolean =>
  typeof longitude === 'number' &&
  typeof latitude === 'number' &&
  Number.isFinite(longitude) &&
  Number.isFinite(latitude) &&
  Math.abs(longitude) <= 180 &&
  Math.abs(latitude) <= 90

/**
 * The metres a place is from the visitor: the list's `distance` when the server set it, else
 * computed from a known visitor position; undefined when neither is known.
 */
export function placeDistance(
  place: { distance?: number; longitude: number | null; latitude: number | null },
  visitor: { longitude: number; latitude: number } | null | undefined,
): number | undefined {
  if (typeof place.distance === 'number' && Number.isFinite(place.distance)) return place.distance
  if (!visitor || !validPoint(visitor.longitude, visitor.latitude) || !validPoint(place.longitude, place.latitude)) return undefined
  return haversineMetres(visitor, { longitude: place.longitude as number, latitude: place.latitude as number })
}

// ---- open map --------------------------------------------------------------------------------

export interface OpenMapTarget {
  lng: number
  lat: number
  name: string
  address: string
}

/**
 * /open-map/{lng}/{lat}/{name}/{address}: all four required (issue "Places"), so a place without
 * a valid position, a name or an address gets no map link (undefined).
 */
export function openMapTarget(place: {
  longitude: number | null | undefined
  latitude: number | null | undefined
  name: string | null | undefined
  address: string | null | undefined
}): OpenMapTarget | undefined {
  const name = (place.name || '').trim()
  const address = (place.address || '').trim()
  if (!name || !address || !validPoint(place.longitude, place.latitude)) return undefined
  return { lng: place.longitude as number, lat: place.latitude as number, name, address }
}

// ---- region level: one rule, in ./region.ts (another engineer's; re-exported for the place pages)
export { regionLevel, type RegionLevel } from './region'
