/**
 * Hot words (spec: GET res/api/hotWord/list, POST addHotWordSearchRecord):
 *   GET  res/api/hotWord/list                   → datas [{id, word, hits}] by sort, then hits (10 at most)
 *   POST res/api/hotWord/addHotWordSearchRecord keyword → ok; one more hit when it is a hot word of
 *                                               the site, nothing otherwise (visitors never add words)
 * The list is public and cached under `hotWord`; hits change its order within the cache's 30 s.
 * Hits are anonymous, so one client address adds at most HOT_WORD_HITS per site and hour; beyond
 * that the call still answers ok and counts nothing (1,000 hits from one address used to move a
 * word to first place).
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { hotWords as h } from '../../db/schema'
import { ok, okList } from '../../http/envelope'
import { fieldsOf } from '../../http/fields'
import { addressKey, countUse, type RateLimit } from '../../http/rate-limit'
import { Item, ListEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { keywordOf } from './keyword'

const HOT_WORDS_SHOWN = 10
/** hits one client address may add per site and hour (sliding), all words together */
export const HOT_WORD_HITS: RateLimit = { name: 'hot-word', max: 20, windowMs: 3_600_000 }
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
    const word = and(eq(h.siteId, request.site.id), eq(h.word, keyword))
    // only hits on a hot word count against the address (searching other words is free)
    const [hot] = await app.db.select({ id: h.id }).from(h).where(word)
    if (!hot) return ok(request)
    const use = await countUse(app.db, HOT_WORD_HITS, `${request.site.id}:${addressKey(request.ip)}`, app.clock())
    if (use.allowed)
      await app.db
        .update(h)
        .set({ hits: sql`${h.hits} + 1` })
        .where(eq(h.id, hot.id))
    return ok(request)
  })
}
