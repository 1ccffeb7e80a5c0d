/**
 * Live rooms and stream media (product-spec 2.3 "Live and video"; rules-and-contract 7
 * "Resources" res/api/live, "Interaction" res/api/streamMedia/*; payloads not shown, decided here):
 *   GET  res/api/live/list            category? (scenic | slow), currPage, pageSize → variant (a) LiveRoom[]
 *   GET  res/api/live/detail          id → data LiveRoom
 *   GET  res/api/streamMedia/list     mediaType? (VIDEO | SHORT | AUDIO), category?, currPage, pageSize
 *                                     → variant (a) StreamMedia[] (newest first)
 *   GET  res/api/streamMedia/detail   id → data StreamMedia
 *   GET  res/api/streamMedia/getCommentByone  id, currPage, pageSize → variant (a) comments, newest first
 *   POST res/api/streamMedia/like     id (login) → data {status, count}: a toggle (liked → unliked)
 *   POST res/api/streamMedia/saveComment  id, content (login): the comment rules of src/core/comments
 *     (required with the list screens' message, 200 characters, 10 expressions), the posting rate and
 *     the sensitive words of the comments capability (a held comment is not listed; `state` says so)
 * Likes change in one transaction: the like row and a conditional update of the counter, so two
 * taps at once never count twice and the counter never goes below 0.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { streamMedia, streamMediaComments, streamMediaLikes, users, liveRooms } from '../../db/schema'
import type { Database } from '../../db/database'
import { authenticated } from '../../http/auth-scope'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { siteResource } from '../../http/resource'
import { checkComment } from '../../../../src/core/comments/rules'
import { holdsSensitiveWord, refuseOverPostLimit } from '../comments/moderation'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'

const TAG = 'media'

const LiveRoom = Item({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  cover: Type.String(),
  streamUrl: Type.String(),
  placeName: Type.String(),
  /** the scenic area (places id) of a webcam; null for slow live */
  scenicId: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.String(),
  status: Type.String(),
  viewNum: Type.Integer(),
})
const Media = Item({
  id: Type.Integer(),
  mediaType: Type.String(),
  category: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  url: Type.String(),
  description: Type.String(),
  author: Type.String(),
  duration: Type.Integer(),
  likeNum: Type.Integer(),
  commentNum: Type.Integer(),
  viewNum: Type.Integer(),
  publishTime: Type.String({ format: 'date-time' }),
})
const Comment = Item({
  id: Type.Integer(),
  content: Type.String(),
  nickName: Type.String(),
  headImg: Type.String(),
  createTime: Type.String(),
  /** saveComment only: 'pending' when held for review (a sensitive word) */
  state: Type.Optional(Type.String()),
})
const LikeState = Type.Object({ status: Type.Boolean(), count: Type.Integer() })

type LiveRow = typeof liveRooms.$inferSelect
type MediaRow = typeof streamMedia.$inferSelect

const liveView = (r: LiveRow) => ({
  id: r.id,
  title: r.title,
  category: r.category,
  cover: r.cover,
  streamUrl: r.streamUrl,
  placeName: r.placeName,
  scenicId: r.scenicId,
  description: r.description,
  status: r.status,
  viewNum: r.viewNum,
})
const mediaView = (r: MediaRow) => ({
  id: r.id,
  mediaType: r.mediaType,
  category: r.category,
  title: r.title,
  cover: r.cover,
  url: r.url,
  description: r.description,
  author: r.author,
  duration: r.duration,
  likeNum: r.likeNum,
  commentNum: r.commentNum,
  viewNum: r.viewNum,
  publishTime: r.publishTime.toISOString(),
})

const code = (column: Parameters<typeof eq>[0]) => (v: string) => eq(column, v)

/** the site's media item, else "not found" */
async function mediaOf(db: Database, siteId: number, id: number): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(streamMedia)
    .where(and(eq(streamMedia.id, id), eq(streamMedia.siteId, siteId)))
    .limit(1)
  if (!row) throw notFound('resource.notFound', { id })
  return row
}

