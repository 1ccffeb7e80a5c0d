/**
 * Review of held messages of remembrance by the site's memorial moderators (site_operator_roles,
 * role MODERATOR_ROLE), so a message held for a sensitive word is published or turned down
 * without a database console (docs/contract-memorial.md "Review"). Login, then the role:
 *   GET  rest/memorial/message/pending   currPage, pageSize → (a) PendingMemorialMessage, oldest first
 *   POST rest/memorial/message/review    id, decision publish | reject → {id, state}
 * In a hall's message list a moderator also sees its held messages, `canReview` (routes.ts).
 * A review moves a message from pending only (a conditional update: two moderators at once, one
 * wins, the other is told it was reviewed); publishing counts it on its hall in the same transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isReviewDecision, type PendingMemorialMessage } from '../../../../src/core/memorial/contract'
import { operatorRole } from '../../auth/operator-roles'
import { memorialHalls, memorialMessages, users } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'

export const MODERATOR_ROLE = 'memorial'
const PREFIX = '/api/rest/memorial/message'

const PendingSchema = Item({
  id: Type.Integer(),
  hallId: Type.Integer(),
  hallName: Type.String(),
  content: Type.String(),
  nickName: Type.String(),
  createTime: Type.String(),
  heldFor: Type.String(),
})
const ReviewedSchema = Item({ id: Type.Integer(), state: Type.String() })

/** whether the caller (if any) reviews this site's held messages */
export async function isModerator(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return !!request.user && !!(await operatorRole(app.db, request.site.id, request.user.id, MODERATOR_ROLE))
}

async function requireModerator(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (!(await isModerator(app, request))) throw badInput('memorial:error.notModerator')
}

export async function memorialReviewRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${PREFIX}/pending`, { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(PendingSchema) }) }, async (request) => {
    await requireModerator(app, request)
    const page = pageOf(fieldsOf(request))
    const where = and(eq(memorialMessages.siteId, request.site.id), eq(memorialMessages.state, 'pending'))
    const total = await app.db.$count(memorialMessages, where)
    const rows = await app.db
      .select({ m: memorialMessages, hallName: memorialHalls.name, nickname: users.nickname })
      .from(memorialMessages)
      .innerJoin(memorialHalls, eq(memorialHalls.id, memorialMessages.hallId))
      .innerJoin(users, eq(users.id, memorialMessages.userId))
      .where(where)
      .orderBy(asc(memorialMessages.createdAt), asc(memorialMessages.id))
      .limit(page.pageSize)
      .offset(page.offset)
    const datas: PendingMemorialMessage[] = rows.map(({ m, hallName, nickname }) => ({
      id: m.id,
      hallId: m.hallId,
      hallName,
      content: m.content,
      nickName: nickname ?? '',
      createTime: m.createdAt.toISOString(),
      heldFor: m.heldFor ?? '',
    }))
    return pagedA(request, datas, total, page.pageSize)
  })

  app.post(
    `${PREFIX}/review`,
    {
      schema: routeSchema({
        body: { id: Text({ maxLength: 20 }), decision: Text({ maxLength: 10 }) },
        response: DataEnvelope(ReviewedSchema),
      }),
    },
    async (request) => {
      await requireModerator(app, request)
      const f = fieldsOf(request)
      const id = requireId(f, 'id')
      const decision = single(f, 'decision')
      if (!isReviewDecision(decision)) throw badInput('memorial:error.badDecision')
      const state = decision === 'publish' ? 'published' : 'rejected'
      const reviewed = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(memorialMessages)
          .set({ state, heldFor: null })
          .where(and(eq(memorialMessages.id, id), eq(memorialMessages.siteId, request.site.id), eq(memorialMessages.state, 'pending')))
          .returning({ id: memorialMessages.id, hallId: memorialMessages.hallId })
        if (row && state === 'published')
          await tx
            .update(memorialHalls)
            .set({ messageNum: sql`${memorialHalls.messageNum} + 1` })
            .where(eq(memorialHalls.id, row.hallId))
        return row
      })
      if (!reviewed) {
        // not pending any more, or not a message of this site
        const [other] = await app.db
          .select({ id: memorialMessages.id })
          .from(memorialMessages)
          .where(and(eq(memorialMessages.id, id), eq(memorialMessages.siteId, request.site.id)))
        throw other ? badInput('memorial:error.alreadyReviewed') : notFound('memorial:error.messageNotFound', { id })
      }
      return ok(request, { id, state }, decision === 'publish' ? 'memorial:done.published' : 'memorial:done.rejected')
    },
  )
}
