/**
 * My collections (/user-collection), own rows only.
 *   GET  user/api/collection/list    resourceType?, currPage, pageSize → datas [{id, resourceType, resourceId, title, imgUrl, createdAt}] + page
 *   POST user/api/collection/delete  {id}
 * Collecting itself is res/api/interactManage/collection (interaction capability); it can write user_collections.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { userCollections } from '../../db/schema'
import { badInput, fieldsOf, requireId, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { ok, pagedA } from '../../http/envelope'
import { PagedAEnvelope, PageQuery, routeSchema, Text } from '../../http/schema'
import { Collection } from './answers'

export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/user/api/collection/list',
    { schema: routeSchema({ query: { ...PageQuery, resourceType: Text() }, response: PagedAEnvelope(Collection) }) },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const type = str(f.resourceType)
      if (type.length > 64) throw badInput('account:field.tooLong', { field: 'resourceType', limit: 64 })
      const where = type
        ? and(eq(userCollections.userId, request.user!.id), eq(userCollections.resourceType, type))
        : eq(userCollections.userId, request.user!.id)
      const rows = await app.db
        .select()
        .from(userCollections)
        .where(where)
        .orderBy(desc(userCollections.createdAt), desc(userCollections.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(userCollections, where)
      const datas = rows.map((r) => ({
        id: r.id,
        resourceType: r.resourceType,
        resourceId: r.resourceId,
        title: r.title,
        imgUrl: r.imgUrl ?? '',
        createdAt: r.createdAt.toISOString(),
      }))
      return pagedA(request, datas, n, pageSize)
    },
  )

  app.post('/api/user/api/collection/delete', { schema: routeSchema({ body: { id: Text() } }) }, async (request) => {
    const id = requireId(fieldsOf(request))
    const deleted = await app.db
      .delete(userCollections)
      .where(and(eq(userCollections.id, id), eq(userCollections.userId, request.user!.id)))
      .returning({ id: userCollections.id })
    if (deleted.length === 0) throw badInput('account:common.notFound')
    return ok(request)
  })
}
