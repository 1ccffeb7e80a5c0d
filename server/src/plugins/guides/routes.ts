/**
 * The guides capability's calls (docs/contract-places.md, "Guides, agencies, destinations, tours"),
 * every list paged variant (a), every detail `?id=` (another site's id: not found), cached under
 * the `guides` tag:
 *   res/api/guide/list          keyword? (name, language or speciality), sex? ('1', '2' or 'all')
 *   res/api/travelAgency/list   siteId? (this site's id only), regionName? (a district's name or 'all')
 *   res/api/destination/list    regionCode?   · res/api/cityCard/list  destinationId?, regionCode?
 *   res/api/guideTour/list      scenicId?     · res/api/panorama/list  parentId? (places with a panorama)
 */
import { and, asc, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isRegionCode, regionPrefix } from '../../../../src/core/places/region'
import { ANY, isGuideSex, KEYWORD_MAX } from '../../../../src/core/guides/guide-filter'
import { cityCards, destinations, guides, guideTours, places, travelAgencies } from '../../db/schema'
import { pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single, type Fields } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { siteResource } from '../../http/resource'
import { siteOfField } from '../../site/site-context'
import { PageQuery, PagedAEnvelope, routeSchema, Text, type Type } from '../../http/schema'
import * as v from './views'

export const GUIDES_TAG = 'guides'
const config = { cache: { tags: [GUIDES_TAG] } }
const REGION_NAME_MAX = 30

/** a LIKE pattern matching `text` anywhere, its own % _ and \ taken literally */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function regionCondition(column: AnyPgColumn, value: string): SQL {
  if (!isRegionCode(value)) throw badInput('places.badRegion', { value: value.slice(0, 20) })
  return like(column, `${regionPrefix(value)}%`)
}

/** One page of a table's rows on this site under `where`. */
async function page<T extends PgTable & { siteId: AnyPgColumn }>(
  app: FastifyInstance,
  request: FastifyRequest,
  fields: Fields,
  query: { table: T; where: SQL[]; order: SQL[]; view: (row: T['$inferSelect']) => unknown },
) {
  const { offset, pageSize } = pageOf(fields)
  const where = and(eq(query.table.siteId, request.site.id), ...query.where)
  const rows = await app.db
    .select()
    .from(query.table as PgTable)
    .where(where)
    .orderBy(...query.order)
    .limit(pageSize)
    .offset(offset)
  const n = await app.db.$count(query.table as PgTable, where)
  return pagedA(request, (rows as T['$inferSelect'][]).map(query.view), n, pageSize)
}

function guideConditions(fields: Fields): SQL[] {
  const parts: SQL[] = []
  const keyword = single(fields, 'keyword').trim()
  if (keyword.length > KEYWORD_MAX) throw badInput('field.tooLong', { field: 'keyword', limit: KEYWORD_MAX })
  if (keyword && keyword !== ANY) {
    const pattern = contains(keyword)
    parts.push(
      or(
        sql`${guides.name} ILIKE ${pattern}`,
        sql`${guides.languages}::text ILIKE ${pattern}`,
        sql`${guides.tags}::text ILIKE ${pattern}`,
      )!,
    )
  }
  const sex = single(fields, 'sex')
  if (sex && sex !== ANY) {
    if (!isGuideSex(sex)) throw badInput('field.enum', { field: 'sex', values: `1, 2, ${ANY}` })
    parts.push(eq(guides.sex, sex))
  }
  return parts
}

function agencyConditions(request: FastifyRequest, fields: Fields): SQL[] {
  const parts: SQL[] = []
  // the route's {siteId} names this site; another site's agencies are not this site's to show
  const named = siteOfField(request, fields)
  if (named && named.id !== request.site.id) throw notFound('resource.notFound', { id: single(fields, 'siteId') })
  const name = single(fields, 'regionName').trim()
  if (name.length > REGION_NAME_MAX) throw badInput('field.tooLong', { field: 'regionName', limit: REGION_NAME_MAX })
  if (name && name !== ANY) parts.push(eq(travelAgencies.regionName, name))
  return parts
}

