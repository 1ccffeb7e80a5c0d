/**
 * The home list the place types' own calls do not give (docs/contract-places.md, "Home"):
 *   GET res/api/recommend/list  currPage, pageSize, regionCode? → variant (a) of PlaceListItem:
 *       the site's featured places of the kinds a visitor plans a day around (scenic areas,
 *       venues, exhibitions, rural spots, study bases, shows), by sort then heat
 * It reads the places capability's rows and views, under its cache tag (its writes invalidate).
 * (Panoramas: res/api/panorama/list of the guides capability.)
 */
import { desc, inArray, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { places } from '../../db/schema'
import { pagedA } from '../../http/envelope'
import { fieldsOf } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { Item, PageQuery, PagedAEnvelope, routeSchema, Text } from '../../http/schema'
import { PLACES_TAG } from '../places/place-routes'
import { DEFAULT_ORDER, HEAT, placeFilters, whereAll } from '../places/place-query'
import { placeListFields, toPlaceItem } from '../places/views'

export const RECOMMENDED_TYPES = ['SCENERY', 'VENUE', 'EXHIBITION', 'RURAL', 'RESEARCH_BASE', 'SCENIC_SHOW'] as const

const config = { cache: { tags: [PLACES_TAG] } }

async function pageOfPlaces(request: FastifyRequest, condition: SQL) {
  const fields = fieldsOf(request)
  const { offset, pageSize } = pageOf(fields)
  const where = whereAll([...placeFilters(request, fields), condition])
  const rows = await request.server.db
    .select()
    .from(places)
    .where(where)
    .orderBy(DEFAULT_ORDER[0], desc(HEAT), DEFAULT_ORDER[1])
    .limit(pageSize)
    .offset(offset)
  const n = await request.server.db.$count(places, where)
  return pagedA(
    request,
    rows.map((row) => toPlaceItem(row, request.lang)),
    n,
    pageSize,
  )
}

export async function homePlaceRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/recommend/list',
    {
      schema: routeSchema({
        query: { regionCode: Text({ maxLength: 20 }), ...PageQuery },
        response: PagedAEnvelope(Item(placeListFields)),
      }),
      config,
    },
    async (request) => pageOfPlaces(request, inArray(places.type, [...RECOMMENDED_TYPES])),
  )
}
