/**
 * Hot words (spec: GET res/api/hotWord/list, POST addHotWordSearchRecord):
 *   GET  res/api/hotWord/list                   → datas [{id, word, hits}] by sort, then hits (10 at most)
 *   POST res/api/hotWord/addHotWordSearchRecord keyword → ok; one more hit when it is a hot word of
 *                                               the site, nothing otherwise (visitors never add words)
 * The list is public and cached under `hotWord`; hits change its order within the cache's 30 s.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { hotWords as h } from '../../db/schema'
import { ok, okList } from '../../http/envelope'
import { fieldsOf } from '../../http/fields'
import { Item, ListEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { keywordOf } from './keyword'

const HOT_WORDS_SHOWN = 10
const HotWord = Item({ id: Type.Integer(), word: Type.String(), hits: Type.Integer() })

export async function hotWordRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/hotWord/list',
    { schema: routeSchema({ response: ListEnvelope(HotWord) }), config: { cache: { tags: ['hotWord'], ttlMs: 30_000 } } },
    async (request) => {
      const rows = await app.db
        .select({ id: h.id, word: h.word, hits: h.hits })
        .from(h)
        .where(eq(h.siteId, request.site.id))
        .orderBy(desc(h.sort), desc(h.hits), h.id)
        .limit(HOT_WORDS_SHOWN)
      return okList(request, rows)
    },
  )

  app.post('/api/res/api/hotWord/addHotWordSearchRecord', { schema: routeSchema({ body: { keyword: Text() } }) }, async (request) => {
    const keyword = keywordOf(request, fieldsOf(request))
    await app.db
      .update(h)
      .set({ hits: sql`${h.hits} + 1` })
      .where(and(eq(h.siteId, request.site.id), eq(h.word, keyword)))
    return ok(request)
  })
}
