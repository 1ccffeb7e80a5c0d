/**
 * Adverts and their taps (docs/contract-places.md, "Home"):
 *   GET  res/api/advert/list  position? (HOME) → datas [{adId, title, image, jumpUrl, type, resourceId, resourceType}]
 *   POST res/api/functionClick/addFunctionClickRecord  resourceId, functionType? AD_CLICK → data {clicks}
 *     (rules-and-contract 7; `functionId` and `ADVERT` are the older names, still accepted, counted as AD_CLICK)
 * The list is the same for every visitor (cached, tag `advert`); a tap counts once per call, on
 * this site's advert only (another site's id is not found). Taps are anonymous, so one client
 * address adds at most ADVERT_TAPS per site and hour; beyond that the call still answers ok with
 * the current count and adds nothing.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { adverts, functionClicks } from '../../db/schema'
import { ok, okList } from '../../http/envelope'
import { fieldsOf, notFound, requireId } from '../../http/fields'
import { addressKey, countUse, type RateLimit } from '../../http/rate-limit'
import { DataEnvelope, Item, ListEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { AD_CLICK } from '../../../../src/core/stats/record'

export const ADVERT_TAG = 'advert'
export const ADVERT_POSITIONS = ['HOME'] as const
export const FUNCTION_TYPES = [AD_CLICK, 'ADVERT'] as const
/** at most this many adverts in one carousel */
const MAX_ADVERTS = 10
/** taps one client address may add per site and hour (sliding), all adverts together */
export const ADVERT_TAPS: RateLimit = { name: 'advert-tap', max: 30, windowMs: 3_600_000 }

const AdvertItem = Item({
  adId: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  jumpUrl: Type.String(),
  type: Type.String(),
  resourceId: Type.Union([Type.Integer(), Type.Null()]),
  resourceType: Type.String(),
})

const toAdvert = (row: typeof adverts.$inferSelect, lang: string) => ({
  adId: row.id,
  title: row.translations?.[lang] || row.title,
  image: row.image,
  jumpUrl: row.jumpUrl,
  type: row.type,
  resourceId: row.resourceId,
  resourceType: row.resourceType,
})

async function countClick(request: FastifyRequest): Promise<number> {
  const fields = fieldsOf(request)
  const id = requireId(fields, 'resourceId' in fields ? 'resourceId' : 'functionId')
  // one counter per advert whichever name the caller used
  const type = AD_CLICK
  const site = request.site.id
  const [advert] = await request.server.db
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.id, id), eq(adverts.siteId, site)))
  if (!advert) throw notFound('resource.notFound', { id })
  const db = request.server.db
  const counter = and(eq(functionClicks.siteId, site), eq(functionClicks.functionType, type), eq(functionClicks.functionId, id))
  const use = await countUse(db, ADVERT_TAPS, `${site}:${addressKey(request.ip)}`, request.server.clock())
  if (!use.allowed) {
    const [current] = await db.select({ clicks: functionClicks.clicks }).from(functionClicks).where(counter)
    return current?.clicks ?? 0
  }
  // one statement: parallel taps each add one
  const [row] = await request.server.db
    .insert(functionClicks)
    .values({ siteId: site, functionType: type, functionId: id, clicks: 1 })
    .onConflictDoUpdate({
      target: [functionClicks.siteId, functionClicks.functionType, functionClicks.functionId],
      set: { clicks: sql`${functionClicks.clicks} + 1` },
    })
    .returning({ clicks: functionClicks.clicks })
  return row.clicks
}

export async function advertRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/advert/list',
    {
      schema: routeSchema({
        query: { position: Type.Union(ADVERT_POSITIONS.map((p) => Type.Literal(p))) },
        response: ListEnvelope(AdvertItem),
      }),
      config: { cache: { tags: [ADVERT_TAG] } },
    },
    async (request) => {
      const position = (fieldsOf(request).position as string | undefined) || 'HOME'
      const rows = await app.db
        .select()
        .from(adverts)
        .where(and(eq(adverts.siteId, request.site.id), eq(adverts.position, position)))
        .orderBy(desc(adverts.sort), asc(adverts.id))
        .limit(MAX_ADVERTS)
      return okList(
        request,
        rows.map((row) => toAdvert(row, request.lang)),
      )
    },
  )

  app.post(
    '/api/res/api/functionClick/addFunctionClickRecord',
    {
      schema: routeSchema({
        body: {
          resourceId: Text({ maxLength: 20 }),
          functionId: Text({ maxLength: 20 }),
          functionType: Type.Union(FUNCTION_TYPES.map((p) => Type.Literal(p))),
        },
        response: DataEnvelope(Item({ clicks: Type.Integer() })),
      }),
    },
    async (request) => ok(request, { clicks: await countClick(request) }),
  )
}
