/**
 * The conditions and order of place lists (type lists, rankings, searchAround): the site always,
 * then the filters a call gave, each checked with a message naming it.
 *   regionCode  six-digit region code: the places inside it (a province's code lists its cities' places)
 *   parentId    the places of a parent place (a scenic area's spots)
 *   tag         one tag of the place (e.g. a SCENIC_PROJECT's subject area)
 *   siteId      the route's {siteId} (/scenic-list/{siteId}, /rura/{region}/{siteId}, a menu's
 *               resourceValue; a site's id or code): this site lists everything; the id of a child site (a site
 *               whose region lies inside this site's, e.g. cd-city under sc-province) lists the
 *               places in that child's region; any other site's id is not found (as
 *               travelAgency/list), a malformed one bad input
 */
import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { isRegionCode, isWithinRegion, regionPrefix } from '../../../../src/core/places/region'
import { places } from '../../db/schema'
import { siteOfField } from '../../site/site-context'
import { badInput, notFound, requireId, single, type Fields } from '../../http/fields'

export const MAX_TAG_LENGTH = 40

/** The region a {siteId} narrows the list to: undefined for this site itself (no narrowing). */
export function childSiteRegion(request: FastifyRequest, fields: Fields): string | undefined {
  const child = siteOfField(request, fields)
  if (!child || child.id === request.site.id) return undefined
  const own = request.site.config.regionCode
  const region = child.config.regionCode
  if (!region || !isWithinRegion(region, own) || region === own) throw notFound('resource.notFound', { id: single(fields, 'siteId') })
  return region
}

export function placeFilters(request: FastifyRequest, fields: Fields): SQL[] {
  const parts: SQL[] = [eq(places.siteId, request.site.id)]
  const childRegion = childSiteRegion(request, fields)
  if (childRegion) parts.push(like(places.regionCode, `${regionPrefix(childRegion)}%`))
  const region = single(fields, 'regionCode')
  if (region) {
    if (!isRegionCode(region)) throw badInput('places.badRegion', { value: region.slice(0, 20) })
    parts.push(like(places.regionCode, `${regionPrefix(region)}%`))
  }
  if (single(fields, 'parentId')) parts.push(eq(places.parentId, requireId(fields, 'parentId')))
  const tag = single(fields, 'tag')
  if (tag) {
    if (tag.length > MAX_TAG_LENGTH || /[\p{Cc}]/u.test(tag)) throw badInput('places.badTag', { limit: MAX_TAG_LENGTH })
    parts.push(sql`${places.tags} @> ${JSON.stringify([tag])}::jsonb`)
  }
  return parts
}

export const whereAll = (parts: SQL[]): SQL => and(...parts)!

/** larger sort first, then newer */
export const DEFAULT_ORDER = [desc(places.sort), desc(places.id)]
/** DEFAULT_ORDER backwards (a back-half page read from the end); the index places_site_type_sort_id_idx serves both */
export const REVERSE_ORDER = [asc(places.sort), asc(places.id)]

/** how much a place is visited and liked: the ranking order */
export const HEAT = sql<number>`(${places.browseNum} + ${places.likeNum})`
