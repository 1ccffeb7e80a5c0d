/**
 * res/api/commentReply/* (rules-and-contract 7):
 *   POST reply (JSON)  commentId, content → data {id, state}: a published comment of the site; the
 *                      reply rule (required, 200 characters), the sensitive words and the posting rate
 *   GET  list          commentId, currPage, pageSize → variant (a) of Reply, oldest first (published)
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { checkReply } from '../../../../src/core/comments/rules'
import { commentReplies, comments, users } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, PagedAEnvelope, PageQuery, routeSchema, Text } from '../../http/schema'
import { holdsSensitiveWord, refuseOverPostLimit } from './moderation'
import { ReplySchema, SavedSchema, toReply } from './views'

const PREFIX = '/api/res/api/commentReply'

async function publishedComment(app: FastifyInstance, siteId: number, id: number) {
  const [row] = await app.db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.siteId, siteId), eq(comments.state, 'published')))
  if (!row) throw notFound('comments:server.notFound')
  return row
}

export async function replyRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${PREFIX}/list`,
    { schema: routeSchema({ query: { commentId: Text({ maxLength: 20 }), ...PageQuery }, response: PagedAEnvelope(ReplySchema) }) },
    async (request) => {
      const fields = fieldsOf(request)
      const comment = await publishedComment(app, request.site.id, requireId(fields, 'commentId'))
      const { offset, pageSize } = pageOf(fields)
      const where = and(eq(commentReplies.commentId, comment.id), eq(commentReplies.state, 'published'))
      const rows = await app.db
        .select({ r: commentReplies, nickname: users.nickname, headImg: users.headImg })
        .from(commentReplies)
        .leftJoin(users, eq(users.id, commentReplies.userId))
        .where(where)
        .orderBy(asc(commentReplies.createdAt), asc(commentReplies.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(commentReplies, where)
      return pagedA(
        request,
        rows.map((r) => toReply(r.r, r)),
        n,
        pageSize,
      )
    },
  )

  await authenticated(app, (scope) => {
    scope.post(
      `${PREFIX}/reply`,
      {
        config: { idempotent: true },
        schema: routeSchema({
          body: { commentId: Text({ maxLength: 20 }), content: Text({ maxLength: 4000 }) },
          response: DataEnvelope(SavedSchema),
        }),
      },
      async (request) => {
        const fields = fieldsOf(request)
        const checked = checkReply(typeof fields.content === 'string' ? fields.content : '')
        if (!checked.ok) throw badInput(checked.messageKey)
        const site = request.site.id
        const comment = await publishedComment(app, site, requireId(fields, 'commentId'))
        const user = request.user!
        const now = app.clock()
        const saved = await app.db.transaction(async (tx) => {
          await refuseOverPostLimit(tx, user.id, now)
          const held = await holdsSensitiveWord(tx, site, checked.value)
          const state = held ? ('pending' as const) : ('published' as const)
          const [row] = await tx
            .insert(commentReplies)
            .values({ siteId: site, userId: user.id, commentId: comment.id, content: checked.value, state, createdAt: now })
            .returning({ id: commentReplies.id })
          if (!held)
            await tx
              .update(comments)
              .set({ replyNum: sql`${comments.replyNum} + 1` })
              .where(eq(comments.id, comment.id))
          return { id: row.id, state }
        })
        return ok(request, saved, saved.state === 'published' ? 'comments:server.replied' : 'comments:server.pending')
      },
    )
  })
}
