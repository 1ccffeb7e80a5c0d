/**
 * A logged-in visitor's search records (login-only: registered inside authenticated()).
 *   POST res/api/es/saveSearchRecord   keyword → ok; the same keyword again moves to the top; the
 *                                      latest MAX_RECORDS are kept, older ones dropped
 *   GET  res/api/es/getSearchRecord    → datas [{id, keyword, createdAt}] newest first
 *   POST res/api/es/clearSearchRecord  → ok; every record of the caller on this site removed
 */
import { and, desc, eq, notInArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/database'
import { searchRecords as r } from '../../db/schema'
import { ok, okList } from '../../http/envelope'
import { fieldsOf } from '../../http/fields'
import { Item, ListEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { keywordOf } from './keyword'

export const MAX_RECORDS = 20

const Record = Item({ id: Type.Integer(), keyword: Type.String(), createdAt: Type.String() })

export async function recordRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/res/api/es/saveSearchRecord', { schema: routeSchema({ body: { keyword: Text() } }) }, async (request) => {
    const keyword = keywordOf(request, fieldsOf(request))
    const mine = and(eq(r.userId, request.user!.id), eq(r.siteId, request.site.id))!
    await app.db.transaction(async (tx) => {
      const t = tx as unknown as Database
      await t
        .insert(r)
        .values({ userId: request.user!.id, siteId: request.site.id, keyword, createdAt: app.clock() })
        .onConflictDoUpdate({ target: [r.userId, r.siteId, r.keyword], set: { createdAt: app.clock() } })
      const keep = await t.select({ id: r.id }).from(r).where(mine).orderBy(desc(r.createdAt), desc(r.id)).limit(MAX_RECORDS)
      await t.delete(r).where(
        and(
          mine,
          notInArray(
            r.id,
            keep.map((k) => k.id),
          ),
        ),
      )
    })
    return ok(request)
  })

  app.get('/api/res/api/es/getSearchRecord', { schema: routeSchema({ response: ListEnvelope(Record) }) }, async (request) => {
    const rows = await app.db
      .select()
      .from(r)
      .where(and(eq(r.userId, request.user!.id), eq(r.siteId, request.site.id)))
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(MAX_RECORDS)
    return okList(
      request,
      rows.map((x) => ({ id: x.id, keyword: x.keyword, createdAt: x.createdAt.toISOString() })),
    )
  })

  app.post('/api/res/api/es/clearSearchRecord', { schema: routeSchema({}) }, async (request) => {
    await app.db.delete(r).where(and(eq(r.userId, request.user!.id), eq(r.siteId, request.site.id)))
    return ok(request)
  })
}
