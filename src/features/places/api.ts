/**
 * Place calls (src/core/places/contract.ts; server/src/plugins/places): one resource API per place
 * type of RESOURCE_TYPES, list (paged variant a) and detail, so a page asks for its type's API by key.
 *   const scenic = placesApi('SCENERY'); scenic.list({ regionCode }, { page: 1, pageSize: 10 })
 */
import type { PlaceDetail, PlaceListItem } from '../../core/places/contract'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { resourceApi, type ResourceApi } from '../../kit/resource-api'

export type PlaceTypeKey = keyof typeof RESOURCE_TYPES

/** a list's filters; with longitude and latitude the server sorts by distance and sets `distance` */
export interface PlaceListParams {
  regionCode?: string
  parentId?: number
  tag?: string
  /** the route's {siteId}: this site's id, or a child site's (its region's places) */
  siteId?: string
  longitude?: number
  latitude?: number
}

export type PlacesApi = ResourceApi<PlaceListItem, PlaceDetail, PlaceListParams, Partial<PlaceDetail>>

const apis = new Map<PlaceTypeKey, PlacesApi>()

export function placesApi(type: PlaceTypeKey): PlacesApi {
  let api = apis.get(type)
  if (!api) {
    api = resourceApi<PlaceListItem, PlaceDetail, PlaceListParams>(RESOURCE_TYPES[type].api)
    apis.set(type, api)
  }
  return api
}
