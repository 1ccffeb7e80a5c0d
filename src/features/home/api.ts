/**
 * The home sections' calls (docs/contract-places.md, "Home"). Each answers a Result of what a
 * section shows; none shows the loading indicator (a section shows its own state).
 *   adverts, click      res/api/advert/list, res/api/functionClick/addFunctionClickRecord (src/features/stats)
 *   recommended         res/api/recommend/list (featured places across types)
 *   places(type, …)     res/api/<api>/list (nearby: with the point, nearest first)
 *   ranked(type)        res/api/<api>/rank   · regions: res/api/region/siteChildRegion
 *   news                res/api/content/list · weather: config/api/forward/weather
 * Imported by the home page (main package): only the light call modules of places and news.
 */
import type { Envelope } from '../../../types/contract'
import type { PlaceListItem } from '../../core/places/contract'
import { resourceApi } from '../../kit/resource-api'
import { call, mapResult, type Result } from '../../kit/result'
import { get } from '../../services/request'
import { statsApi } from '../stats'
import { newsApi, type News } from '../news/api'
import { placesApi, type PlaceListParams, type PlaceTypeKey } from '../places/api'
import { rankingApi } from '../places/ranking'

export type AdvertType = 'OUTSIDE' | 'PLACE' | 'GOODS' | 'ACTIVITY'

export interface Advert {
  adId: number
  title: string
  image: string
  jumpUrl: string
  type: AdvertType
  resourceId: number | null
  resourceType: string
}

export interface ChildRegion {
  regionCode: string
  regionName: string
  level: number
  placeCount: number
}

export interface Weather {
  regionCode: string
  regionName: string
  now: { temp: number; text: string; humidity: number; windDir: string; windScale: string }
  air: { aqi: number; category: string }
  daily: Array<{ date: string; tempMax: number; tempMin: number; textDay: string }>
}

const recommendApi = resourceApi<PlaceListItem>('res/api/recommend')
const quiet = { loading: false, offline: true }
const first = (size: number) => ({ page: 1, pageSize: size })
const itemsOf = <T>(res: Result<{ items: T[] }>): Result<T[]> => mapResult(res, (p) => p.items)

export const homeApi = {
  adverts: () => call<Advert[]>(get<Envelope<Advert[]>>('res/api/advert/list', { position: 'HOME' }, quiet)),
  /** counts a tap (AD_CLICK, fire-and-forget: the visitor goes on whatever it answers) */
  click: (adId: number) => statsApi.adClick(adId),
  recommended: async (size = 6) => itemsOf(await recommendApi.list({}, first(size))),
  places: async (type: PlaceTypeKey, params: PlaceListParams = {}, size = 6) => itemsOf(await placesApi(type).list(params, first(size))),
  ranked: async (type: PlaceTypeKey, size = 5) => itemsOf(await rankingApi(type).list({}, first(size))),
  news: async (size = 4): Promise<Result<News[]>> => itemsOf(await newsApi.list({ channelCode: 'all' }, first(size))),
  regions: () => call<ChildRegion[]>(get<Envelope<ChildRegion[]>>('res/api/region/siteChildRegion', undefined, quiet)),
  weather: () => call<Weather>(get<Envelope<Weather>>('config/api/forward/weather', undefined, quiet)),
}