/** Like toggle: the like row decides (insert or delete), the counter follows in the same transaction. */
export async function toggleLike(db: Database, mediaId: number, userId: number, now: Date): Promise<{ status: boolean; count: number }> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(streamMediaLikes)
      .values({ mediaId, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: streamMediaLikes.id })
    if (added.length > 0) {
      const [row] = await tx
        .update(streamMedia)
        .set({ likeNum: sql`${streamMedia.likeNum} + 1` })
        .where(eq(streamMedia.id, mediaId))
        .returning({ n: streamMedia.likeNum })
      return { status: true, count: row.n }
    }
    await tx.delete(streamMediaLikes).where(and(eq(streamMediaLikes.mediaId, mediaId), eq(streamMediaLikes.userId, userId)))
    const [row] = await tx
      .update(streamMedia)
      .set({ likeNum: sql`${streamMedia.likeNum} - 1` })
      .where(and(eq(streamMedia.id, mediaId), gt(streamMedia.likeNum, 0)))
      .returning({ n: streamMedia.likeNum })
    return { status: false, count: row?.n ?? 0 }
  })
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  siteResource(app, {
    prefix: '/api/res/api/live',
    tag: TAG,
    table: liveRooms,
    orderBy: [liveRooms.sort, liveRooms.id],
    filters: {
      category: code(liveRooms.category),
      // a scenic area's webcams (its tour bar's /live-list/{id})
      scenicId: (value) => eq(liveRooms.scenicId, requireId({ scenicId: value }, 'scenicId')),
    },
    lists: { list: { item: LiveRoom, view: liveView } },
    detail: { item: LiveRoom, view: liveView },
  })

  const prefix = '/api/res/api/streamMedia'
  siteResource(app, {
    prefix,
    tag: TAG,
    table: streamMedia,
    orderBy: [desc(streamMedia.publishTime), desc(streamMedia.id)],
    filters: { mediaType: code(streamMedia.mediaType), category: code(streamMedia.category) },
    lists: { list: { item: Media, view: mediaView } },
    detail: { item: Media, view: mediaView },
  })

  // comments are public but change with every post: not cached
  app.get(
    `${prefix}/getCommentByone`,
    { schema: routeSchema({ query: { id: Text({ maxLength: 20 }), ...PageQuery }, response: PagedAEnvelope(Comment) }) },
    async (request) => {
      const fields = fieldsOf(request)
      const media = await mediaOf(app.db, request.site.id, requireId(fields))
      const { offset, pageSize } = pageOf(fields)
      const published = and(eq(streamMediaComments.mediaId, media.id), eq(streamMediaComments.state, 'published'))
      const rows = await app.db
        .select({ c: streamMediaComments, nickname: users.nickname, headImg: users.headImg })
        .from(streamMediaComments)
        .innerJoin(users, eq(users.id, streamMediaComments.userId))
        .where(published)
        .orderBy(desc(streamMediaComments.createdAt), desc(streamMediaComments.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(streamMediaComments, published)
      const view = rows.map(({ c, nickname, headImg }) => ({
        id: c.id,
        content: c.content,
        nickName: nickname ?? '',
        headImg: headImg ?? '',
        createTime: c.createdAt.toISOString(),
      }))
      return pagedA(request, view, n, pageSize)
    },
  )

  await authenticated(app, (scope) => {
    scope.post(
      `${prefix}/like`,
      { schema: routeSchema({ body: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(LikeState) }) },
      async (request) => {
        const media = await mediaOf(app.db, request.site.id, requireId(fieldsOf(request)))
        const state = await toggleLike(app.db, media.id, request.user!.id, app.clock())
        await app.cache.invalidate(TAG, request.site.id)
        return ok(request, state)
      },
    )
    scope.post(
      `${prefix}/saveComment`,
      {
        config: { idempotent: true },
        schema: routeSchema({ body: { id: Text({ maxLength: 20 }), content: Text({ maxLength: 2000 }) }, response: DataEnvelope(Comment) }),
      },
      async (request) => {
        const fields = fieldsOf(request)
        const media = await mediaOf(app.db, request.site.id, requireId(fields))
        // the comment box under a video or a live stream is a list screen's inline box
        const checked = checkComment({ content: str(fields.content) }, 'list')
        if (!checked.ok) throw badInput(checked.messageKey, checked.params)
        const { content } = checked.value
        const now = app.clock()
        const row = await app.db.transaction(async (tx) => {
          await refuseOverPostLimit(tx, request.user!.id, now)
          const state = (await holdsSensitiveWord(tx, request.site.id, content)) ? 'pending' : 'published'
          const [c] = await tx
            .insert(streamMediaComments)
            .values({ siteId: request.site.id, mediaId: media.id, userId: request.user!.id, content, state, createdAt: now })
            .returning()
          if (state === 'published')
            await tx
              .update(streamMedia)
              .set({ commentNum: sql`${streamMedia.commentNum} + 1` })
              .where(eq(streamMedia.id, media.id))
          return c
        })
        await app.cache.invalidate(TAG, request.site.id)
        return ok(request, {
          id: row.id,
          content: row.content,
          nickName: request.user!.nickname ?? '',
          headImg: request.user!.headImg ?? '',
          createTime: row.createdAt.toISOString(),
          state: row.state,
        })
      },
    )
  })
}
