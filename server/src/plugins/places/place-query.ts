/**
 * The conditions and order of place lists (type lists, rankings, searchAround): the site always,
 * then the filters a call gave, each checked with a message naming it.
 *   regionCode  six-digit region code: the places inside it (a province's code lists its cities' places)
 *   parentId    the places of a parent place (a scenic area's spots)
 *   tag         one tag of the place (e.g. a SCENIC_PROJECT's subject area)
 */
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { isRegionCode, regionPrefix } from '../../../../src/core/places/region'
import { places } from '../../db/schema'
import { badInput, requireId, single, type Fields } from '../../http/fields'

export const MAX_TAG_LENGTH = 40

export function placeFilters(request: FastifyRequest, fields: Fields): SQL[] {
  const parts: SQL[] = [eq(places.siteId, request.site.id)]
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

/** how much a place is visited and liked: the ranking order */
export const HEAT = sql<number>`(${places.browseNum} + ${places.likeNum})`
