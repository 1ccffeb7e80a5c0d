/**
 * What is near a point (maps, "nearby" home sections, the service map):
 *   GET res/api/es/searchAround  longitude, latitude (gcj02, required), resourceType? (CONTENT_TYPE_*
 *        of a place type; absent = every place type), radius? (metres, 1 to 50000, default 5000),
 *        currPage, pageSize → variant (a) of PlaceListItem with `distance`, nearest first
 * A bounding box narrows the rows before the exact haversine distance (geo.ts) filters and orders.
 */
import { and, asc, between, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { places } from '../../db/schema'
import { pagedA } from '../../http/envelope'
import { badInput, fieldsOf, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { PageQuery, PagedAEnvelope, routeSchema, Text } from '../../http/schema'
import { boundingBox, distanceSql, pointOf, radiusOf } from './geo'
import { PLACES_TAG } from './place-routes'
import { placeTypeOfCode } from './place-types'
import { PlaceItem, toPlaceItem } from './views'

const query = {
  longitude: Text({ maxLength: 40 }),
  latitude: Text({ maxLength: 40 }),
  resourceType: Text({ maxLength: 64 }),
  radius: Text({ maxLength: 20 }),
  ...PageQuery,
}

export async function searchAroundRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/es/searchAround',
    { schema: routeSchema({ query, response: PagedAEnvelope(PlaceItem) }), config: { cache: { tags: [PLACES_TAG] } } },
    async (request) => {
      const fields = fieldsOf(request)
      const point = pointOf(fields)
      if (!point) throw badInput('places.pointRequired')
      const radius = radiusOf(fields)
      const { offset, pageSize } = pageOf(fields)
      const code = single(fields, 'resourceType')
      const type = code ? placeTypeOfCode(code) : undefined
      if (code && !type) throw badInput('places.badResourceType', { value: code.slice(0, 40) })
      const box = boundingBox(point, radius)
      const distance = distanceSql(places.longitude, places.latitude, point)
      const where = and(
        eq(places.siteId, request.site.id),
        type ? eq(places.type, type.key) : undefined,
        between(places.latitude, box.minLat, box.maxLat),
        between(places.longitude, box.minLng, box.maxLng),
        sql`${distance} <= ${radius}::float8`,
      )
      const rows = await app.db
        .select({ place: places, distance })
        .from(places)
        .where(where)
        .orderBy(asc(distance), asc(places.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(places, where)
      return pagedA(
        request,
        rows.map((r) => toPlaceItem(r.place, request.lang, r.distance)),
        n,
        pageSize,
      )
    },
  )
}
