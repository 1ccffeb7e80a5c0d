/**
 * The places contract (rules-and-contract 7 "Resources": payloads "not shown", chosen here in the
 * style of res/api/content): what `res/api/<api>/list` and `res/api/<api>/detail?id=` answer for
 * every place type of RESOURCE_TYPES (src/core/resource-types.ts, `api` column: scenic, spots,
 * venue, hotel, dining, ...). Server (server/src/plugins/places) and app (src/features/places)
 * both use these types: one shape, written once.
 *
 *   GET res/api/<api>/list    currPage, pageSize (≤ 50), optional regionCode, parentId, tag,
 *                             longitude+latitude (then sorted by distance and `distance` set),
 *                             → paged variant (a): { code: 0, datas: PlaceListItem[], totalCount, ... }
 *   GET res/api/<api>/detail  id → { code: 0, data: PlaceDetail } (another site's id: not found)
 *   POST res/api/interactManage/{like,cancelLike,collection,cancelCollection,focus,cancelFocus,addBrowseRecord}
 *                             resourceId, resourceType (CONTENT_TYPE_*) → { code: 0, data: InteractState }
 *   GET res/api/es/searchAround  longitude, latitude, resourceType?, radius (m, ≤ 50000), currPage, pageSize
 *                             → paged (a) of PlaceListItem with distance, nearest first
 */

/** hotel rooms: sufficient, tight, full; dining: sufficient, tight, need waiting, very popular */
export type HotelCrowdState = 'SUFFICIENT' | 'TIGHT' | 'FULL'
export type DiningCrowdState = 'SUFFICIENT' | 'TIGHT' | 'NEED_WAITING' | 'VERY_POPULAR'

export interface PlaceImage {
  url: string
  description: string
}

export interface PlaceListItem {
  id: number
  /** RESOURCE_TYPES key (SCENERY, VENUE, HOTEL, ...) */
  type: string
  /** CONTENT_TYPE_* code of the type (what interactManage, comments and jumps use) */
  resourceType: string
  name: string
  summary: string
  cover: string
  regionCode: string
  address: string
  /** gcj02; null when the place has no position */
  longitude: number | null
  latitude: number | null
  price: string
  level: string
  tags: string[]
  /** scenic: visitors / capacity now, null when unknown (crowding rule in src/core/places) */
  visitorRatio: number | null
  /** hotel or dining state, '' when none */
  crowdState: '' | HotelCrowdState | DiningCrowdState
  likeNum: number
  collectionNum: number
  /** metres from the point the list was asked for, when it was */
  distance?: number
}

/** the visitor's own state on a resource (spec "Detail info": vipResourceStatus) */
export interface VipResourceStatus {
  likeStatus: boolean
  collectionStatus: boolean
  focusStatus: boolean
}

export interface PlaceDetail extends PlaceListItem {
  parentId: number | null
  /** plain-text paragraphs separated by blank lines */
  intro: string
  images: PlaceImage[]
  video: string
  audio: string
  panorama: string
  openHours: string
  phone: string
  websiteUrl: string
  officialName: string
  officialUrl: string
  commentNum: number
  browseNum: number
  /** fields only some types have (a guide's sex and languages, show times, ...) */
  extra: Record<string, unknown>
  /** false for a visitor who is not logged in */
  vipResourceStatus: VipResourceStatus
  /**
   * the place takes bookings: its price per person (src/core/booking/price.ts), which is then the
   * price the detail shows; null when it takes none (the detail asks no booking calendar)
   */
  booking?: { priceFen: number; pricePoints: number } | null
}

/** answer of an interactManage toggle: the new state and count of that kind */
export interface InteractState {
  status: boolean
  count: number
}
