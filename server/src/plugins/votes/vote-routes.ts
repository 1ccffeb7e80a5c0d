/**
 * Vote calls (docs/contract-votes.md; shapes in src/core/votes/contract.ts). Counts are live, so
 * nothing here is cached.
 *   GET  res/api/vote/list                 state? (1 not started, 2 under way, 3 over), joinable? (1), currPage, pageSize → (a) VoteCampaign
 *   GET  res/api/vote/detail               id → VoteCampaignDetail (usedToday of a logged-in caller)
 *   GET  res/api/voteProduction/list       voteId, keyword? (name or number), sort? (votes | number), currPage, pageSize → (a) VoteEntry
 *   GET  res/api/voteProduction/detail     id → VoteEntryDetail
 *   POST res/api/vote/vote (login, phone)  id (the entry) → VoteResult
 *   POST res/api/voteProduction/save (login, phone) voteId, id? (edit), title, description, pictures (comma-separated) → VoteEntryDetail
 *   GET  res/api/voteProduction/myList (login)  currPage, pageSize → (a) MyEntry
 *   GET  res/api/vote/myVoteList (login)        currPage, pageSize → (a) MyVote
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, lte, gt, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MyEntry, MyVote, VoteCampaign, VoteCampaignDetail, VoteEntry, VoteEntryDetail } from '../../../../src/core/votes/contract'
import {
  checkEntry,
  dailyLimitOf,
  ENTRY_PICTURES_MAX,
  voteDayOf,
  voteState,
  voteStateOfCode,
  type VoteType,
} from '../../../../src/core/votes/rules'
import { phoneOf } from '../../auth/users'
import { voteCampaigns, voteDailyCounts, voteEntries, voteRecords } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { optionalViewer } from '../places/viewer'
import { castVote } from './vote-service'

type CampaignRow = typeof voteCampaigns.$inferSelect
type EntryRow = typeof voteEntries.$inferSelect

const campaignFields = {
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  voteType: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  state: Type.String(),
  dailyLimit: Type.Integer(),
  joinable: Type.Boolean(),
  entryNum: Type.Integer(),
  voteNum: Type.Integer(),
  organizer: Type.String(),
}
const CampaignSchema = Item(campaignFields)
const CampaignDetailSchema = Item({ ...campaignFields, intro: Type.String(), rules: Type.String(), usedToday: Type.Integer() })
const entryFields = {
  id: Type.Integer(),
  voteId: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  voteNum: Type.Integer(),
  rank: Type.Integer(),
  votedToday: Type.Boolean(),
  mine: Type.Boolean(),
}
const EntrySchema = Item(entryFields)
const EntryDetailSchema = Item({
  ...entryFields,
  description: Type.String(),
  pictures: Type.Array(Type.String()),
  author: Type.String(),
  voteTitle: Type.String(),
})
const MyEntrySchema = Item({ ...entryFields, voteTitle: Type.String(), voteState: Type.String() })
const MyVoteSchema = Item({
  id: Type.Integer(),
  voteId: Type.Integer(),
  voteTitle: Type.String(),
  entryId: Type.Integer(),
  entryTitle: Type.String(),
  number: Type.Integer(),
  cover: Type.String(),
  day: Type.String(),
  createTime: Type.String(),
})
const VoteResultSchema = Item({ entryId: Type.Integer(), voteNum: Type.Integer(), usedToday: Type.Integer(), dailyLimit: Type.Integer() })

// subqueries name the outer row's table explicitly: drizzle writes a single-table query's columns
// unqualified, which inside a subquery would bind to the inner table
const entryStats = sql<number>`(select count(*)::int from vote_entries ve where ve.vote_id = "vote_campaigns"."id")`
const voteStats = sql<number>`(select coalesce(sum(ve.vote_num), 0)::int from vote_entries ve where ve.vote_id = "vote_campaigns"."id")`
/** 1 + the entries of the same campaign with more votes (ties share a rank) */
const rankOf = sql<number>`(select count(*)::int + 1 from vote_entries e2 where e2.vote_id = "vote_entries"."vote_id" and e2.vote_num > "vote_entries"."vote_num")`

function toCampaign(row: CampaignRow, now: Date, stats: { entryNum: number; voteNum: number }): VoteCampaign {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    voteType: row.voteType as VoteType,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    state: voteState({ startTime: row.startsAt.getTime(), endTime: row.endsAt.getTime() }, now.getTime()),
    dailyLimit: dailyLimitOf(row.dailyLimit),
    joinable: row.joinable,
    entryNum: Number(stats.entryNum),
    voteNum: Number(stats.voteNum),
    organizer: row.organizer,
  }
}

