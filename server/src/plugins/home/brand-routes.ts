/**
 * A site's cultural-tourism brands (docs/contract-places.md, "Brands"):
 *   GET res/api/brand/list    currPage, pageSize (≤ 50), linksResourceType?, linksResourceId?
 *                             → variant (a) of BrandItem, larger sort first. With a resource: the
 *                             brands linked to it, so getApiBrandList (pageSize 1) is a place's brand
 *   GET res/api/brand/detail  id → BrandItem + intro, images and the linked places of this site
 * Another site's id is not found. Cached under `brand` and `places` (the detail shows places).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { resourceTypeOf } from '../../../../src/core/resource-types'
import { brands, places, type BrandLink } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { PLACES_TAG } from '../places/place-routes'
import { placeListFields, toPlaceItem } from '../places/views'

export const BRAND_TAG = 'brand'
/** the places a brand detail lists at most */
export const BRAND_PLACES_LIMIT = 20

type BrandRow = typeof brands.$inferSelect

const brandFields = {
  id: Type.Integer(),
  name: Type.String(),
  slogan: Type.String(),
  cover: Type.String(),
  tags: Type.Array(Type.String()),
  placeCount: Type.Integer(),
}
const BrandItem = Item(brandFields)
const BrandDetail = Item({
  ...brandFields,
  intro: Type.String(),
  images: Type.Array(Type.String()),
  places: Type.Array(Item(placeListFields)),
})

function toBrand(row: BrandRow, lang: string) {
  const t = row.translations?.[lang] ?? {}
  return {
    id: row.id,
    name: t.name || row.name,
    slogan: t.slogan || row.slogan,
    cover: row.cover,
    tags: row.tags,
    placeCount: row.links.length,
  }
}

/** the brands linked to one resource: its code must be a known CONTENT_TYPE_*, its id a positive number */
function linkCondition(request: FastifyRequest): SQL | undefined {
  const fields = fieldsOf(request)
  const type = single(fields, 'linksResourceType')
  const hasId = Boolean(single(fields, 'linksResourceId'))
  if (!type && !hasId) return undefined
  if (type && !resourceTypeOf(type)) throw badInput('field.invalid', { field: 'linksResourceType' })
  const link: Partial<BrandLink> = {}
  if (type) link.resourceType = type
  if (hasId) link.resourceId = requireId(fields, 'linksResourceId')
  return sql`${brands.links} @> ${JSON.stringify([link])}::jsonb`
}

async function linkedPlaces(request: FastifyRequest, row: BrandRow) {
  const ids = row.links.map((l) => l.resourceId)
  if (ids.length === 0) return []
  // the brand's best-known places first: the top of its places by sort, not the first links
  const rows = await request.server.db
    .select()
    .from(places)
    .where(and(eq(places.siteId, request.site.id), inArray(places.id, ids)))
    .orderBy(desc(places.sort), asc(places.id))
    .limit(BRAND_PLACES_LIMIT)
  return rows.map((p) => toPlaceItem(p, request.lang))
}

export async function brandRoutes(app: FastifyInstance): Promise<void> {
  const config = { cache: { tags: [BRAND_TAG, PLACES_TAG] } }

  app.get(
    '/api/res/api/brand/list',
    {
      schema: routeSchema({
        query: { linksResourceType: Text({ maxLength: 60 }), linksResourceId: Text({ maxLength: 20 }), ...PageQuery },
        response: PagedAEnvelope(BrandItem),
      }),
      config,
    },
    async (request) => {
      const { offset, pageSize } = pageOf(fieldsOf(request))
      const link = linkCondition(request)
      const where = and(eq(brands.siteId, request.site.id), ...(link ? [link] : []))
      const rows = await app.db.select().from(brands).where(where).orderBy(desc(brands.sort), asc(brands.id)).limit(pageSize).offset(offset)
      const n = await app.db.$count(brands, where)
      return pagedA(
        request,
        rows.map((row) => toBrand(row, request.lang)),
        n,
        pageSize,
      )
    },
  )

  app.get(
    '/api/res/api/brand/detail',
    { schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(BrandDetail) }), config },
    async (request) => {
      const id = requireId(fieldsOf(request), 'id')
      const [row] = await app.db
        .select()
        .from(brands)
        .where(and(eq(brands.id, id), eq(brands.siteId, request.site.id)))
        .limit(1)
      if (!row) throw notFound('resource.notFound', { id })
      const intro = row.translations?.[request.lang]?.intro || row.intro
      return ok(request, { ...toBrand(row, request.lang), intro, images: row.images, places: await linkedPlaces(request, row) })
    },
  )
}
