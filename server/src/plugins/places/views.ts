/**
 * A places row as the contract's PlaceListItem and PlaceDetail (src/core/places/contract.ts), in
 * the caller's language: a row's `translations[lang]` texts where given, else its own (the site's
 * default language). Response schemas name every field (fast-json-stringify drops the others).
 */
import type { PlaceDetail, PlaceListItem, VipResourceStatus } from '../../../../src/core/places/contract'
import { places } from '../../db/schema'
import { Item, Type } from '../../http/schema'
import { placeTypeOfKey } from './place-types'

export type PlaceRow = typeof places.$inferSelect

const Nullable = (t: ReturnType<typeof Type.Number>) => Type.Union([t, Type.Null()])

export const placeListFields = {
  id: Type.Integer(),
  type: Type.String(),
  resourceType: Type.String(),
  name: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  regionCode: Type.String(),
  address: Type.String(),
  longitude: Nullable(Type.Number()),
  latitude: Nullable(Type.Number()),
  price: Type.String(),
  level: Type.String(),
  tags: Type.Array(Type.String()),
  visitorRatio: Nullable(Type.Number()),
  crowdState: Type.String(),
  likeNum: Type.Integer(),
  collectionNum: Type.Integer(),
  distance: Type.Optional(Type.Number()),
}
export const PlaceItem = Item(placeListFields)
/** a ranking row: the item and its heat (browseNum + likeNum) */
export const RankedPlaceItem = Item({ ...placeListFields, heat: Type.Integer() })

const Status = Item({ likeStatus: Type.Boolean(), collectionStatus: Type.Boolean(), focusStatus: Type.Boolean() })
export const PlaceDetailItem = Item({
  ...placeListFields,
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  intro: Type.String(),
  images: Type.Array(Item({ url: Type.String(), description: Type.String() })),
  video: Type.String(),
  audio: Type.String(),
  panorama: Type.String(),
  openHours: Type.String(),
  phone: Type.String(),
  websiteUrl: Type.String(),
  officialName: Type.String(),
  officialUrl: Type.String(),
  commentNum: Type.Integer(),
  browseNum: Type.Integer(),
  extra: Type.Record(Type.String(), Type.Unknown()),
  vipResourceStatus: Status,
  booking: Type.Union([Item({ priceFen: Type.Integer(), pricePoints: Type.Integer() }), Type.Null()]),
})

export const NO_STATUS: VipResourceStatus = { likeStatus: false, collectionStatus: false, focusStatus: false }

/** Texts of the row in `lang`, each falling back to the row's own. */
function texts(row: PlaceRow, lang: string) {
  const t = row.translations?.[lang] ?? {}
  return {
    name: t.name || row.name,
    summary: t.summary || row.summary,
    intro: t.intro || row.intro,
    address: t.address || row.address,
    openHours: t.openHours || row.openHours,
    price: t.price || row.price,
  }
}

/** visitors / capacity now, null when either is unknown (crowding rule: src/core/places) */
const visitorRatio = (row: PlaceRow) => (row.capacity && row.capacity > 0 && row.visitors !== null ? row.visitors / row.capacity : null)

export function toPlaceItem(row: PlaceRow, lang: string, distance?: number | null): PlaceListItem {
  const t = texts(row, lang)
  const item: PlaceListItem = {
    id: row.id,
    type: row.type,
    resourceType: placeTypeOfKey(row.type)?.code ?? '',
    name: t.name,
    summary: t.summary,
    cover: row.cover,
    regionCode: row.regionCode,
    address: t.address,
    longitude: row.longitude,
    latitude: row.latitude,
    price: t.price,
    level: row.level,
    tags: row.tags,
    visitorRatio: visitorRatio(row),
    crowdState: row.crowdState as PlaceListItem['crowdState'],
    likeNum: row.likeNum,
    collectionNum: row.collectionNum,
  }
  if (distance !== undefined && distance !== null) item.distance = Math.round(distance)
  return item
}

/** `booking`: the place's booking resource (its price per person), null when it takes no bookings */
export function toPlaceDetail(row: PlaceRow, lang: string, status: VipResourceStatus, booking: PlaceDetail['booking'] = null): PlaceDetail {
  const t = texts(row, lang)
  return {
    ...toPlaceItem(row, lang),
    parentId: row.parentId,
    intro: t.intro,
    images: row.images,
    video: row.video,
    audio: row.audio,
    panorama: row.panorama,
    openHours: t.openHours,
    phone: row.phone,
    websiteUrl: row.websiteUrl,
    officialName: row.officialName,
    officialUrl: row.officialUrl,
    commentNum: row.commentNum,
    browseNum: row.browseNum,
    extra: row.extra,
    vipResourceStatus: status,
    booking,
  }
}
