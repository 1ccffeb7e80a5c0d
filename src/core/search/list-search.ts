/**
 * Which list page offers a search of its own type (issue 28, "ways in"): a page whose route is the
 * list page of a RESOURCE_TYPES entry searches that type on /search/{type}. Matched by page (route
 * table key), so every address of the list (`/scenic-list/12`, `/news-list/culture`) counts.
 * Map pages (toilets, parking...) are not lists: they are left out.
 */
import { RESOURCE_TYPES, type ResourceTypeKey } from '../resource-types'
import { matchRoute, NOT_FOUND_PAGE } from '../routes'

/** types listed on a map, not in a list of rows */
const MAP_LISTED: readonly ResourceTypeKey[] = ['TOILET', 'PARKING', 'GAS_STATION', 'MEDICAL']

let byPage: Map<string, ResourceTypeKey> | undefined

function listPages(): Map<string, ResourceTypeKey> {
  if (byPage) return byPage
  byPage = new Map()
  for (const [key, type] of Object.entries(RESOURCE_TYPES) as Array<[ResourceTypeKey, (typeof RESOURCE_TYPES)[ResourceTypeKey]]>) {
    if (!('list' in type) || !type.list || MAP_LISTED.includes(key)) continue
    const page = matchRoute(type.list()).page
    // the first type of a page keeps it (two types never share a list page today)
    if (page !== NOT_FOUND_PAGE && !byPage.has(page)) byPage.set(page, key)
  }
  return byPage
}

/** The RESOURCE_TYPES key a spec path lists, or undefined when it is no searchable list page. */
export function searchTypeOfPath(specPath: string): ResourceTypeKey | undefined {
  return listPages().get(matchRoute(specPath).page)
}
