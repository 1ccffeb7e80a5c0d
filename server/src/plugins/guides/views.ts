/**
 * Rows of the guides capability as the app reads them (docs/contract-places.md, "Guides, agencies,
 * destinations, tours"). Response schemas name every field: fast-json-stringify drops the others.
 */
import type { FastifyRequest } from 'fastify'
import { cityCards, destinations, guides, guideTours, places, travelAgencies } from '../../db/schema'
import { Item, Type } from '../../http/schema'
import { regionName } from '../places/region-names'

const Str = Type.String()
const Int = Type.Integer()
const Num = Type.Number()
const NullableNum = Type.Union([Num, Type.Null()])
const Strs = Type.Array(Str)

const guideFields = {
  id: Int,
  name: Str,
  sex: Str,
  languages: Strs,
  years: Int,
  rating: Num,
  licenceNo: Str,
  level: Str,
  regionCode: Str,
  regionName: Str,
  cover: Str,
  tags: Strs,
}
export const GuideItem = Item(guideFields)
export const GuideDetail = Item({ ...guideFields, phone: Str, intro: Str })

type GuideRow = typeof guides.$inferSelect
export const toGuide = (r: GuideRow, request: FastifyRequest) => ({
  id: r.id,
  name: r.name,
  sex: r.sex,
  languages: r.languages,
  years: r.years,
  rating: r.rating,
  licenceNo: r.licenceNo,
  level: r.level,
  regionCode: r.regionCode,
  regionName: regionName(r.regionCode, request.lang),
  cover: r.cover,
  tags: r.tags,
})
export const toGuideDetail = (r: GuideRow, request: FastifyRequest) => ({ ...toGuide(r, request), phone: r.phone, intro: r.intro })

const agencyFields = {
  id: Int,
  name: Str,
  licenceNo: Str,
  regionCode: Str,
  regionName: Str,
  address: Str,
  phone: Str,
  cover: Str,
  longitude: NullableNum,
  latitude: NullableNum,
  rating: Num,
}
export const AgencyItem = Item(agencyFields)
export const AgencyDetail = Item({ ...agencyFields, intro: Str })

type AgencyRow = typeof travelAgencies.$inferSelect
export const toAgency = (r: AgencyRow) => ({
  id: r.id,
  name: r.name,
  licenceNo: r.licenceNo,
  regionCode: r.regionCode,
  regionName: r.regionName,
  address: r.address,
  phone: r.phone,
  cover: r.cover,
  longitude: r.longitude,
  latitude: r.latitude,
  rating: r.rating,
})
export const toAgencyDetail = (r: AgencyRow) => ({ ...toAgency(r), intro: r.intro })

const destinationFields = { id: Int, regionCode: Str, name: Str, summary: Str, cover: Str, tags: Strs }
export const DestinationItem = Item(destinationFields)
export const DestinationDetail = Item({ ...destinationFields, intro: Str })

type DestinationRow = typeof destinations.$inferSelect
export const toDestination = (r: DestinationRow) => ({
  id: r.id,
  regionCode: r.regionCode,
  name: r.name,
  summary: r.summary,
  cover: r.cover,
  tags: r.tags,
})
export const toDestinationDetail = (r: DestinationRow) => ({ ...toDestination(r), intro: r.intro })

const cardFields = { id: Int, destinationId: Int, regionCode: Str, title: Str, summary: Str, cover: Str }
export const CityCardItem = Item(cardFields)
export const CityCardDetail = Item({ ...cardFields, intro: Str })

type CardRow = typeof cityCards.$inferSelect
export const toCityCard = (r: CardRow) => ({
  id: r.id,
  destinationId: r.destinationId,
  regionCode: r.regionCode,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
})
export const toCityCardDetail = (r: CardRow) => ({ ...toCityCard(r), intro: r.intro })

const tourFields = {
  id: Int,
  scenicId: Int,
  scenicName: Str,
  name: Str,
  summary: Str,
  cover: Str,
  minutes: Int,
  distance: Int,
  stopCount: Int,
}
export const TourItem = Item(tourFields)
const Stop = Item({ name: Str, longitude: Num, latitude: Num, commentary: Str, picture: Str, placeId: Type.Union([Int, Type.Null()]) })
export const TourDetail = Item({ ...tourFields, stops: Type.Array(Stop) })

type TourRow = typeof guideTours.$inferSelect
export const toTour = (r: TourRow) => ({
  id: r.id,
  scenicId: r.scenicId,
  scenicName: r.scenicName,
  name: r.name,
  summary: r.summary,
  cover: r.cover,
  minutes: r.minutes,
  distance: r.distance,
  stopCount: r.stops.length,
})
export const toTourDetail = (r: TourRow) => ({ ...toTour(r), stops: r.stops })

export const PanoramaItem = Item({
  id: Int,
  type: Str,
  parentId: Type.Union([Int, Type.Null()]),
  name: Str,
  summary: Str,
  cover: Str,
  panorama: Str,
})
export const toPanorama = (r: typeof places.$inferSelect, request: FastifyRequest) => ({
  id: r.id,
  type: r.type,
  parentId: r.parentId,
  name: r.translations?.[request.lang]?.name || r.name,
  summary: r.translations?.[request.lang]?.summary || r.summary,
  cover: r.cover,
  panorama: r.panorama,
})
