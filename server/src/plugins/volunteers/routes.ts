/**
 * Volunteer calls (rules-and-contract 7: "The volunteer family lies under res/api/volunteer*,
 * volunteerTeam*, volunteerSignIn*, activity/service and user/api/user/sign/*"; payloads decided in
 * docs/contract-volunteers.md; shapes in src/core/volunteers/contract.ts).
 * Public: volunteerActivity list/detail, volunteerTeam list/detail/calendar, volunteer list/detail/
 * ranking, volunteerHonour/list, volunteerBrand list/detail. Login: everything a person does.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { activityState, daysOfMonth } from '../../../../src/core/activities/rules'
import { siteInstantOf } from '../../../../src/core/booking/site-time'
import {
  type BrandItem,
  type CalendarDateInfo,
  type HonourItem,
  type MyVolunteer,
  type RankItem,
  type ServiceRecord,
  type TeamItem,
  type TeamMember,
  type VolunteerActivityDetail,
  type VolunteerActivityItem,
  type VolunteerDetail,
  type VolunteerItem,
} from '../../../../src/core/volunteers/contract'
import { isRecordKind, isYearMonth, listTypeOf, type RecordKind, type RecordStatus } from '../../../../src/core/volunteers/records'
import { permissionsOf, type TeamRole, type MemberStatus } from '../../../../src/core/volunteers/roles'
import { signInWindow } from '../../../../src/core/volunteers/sign-in'
import {
  activities,
  bookingResources,
  bookingSlots,
  volunteerActivities,
  volunteerBrands,
  volunteerHonours,
  volunteerRecords,
  volunteerSchedules,
  volunteerSignIns,
  volunteerTeamMembers,
  volunteers,
  volunteerTeams,
} from '../../db/schema'
import { ok, pagedA, pagedC } from '../../http/envelope'
import { fieldsOf, notFound, optionalId, requireId, single, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, PagedCEnvelope, routeSchema, Text, Type } from '../../http/schema'
import {
  askSupplement,
  auditJoin,
  createActivity,
  join,
  refuse,
  register,
  requirePermission,
  reviewSupplement,
  saveSchedule,
  setRole,
  signIn,
  signOut,
  signStatus,
  signUp,
  VOLUNTEER_ACTIVITY_CODE,
  VOLUNTEERS_TAG,
  volunteerActivityOf,
  volunteerOf,
} from './service'

const AnyItem = Item({})
const Id = () => Text({ maxLength: 20 })
const cache = { cache: { tags: [VOLUNTEERS_TAG] } }

export const maskName = (name: string) => {
  const c = [...name]
  if (c.length <= 1) return name
  if (c.length === 2) return `${c[0]}*`
  return `${c[0]}${'*'.repeat(c.length - 2)}${c[c.length - 1]}`
}

const approvedMinutes = (userCol: SQL | typeof volunteers.userId) =>
  sql<number>`coalesce((select sum(${volunteerRecords.minutes}) from ${volunteerRecords} where ${volunteerRecords.userId} = ${userCol} and ${volunteerRecords.status} = 'approved' and ${volunteerRecords.siteId} = ${volunteers.siteId}), 0)::int`

// ---- volunteer activities ---------------------------------------------------------------------------

async function activityItems(
  app: FastifyInstance,
  rows: Array<{
    activity: typeof activities.$inferSelect
    link: typeof volunteerActivities.$inferSelect
    team: typeof volunteerTeams.$inferSelect
  }>,
) {
  const now = app.clock()
  const ids = rows.map((r) => r.activity.id)
  const places = ids.length
    ? await app.db
        .select({
          activityId: bookingResources.resourceId,
          maxNum: sql<number>`coalesce(sum(${bookingSlots.capacity}), 0)::int`,
          signNum: sql<number>`coalesce(sum(${bookingSlots.sold}), 0)::int`,
          stock: sql<number>`coalesce(sum(case when ${bookingSlots.startsAt} > ${now.toISOString()}::timestamptz then ${bookingSlots.capacity} - ${bookingSlots.sold} else 0 end), 0)::int`,
        })
        .from(bookingResources)
        .leftJoin(bookingSlots, eq(bookingSlots.bookingResourceId, bookingResources.id))
        .where(and(eq(bookingResources.resourceType, VOLUNTEER_ACTIVITY_CODE), inArray(bookingResources.resourceId, ids)))
        .groupBy(bookingResources.resourceId)
    : []
  const byId = new Map(places.map((p) => [p.activityId, p]))
  return rows.map(({ activity: a, link, team }): VolunteerActivityItem => {
    const p = byId.get(a.id)
    return {
      id: a.id,
      name: a.name,
      cover: a.cover,
      method: a.method,
      teamId: team.id,
      teamName: team.name,
      startTime: a.startsAt.toISOString(),
      endTime: a.endsAt.toISOString(),
      signStartTime: a.signStartsAt.toISOString(),
      signEndTime: a.signEndsAt.toISOString(),
      state: activityState({ startTime: a.startsAt.getTime(), endTime: a.endsAt.getTime() }, now.getTime()),
      address: a.address,
      longitude: a.longitude,
      latitude: a.latitude,
      maxNum: p?.maxNum ?? 0,
      signNum: p?.signNum ?? 0,
      stock: p?.stock ?? 0,
      signInRadius: link.signInRadius,
    }
  })
}

const activityJoin = (app: FastifyInstance) =>
  app.db
    .select({ activity: activities, link: volunteerActivities, team: volunteerTeams })
    .from(volunteerActivities)
    .innerJoin(activities, eq(activities.id, volunteerActivities.activityId))
    .innerJoin(volunteerTeams, eq(volunteerTeams.id, volunteerActivities.teamId))

async function teamItems(app: FastifyInstance, rows: Array<typeof volunteerTeams.$inferSelect>): Promise<TeamItem[]> {
  if (rows.length === 0) return []
  const ids = rows.map((t) => t.id)
  const members = await app.db
    .select({ teamId: volunteerTeamMembers.teamId, n: count() })
    .from(volunteerTeamMembers)
    .where(and(inArray(volunteerTeamMembers.teamId, ids), eq(volunteerTeamMembers.status, 'approved')))
    .groupBy(volunteerTeamMembers.teamId)
  const acts = await app.db
    .select({ teamId: volunteerActivities.teamId, n: count() })
    .from(volunteerActivities)
    .where(inArray(volunteerActivities.teamId, ids))
    .groupBy(volunteerActivities.teamId)
  const minutes = await app.db
    .select({ teamId: volunteerRecords.teamId, n: sql<number>`coalesce(sum(${volunteerRecords.minutes}), 0)::int` })
    .from(volunteerRecords)
    .where(and(inArray(volunteerRecords.teamId, ids), eq(volunteerRecords.status, 'approved')))
    .groupBy(volunteerRecords.teamId)
  const brandIds = rows.map((t) => t.brandId).filter((b): b is number => !!b)
  const brands = brandIds.length ? await app.db.select().from(volunteerBrands).where(inArray(volunteerBrands.id, brandIds)) : []
  const of = <T extends { teamId: number; n: number }>(list: T[], id: number) => list.find((x) => x.teamId === id)?.n ?? 0
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    cover: t.cover,
    intro: t.intro,
    address: t.address,
    phone: t.phone,
    brandId: t.brandId ?? 0,
    brandName: brands.find((b) => b.id === t.brandId)?.name ?? '',
    memberCount: of(members, t.id),
    activityCount: of(acts, t.id),
    serviceMinutes: of(minutes, t.id),
  }))
}

async function honourItems(app: FastifyInstance, siteId: number, where: SQL | undefined, limit: number, offset: number) {
  const rows = await app.db
    .select({ h: volunteerHonours, teamName: volunteerTeams.name, volunteerName: volunteers.realName })
    .from(volunteerHonours)
    .leftJoin(volunteerTeams, eq(volunteerTeams.id, volunteerHonours.teamId))
    .leftJoin(volunteers, and(eq(volunteers.userId, volunteerHonours.userId), eq(volunteers.siteId, siteId)))
    .where(and(eq(volunteerHonours.siteId, siteId), where))
    .orderBy(desc(volunteerHonours.awardedOn), desc(volunteerHonours.id))
    .limit(limit)
    .offset(offset)
  return rows.map(({ h, teamName, volunteerName }): HonourItem => ({
    id: h.id,
    title: h.title,
    issuer: h.issuer,
    awardedOn: h.awardedOn,
    image: h.image,
    teamId: h.teamId ?? 0,
    teamName: teamName ?? '',
    volunteerName: volunteerName ? maskName(volunteerName) : '',
  }))
}

async function recordViews(app: FastifyInstance, siteId: number, where: SQL | undefined, limit: number, offset: number) {
  const rows = await app.db
    .select({ r: volunteerRecords, teamName: volunteerTeams.name, userName: volunteers.realName, s: volunteerSignIns })
    .from(volunteerRecords)
    .innerJoin(volunteerTeams, eq(volunteerTeams.id, volunteerRecords.teamId))
    .leftJoin(volunteers, and(eq(volunteers.userId, volunteerRecords.userId), eq(volunteers.siteId, siteId)))
    .leftJoin(volunteerSignIns, eq(volunteerSignIns.id, volunteerRecords.signInId))
    .where(and(eq(volunteerRecords.siteId, siteId), where))
    .orderBy(desc(volunteerRecords.serviceDay), desc(volunteerRecords.id))
    .limit(limit)
    .offset(offset)
  return rows.map(({ r, teamName, userName, s }): ServiceRecord => ({
    id: r.id,
    kind: r.kind as RecordKind,
    title: r.title,
    teamId: r.teamId,
    teamName,
    activityId: r.activityId ?? 0,
    serviceDay: r.serviceDay,
    minutes: r.minutes,
    status: r.status as RecordStatus,
    reason: r.reason,
    userName: userName ?? '',
    createTime: r.createdAt.toISOString(),
    reviewTime: r.reviewedAt?.toISOString() ?? '',
    signInTime: s?.signInAt.toISOString() ?? '',
    signOutTime: s?.signOutAt?.toISOString() ?? '',
  }))
}

const totalOf = async (app: FastifyInstance, q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0

export async function publicVolunteerRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/volunteerActivity/list',
    {
      schema: routeSchema({
        query: { ...PageQuery, type: Text({ maxLength: 20 }), teamId: Id(), keyword: Text({ maxLength: 40 }) },
        response: PagedAEnvelope(AnyItem),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const { pageSize, offset } = pageOf(f)
      const type = listTypeOf(single(f, 'type'))
      const teamId = optionalId(f, 'teamId')
      const keyword = single(f, 'keyword').slice(0, 40)
      const where = and(
        eq(volunteerActivities.siteId, request.site.id),
        type === 'recruit' ? eq(activities.method, 'ACTIVITY_MODE_VOLUNT_RECRUIT') : undefined,
        type === 'reserve' ? eq(activities.method, 'ACTIVITY_MODE_VOLUNT_RESERVE') : undefined,
        teamId ? eq(volunteerActivities.teamId, teamId) : undefined,
        keyword ? ilike(activities.name, `%${keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      )
      const now = app.clock().toISOString()
      const rows = await activityJoin(app)
        .where(where)
        .orderBy(sql`case when ${activities.endsAt} > ${now}::timestamptz then 0 else 1 end`, asc(activities.startsAt), desc(activities.id))
        .limit(pageSize)
        .offset(offset)
      const total = await totalOf(
        app,
        app.db
          .select({ n: count() })
          .from(volunteerActivities)
          .innerJoin(activities, eq(activities.id, volunteerActivities.activityId))
          .where(where),
      )
      return pagedA(request, await activityItems(app, rows), total, pageSize)
    },
  )

  app.get(
    '/api/res/api/volunteerActivity/detail',
    { schema: routeSchema({ query: { id: Id() }, response: DataEnvelope(AnyItem) }) },
    async (request) => {
      const id = requireId(fieldsOf(request))
      const row = await volunteerActivityOf(app.db, request.site.id, id)
      const [item] = await activityItems(app, [row])
      const now = app.clock()
      const slots = await app.db
        .select({ slot: bookingSlots })
        .from(bookingSlots)
        .innerJoin(bookingResources, eq(bookingResources.id, bookingSlots.bookingResourceId))
        .where(and(eq(bookingResources.resourceType, VOLUNTEER_ACTIVITY_CODE), eq(bookingResources.resourceId, id)))
        .orderBy(asc(bookingSlots.startsAt))
      const out: VolunteerActivityDetail = {
        ...item,
        intro: row.activity.intro,
        organizer: row.activity.organizer || row.team.name,
        phone: row.activity.phone || row.team.phone,
        sessions: slots.map(({ slot }) => ({
          slotId: slot.id,
          startTime: slot.startsAt.toISOString(),
          endTime: slot.endsAt.toISOString(),
          stock: Math.max(0, slot.capacity - slot.sold),
          maxNum: slot.capacity,
          open: slot.startsAt > now && slot.openStatus === 1 && slot.sold < slot.capacity,
        })),
      }
      return ok(request, out)
    },
  )

  app.get(
    '/api/res/api/volunteerTeam/list',
    {
      schema: routeSchema({ query: { ...PageQuery, brandId: Id(), keyword: Text({ maxLength: 40 }) }, response: PagedAEnvelope(AnyItem) }),
      config: cache,
    },
    async (request) => {
      const f = fieldsOf(request)
      const { pageSize, offset } = pageOf(f)
      const brandId = optionalId(f, 'brandId')
      const keyword = single(f, 'keyword').slice(0, 40)
      const where = and(
        eq(volunteerTeams.siteId, request.site.id),
        brandId ? eq(volunteerTeams.brandId, brandId) : undefined,
        keyword ? ilike(volunteerTeams.name, `%${keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      )
      const rows = await app.db
        .select()
        .from(volunteerTeams)
        .where(where)
        .orderBy(desc(volunteerTeams.sort), asc(volunteerTeams.id))
        .limit(pageSize)
        .offset(offset)
      const total = await totalOf(app, app.db.select({ n: count() }).from(volunteerTeams).where(where))
      return pagedA(request, await teamItems(app, rows), total, pageSize)
    },
  )

  app.get(
    '/api/res/api/volunteerTeam/detail',
    { schema: routeSchema({ query: { id: Id() }, response: DataEnvelope(AnyItem) }) },
    async (request) => {
      const id = requireId(fieldsOf(request))
      const [team] = await app.db
        .select()
        .from(volunteerTeams)
        .where(and(eq(volunteerTeams.id, id), eq(volunteerTeams.siteId, request.site.id)))
      if (!team) throw notFound('volunteers:error.teamNotFound')
      const [item] = await teamItems(app, [team])
      const leaders = await app.db
        .select({ role: volunteerTeamMembers.role, name: volunteers.realName })
        .from(volunteerTeamMembers)
        .innerJoin(volunteers, and(eq(volunteers.userId, volunteerTeamMembers.userId), eq(volunteers.siteId, request.site.id)))
        .where(
          and(
            eq(volunteerTeamMembers.teamId, id),
            eq(volunteerTeamMembers.status, 'approved'),
            inArray(volunteerTeamMembers.role, ['head', 'manager', 'instructor']),
          ),
        )
      const honours = await honourItems(app, request.site.id, eq(volunteerHonours.teamId, id), 5, 0)
      return ok(request, { ...item, leaders: leaders.map((l) => ({ role: l.role, name: maskName(l.name) })), honours })
    },
  )

  // team calendar (rules-and-contract 7: "team calendars take yearMoth and teamId with response data.dateInfo")
  app.get(
    '/api/res/api/volunteerTeam/calendar',
    {
      schema: routeSchema({
        query: { yearMoth: Text({ maxLength: 10 }), teamId: Id() },
        response: DataEnvelope(Item({ dateInfo: Type.Array(AnyItem) })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const month = single(f, 'yearMoth')
      if (!isYearMonth(month)) throw refuse('error.badMonth')
      const teamId = requireId(f, 'teamId')
      const [team] = await app.db
        .select({ id: volunteerTeams.id })
        .from(volunteerTeams)
        .where(and(eq(volunteerTeams.id, teamId), eq(volunteerTeams.siteId, request.site.id)))
      if (!team) throw notFound('volunteers:error.teamNotFound')
      const days = daysOfMonth(month)
      const from = siteInstantOf(days[0], '00:00')
      const to = new Date(siteInstantOf(days[days.length - 1], '00:00').getTime() + 86_400_000)
      const acts = await app.db
        .select({ id: activities.id, name: activities.name, startsAt: activities.startsAt, endsAt: activities.endsAt })
        .from(volunteerActivities)
        .innerJoin(activities, eq(activities.id, volunteerActivities.activityId))
        .where(and(eq(volunteerActivities.teamId, teamId), lte(activities.startsAt, to), gt(activities.endsAt, from)))
      const schedules = await app.db
        .select()
        .from(volunteerSchedules)
        .where(and(eq(volunteerSchedules.teamId, teamId), sql`${volunteerSchedules.day} like ${`${month}-%`}`))
        .orderBy(asc(volunteerSchedules.startTime))
      const now = app.clock().getTime()
      const dateInfo: CalendarDateInfo[] = days.map((day) => {
        const start = siteInstantOf(day, '00:00').getTime()
        const end = start + 86_400_000
        const own = acts.filter((a) => a.startsAt.getTime() < end && a.endsAt.getTime() > start)
        const sch = schedules.filter((s) => s.day === day)
        return {
          date: day,
          activityCount: own.length,
          openSignIn: own.some((a) => signInWindow({ startTime: a.startsAt.getTime(), endTime: a.endsAt.getTime() }, now) !== 'ended'),
          scheduleManage: sch.length > 0,
          schedules: sch.map((s) => ({ id: s.id, title: s.title, startTime: s.startTime, endTime: s.endTime })),
          activities: own.map((a) => ({ id: a.id, name: a.name, startTime: a.startsAt.toISOString(), endTime: a.endsAt.toISOString() })),
        }
      })
      return ok(request, { dateInfo })
    },
  )

  const volunteerList = async (request: FastifyRequest, ranking: boolean) => {
    const f = fieldsOf(request)
    const { pageSize, offset } = pageOf(f)
    const minutes = approvedMinutes(volunteers.userId)
    const rows = await app.db
      .select({ v: volunteers, minutes })
      .from(volunteers)
      .where(eq(volunteers.siteId, request.site.id))
      .orderBy(ranking ? desc(minutes) : desc(volunteers.createdAt), asc(volunteers.id))
      .limit(pageSize)
      .offset(offset)
    const total = await totalOf(app, app.db.select({ n: count() }).from(volunteers).where(eq(volunteers.siteId, request.site.id)))
    return { rows, total, pageSize, offset }
  }

  app.get(
    '/api/res/api/volunteer/list',
    { schema: routeSchema({ query: { ...PageQuery }, response: PagedAEnvelope(AnyItem) }), config: cache },
    async (request) => {
      const { rows, total, pageSize } = await volunteerList(request, false)
      const userIds = rows.map((r) => r.v.userId)
      const teams = userIds.length
        ? await app.db
            .select({ userId: volunteerTeamMembers.userId, name: volunteerTeams.name })
            .from(volunteerTeamMembers)
            .innerJoin(volunteerTeams, eq(volunteerTeams.id, volunteerTeamMembers.teamId))
            .where(and(inArray(volunteerTeamMembers.userId, userIds), eq(volunteerTeamMembers.status, 'approved')))
        : []
      const items: VolunteerItem[] = rows.map(({ v, minutes }) => ({
        id: v.id,
        name: maskName(v.realName),
        avatar: v.avatar,
        skills: v.skills,
        serviceMinutes: minutes,
        teamNames: teams.filter((t) => t.userId === v.userId).map((t) => t.name),
      }))
      return pagedA(request, items, total, pageSize)
    },
  )

  app.get(
    '/api/res/api/volunteer/ranking',
    { schema: routeSchema({ query: { ...PageQuery }, response: PagedCEnvelope(AnyItem) }), config: cache },
    async (request) => {
      const { rows, total, pageSize, offset } = await volunteerList(request, true)
      const items: RankItem[] = rows.map(({ v, minutes }, i) => ({
        rank: offset + i + 1,
        volunteerId: v.id,
        name: maskName(v.realName),
        avatar: v.avatar,
        serviceMinutes: minutes,
      }))
      return pagedC(request, items, total, pageSize)
    },
  )

  app.get(
    '/api/res/api/volunteer/detail',
    { schema: routeSchema({ query: { id: Id() }, response: DataEnvelope(AnyItem) }), config: cache },
    async (request) => {
      const id = requireId(fieldsOf(request))
      const [row] = await app.db
        .select({ v: volunteers, minutes: approvedMinutes(volunteers.userId) })
        .from(volunteers)
        .where(and(eq(volunteers.id, id), eq(volunteers.siteId, request.site.id)))
      if (!row) throw notFound('volunteers:error.volunteerNotFound')
      const teams = await app.db
        .select({ name: volunteerTeams.name })
        .from(volunteerTeamMembers)
        .innerJoin(volunteerTeams, eq(volunteerTeams.id, volunteerTeamMembers.teamId))
        .where(and(eq(volunteerTeamMembers.userId, row.v.userId), eq(volunteerTeamMembers.status, 'approved')))
      const out: VolunteerDetail = {
        id: row.v.id,
        name: maskName(row.v.realName),
        avatar: row.v.avatar,
        skills: row.v.skills,
        serviceMinutes: row.minutes,
        teamNames: teams.map((t) => t.name),
        intro: row.v.intro,
        honours: await honourItems(app, request.site.id, eq(volunteerHonours.userId, row.v.userId), 20, 0),
        joinTime: row.v.createdAt.toISOString(),
      }
      return ok(request, out)
    },
  )

  app.get(
    '/api/res/api/volunteerHonour/list',
    { schema: routeSchema({ query: { ...PageQuery, teamId: Id() }, response: PagedAEnvelope(AnyItem) }), config: cache },
    async (request) => {
      const f = fieldsOf(request)
      const { pageSize, offset } = pageOf(f)
      const teamId = optionalId(f, 'teamId')
      const where = teamId ? eq(volunteerHonours.teamId, teamId) : undefined
      const total = await totalOf(
        app,
        app.db
          .select({ n: count() })
          .from(volunteerHonours)
          .where(and(eq(volunteerHonours.siteId, request.site.id), where)),
      )
      return pagedA(request, await honourItems(app, request.site.id, where, pageSize, offset), total, pageSize)
    },
  )

  const brandItems = async (rows: Array<typeof volunteerBrands.$inferSelect>): Promise<BrandItem[]> => {
    const counts = rows.length
      ? await app.db
          .select({ brandId: volunteerTeams.brandId, n: count() })
          .from(volunteerTeams)
          .where(
            inArray(
              volunteerTeams.brandId,
              rows.map((b) => b.id),
            ),
          )
          .groupBy(volunteerTeams.brandId)
      : []
    return rows.map((b) => ({
      id: b.id,
      name: b.name,
      cover: b.cover,
      intro: b.intro,
      teamCount: counts.find((c) => c.brandId === b.id)?.n ?? 0,
    }))
  }
  app.get(
    '/api/res/api/volunteerBrand/list',
    { schema: routeSchema({ query: { ...PageQuery }, response: PagedAEnvelope(AnyItem) }), config: cache },
    async (request) => {
      const { pageSize, offset } = pageOf(fieldsOf(request))
      const where = eq(volunteerBrands.siteId, request.site.id)
      const rows = await app.db
        .select()
        .from(volunteerBrands)
        .where(where)
        .orderBy(desc(volunteerBrands.sort), asc(volunteerBrands.id))
        .limit(pageSize)
        .offset(offset)
      const total = await totalOf(app, app.db.select({ n: count() }).from(volunteerBrands).where(where))
      return pagedA(request, await brandItems(rows), total, pageSize)
    },
  )
  app.get(
    '/api/res/api/volunteerBrand/detail',
    { schema: routeSchema({ query: { id: Id() }, response: DataEnvelope(AnyItem) }), config: cache },
    async (request) => {
      const id = requireId(fieldsOf(request))
      const [brand] = await app.db
        .select()
        .from(volunteerBrands)
        .where(and(eq(volunteerBrands.id, id), eq(volunteerBrands.siteId, request.site.id)))
      if (!brand) throw notFound('volunteers:error.brandNotFound')
      const [item] = await brandItems([brand])
      const teams = await teamItems(app, await app.db.select().from(volunteerTeams).where(eq(volunteerTeams.brandId, id)))
      return ok(request, { ...item, teams })
    },
  )
}

// ---- login ---------------------------------------------------------------------------------------------

const num = (v: unknown): number | null => {
  const s = str(v)
  if (!s || !/^-?\d{1,3}(\.\d{1,12})?$/.test(s)) return null
  return Number(s)
}
const list = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(str) : str(v).split(','))
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 10)

export async function userVolunteerRoutes(app: FastifyInstance): Promise<void> {
  const me = (request: FastifyRequest) => request.user!.id

  app.get('/api/res/api/volunteer/mine', { schema: routeSchema({ response: DataEnvelope(AnyItem) }) }, async (request) => {
    const siteId = request.site.id
    const v = await volunteerOf(app.db, siteId, me(request))
    const teams = await app.db
      .select({ m: volunteerTeamMembers, teamName: volunteerTeams.name })
      .from(volunteerTeamMembers)
      .innerJoin(volunteerTeams, eq(volunteerTeams.id, volunteerTeamMembers.teamId))
      .where(and(eq(volunteerTeamMembers.userId, me(request)), eq(volunteerTeams.siteId, siteId)))
      .orderBy(asc(volunteerTeamMembers.id))
    const [sum] = await app.db
      .select({ minutes: sql<number>`coalesce(sum(${volunteerRecords.minutes}), 0)::int`, n: count() })
      .from(volunteerRecords)
      .where(and(eq(volunteerRecords.userId, me(request)), eq(volunteerRecords.siteId, siteId), eq(volunteerRecords.status, 'approved')))
    const out: MyVolunteer = {
      volunteerStatus: v ? 1 : 0,
      volunteerId: v?.id ?? 0,
      realName: v?.realName ?? '',
      skills: v?.skills ?? [],
      intro: v?.intro ?? '',
      serviceMinutes: sum?.minutes ?? 0,
      recordCount: sum?.n ?? 0,
      teams: teams.map(({ m, teamName }) => ({
        teamId: m.teamId,
        teamName,
        role: m.role as TeamRole,
        status: m.status as MemberStatus,
        permissions: m.status === 'approved' ? permissionsOf(m.role as TeamRole) : [],
      })),
    }
    return ok(request, out)
  })

  app.post(
    '/api/res/api/volunteer/register',
    {
      schema: routeSchema({
        body: {
          realName: Text({ maxLength: 40 }),
          idCard: Text({ maxLength: 40 }),
          skills: Type.Union([Text({ maxLength: 200 }), Type.Array(Text({ maxLength: 40 }), { maxItems: 10 })]),
          intro: Text({ maxLength: 400 }),
        },
        response: DataEnvelope(Item({ volunteerStatus: Type.Integer(), volunteerId: Type.Integer() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const row = await register(app, request.site.id, me(request), {
        realName: single(f, 'realName'),
        idCard: single(f, 'idCard'),
        skills: list(f.skills),
        intro: single(f, 'intro'),
      })
      await app.cache?.invalidate(VOLUNTEERS_TAG, request.site.id)
      return ok(request, { volunteerStatus: 1, volunteerId: row.id }, { key: 'volunteers:done.registered' })
    },
  )

  app.post(
    '/api/res/api/volunteerActivity/signUp',
    {
      config: { idempotent: true },
      schema: routeSchema({
        body: { activityId: Id(), slotId: Id(), idempotencyKey: Text({ maxLength: 64 }) },
        response: DataEnvelope(Item({ orderCode: Type.String(), status: Type.Integer(), created: Type.Boolean() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const key = single(f, 'idempotencyKey')
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw refuse('error.badKey')
      const { order, created } = await signUp(app, {
        siteId: request.site.id,
        userId: me(request),
        activityId: requireId(f, 'activityId'),
        slotId: optionalId(f, 'slotId'),
        idempotencyKey: key,
        now: app.clock(),
      })
      return ok(request, { orderCode: order.orderCode, status: order.status, created }, { key: 'volunteers:done.signedUp' })
    },
  )

  app.get(
    '/api/res/api/volunteerSignIn/status',
    { schema: routeSchema({ query: { activityId: Id() }, response: DataEnvelope(AnyItem) }) },
    async (request) => ok(request, await signStatus(app, request.site.id, me(request), requireId(fieldsOf(request), 'activityId'))),
  )

  const position = { activityId: Id(), longitude: Text({ maxLength: 30 }), latitude: Text({ maxLength: 30 }) }
  app.post(
    '/api/res/api/volunteerSignIn/signIn',
    { schema: routeSchema({ body: position, response: DataEnvelope(Item({ signInTime: Type.String(), distance: Type.Integer() })) }) },
    async (request) => {
      const f = fieldsOf(request)
      const longitude = num(f.longitude)
      const latitude = num(f.latitude)
      const activityId = requireId(f, 'activityId')
      if (longitude === null || latitude === null) throw refuse('error.signIn.badPosition')
      const row = await signIn(app, { siteId: request.site.id, userId: me(request), activityId, longitude, latitude, now: app.clock() })
      return ok(request, { signInTime: row.signInAt.toISOString(), distance: row.distance }, { key: 'volunteers:done.signedIn' })
    },
  )
  app.post(
    '/api/res/api/volunteerSignIn/signOut',
    { schema: routeSchema({ body: position, response: DataEnvelope(Item({ signOutTime: Type.String(), minutes: Type.Integer() })) }) },
    async (request) => {
      const row = await signOut(app, {
        siteId: request.site.id,
        userId: me(request),
        activityId: requireId(fieldsOf(request), 'activityId'),
        now: app.clock(),
      })
      await app.cache?.invalidate(VOLUNTEERS_TAG, request.site.id)
      return ok(request, { signOutTime: row.signOutAt!.toISOString(), minutes: row.minutes ?? 0 }, { key: 'volunteers:done.signedOut' })
    },
  )

  // service records (user/api/user/sign/*)
  app.get(
    '/api/user/api/user/sign/recordList',
    {
      schema: routeSchema({
        query: { ...PageQuery, kind: Text({ maxLength: 20 }), status: Text({ maxLength: 20 }) },
        response: PagedAEnvelope(AnyItem),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const { pageSize, offset } = pageOf(f)
      const kind = single(f, 'kind')
      const status = single(f, 'status')
      const where = and(
        eq(volunteerRecords.userId, me(request)),
        isRecordKind(kind) ? eq(volunteerRecords.kind, kind) : undefined,
        ['pending', 'approved', 'rejected'].includes(status) ? eq(volunteerRecords.status, status) : undefined,
      )
      const total = await totalOf(
        app,
        app.db
          .select({ n: count() })
          .from(volunteerRecords)
          .where(and(eq(volunteerRecords.siteId, request.site.id), where)),
      )
      return pagedA(request, await recordViews(app, request.site.id, where, pageSize, offset), total, pageSize)
    },
  )
  app.get(
    '/api/user/api/user/sign/recordDetail',
    { schema: routeSchema({ query: { relationId: Id(), type: Text({ maxLength: 20 }) }, response: DataEnvelope(AnyItem) }) },
    async (request) => {
      const f = fieldsOf(request)
      const id = requireId(f, 'relationId')
      const type = single(f, 'type')
      const viewer = me(request)
      const [rec] = await recordViews(
        app,
        request.site.id,
        and(eq(volunteerRecords.id, id), isRecordKind(type) ? eq(volunteerRecords.kind, type) : undefined),
        1,
        0,
      )
      if (!rec) throw notFound('volunteers:error.recordNotFound')
      const [raw] = await app.db.select({ userId: volunteerRecords.userId }).from(volunteerRecords).where(eq(volunteerRecords.id, id))
      // the owner sees it; a head, manager or association member of its team too (viewTeamRecords); anyone else: not found
      if (raw.userId !== viewer) {
        try {
          await requirePermission(app.db, request.site.id, rec.teamId, viewer, 'viewTeamRecords')
        } catch {
          throw notFound('volunteers:error.recordNotFound')
        }
      }
      return ok(request, rec)
    },
  )
  app.post(
    '/api/user/api/user/sign/supplement',
    {
      schema: routeSchema({
        body: {
          teamId: Id(),
          title: Text({ maxLength: 80 }),
          serviceDay: Text({ maxLength: 10 }),
          hours: Text({ maxLength: 10 }),
          reason: Text({ maxLength: 400 }),
        },
        response: DataEnvelope(Item({ id: Type.Integer(), status: Type.String() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const row = await askSupplement(app, request.site.id, me(request), {
        teamId: optionalId(f, 'teamId'),
        title: single(f, 'title'),
        serviceDay: single(f, 'serviceDay'),
        hours: Number(single(f, 'hours') || 'NaN'),
        reason: single(f, 'reason'),
      })
      return ok(request, { id: row.id, status: row.status }, { key: 'volunteers:done.supplementSent' })
    },
  )

  // teams
  app.post(
    '/api/res/api/volunteerTeam/join',
    {
      schema: routeSchema({
        body: { teamId: Id(), reason: Text({ maxLength: 200 }) },
        response: DataEnvelope(Item({ memberId: Type.Integer(), status: Type.String() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const reason = single(f, 'reason')
      if ([...reason].length > 100) throw refuse('error.joinReason')
      const row = await join(app, request.site.id, me(request), requireId(f, 'teamId'), reason)
      return ok(request, { memberId: row.id, status: row.status }, { key: 'volunteers:done.joinSent' })
    },
  )
  app.get(
    '/api/res/api/volunteerTeam/members',
    { schema: routeSchema({ query: { ...PageQuery, teamId: Id(), status: Text({ maxLength: 20 }) }, response: PagedAEnvelope(AnyItem) }) },
    async (request) => {
      const f = fieldsOf(request)
      const teamId = requireId(f, 'teamId')
      const status = single(f, 'status') || 'approved'
      if (!['pending', 'approved', 'rejected'].includes(status)) throw refuse('error.badStatus')
      await requirePermission(app.db, request.site.id, teamId, me(request), status === 'pending' ? 'approveJoin' : 'viewMembers')
      const { pageSize, offset } = pageOf(f)
      const where = and(eq(volunteerTeamMembers.teamId, teamId), eq(volunteerTeamMembers.status, status))
      const rows = await app.db
        .select({ m: volunteerTeamMembers, v: volunteers })
        .from(volunteerTeamMembers)
        .leftJoin(volunteers, and(eq(volunteers.userId, volunteerTeamMembers.userId), eq(volunteers.siteId, request.site.id)))
        .where(where)
        .orderBy(
          sql`case ${volunteerTeamMembers.role} when 'head' then 0 when 'manager' then 1 when 'instructor' then 2 when 'association' then 3 else 4 end`,
          asc(volunteerTeamMembers.id),
        )
        .limit(pageSize)
        .offset(offset)
      const total = await totalOf(app, app.db.select({ n: count() }).from(volunteerTeamMembers).where(where))
      const items: TeamMember[] = rows.map(({ m, v }) => ({
        memberId: m.id,
        userId: m.userId,
        volunteerId: v?.id ?? 0,
        name: v?.realName ?? '',
        role: m.role as TeamRole,
        status: m.status as MemberStatus,
        reason: m.reason,
        createTime: m.createdAt.toISOString(),
      }))
      return pagedA(request, items, total, pageSize)
    },
  )
  app.post(
    '/api/res/api/volunteerTeam/auditJoin',
    {
      schema: routeSchema({
        body: { memberId: Id(), auditStatus: Text({ maxLength: 2 }) },
        response: DataEnvelope(Item({ memberId: Type.Integer(), status: Type.String() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const audit = single(f, 'auditStatus')
      if (audit !== '1' && audit !== '2') throw refuse('error.badAudit')
      const row = await auditJoin(app, request.site.id, me(request), requireId(f, 'memberId'), audit === '1')
      await app.cache?.invalidate(VOLUNTEERS_TAG, request.site.id)
      return ok(request, { memberId: row.id, status: row.status }, { key: 'volunteers:done.reviewed' })
    },
  )
  app.post(
    '/api/res/api/volunteerTeam/setRole',
    {
      schema: routeSchema({
        body: { memberId: Id(), role: Text({ maxLength: 20 }) },
        response: DataEnvelope(Item({ memberId: Type.Integer(), role: Type.String() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const row = await setRole(app, request.site.id, me(request), requireId(f, 'memberId'), single(f, 'role'))
      return ok(request, { memberId: row.id, role: row.role }, { key: 'volunteers:done.saved' })
    },
  )
  app.get(
    '/api/res/api/volunteerTeam/records',
    { schema: routeSchema({ query: { ...PageQuery, teamId: Id(), status: Text({ maxLength: 20 }) }, response: PagedAEnvelope(AnyItem) }) },
    async (request) => {
      const f = fieldsOf(request)
      const teamId = requireId(f, 'teamId')
      const status = single(f, 'status')
      await requirePermission(app.db, request.site.id, teamId, me(request), status === 'pending' ? 'reviewSupplement' : 'viewTeamRecords')
      const { pageSize, offset } = pageOf(f)
      const where = and(
        eq(volunteerRecords.teamId, teamId),
        ['pending', 'approved', 'rejected'].includes(status) ? eq(volunteerRecords.status, status) : undefined,
      )
      const total = await totalOf(app, app.db.select({ n: count() }).from(volunteerRecords).where(where))
      return pagedA(request, await recordViews(app, request.site.id, where, pageSize, offset), total, pageSize)
    },
  )
  app.post(
    '/api/res/api/volunteerTeam/auditRecord',
    {
      schema: routeSchema({
        body: { recordId: Id(), auditStatus: Text({ maxLength: 2 }) },
        response: DataEnvelope(Item({ id: Type.Integer(), status: Type.String() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const audit = single(f, 'auditStatus')
      if (audit !== '1' && audit !== '2') throw refuse('error.badAudit')
      const row = await reviewSupplement(app, request.site.id, me(request), requireId(f, 'recordId'), audit === '1')
      await app.cache?.invalidate(VOLUNTEERS_TAG, request.site.id)
      return ok(request, { id: row.id, status: row.status }, { key: 'volunteers:done.reviewed' })
    },
  )
  app.post(
    '/api/res/api/volunteerTeam/saveSchedule',
    {
      schema: routeSchema({
        body: {
          teamId: Id(),
          day: Text({ maxLength: 10 }),
          title: Text({ maxLength: 80 }),
          startTime: Text({ maxLength: 5 }),
          endTime: Text({ maxLength: 5 }),
        },
        response: DataEnvelope(Item({ id: Type.Integer() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const row = await saveSchedule(app, request.site.id, me(request), {
        teamId: requireId(f, 'teamId'),
        day: single(f, 'day'),
        title: single(f, 'title'),
        startTime: single(f, 'startTime'),
        endTime: single(f, 'endTime'),
      })
      return ok(request, { id: row.id }, { key: 'volunteers:done.saved' })
    },
  )

  // activity/service/create: a head or manager creates a volunteer activity of the team (/crteate-activity)
  app.post(
    '/api/activity/service/create',
    {
      schema: routeSchema({
        body: {
          teamId: Id(),
          name: Text({ maxLength: 80 }),
          method: Text({ maxLength: 40 }),
          day: Text({ maxLength: 10 }),
          start: Text({ maxLength: 5 }),
          end: Text({ maxLength: 5 }),
          capacity: Text({ maxLength: 5 }),
          address: Text({ maxLength: 160 }),
          longitude: Text({ maxLength: 30 }),
          latitude: Text({ maxLength: 30 }),
          intro: Text({ maxLength: 2000 }),
        },
        response: DataEnvelope(Item({ id: Type.Integer() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const capacity = single(f, 'capacity')
      const row = await createActivity(app, request.site.id, me(request), {
        teamId: optionalId(f, 'teamId'),
        name: single(f, 'name'),
        method: single(f, 'method'),
        day: single(f, 'day'),
        start: single(f, 'start'),
        end: single(f, 'end'),
        capacity: /^\d{1,4}$/.test(capacity) ? Number(capacity) : NaN,
        address: single(f, 'address'),
        longitude: num(f.longitude),
        latitude: num(f.latitude),
        intro: single(f, 'intro'),
      })
      await app.cache?.invalidate(VOLUNTEERS_TAG, request.site.id)
      await app.cache?.invalidate('activities', request.site.id)
      return ok(request, { id: row.id }, { key: 'volunteers:done.activityCreated' })
    },
  )
}
