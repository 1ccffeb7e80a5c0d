/**
 * GET res/api/es/search  keyword (1-50 characters), type? (RESOURCE_TYPES key or CONTENT_TYPE_*
 * code), currPage, pageSize (≤ 50) → paged variant (a): datas SearchHit[] + page, and `groups`
 * [{type, resourceType, count}] over every type, so the page groups results and shows counts.
 * The same for every visitor: cached under the `search` tag, dropped when documents change.
 */
import type { FastifyInstance } from 'fastify'
import { pagedA } from '../../http/envelope'
import { badInput, fieldsOf, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { Item, PagedAEnvelope, PageQuery, routeSchema, Text, Type } from '../../http/schema'
import { codeOf, SEARCH_TAG } from './indexer'
import { keywordOf } from './keyword'
import { searchDocuments } from './query'

const Hit = Item({
  resourceType: Type.String(),
  resourceId: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  highlight: Type.Array(Item({ text: Type.String(), hit: Type.Boolean() })),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  latitude: Type.Union([Type.Number(), Type.Null()]),
})
const Group = Item({ type: Type.String(), resourceType: Type.String(), count: Type.Integer() })
// variant (a) plus the per-type counts
const SearchEnvelope = Type.Object({ ...PagedAEnvelope(Hit).properties, groups: Type.Optional(Type.Array(Group)) })

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/es/search',
    {
      schema: routeSchema({ query: { ...PageQuery, keyword: Text(), type: Text() }, response: SearchEnvelope }),
      config: { cache: { tags: [SEARCH_TAG], ttlMs: 60_000 } },
    },
    async (request) => {
      const f = fieldsOf(request)
      const keyword = keywordOf(request, f)
      const type = single(f, 'type')
      const code = type ? codeOf(type) : undefined
      if (type && !code) throw badInput('account:field.invalid', { field: 'type' })
      const { offset, pageSize } = pageOf(f)
      await app.searchIndexReady()
      const found = await searchDocuments(app.db, { siteId: request.site.id, lang: request.lang, keyword, code, offset, limit: pageSize })
      return { ...pagedA(request, found.hits, found.total, pageSize), groups: found.groups }
    },
  )
}