function toEntry(row: EntryRow, rank: number, votedToday: boolean, userId: number | undefined): VoteEntry {
  return {
    id: row.id,
    voteId: row.voteId,
    number: row.number,
    title: row.title,
    cover: row.pictures[0] ?? '',
    voteNum: row.voteNum,
    rank: Number(rank),
    votedToday,
    mine: userId !== undefined && row.userId === userId,
  }
}

/** the entries of `ids` the user voted for today */
async function votedToday(app: FastifyInstance, userId: number | undefined, ids: number[]): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set()
  const day = voteDayOf(app.clock().getTime())
  const rows = await app.db
    .select({ entryId: voteRecords.entryId })
    .from(voteRecords)
    .where(and(eq(voteRecords.userId, userId), eq(voteRecords.day, day), inArray(voteRecords.entryId, ids)))
  return new Set(rows.map((r) => r.entryId))
}

async function campaignOf(app: FastifyInstance, siteId: number, id: number): Promise<CampaignRow> {
  const [row] = await app.db
    .select()
    .from(voteCampaigns)
    .where(and(eq(voteCampaigns.id, id), eq(voteCampaigns.siteId, siteId)))
  if (!row) throw notFound('votes:error.voteNotFound', { id })
  return row
}

function requirePhone(app: FastifyInstance, request: FastifyRequest): void {
  // product-spec 6 and the issue: voting and entering need a login with a bound phone
  if (!phoneOf(request.user!, app.fieldCrypto)) throw badInput('votes:error.needPhone')
}

const PICTURE = /^(https?:\/\/|\/api\/)[^\s,]{1,490}$/

function picturesOf(value: unknown): string[] {
  const text = str(value)
  if (!text) return []
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (list.length > ENTRY_PICTURES_MAX) throw badInput('votes:join.error.picturesMany')
  for (const url of list) if (!PICTURE.test(url)) throw badInput('votes:join.error.pictureBad')
  return list
}

async function entryDetail(app: FastifyInstance, request: FastifyRequest, id: number): Promise<VoteEntryDetail> {
  const [row] = await app.db
    .select({ entry: voteEntries, rank: rankOf, voteTitle: voteCampaigns.title })
    .from(voteEntries)
    .innerJoin(voteCampaigns, eq(voteCampaigns.id, voteEntries.voteId))
    .where(and(eq(voteEntries.id, id), eq(voteEntries.siteId, request.site.id)))
  if (!row) throw notFound('votes:error.entryNotFound', { id })
  const voted = await votedToday(app, request.user?.id, [id])
  return {
    ...toEntry(row.entry, row.rank, voted.has(id), request.user?.id),
    description: row.entry.description,
    pictures: row.entry.pictures,
    author: row.entry.author,
    voteTitle: row.voteTitle,
  }
}