const Q = (names: string[], max = 40): Record<string, ReturnType<typeof Type.String>> =>
  Object.fromEntries(names.map((n) => [n, Text({ maxLength: max })]))

export async function guideRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/guide/list',
    { schema: routeSchema({ query: { ...Q(['keyword', 'sex'], 200), ...PageQuery }, response: PagedAEnvelope(v.GuideItem) }), config },
    async (request) => {
      const fields = fieldsOf(request)
      const where = guideConditions(fields)
      return page(app, request, fields, {
        table: guides,
        where,
        order: [desc(guides.sort), asc(guides.id)],
        view: (r) => v.toGuide(r, request),
      })
    },
  )
  siteResource(app, {
    prefix: '/api/res/api/guide',
    tag: GUIDES_TAG,
    table: guides,
    orderBy: [],
    lists: {},
    detail: { item: v.GuideDetail, view: v.toGuideDetail },
  })

  app.get(
    '/api/res/api/travelAgency/list',
    {
      schema: routeSchema({ query: { ...Q(['siteId', 'regionName'], 200), ...PageQuery }, response: PagedAEnvelope(v.AgencyItem) }),
      config,
    },
    async (request) => {
      const fields = fieldsOf(request)
      const where = agencyConditions(request, fields)
      return page(app, request, fields, {
        table: travelAgencies,
        where,
        order: [desc(travelAgencies.sort), asc(travelAgencies.id)],
        view: v.toAgency,
      })
    },
  )
  siteResource(app, {
    prefix: '/api/res/api/travelAgency',
    tag: GUIDES_TAG,
    table: travelAgencies,
    orderBy: [],
    lists: {},
    detail: { item: v.AgencyDetail, view: v.toAgencyDetail },
  })

  siteResource(app, {
    prefix: '/api/res/api/destination',
    tag: GUIDES_TAG,
    table: destinations,
    orderBy: [desc(destinations.sort), asc(destinations.id)],
    filters: { regionCode: (value) => regionCondition(destinations.regionCode, value) },
    lists: { list: { item: v.DestinationItem, view: v.toDestination } },
    detail: { item: v.DestinationDetail, view: v.toDestinationDetail },
  })

  siteResource(app, {
    prefix: '/api/res/api/cityCard',
    tag: GUIDES_TAG,
    table: cityCards,
    orderBy: [desc(cityCards.sort), asc(cityCards.id)],
    filters: {
      regionCode: (value) => regionCondition(cityCards.regionCode, value),
      destinationId: (value) => eq(cityCards.destinationId, requireId({ destinationId: value }, 'destinationId')),
    },
    lists: { list: { item: v.CityCardItem, view: v.toCityCard } },
    detail: { item: v.CityCardDetail, view: v.toCityCardDetail },
  })

  siteResource(app, {
    prefix: '/api/res/api/guideTour',
    tag: GUIDES_TAG,
    table: guideTours,
    orderBy: [desc(guideTours.sort), asc(guideTours.id)],
    filters: { scenicId: (value) => eq(guideTours.scenicId, requireId({ scenicId: value }, 'scenicId')) },
    lists: { list: { item: v.TourItem, view: v.toTour } },
    detail: { item: v.TourDetail, view: v.toTourDetail },
  })

  app.get(
    '/api/res/api/panorama/list',
    {
      schema: routeSchema({ query: { ...Q(['parentId']), ...PageQuery }, response: PagedAEnvelope(v.PanoramaItem) }),
      config: { cache: { tags: ['places'] } },
    },
    async (request) => {
      const fields = fieldsOf(request)
      const where = [ne(places.panorama, '')]
      if (single(fields, 'parentId')) where.push(eq(places.parentId, requireId(fields, 'parentId')))
      return page(app, request, fields, {
        table: places,
        where,
        order: [desc(places.sort), asc(places.id)],
        view: (r) => v.toPanorama(r, request),
      })
    },
  )
}
