/**
 * res/api/comment/* (rules-and-contract 7; payloads ours, README.md here):
 *   GET  getCommentList       resourceType, resourceId, tag?, currPage, pageSize → variant (a) of
 *                             Comment, newest first: the published ones, plus the caller's own pending
 *   GET  commentTagCountInfo  resourceType, resourceId → datas [{tag, count}] of published comments
 *   GET  getAvgCommentStar    resourceType, resourceId → data {avgStar, total}
 *   POST saveComment          content, emoticonsIds, resourceType, resourceId, tags?, images?, video?,
 *                             star?; id? edits the caller's own → data {id, state} and the message
 *                             (published, or held for review when it holds a sensitive word)
 *   POST deleteComment        id: the caller's own only (another's answers not found)
 *   POST report               id, reason?: once per user; REPORTS_TO_HOLD reports hold it for review
 * Reads are per viewer (isMine, own pending), so they are not cached.
 */
import { and, avg, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { comments, commentReports, users } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { ok, okList, pagedA } from '../../http/envelope'
import { fieldsOf, notFound, optionalId, requireId, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, ListEnvelope, PagedAEnvelope, PageQuery, routeSchema, Text, TextList } from '../../http/schema'
import { optionalViewer } from '../places/viewer'
import { recountComments } from './counters'
import { draftOf, targetOf, type Target } from './input'
import { holdsSensitiveWord, refuseOverPostLimit, REPORTS_TO_HOLD } from './moderation'
import { CommentSchema, SavedSchema, StarSummarySchema, TagCountSchema, toComment } from './views'

const PREFIX = '/api/res/api/comment'
const TargetQuery = { resourceType: Text({ maxLength: 64 }), resourceId: Text({ maxLength: 20 }) }

const published = (siteId: number, t: Target): SQL =>
  and(
    eq(comments.siteId, siteId),
    eq(comments.resourceType, t.resourceType),
    eq(comments.resourceId, t.resourceId),
    eq(comments.state, 'published'),
  )!

/** The list's rows: published, or the viewer's own whatever their state. */
function visible(request: FastifyRequest, t: Target): SQL {
  const mine = request.user ? eq(comments.userId, request.user.id) : undefined
  const base = and(eq(comments.siteId, request.site.id), eq(comments.resourceType, t.resourceType), eq(comments.resourceId, t.resourceId))
  return and(base, mine ? or(eq(comments.state, 'published'), mine) : eq(comments.state, 'published'))!
}

async function ownComment(app: FastifyInstance, request: FastifyRequest, id: number) {
  const [row] = await app.db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.siteId, request.site.id), eq(comments.userId, request.user!.id)))
  if (!row) throw notFound('comments:server.notFound')
  return row
}