export async function voteRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/vote/list',
    {
      schema: routeSchema({
        query: { ...PageQuery, state: Text({ maxLength: 2 }), joinable: Text({ maxLength: 2 }) },
        response: PagedAEnvelope(CampaignSchema),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const page = pageOf(f)
      const now = app.clock()
      const where: SQL[] = [eq(voteCampaigns.siteId, request.site.id)]
      const stateText = single(f, 'state')
      if (stateText) {
        const state = /^\d$/.test(stateText) ? voteStateOfCode(Number(stateText)) : undefined
        if (!state) throw badInput('votes:error.badState')
        const at = sql`${now.toISOString()}::timestamptz`
        if (state === 'notStarted') where.push(gt(voteCampaigns.startsAt, at))
        if (state === 'underWay') where.push(lte(voteCampaigns.startsAt, at), gt(voteCampaigns.endsAt, at))
        if (state === 'over') where.push(lte(voteCampaigns.endsAt, at))
      }
      const joinable = single(f, 'joinable')
      if (joinable && joinable !== '0' && joinable !== '1') throw badInput('votes:error.badState')
      if (joinable === '1') where.push(eq(voteCampaigns.joinable, true), gt(voteCampaigns.endsAt, sql`${now.toISOString()}::timestamptz`))
      const total = await app.db.$count(voteCampaigns, and(...where))
      // under way first, then not started, then over; newest first inside each
      const stateOrder = sql`case when ${voteCampaigns.endsAt} <= ${now.toISOString()}::timestamptz then 2 when ${voteCampaigns.startsAt} > ${now.toISOString()}::timestamptz then 1 else 0 end`
      const rows = await app.db
        .select({ row: voteCampaigns, entryNum: entryStats, voteNum: voteStats })
        .from(voteCampaigns)
        .where(and(...where))
        .orderBy(stateOrder, desc(voteCampaigns.sort), desc(voteCampaigns.id))
        .limit(page.pageSize)
        .offset(page.offset)
      return pagedA(
        request,
        rows.map((r) => toCampaign(r.row, now, r)),
        total,
        page.pageSize,
      )
    },
  )

  app.get(
    '/api/res/api/vote/detail',
    {
      schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(CampaignDetailSchema) }),
      onRequest: optionalViewer,
    },
    async (request) => {
      const id = requireId(fieldsOf(request), 'id')
      const row = await campaignOf(app, request.site.id, id)
      const now = app.clock()
      const [stats] = await app.db.select({ entryNum: entryStats, voteNum: voteStats }).from(voteCampaigns).where(eq(voteCampaigns.id, id))
      let usedToday = 0
      if (request.user) {
        const [used] = await app.db
          .select({ count: voteDailyCounts.count })
          .from(voteDailyCounts)
          .where(
            and(
              eq(voteDailyCounts.userId, request.user.id),
              eq(voteDailyCounts.voteId, id),
              eq(voteDailyCounts.day, voteDayOf(now.getTime())),
            ),
          )
        usedToday = used?.count ?? 0
      }
      const detail: VoteCampaignDetail = { ...toCampaign(row, now, stats), intro: row.intro, rules: row.rules, usedToday }
      return ok(request, detail)
    },
  )

  app.get(
    '/api/res/api/voteProduction/list',
    {
      schema: routeSchema({
        query: { ...PageQuery, voteId: Text({ maxLength: 20 }), keyword: Text({ maxLength: 30 }), sort: Text({ maxLength: 10 }) },
        response: PagedAEnvelope(EntrySchema),
      }),
      onRequest: optionalViewer,
    },
    async (request) => {
      const f = fieldsOf(request)
      const page = pageOf(f)
      const voteId = requireId(f, 'voteId')
      await campaignOf(app, request.site.id, voteId)
      const where: SQL[] = [eq(voteEntries.voteId, voteId)]
      const keyword = single(f, 'keyword')
      if (keyword.length > 30) throw badInput('votes:error.badKeyword')
      if (keyword) {
        const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        const byName = ilike(voteEntries.title, like)
        where.push(/^\d{1,6}$/.test(keyword) ? or(byName, eq(voteEntries.number, Number(keyword)))! : byName)
      }
      const sort = single(f, 'sort') || 'number'
      if (sort !== 'number' && sort !== 'votes') throw badInput('votes:error.badSort')
      const total = await app.db.$count(voteEntries, and(...where))
      const rows = await app.db
        .select({ entry: voteEntries, rank: rankOf })
        .from(voteEntries)
        .where(and(...where))
        .orderBy(...(sort === 'votes' ? [desc(voteEntries.voteNum), asc(voteEntries.number)] : [asc(voteEntries.number)]))
        .limit(page.pageSize)
        .offset(page.offset)
      const voted = await votedToday(
        app,
        request.user?.id,
        rows.map((r) => r.entry.id),
      )
      return pagedA(
        request,
        rows.map((r) => toEntry(r.entry, r.rank, voted.has(r.entry.id), request.user?.id)),
        total,
        page.pageSize,
      )
    },
  )

  app.get(
    '/api/res/api/voteProduction/detail',
    {
      schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(EntryDetailSchema) }),
      onRequest: optionalViewer,
    },
    async (request) => ok(request, await entryDetail(app, request, requireId(fieldsOf(request), 'id'))),
  )
}

