/**
 * Rankings (product-spec 2.3 "Rankings"; server/src/plugins/places: paged variant c, hottest
 * first, heat = browseNum + likeNum):
 *   GET res/api/<api>/rank      the places of a type ranked (/scenic-rank/{resourceType})
 *   GET res/api/region/rank     the site's regions ranked (/regional-rank), resourceType? to count one type
 * Variant c pages load at 50 px from the bottom (rules-and-contract 9).
 */
import type { PlaceListItem } from '../../core/places/contract'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { resourceApi, type PagedSource } from '../../kit/resource-api'
import type { PlaceListParams, PlaceTypeKey } from './api'

export type RankedPlace = PlaceListItem & { heat: number }

export interface RankedRegion {
  regionCode: string
  regionName: string
  /** 1 province, 2 city, 3 county (src/core/places/region.ts) */
  level: number
  /** what it is called beside its name: city (市), prefecture (自治州: 州), area (地区)...; older servers send none */
  kind?: string
  placeCount: number
  heat: number
}

const apis = new Map<PlaceTypeKey, PagedSource<RankedPlace, PlaceListParams>>()

export function rankingApi(type: PlaceTypeKey): PagedSource<RankedPlace, PlaceListParams> {
  let api = apis.get(type)
  if (!api) {
    api = resourceApi<RankedPlace, RankedPlace, PlaceListParams>(RESOURCE_TYPES[type].api, { variant: 'c', paths: { list: 'rank' } })
    apis.set(type, api)
  }
  return api
}

export const regionRankApi: PagedSource<RankedRegion, { resourceType?: string }> = resourceApi<
  RankedRegion,
  RankedRegion,
  { resourceType?: string }
>('res/api/region', { variant: 'c', paths: { list: 'rank' } })
