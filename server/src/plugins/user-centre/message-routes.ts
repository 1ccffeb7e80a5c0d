/**
 * Message centre (/message-center, /message-detail/{id}), own messages only.
 *   GET  websocket/api/message/list         msgType? (number), currPage, pageSize → datas [{id, title, content, msgType,
 *                                           jumpType, relationId, jumpUrl, read, createdAt}] + page
 *   GET  websocket/api/message/detail       id → the message, now marked read
 *   POST websocket/api/message/read         {id} one message, or {all: true} every message
 *   GET  websocket/api/message/unreadCount  → data {count}
 * product-spec 3 "Message": msgType 1 opens the message detail; otherwise jumpType 1 activity (relationId),
 * 2 topic (relationId), 3 shop goods (relationId on the site's shop, or jumpUrl), 4 url (jumpUrl).
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isAgreementAccepted } from '../../../../src/core/validation'
import { userMessages } from '../../db/schema'
import { badInput, fieldsOf, requireId, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { ok, pagedA } from '../../http/envelope'
import { DataEnvelope, PagedAEnvelope, PageQuery, routeSchema, Text } from '../../http/schema'
import { Message, UnreadCount } from './answers'

const BASE = '/api/websocket/api/message'
type Row = typeof userMessages.$inferSelect

/** A message as stored, less its owner: the jump targets empty rather than null, read as a flag. */
const view = ({ userId: _owner, relationId, jumpUrl, readAt, createdAt, ...message }: Row) => ({
  ...message,
  relationId: relationId ?? '',
  jumpUrl: jumpUrl ?? '',
  read: readAt !== null,
  createdAt: createdAt.toISOString(),
})

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const mine = (request: FastifyRequest) => eq(userMessages.userId, request.user!.id)

  app.get(
    `${BASE}/list`,
    { schema: routeSchema({ query: { ...PageQuery, msgType: Text() }, response: PagedAEnvelope(Message) }) },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const type = str(f.msgType)
      if (type && !/^\d{1,3}$/.test(type)) throw badInput('account:field.invalid', { field: 'msgType' })
      const where = type ? and(mine(request), eq(userMessages.msgType, Number(type))) : mine(request)
      const rows = await app.db
        .select()
        .from(userMessages)
        .where(where)
        .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(userMessages, where)
      return pagedA(request, rows.map(view), n, pageSize)
    },
  )

  app.get(`${BASE}/detail`, { schema: routeSchema({ query: { id: Text() }, response: DataEnvelope(Message) }) }, async (request) => {
    const id = requireId(fieldsOf(request))
    const [row] = await app.db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.id, id), mine(request)))
      .limit(1)
    if (!row) throw badInput('account:common.notFound')
    if (!row.readAt) {
      const [updated] = await app.db.update(userMessages).set({ readAt: app.clock() }).where(eq(userMessages.id, id)).returning()
      return ok(request, view(updated))
    }
    return ok(request, view(row))
  })

  app.post(`${BASE}/read`, { schema: routeSchema({ body: { id: Text(), all: Text() } }) }, async (request) => {
    const f = fieldsOf(request)
    if (isAgreementAccepted(f.all)) {
      await app.db
        .update(userMessages)
        .set({ readAt: app.clock() })
        .where(and(mine(request), isNull(userMessages.readAt)))
      return ok(request)
    }
    const id = requireId(f)
    const [row] = await app.db
      .select({ id: userMessages.id, readAt: userMessages.readAt })
      .from(userMessages)
      .where(and(eq(userMessages.id, id), mine(request)))
      .limit(1)
    if (!row) throw badInput('account:common.notFound')
    if (!row.readAt) await app.db.update(userMessages).set({ readAt: app.clock() }).where(eq(userMessages.id, id))
    return ok(request)
  })

  app.get(`${BASE}/unreadCount`, { schema: routeSchema({ response: DataEnvelope(UnreadCount) }) }, async (request) => {
    const n = await app.db.$count(userMessages, and(mine(request), isNull(userMessages.readAt)))
    return ok(request, { count: n })
  })
}
