/**
 * What differs between the place types on their pages, as data: the detail route an item opens
 * (spots open /spot-detail-new on SCENERY sites, the spots of a rural area /rural-spots-detail),
 * and the children a detail lists (a scenic area's spots, a rural area's spots). The title keys
 * are `places:type.<KEY>.list` and `.detail`.
 */
import * as routes from '../../core/route-paths'
import { RESOURCE_TYPES, detailRouteOf } from '../../core/resource-types'
import type { PlaceTypeKey } from './api'

/** the site runs the scenic-area version (product-spec 2.2: spots open /spot-detail-new) */
export const isScenerySite = (): boolean => __SITE__.siteVersion === 'SCENERY'

/** Where an item of `type` opens; undefined when the type has no detail page (relics). */
export function detailRoute(type: PlaceTypeKey, id: number | string, parent?: PlaceTypeKey): string | undefined {
  if (type === 'SPOTS') {
    if (parent === 'RURAL') return routes.ruralSpotsDetail(id)
    return isScenerySite() ? routes.spotDetailNew(id) : routes.spotDetail(id)
  }
  const detail = (RESOURCE_TYPES[type] as { detail?: (id: number | string) => string }).detail
  return detail?.(id)
}

/**
 * The children a detail page lists below its text (issue "Places": scenic-detail "with its spots",
 * a venue with the activity rooms it lends), by parentId.
 */
export const CHILDREN_OF: Partial<Record<PlaceTypeKey, PlaceTypeKey>> = {
  SCENERY: 'SPOTS',
  RURAL: 'SPOTS',
  VENUE: 'ACTIVITY_ROOM',
  // an amusement theme (a park's area) and its facilities; all of them on /amusement-facility-theme/{id}
  SCENIC_PROJECT: 'SCENIC_PROJECT',
}

/** the page listing every child of a parent, where a type has one beyond the first page shown */
export const ALL_CHILDREN_OF: Partial<Record<PlaceTypeKey, (parentId: number) => string>> = {
  SCENIC_PROJECT: routes.amusementFacilityTheme,
}

/** Where a row of the visitor's collection opens: a place as the place pages open it, news by the resource table. */
export function collectedRoute(item: { type: string; resourceType: string; id: number }): string | undefined {
  const type = RESOURCE_TYPES[item.type as PlaceTypeKey] as (typeof RESOURCE_TYPES)[PlaceTypeKey] | undefined
  if (type?.namespace === 'places') return detailRoute(item.type as PlaceTypeKey, item.id)
  return detailRouteOf(item.resourceType, item.id)
}
