/**
 * Every place type's calls (src/core/places/contract.ts), for each type of place-types.ts:
 *   GET res/api/<api>/list    currPage, pageSize (≤ 50), regionCode?, parentId?, tag?, siteId?, longitude+latitude?
 *                             → variant (a) of PlaceListItem; with a point: nearest first (places
 *                             without a position last), `distance` in metres on each positioned item
 *   GET res/api/<api>/detail  id → PlaceDetail (another site's id or another type's: not found);
 *                             vipResourceStatus of the caller when logged in (viewer.ts)
 *   GET res/api/<api>/rank    currPage, pageSize, regionCode? → variant (c) ranking, hottest first
 *                             (browseNum + likeNum), for /scenic-rank/{resourceType}
 * All cached under the `places` tag; interactions invalidate it.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bookingResources, places } from '../../db/schema'
import { ok, pagedA, pagedC } from '../../http/envelope'
import { badInput, fieldsOf, notFound, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, PageQuery, PagedAEnvelope, PagedCEnvelope, routeSchema, Text } from '../../http/schema'
import { distanceSql, pointOf } from './geo'
import { DEFAULT_ORDER, HEAT, placeFilters, REVERSE_ORDER, whereAll } from './place-query'
import { PLACE_TYPES, type PlaceType } from './place-types'
import { optionalViewer, statusOf } from './viewer'
import { PlaceDetailItem, PlaceItem, RankedPlaceItem, toPlaceDetail, toPlaceItem } from './views'

export const PLACES_TAG = 'places'
const cache = { cache: { tags: [PLACES_TAG] } }

const FILTERS = {
  regionCode: Text({ maxLength: 20 }),
  parentId: Text({ maxLength: 20 }),
  tag: Text({ maxLength: 200 }),
  siteId: Text({ maxLength: 20 }),
}
const POINT = { longitude: Text({ maxLength: 40 }), latitude: Text({ maxLength: 40 }) }

/** The id of a detail call: kit messages (resource.*), as every resource's detail. */
function detailId(request: FastifyRequest): number {
  const raw = single(fieldsOf(request), 'id')
  if (!raw) throw badInput('resource.idRequired')
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badInput('resource.badId', { id: raw.slice(0, 20) })
  return Number(raw)
}

function typeRoutes(app: FastifyInstance, type: PlaceType): void {
  const prefix = `/api/${type.api}`

  app.get(
    `${prefix}/list`,
    { schema: routeSchema({ query: { ...FILTERS, ...POINT, ...PageQuery }, response: PagedAEnvelope(PlaceItem) }), config: cache },
    async (request) => {
      const fields = fieldsOf(request)
      const point = pointOf(fields)
      const { offset, pageSize } = pageOf(fields)
      const where = whereAll([...placeFilters(request, fields), eq(places.type, type.key)])
      const distance = point ? distanceSql(places.longitude, places.latitude, point) : sql<null>`null`
      const n = await app.db.$count(places, where)
      // a page in the back half is read from the other end (offset from the end, order reversed,
      // rows turned back): the last page of 10,000 costs what page 1 does (bench:list)
      const fromEnd = !point && offset >= n / 2
      const order = point ? [sql`${distance} asc nulls last`, ...DEFAULT_ORDER] : fromEnd ? REVERSE_ORDER : DEFAULT_ORDER
      const rows =
        offset >= n
          ? []
          : await app.db
              .select({ place: places, distance })
              .from(places)
              .where(where)
              .orderBy(...order)
              .limit(fromEnd ? Math.min(pageSize, n - offset) : pageSize)
              .offset(fromEnd ? Math.max(0, n - offset - pageSize) : offset)
      if (fromEnd) rows.reverse()
      return pagedA(
        request,
        rows.map((r) => toPlaceItem(r.place, request.lang, r.distance)),
        n,
        pageSize,
      )
    },
  )

  app.get(
    `${prefix}/detail`,
    {
      schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(PlaceDetailItem) }),
      config: { cache: { ...cache.cache, loggedInUncached: true } },
      onRequest: optionalViewer,
    },
    async (request) => {
      const id = detailId(request)
      const [row] = await app.db
        .select()
        .from(places)
        .where(and(eq(places.id, id), eq(places.siteId, request.site.id), eq(places.type, type.key)))
        .limit(1)
      if (!row) throw notFound('places.notFound', { id })
      // whether it takes bookings and at what price: the detail shows that price and asks no calendar otherwise (issue 28)
      const [booking] = await app.db
        .select({ priceFen: bookingResources.priceFen, pricePoints: bookingResources.pricePoints })
        .from(bookingResources)
        .where(
          and(
            eq(bookingResources.siteId, request.site.id),
            eq(bookingResources.resourceType, type.code),
            eq(bookingResources.resourceId, id),
          ),
        )
        .limit(1)
      return ok(request, toPlaceDetail(row, request.lang, await statusOf(request, type.code, id), booking ?? null))
    },
  )

  app.get(
    `${prefix}/rank`,
    {
      schema: routeSchema({ query: { regionCode: FILTERS.regionCode, ...PageQuery }, response: PagedCEnvelope(RankedPlaceItem) }),
      config: cache,
    },
    async (request) => {
      const fields = fieldsOf(request)
      const { offset, pageSize } = pageOf(fields)
      const where = whereAll([...placeFilters(request, fields), eq(places.type, type.key)])
      const rows = await app.db
        .select()
        .from(places)
        .where(where)
        .orderBy(desc(HEAT), desc(places.sort), asc(places.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(places, where)
      const items = rows.map((r) => ({ ...toPlaceItem(r, request.lang), heat: r.browseNum + r.likeNum }))
      return pagedC(request, items, n, pageSize)
    },
  )
}

export async function placeRoutes(app: FastifyInstance): Promise<void> {
  for (const type of PLACE_TYPES) typeRoutes(app, type)
}