export async function commentRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${PREFIX}/getCommentList`,
    {
      onRequest: optionalViewer,
      schema: routeSchema({
        query: { ...TargetQuery, tag: Text({ maxLength: 32 }), ...PageQuery },
        response: PagedAEnvelope(CommentSchema),
      }),
    },
    async (request) => {
      const fields = fieldsOf(request)
      const target = await targetOf(app, request.site.id, fields)
      const { offset, pageSize } = pageOf(fields)
      const tag = single(fields, 'tag')
      const where = and(visible(request, target), tag ? sql`${comments.tags} @> ${JSON.stringify([tag])}::jsonb` : undefined)
      const rows = await app.db
        .select({ c: comments, nickname: users.nickname, headImg: users.headImg })
        .from(comments)
        .leftJoin(users, eq(users.id, comments.userId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(comments, where)
      return pagedA(
        request,
        rows.map((r) => toComment(r.c, r, request.user?.id)),
        n,
        pageSize,
      )
    },
  )

  app.get(
    `${PREFIX}/commentTagCountInfo`,
    { schema: routeSchema({ query: TargetQuery, response: ListEnvelope(TagCountSchema) }) },
    async (request) => {
      const target = await targetOf(app, request.site.id, fieldsOf(request))
      const tag = sql<string>`jsonb_array_elements_text(${comments.tags})`
      const rows = await app.db
        .select({ tag, n: count() })
        .from(comments)
        .where(published(request.site.id, target))
        .groupBy(tag)
        .orderBy(desc(count()), tag)
      return okList(
        request,
        rows.map((r) => ({ tag: r.tag, count: Number(r.n) })),
      )
    },
  )

  app.get(
    `${PREFIX}/getAvgCommentStar`,
    { schema: routeSchema({ query: TargetQuery, response: DataEnvelope(StarSummarySchema) }) },
    async (request) => {
      const target = await targetOf(app, request.site.id, fieldsOf(request))
      const where = published(request.site.id, target)
      const total = await app.db.$count(comments, where)
      const [{ average }] = await app.db
        .select({ average: avg(comments.star) })
        .from(comments)
        .where(and(where, gt(comments.star, 0)))
      return ok(request, { avgStar: average ? Math.round(Number(average) * 10) / 10 : 0, total })
    },
  )

  await authenticated(app, (scope) => {
    scope.post(
      `${PREFIX}/saveComment`,
      {
        config: { idempotent: true },
        schema: routeSchema({
          body: {
            id: Text({ maxLength: 20 }),
            content: Text({ maxLength: 4000 }),
            emoticonsIds: TextList(50),
            tags: TextList(50),
            images: TextList(50),
            video: Text({ maxLength: 500 }),
            star: Text({ maxLength: 2 }),
            ...TargetQuery,
          },
          response: DataEnvelope(SavedSchema),
        }),
      },
      async (request) => {
        const fields = fieldsOf(request)
        const id = optionalId(fields)
        const draft = draftOf(fields)
        const site = request.site.id
        const user = request.user!
        const existing = id ? await ownComment(app, request, id) : null
        const target = existing ?? (await targetOf(app, site, fields))
        const now = app.clock()
        const saved = await app.db.transaction(async (tx) => {
          const held = await holdsSensitiveWord(tx, site, draft.content)
          const state = held ? ('pending' as const) : ('published' as const)
          const values = { ...draft, state, heldFor: held ? 'word' : null }
          if (existing) {
            await tx
              .update(comments)
              .set({ ...values, updatedAt: now })
              .where(eq(comments.id, existing.id))
            return { id: existing.id, state }
          }
          await refuseOverPostLimit(tx, user.id, now)
          const [row] = await tx
            .insert(comments)
            .values({
              ...values,
              siteId: site,
              userId: user.id,
              resourceType: target.resourceType,
              resourceId: target.resourceId,
              createdAt: now,
            })
            .returning({ id: comments.id })
          return { id: row.id, state }
        })
        await recountComments(app, site, target)
        return ok(request, saved, saved.state === 'published' ? 'comments:server.published' : 'comments:server.pending')
      },
    )

    scope.post(`${PREFIX}/deleteComment`, { schema: routeSchema({ body: { id: Text({ maxLength: 20 }) } }) }, async (request) => {
      const row = await ownComment(app, request, requireId(fieldsOf(request)))
      await app.db.delete(comments).where(eq(comments.id, row.id))
      await recountComments(app, request.site.id, row)
      return ok(request, undefined, 'comments:server.deleted')
    })

    scope.post(
      `${PREFIX}/report`,
      { config: { idempotent: true }, schema: routeSchema({ body: { id: Text({ maxLength: 20 }), reason: Text({ maxLength: 200 }) } }) },
      async (request) => {
        const fields = fieldsOf(request)
        const id = requireId(fields)
        const [row] = await app.db
          .select()
          .from(comments)
          .where(and(eq(comments.id, id), eq(comments.siteId, request.site.id), eq(comments.state, 'published')))
        if (!row) throw notFound('comments:server.notFound')
        const reason = single(fields, 'reason').slice(0, 200)
        await app.db
          .insert(commentReports)
          .values({ commentId: id, userId: request.user!.id, reason, createdAt: app.clock() })
          .onConflictDoNothing()
        const n = await app.db.$count(commentReports, eq(commentReports.commentId, id))
        if (n >= REPORTS_TO_HOLD) {
          await app.db.update(comments).set({ state: 'pending', heldFor: 'reports' }).where(eq(comments.id, id))
          await recountComments(app, request.site.id, row)
        }
        return ok(request, undefined, 'comments:server.reported')
      },
    )
  })
}