export async function userVoteRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/res/api/vote/vote',
    {
      config: { idempotent: true },
      schema: routeSchema({ body: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(VoteResultSchema) }),
    },
    async (request) => {
      requirePhone(app, request)
      const entryId = requireId(fieldsOf(request), 'id')
      const result = await castVote(app.db, { siteId: request.site.id, userId: request.user!.id, entryId, now: app.clock() })
      return ok(request, result, { key: 'votes:vote.done', params: { left: result.dailyLimit - result.usedToday } })
    },
  )

  app.post(
    '/api/res/api/voteProduction/save',
    {
      config: { idempotent: true },
      schema: routeSchema({
        body: {
          voteId: Text({ maxLength: 20 }),
          id: Text({ maxLength: 20 }),
          title: Text({ maxLength: 200 }),
          description: Text({ maxLength: 4000 }),
          pictures: Text({ maxLength: 6000 }),
        },
        response: DataEnvelope(EntryDetailSchema),
      }),
    },
    async (request) => {
      requirePhone(app, request)
      const f = fieldsOf(request)
      const voteId = requireId(f, 'voteId')
      const editId = f.id !== undefined && f.id !== '' ? requireId(f, 'id') : null
      const draft = { title: single(f, 'title'), description: single(f, 'description'), pictures: picturesOf(f.pictures) }
      const broken = checkEntry(draft)
      if (broken) throw badInput(`votes:${broken.key}`, { field: broken.field })
      const userId = request.user!.id
      const now = app.clock()
      const saved = await app.db.transaction(async (tx) => {
        // the campaign row locked: one visitor's entries and the next number are decided one at a time
        const [campaign] = await tx
          .select()
          .from(voteCampaigns)
          .where(and(eq(voteCampaigns.id, voteId), eq(voteCampaigns.siteId, request.site.id)))
          .for('update')
        if (!campaign) throw notFound('votes:error.voteNotFound', { id: voteId })
        if (!campaign.joinable) throw badInput('votes:join.error.notJoinable')
        if (now >= campaign.endsAt) throw badInput('votes:join.error.over')
        const values = { title: draft.title, description: draft.description.trim(), pictures: draft.pictures, updatedAt: now }
        if (editId !== null) {
          const [row] = await tx
            .update(voteEntries)
            .set(values)
            .where(and(eq(voteEntries.id, editId), eq(voteEntries.voteId, voteId), eq(voteEntries.userId, userId)))
            .returning({ id: voteEntries.id })
          if (!row) throw notFound('votes:error.entryNotFound', { id: editId })
          return row.id
        }
        const [mine] = await tx
          .select({ id: voteEntries.id })
          .from(voteEntries)
          .where(and(eq(voteEntries.voteId, voteId), eq(voteEntries.userId, userId), isNotNull(voteEntries.userId)))
        if (mine) throw badInput('votes:join.error.once')
        const [{ next }] = await tx
          .select({ next: sql<number>`coalesce(max(${voteEntries.number}), 0)::int + 1` })
          .from(voteEntries)
          .where(eq(voteEntries.voteId, voteId))
        const [row] = await tx
          .insert(voteEntries)
          .values({
            ...values,
            siteId: request.site.id,
            voteId,
            userId,
            number: Number(next),
            author: request.user!.nickname ?? '',
            createdAt: now,
          })
          .returning({ id: voteEntries.id })
        return row.id
      })
      return ok(request, await entryDetail(app, request, saved), 'votes:join.saved')
    },
  )

  app.get(
    '/api/res/api/voteProduction/myList',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(MyEntrySchema) }) },
    async (request) => {
      const page = pageOf(fieldsOf(request))
      const userId = request.user!.id
      const where = and(eq(voteEntries.userId, userId), eq(voteEntries.siteId, request.site.id))
      const total = await app.db.$count(voteEntries, where)
      const rows = await app.db
        .select({ entry: voteEntries, rank: rankOf, campaign: voteCampaigns })
        .from(voteEntries)
        .innerJoin(voteCampaigns, eq(voteCampaigns.id, voteEntries.voteId))
        .where(where)
        .orderBy(desc(voteEntries.createdAt), desc(voteEntries.id))
        .limit(page.pageSize)
        .offset(page.offset)
      const voted = await votedToday(
        app,
        userId,
        rows.map((r) => r.entry.id),
      )
      const now = app.clock().getTime()
      const datas: MyEntry[] = rows.map((r) => ({
        ...toEntry(r.entry, r.rank, voted.has(r.entry.id), userId),
        voteTitle: r.campaign.title,
        voteState: voteState({ startTime: r.campaign.startsAt.getTime(), endTime: r.campaign.endsAt.getTime() }, now),
      }))
      return pagedA(request, datas, total, page.pageSize)
    },
  )

  app.get(
    '/api/res/api/vote/myVoteList',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(MyVoteSchema) }) },
    async (request) => {
      const page = pageOf(fieldsOf(request))
      const where = and(eq(voteRecords.userId, request.user!.id), eq(voteRecords.siteId, request.site.id))
      const total = await app.db.$count(voteRecords, where)
      const rows = await app.db
        .select({ record: voteRecords, entry: voteEntries, voteTitle: voteCampaigns.title })
        .from(voteRecords)
        .innerJoin(voteEntries, eq(voteEntries.id, voteRecords.entryId))
        .innerJoin(voteCampaigns, eq(voteCampaigns.id, voteRecords.voteId))
        .where(where)
        .orderBy(desc(voteRecords.createdAt), desc(voteRecords.id))
        .limit(page.pageSize)
        .offset(page.offset)
      const datas: MyVote[] = rows.map((r) => ({
        id: r.record.id,
        voteId: r.record.voteId,
        voteTitle: r.voteTitle,
        entryId: r.entry.id,
        entryTitle: r.entry.title,
        number: r.entry.number,
        cover: r.entry.pictures[0] ?? '',
        day: r.record.day,
        createTime: r.record.createdAt.toISOString(),
      }))
      return pagedA(request, datas, total, page.pageSize)
    },
  )
}
