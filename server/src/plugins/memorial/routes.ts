/**
 * Memorial calls under rest/memorial (docs/contract-memorial.md; shapes in
 * src/core/memorial/contract.ts). Counts are live and answers carry the caller's state, so
 * nothing here is cached.
 *   GET  rest/memorial/hall/list              currPage, pageSize → (a) MemorialHall
 *   GET  rest/memorial/hall/detail            id (token optional) → MemorialHallDetail
 *   GET  rest/memorial/message/list           hallId, currPage, pageSize (token optional) → (a) MemorialMessage
 *   POST rest/memorial/offering (login)       hallId, kind FLOWER | CANDLE → OfferingResult
 *   POST rest/memorial/message/save (login)   hallId, content → {id, state}
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MemorialHall, MemorialHallDetail, MemorialMessage, MemorialMessageState } from '../../../../src/core/memorial/contract'
import { checkMessage, isOfferingKind, memorialDayOf, MESSAGE_MAX } from '../../../../src/core/memorial/rules'
import { memorialHallDays, memorialHalls, memorialMessages, memorialOfferings, users, type MemorialHallRow } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { holdsSensitiveWord, refuseOverPostLimit } from '../comments/moderation'
import { optionalViewer } from '../places/viewer'
import { offer } from './offering'
import { isModerator } from './review-routes'

const PREFIX = '/api/rest/memorial'

const hallFields = {
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  place: Type.String(),
  flowerNum: Type.Integer(),
  candleNum: Type.Integer(),
  todayFlowers: Type.Integer(),
  todayCandles: Type.Integer(),
  messageNum: Type.Integer(),
}
const HallSchema = Item(hallFields)
const HallDetailSchema = Item({
  ...hallFields,
  intro: Type.String(),
  offeredToday: Type.Object({ FLOWER: Type.Boolean(), CANDLE: Type.Boolean() }),
})
const MessageSchema = Item({
  id: Type.Integer(),
  content: Type.String(),
  nickName: Type.String(),
  headImg: Type.String(),
  createTime: Type.String(),
  isMine: Type.Boolean(),
  state: Type.String(),
  canReview: Type.Boolean(),
})
const OfferingSchema = Item({ hallId: Type.Integer(), kind: Type.String(), total: Type.Integer(), today: Type.Integer() })
const SavedSchema = Item({ id: Type.Integer(), state: Type.String() })

/** today's offerings of the halls `ids`, per hall and kind */
async function todayOf(app: FastifyInstance, ids: number[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await app.db
    .select()
    .from(memorialHallDays)
    .where(and(inArray(memorialHallDays.hallId, ids), eq(memorialHallDays.day, memorialDayOf(app.clock().getTime()))))
  return new Map(rows.map((r) => [`${r.hallId}:${r.kind}`, r.count]))
}

function toHall(row: MemorialHallRow, today: Map<string, number>): MemorialHall {
  return {
    id: row.id,
    name: row.name,
    cover: row.cover,
    summary: row.summary,
    place: row.place,
    flowerNum: row.flowerNum,
    candleNum: row.candleNum,
    todayFlowers: today.get(`${row.id}:FLOWER`) ?? 0,
    todayCandles: today.get(`${row.id}:CANDLE`) ?? 0,
    messageNum: row.messageNum,
  }
}

async function hallOf(app: FastifyInstance, siteId: number, id: number): Promise<MemorialHallRow> {
  const [row] = await app.db
    .select()
    .from(memorialHalls)
    .where(and(eq(memorialHalls.id, id), eq(memorialHalls.siteId, siteId)))
  if (!row) throw notFound('memorial:error.hallNotFound', { id })
  return row
}

/** published messages, and the caller's own pending ones (they see what they wrote, marked) */
function visibleTo(request: FastifyRequest, moderator: boolean): SQL {
  const published = eq(memorialMessages.state, 'published')
  // a moderator sees every held message (to review it); an author their own; a rejected one no one
  if (moderator) return or(published, eq(memorialMessages.state, 'pending'))!
  const ownPending = request.user && and(eq(memorialMessages.userId, request.user.id), eq(memorialMessages.state, 'pending'))
  return ownPending ? or(published, ownPending)! : published
}

export async function memorialRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${PREFIX}/hall/list`, { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(HallSchema) }) }, async (request) => {
    const page = pageOf(fieldsOf(request))
    const where = eq(memorialHalls.siteId, request.site.id)
    const total = await app.db.$count(memorialHalls, where)
    const rows = await app.db
      .select()
      .from(memorialHalls)
      .where(where)
      .orderBy(desc(memorialHalls.sort), desc(memorialHalls.id))
      .limit(page.pageSize)
      .offset(page.offset)
    const today = await todayOf(
      app,
      rows.map((r) => r.id),
    )
    return pagedA(
      request,
      rows.map((r) => toHall(r, today)),
      total,
      page.pageSize,
    )
  })

  app.get(
    `${PREFIX}/hall/detail`,
    {
      schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(HallDetailSchema) }),
      onRequest: optionalViewer,
    },
    async (request) => {
      const row = await hallOf(app, request.site.id, requireId(fieldsOf(request), 'id'))
      const offeredToday = { FLOWER: false, CANDLE: false }
      if (request.user) {
        const mine = await app.db
          .select({ kind: memorialOfferings.kind })
          .from(memorialOfferings)
          .where(
            and(
              eq(memorialOfferings.userId, request.user.id),
              eq(memorialOfferings.hallId, row.id),
              eq(memorialOfferings.day, memorialDayOf(app.clock().getTime())),
            ),
          )
        for (const { kind } of mine) if (isOfferingKind(kind)) offeredToday[kind] = true
      }
      const detail: MemorialHallDetail = { ...toHall(row, await todayOf(app, [row.id])), intro: row.intro, offeredToday }
      return ok(request, detail)
    },
  )

  app.get(
    `${PREFIX}/message/list`,
    {
      schema: routeSchema({ query: { ...PageQuery, hallId: Text({ maxLength: 20 }) }, response: PagedAEnvelope(MessageSchema) }),
      onRequest: optionalViewer,
    },
    async (request) => {
      const f = fieldsOf(request)
      const page = pageOf(f)
      const hall = await hallOf(app, request.site.id, requireId(f, 'hallId'))
      const moderator = await isModerator(app, request)
      const where = and(eq(memorialMessages.hallId, hall.id), visibleTo(request, moderator))
      const total = await app.db.$count(memorialMessages, where)
      const rows = await app.db
        .select({ m: memorialMessages, nickname: users.nickname, headImg: users.headImg })
        .from(memorialMessages)
        .innerJoin(users, eq(users.id, memorialMessages.userId))
        .where(where)
        .orderBy(desc(memorialMessages.createdAt), desc(memorialMessages.id))
        .limit(page.pageSize)
        .offset(page.offset)
      const datas: MemorialMessage[] = rows.map(({ m, nickname, headImg }) => ({
        id: m.id,
        content: m.content,
        nickName: nickname ?? '',
        headImg: headImg ?? '',
        createTime: m.createdAt.toISOString(),
        isMine: m.userId === request.user?.id,
        state: m.state as MemorialMessageState,
        canReview: moderator && m.state === 'pending',
      }))
      return pagedA(request, datas, total, page.pageSize)
    },
  )
}

export async function userMemorialRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    `${PREFIX}/offering`,
    {
      config: { idempotent: true },
      schema: routeSchema({
        body: { hallId: Text({ maxLength: 20 }), kind: Text({ maxLength: 10 }) },
        response: DataEnvelope(OfferingSchema),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const hallId = requireId(f, 'hallId')
      const kind = single(f, 'kind')
      if (!isOfferingKind(kind)) throw badInput('memorial:error.badKind')
      const result = await offer(app.db, { siteId: request.site.id, userId: request.user!.id, hallId, kind, now: app.clock() })
      return ok(request, result, kind === 'FLOWER' ? 'memorial:done.flower' : 'memorial:done.candle')
    },
  )

  app.post(
    `${PREFIX}/message/save`,
    {
      config: { idempotent: true },
      schema: routeSchema({
        body: { hallId: Text({ maxLength: 20 }), content: Text({ maxLength: MESSAGE_MAX * 4 }) },
        response: DataEnvelope(SavedSchema),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const hallId = requireId(f, 'hallId')
      const content = single(f, 'content')
      const broken = checkMessage(content)
      if (broken) throw badInput(`memorial:${broken}`, { max: MESSAGE_MAX })
      await hallOf(app, request.site.id, hallId)
      // moderated like comments: stored as written, held for review when it holds a sensitive word
      const held = await holdsSensitiveWord(app.db, request.site.id, content)
      const state: MemorialMessageState = held ? 'pending' : 'published'
      const now = app.clock()
      const saved = await app.db.transaction(async (tx) => {
        // one posting rate with the comments: a flood of messages is refused, not stored
        await refuseOverPostLimit(tx, request.user!.id, now)
        const [row] = await tx
          .insert(memorialMessages)
          .values({
            siteId: request.site.id,
            hallId,
            userId: request.user!.id,
            content,
            state,
            heldFor: held ? 'word' : null,
            createdAt: now,
          })
          .returning({ id: memorialMessages.id })
        // the hall's count is of published messages, moved in the same transaction
        if (!held)
          await tx
            .update(memorialHalls)
            .set({ messageNum: sql`${memorialHalls.messageNum} + 1` })
            .where(eq(memorialHalls.id, hallId))
        return row
      })
      return ok(request, { id: saved.id, state }, held ? 'memorial:done.messageHeld' : 'memorial:done.message')
    },
  )
}
