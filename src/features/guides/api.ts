/**
 * The guides area's calls (docs/contract-places.md, "Guides, agencies, destinations, tours";
 * server/src/plugins/guides): every list paged variant (a), every detail `?id=`. Air quality reads
 * the places capability's weather calls (config/api/forward/weather and weatherAllcity).
 */
import type { Envelope } from '../../../types/contract'
import type { GuideFilter } from '../../core/guides/guide-filter'
import { resourceApi } from '../../kit/resource-api'
import { call } from '../../kit/result'
import { get } from '../../services/request'

export interface Guide {
  id: number
  name: string
  /** '1' male, '2' female */
  sex: string
  languages: string[]
  years: number
  rating: number
  licenceNo: string
  level: string
  regionCode: string
  regionName: string
  cover: string
  tags: string[]
}
export interface GuideDetail extends Guide {
  phone: string
  intro: string
}

export interface Agency {
  id: number
  name: string
  licenceNo: string
  regionCode: string
  regionName: string
  address: string
  phone: string
  cover: string
  longitude: number | null
  latitude: number | null
  rating: number
}
export interface AgencyParams {
  siteId?: string
  regionName?: string
}

export interface Destination {
  id: number
  regionCode: string
  name: string
  summary: string
  cover: string
  tags: string[]
}
export interface DestinationDetail extends Destination {
  intro: string
}

export interface CityCard {
  id: number
  destinationId: number
  regionCode: string
  title: string
  summary: string
  cover: string
}
export interface CityCardDetail extends CityCard {
  intro: string
}

export interface TourStop {
  name: string
  longitude: number
  latitude: number
  commentary: string
  picture: string
  placeId: number | null
}
export interface Tour {
  id: number
  scenicId: number
  scenicName: string
  name: string
  summary: string
  cover: string
  minutes: number
  distance: number
  stopCount: number
}
export interface TourDetail extends Tour {
  stops: TourStop[]
}

export interface Panorama {
  id: number
  type: string
  parentId: number | null
  name: string
  summary: string
  cover: string
  panorama: string
}

export interface Weather {
  regionCode: string
  regionName: string
  updateTime: string
  now: { temp: number; text: string; humidity: number }
  air: { aqi: number; category: string; level: number; primary: string; pm2p5: number }
}

export const guideApi = resourceApi<Guide, GuideDetail, GuideFilter>('res/api/guide')
export const agencyApi = resourceApi<Agency, Agency & { intro: string }, AgencyParams>('res/api/travelAgency')
export const destinationApi = resourceApi<Destination, DestinationDetail, { regionCode?: string }>('res/api/destination')
export const cityCardApi = resourceApi<CityCard, CityCardDetail, { destinationId?: number; regionCode?: string }>('res/api/cityCard')
export const tourApi = resourceApi<Tour, TourDetail, { scenicId?: number }>('res/api/guideTour')
export const panoramaApi = resourceApi<Panorama, Panorama, { parentId?: number }>('res/api/panorama')

export const weatherApi = {
  /** the site's own region */
  site: () => call<Weather>(get<Envelope<Weather>>('config/api/forward/weather', {}, { loading: false })),
  /** the site's cities (a province) or counties (a city), else its own region */
  allCities: () => call(get<Envelope<Weather[]>>('config/api/forward/weatherAllcity', {}, { loading: false }), (e) => e.datas ?? []),
}
