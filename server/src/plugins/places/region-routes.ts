/**
 * The site's regions (provincial and city home pages, /rura/{region}, /regional-rank):
 *   GET res/api/region/siteChildRegion  regionCode? (default the site's; must lie inside it)
 *        → datas [{regionCode, regionName, level, kind, placeCount}]: the child regions (cities of a
 *        province, counties of a city; a county site has none) that have places, with their count
 *   GET res/api/region/rank  resourceType? (CONTENT_TYPE_* of a place type), currPage, pageSize
 *        → variant (c) [{regionCode, regionName, level, kind, placeCount, heat}], hottest first
 *        (heat = browseNum + likeNum of its places); regions without places are left out
 * Region level and children: src/core/places/region.ts; names: region-names.ts.
 */
import { and, eq, like, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { childRegionOf, isWithinRegion, regionLevel, regionPrefix } from '../../../../src/core/places/region'
import { places } from '../../db/schema'
import { okList, pagedC } from '../../http/envelope'
import { badInput, fieldsOf, notFound, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { Item, ListEnvelope, PageQuery, PagedCEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { PLACES_TAG } from './place-routes'
import { placeTypeOfCode } from './place-types'
import { regionKind, regionName } from './region-names'

const regionFields = {
  regionCode: Type.String(),
  regionName: Type.String(),
  level: Type.Integer(),
  /** province, region, city, prefecture (自治州), area (地区), league (盟), county: the label beside the name */
  kind: Type.String(),
  placeCount: Type.Integer(),
}
const ChildRegion = Item(regionFields)
const RankedRegion = Item({ ...regionFields, heat: Type.Integer() })

interface ChildStats {
  placeCount: number
  heat: number
}

/** Places inside `parent` grouped by the child region holding them. */
async function childStats(request: FastifyRequest, parent: string, typeKey?: string): Promise<Map<string, ChildStats>> {
  const level = regionLevel(parent)!
  const digits = (level + 1) * 2
  const rows = await request.server.db
    .select({
      prefix: sql<string>`substr(${places.regionCode}, 1, ${digits}::int)`,
      n: sql<number>`count(*)::int`,
      heat: sql<number>`coalesce(sum(${places.browseNum} + ${places.likeNum}), 0)::int`,
    })
    .from(places)
    .where(
      and(
        eq(places.siteId, request.site.id),
        like(places.regionCode, `${regionPrefix(parent)}%`),
        typeKey ? eq(places.type, typeKey) : undefined,
      ),
    )
    .groupBy(sql`1`)
  const stats = new Map<string, ChildStats>()
  for (const r of rows) {
    const child = childRegionOf(r.prefix.padEnd(6, '0'), parent)
    if (!child) continue
    const s = stats.get(child) ?? { placeCount: 0, heat: 0 }
    stats.set(child, { placeCount: s.placeCount + Number(r.n), heat: s.heat + Number(r.heat) })
  }
  return stats
}

const view = (request: FastifyRequest, code: string, s: ChildStats) => ({
  regionCode: code,
  regionName: regionName(code, request.lang),
  level: regionLevel(code)!,
  kind: regionKind(code, regionLevel(code)!),
  placeCount: s.placeCount,
})

/** the region a call asks about: the site's, or one inside it */
function regionOf(request: FastifyRequest): string {
  const site = request.site.config.regionCode
  const asked = single(fieldsOf(request), 'regionCode')
  if (!asked) return site
  if (!regionLevel(asked)) throw badInput('places.badRegion', { value: asked.slice(0, 20) })
  if (!isWithinRegion(asked, site)) throw notFound('places.regionOutside', { value: asked })
  return asked
}

export async function regionRoutes(app: FastifyInstance): Promise<void> {
  const config = { cache: { tags: [PLACES_TAG] } }

  app.get(
    '/api/res/api/region/siteChildRegion',
    { schema: routeSchema({ query: { regionCode: Text({ maxLength: 20 }) }, response: ListEnvelope(ChildRegion) }), config },
    async (request) => {
      const parent = regionOf(request)
      const stats = await childStats(request, parent)
      // only regions with places: a home listing a city of "0 处" leads a visitor to an empty page
      return okList(
        request,
        [...stats.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([code, s]) => view(request, code, s)),
      )
    },
  )

  app.get(
    '/api/res/api/region/rank',
    {
      schema: routeSchema({ query: { resourceType: Text({ maxLength: 64 }), ...PageQuery }, response: PagedCEnvelope(RankedRegion) }),
      config,
    },
    async (request) => {
      const fields = fieldsOf(request)
      const { offset, pageSize } = pageOf(fields)
      const code = single(fields, 'resourceType')
      const type = code ? placeTypeOfCode(code) : undefined
      if (code && !type) throw badInput('places.badResourceType', { value: code.slice(0, 40) })
      const stats = await childStats(request, request.site.config.regionCode, type?.key)
      const ranked = [...stats.entries()]
        .sort(([a, x], [b, y]) => y.heat - x.heat || y.placeCount - x.placeCount || a.localeCompare(b))
        .map(([c, s]) => ({ ...view(request, c, s), heat: s.heat }))
      return pagedC(request, ranked.slice(offset, offset + pageSize), ranked.length, pageSize)
    },
  )
}
