/**
 * What is near a point (src/core/places/contract.ts, server/src/plugins/places):
 *   GET res/api/es/searchAround  longitude, latitude, resourceType?, radius (m, ≤ 50000), currPage, pageSize
 *     → paged (a) of PlaceListItem with `distance`, nearest first
 */
import type { PlaceListItem } from '../../core/places/contract'
import { resourceApi } from '../../kit/resource-api'

export interface AroundParams {
  longitude: number
  latitude: number
  /** CONTENT_TYPE_* */
  resourceType?: string
  /** metres */
  radius: number
}

/** The service map's radius: the contract's largest, since the list is nearest first anyway. */
export const SERVICE_MAP_RADIUS_M = 50000

/** The markers a map shows at most: one page of the largest size the contract allows. */
export const MAP_MARKER_LIMIT = 50

export const aroundApi = resourceApi<PlaceListItem, PlaceListItem, AroundParams>('res/api/es', { paths: { list: 'searchAround' } })
