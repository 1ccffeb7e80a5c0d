/**
 * Activity calls (rules-and-contract 7 "Activities and orders"; shapes in src/core/activities/contract.ts,
 * decisions in docs/contract-booking.md "Activities"):
 *   GET  res/api/activity/getActivityClassifyList        → datas ActivityClassify[] (cached, tag activities)
 *   GET  res/api/activity/getActivityList (and …/list)   classifyId?, date?, keyword?, state?, placeId?, placeType?,
 *                                                         currPage, pageSize → variant (a) of ActivityItem
 *   GET  res/api/activity/getActivityInfo (and …/detail) id → ActivityDetail; vipResourceStatus of a logged-in caller
 *   GET  res/api/activity/activityCalendar               time (yyyy-mm), classifyId? → datas [{dateTime, activityCount}]
 *   GET  res/api/activity/getActivitySessions            id → datas AppointmentDay[] (the activity's days and sessions)
 *   POST res/api/activity/saveSurvey (login)             activityId, satisfaction, content, organisation, recommend, suggestion?
 * Lists and details carry the places left, so they are not cached (a booking changes them at once).
 */
import { and, asc, count, eq, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { TSchema } from 'typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ActivityClassify, ActivityDetail, ActivityItem, CalendarDay } from '../../../../src/core/activities/contract'
import {
  activityState,
  ACTIVITY_STATE,
  daysOfMonth,
  isActivityMode,
  isActivityStateCode,
  isBookableMode,
  isDay,
  isMonth,
  type ActivityMode,
  type ActivityType,
} from '../../../../src/core/activities/rules'
import { checkSurvey } from '../../../../src/core/activities/survey'
import { dayState } from '../../../../src/core/booking/appointment-day'
import { siteInstantOf } from '../../../../src/core/booking/site-time'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import { activities, activityClassifies, activitySurveys, bookingResources, bookingSlots, places } from '../../db/schema'
import { ok, okList, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, optionalId, requireId, single, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, ListEnvelope, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { slotOpenStatus } from '../booking/service'
import { distanceSql, pointOf } from '../places/geo'
import { optionalViewer, statusOf } from '../places/viewer'

export const ACTIVITIES_TAG = 'activities'
export const ACTIVITY_CODE = RESOURCE_TYPES.ACTIVITY.code
const DAY_MS = 86_400_000

type ActivityRow = typeof activities.$inferSelect

/** an instant inside raw SQL: as text with its type, which both drivers (PGlite, postgres-js) take */
const sqlInstant = (d: Date) => sql`${d.toISOString()}::timestamptz`

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])
const itemFields = {
  id: Type.Integer(),
  resourceType: Type.String(),
  name: Type.String(),
  cover: Type.String(),
  classifyId: Type.Integer(),
  classifyName: Type.String(),
  activityType: Type.String(),
  method: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  signStartTime: Type.String(),
  signEndTime: Type.String(),
  state: Type.String(),
  address: Type.String(),
  longitude: Nullable(Type.Number()),
  latitude: Nullable(Type.Number()),
  integral: Type.Integer(),
  money: Type.String(),
  signNum: Type.Integer(),
  maxNum: Type.Integer(),
  stock: Nullable(Type.Integer()),
  jumpUrl: Type.String(),
  placeId: Type.Integer(),
  placeType: Type.String(),
  placeName: Type.String(),
  distance: Type.Optional(Type.Number()),
}
const ActivityItemSchema = Item(itemFields)
const ActivityDetailSchema = Item({
  ...itemFields,
  intro: Type.String(),
  images: Type.Array(Item({ url: Type.String(), description: Type.String() })),
  organizer: Type.String(),
  phone: Type.String(),
  faithUseStatus: Type.Boolean(),
  minCreditScore: Type.Integer(),
  seatSelection: Type.Boolean(),
  bookingResourceId: Type.Integer(),
  cancelStatus: Type.Integer(),
  cancelTime: Type.Integer(),
  likeNum: Type.Integer(),
  collectionNum: Type.Integer(),
  commentNum: Type.Integer(),
  vipResourceStatus: Item({ likeStatus: Type.Boolean(), collectionStatus: Type.Boolean(), focusStatus: Type.Boolean() }),
})

interface Booking {
  resourceId: number
  priceFen: number
  pricePoints: number
  cancelStatus: number
  cancelHours: number
  maxNum: number
  signNum: number
  stock: number
}

/** the booking side of activities: their resource, places in all, taken, and left in sessions still open */
async function bookingOf(app: FastifyInstance, siteId: number, ids: number[], now: Date): Promise<Map<number, Booking>> {
  if (ids.length === 0) return new Map()
  const at = sqlInstant(now)
  const rows = await app.db
    .select({
      activityId: bookingResources.resourceId,
      resourceId: bookingResources.id,
      priceFen: bookingResources.priceFen,
      pricePoints: bookingResources.pricePoints,
      cancelStatus: bookingResources.cancelStatus,
      cancelHours: bookingResources.cancelHours,
      maxNum: sql<number>`coalesce(sum(${bookingSlots.capacity}), 0)::int`,
      signNum: sql<number>`coalesce(sum(${bookingSlots.sold}), 0)::int`,
      stock: sql<number>`coalesce(sum(case when ${bookingSlots.startsAt} > ${at} and ${bookingSlots.openStatus} = 1 and not ${bookingResources.paused} then ${bookingSlots.capacity} - ${bookingSlots.sold} else 0 end), 0)::int`,
    })
    .from(bookingResources)
    .leftJoin(bookingSlots, eq(bookingSlots.bookingResourceId, bookingResources.id))
    .where(
      and(eq(bookingResources.siteId, siteId), eq(bookingResources.resourceType, ACTIVITY_CODE), inArray(bookingResources.resourceId, ids)),
    )
    .groupBy(bookingResources.id)
  return new Map(rows.map(({ activityId, ...b }) => [activityId, b]))
}

/** The booking resource of an activity (its orders, sessions and, for a show, its hall plan), or undefined. */
export async function activityBookingResource(app: FastifyInstance, siteId: number, activityId: number) {
  const [row] = await app.db
    .select()
    .from(bookingResources)
    .where(
      and(
        eq(bookingResources.siteId, siteId),
        eq(bookingResources.resourceType, ACTIVITY_CODE),
        eq(bookingResources.resourceId, activityId),
      ),
    )
  return row
}

function textsOf(row: ActivityRow, lang: string) {
  const t = row.translations?.[lang] ?? {}
  return { name: t.name || row.name, intro: t.intro || row.intro, address: t.address || row.address }
}

const classifyName = (c: { name: string; translations: Record<string, string> }, lang: string) => c.translations?.[lang] || c.name

function toItem(
  row: ActivityRow,
  lang: string,
  now: Date,
  classify: string,
  booking: Booking | undefined,
  placeName: string,
): ActivityItem {
  const t = textsOf(row, lang)
  const bookable = isActivityMode(row.method) && isBookableMode(row.method) && !!booking
  return {
    id: row.id,
    resourceType: ACTIVITY_CODE,
    name: t.name,
    cover: row.cover,
    classifyId: row.classifyId,
    classifyName: classify,
    activityType: row.activityType as ActivityType,
    method: row.method as ActivityMode,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    signStartTime: row.signStartsAt.toISOString(),
    signEndTime: row.signEndsAt.toISOString(),
    state: activityState({ startTime: row.startsAt.getTime(), endTime: row.endsAt.getTime() }, now.getTime()),
    address: t.address,
    longitude: row.longitude,
    latitude: row.latitude,
    integral: booking?.pricePoints ?? 0,
    money: booking?.priceFen ? (booking.priceFen / 100).toFixed(2) : '',
    signNum: booking?.signNum ?? 0,
    maxNum: booking?.maxNum ?? 0,
    stock: bookable ? booking.stock : null,
    jumpUrl: row.jumpUrl,
    placeId: row.placeId ?? 0,
    placeType: row.placeType,
    placeName,
  }
}

async function itemsOf(app: FastifyInstance, request: FastifyRequest, rows: ActivityRow[]): Promise<ActivityItem[]> {
  const now = app.clock()
  const ids = rows.map((r) => r.id)
  const booking = await bookingOf(app, request.site.id, ids, now)
  const classifyIds = [...new Set(rows.map((r) => r.classifyId))]
  const classifies = classifyIds.length
    ? await app.db.select().from(activityClassifies).where(inArray(activityClassifies.id, classifyIds))
    : []
  const names = new Map(classifies.map((c) => [c.id, classifyName(c, request.lang)]))
  const placeIds = [...new Set(rows.map((r) => r.placeId).filter((id): id is number => id !== null))]
  const placeRows = placeIds.length
    ? await app.db
        .select({ id: places.id, name: places.name, translations: places.translations })
        .from(places)
        .where(inArray(places.id, placeIds))
    : []
  const placeNames = new Map(placeRows.map((p) => [p.id, p.translations?.[request.lang]?.name || p.name]))
  return rows.map((r) =>
    toItem(r, request.lang, now, names.get(r.classifyId) ?? '', booking.get(r.id), placeNames.get(r.placeId ?? 0) ?? ''),
  )
}

/** the activity of this site, else not found */
async function activityOf(app: FastifyInstance, siteId: number, id: number): Promise<ActivityRow> {
  const [row] = await app.db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.siteId, siteId)))
  if (!row) throw notFound('activity:error.notFound')
  return row
}

/** the day's bounds yyyy-mm-dd in site time */
const dayBounds = (day: string) => {
  const from = siteInstantOf(day, '00:00')
  return { from, to: new Date(from.getTime() + DAY_MS) }
}

function detailId(request: FastifyRequest): number {
  const raw = single(fieldsOf(request), 'id')
  if (!raw) throw badInput('resource.idRequired')
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badInput('resource.badId', { id: raw.slice(0, 20) })
  return Number(raw)
}

/** a classify id of this site ('' / 'all' / '0': every classify) */
async function classifyFilter(app: FastifyInstance, request: FastifyRequest, raw: string | undefined): Promise<SQL | undefined> {
  if (raw === undefined || raw === '' || raw === 'all' || raw === '0') return undefined
  const id = requireId({ classifyId: raw }, 'classifyId')
  const [c] = await app.db
    .select({ id: activityClassifies.id })
    .from(activityClassifies)
    .where(and(eq(activityClassifies.id, id), eq(activityClassifies.siteId, request.site.id)))
  if (!c) throw notFound('activity:error.badClassify')
  return eq(activities.classifyId, id)
}

const LIST_QUERY = {
  ...PageQuery,
  classifyId: Text({ maxLength: 20 }),
  date: Text({ maxLength: 20 }),
  keyword: Text({ maxLength: 50 }),
  state: Text({ maxLength: 5 }),
  placeId: Text({ maxLength: 20 }),
  placeType: Text({ maxLength: 60 }),
  longitude: Text({ maxLength: 40 }),
  latitude: Text({ maxLength: 40 }),
}

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/activity/getActivityClassifyList',
    { schema: routeSchema({ response: ListEnvelope(Item({ id: Type.Integer(), name: Type.String(), activityCount: Type.Integer() })) }) },
    async (request) => {
      const now = app.clock()
      const rows = await app.db
        .select()
        .from(activityClassifies)
        .where(eq(activityClassifies.siteId, request.site.id))
        .orderBy(sql`${activityClassifies.sort} desc`, asc(activityClassifies.id))
      const counts = await app.db
        .select({ classifyId: activities.classifyId, n: count() })
        .from(activities)
        .where(and(eq(activities.siteId, request.site.id), gt(activities.endsAt, now)))
        .groupBy(activities.classifyId)
      const countOf = new Map(counts.map((c) => [c.classifyId, c.n]))
      const out: ActivityClassify[] = rows.map((r) => ({
        id: r.id,
        name: classifyName(r, request.lang),
        activityCount: countOf.get(r.id) ?? 0,
      }))
      return okList(request, out)
    },
  )

  const list = async (request: FastifyRequest) => {
    const f = fieldsOf(request)
    const { offset, pageSize } = pageOf(f)
    const now = app.clock()
    const parts: (SQL | undefined)[] = [eq(activities.siteId, request.site.id), await classifyFilter(app, request, single(f, 'classifyId'))]
    const date = single(f, 'date')
    if (date) {
      if (!isDay(date)) throw badInput('activity:error.badDate')
      const { from, to } = dayBounds(date)
      parts.push(lte(activities.startsAt, to), gt(activities.endsAt, from))
    }
    const keyword = str(f.keyword).trim()
    if (keyword) parts.push(ilike(activities.name, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    const state = single(f, 'state')
    if (state) {
      const code = Number(state)
      if (!isActivityStateCode(code)) throw badInput('activity:error.badState')
      if (code === ACTIVITY_STATE.NOT_STARTED) parts.push(gt(activities.startsAt, now))
      if (code === ACTIVITY_STATE.IN_PROGRESS) parts.push(lte(activities.startsAt, now), gt(activities.endsAt, now))
      if (code === ACTIVITY_STATE.ENDED) parts.push(lte(activities.endsAt, now))
    }
    const placeId = optionalId(f, 'placeId')
    if (placeId !== null) parts.push(eq(activities.placeId, placeId))
    const placeType = single(f, 'placeType')
    if (placeType) parts.push(eq(activities.placeType, placeType))
    const where = and(...parts)
    const point = pointOf(f)
    const distance = point ? distanceSql(activities.longitude, activities.latitude, point) : sql<null>`null`
    const n = await app.db.$count(activities, where)
    const rows = await app.db
      .select({ activity: activities, distance })
      .from(activities)
      .where(where)
      // what can still be joined first (soonest first, or nearest first around a point), the ended ones after them (latest first)
      .orderBy(
        sql`(${activities.endsAt} <= ${sqlInstant(now)})`,
        ...(point ? [sql`${distance} asc nulls last`] : []),
        sql`case when ${activities.endsAt} <= ${sqlInstant(now)} then -extract(epoch from ${activities.startsAt}) else extract(epoch from ${activities.startsAt}) end`,
        asc(activities.id),
      )
      .limit(pageSize)
      .offset(offset)
    const items = await itemsOf(
      app,
      request,
      rows.map((r) => r.activity),
    )
    return pagedA(
      request,
      items.map((item, i) => (typeof rows[i].distance === 'number' ? { ...item, distance: Math.round(rows[i].distance as number) } : item)),
      n,
      pageSize,
    )
  }
  for (const path of ['getActivityList', 'list']) {
    app.get(
      `/api/res/api/activity/${path}`,
      { schema: routeSchema({ query: LIST_QUERY, response: PagedAEnvelope(ActivityItemSchema) }) },
      list,
    )
  }

  const detail = async (request: FastifyRequest) => {
    const row = await activityOf(app, request.site.id, detailId(request))
    const [item] = await itemsOf(app, request, [row])
    const resource = await activityBookingResource(app, request.site.id, row.id)
    const t = textsOf(row, request.lang)
    const out: ActivityDetail = {
      ...item,
      intro: t.intro,
      images: row.images,
      organizer: row.organizer,
      phone: row.phone,
      faithUseStatus: row.faithUseStatus,
      minCreditScore: row.minCreditScore,
      seatSelection: row.seatSelection,
      bookingResourceId: resource?.id ?? 0,
      cancelStatus: resource?.cancelStatus ?? 0,
      cancelTime: resource?.cancelHours ?? 0,
      likeNum: row.likeNum,
      collectionNum: row.collectionNum,
      commentNum: row.commentNum,
      vipResourceStatus: await statusOf(request, ACTIVITY_CODE, row.id),
    }
    return ok(request, out)
  }
  for (const path of ['getActivityInfo', 'detail']) {
    app.get(
      `/api/res/api/activity/${path}`,
      {
        schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(ActivityDetailSchema) }),
        onRequest: optionalViewer,
      },
      detail,
    )
  }

  app.get(
    '/api/res/api/activity/activityCalendar',
    {
      schema: routeSchema({
        query: { time: Text({ maxLength: 10 }), classifyId: Text({ maxLength: 20 }) },
        response: ListEnvelope(Item({ dateTime: Type.String(), activityCount: Type.Integer() })),
      }),
      config: { cache: { tags: [ACTIVITIES_TAG] } },
    },
    async (request) => {
      const f = fieldsOf(request)
      const month = single(f, 'time')
      if (!isMonth(month)) throw badInput('activity:error.badMonth')
      const days = daysOfMonth(month)
      const from = dayBounds(days[0]).from
      const to = dayBounds(days[days.length - 1]).to
      const rows = await app.db
        .select({ startsAt: activities.startsAt, endsAt: activities.endsAt })
        .from(activities)
        .where(
          and(
            eq(activities.siteId, request.site.id),
            await classifyFilter(app, request, single(f, 'classifyId')),
            lte(activities.startsAt, to),
            gt(activities.endsAt, from),
          ),
        )
      const out: CalendarDay[] = days.map((day) => {
        const b = dayBounds(day)
        return { dateTime: day, activityCount: rows.filter((r) => r.startsAt < b.to && r.endsAt > b.from).length }
      })
      return okList(request, out)
    },
  )

  app.get(
    '/api/res/api/activity/getActivitySessions',
    { schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: ListEnvelope(Type.Unknown()) }) },
    async (request) => {
      const row = await activityOf(app, request.site.id, detailId(request))
      const resource = await activityBookingResource(app, request.site.id, row.id)
      if (!resource) throw badInput('activity:error.notBookable')
      const now = app.clock()
      const slots = await app.db
        .select()
        .from(bookingSlots)
        .where(and(eq(bookingSlots.bookingResourceId, resource.id), gt(bookingSlots.endsAt, now)))
        .orderBy(asc(bookingSlots.startsAt))
      const byDay = new Map<string, typeof slots>()
      for (const s of slots) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s])
      const out = [...byDay.entries()].map(([day, own]) => {
        const times = own.map((s) => {
          const openStatus = slotOpenStatus(s, resource, now.getTime())
          const stock = Math.max(0, s.capacity - s.sold)
          return {
            id: s.id,
            startTime: s.startsAt.toISOString(),
            endTime: s.endsAt.toISOString(),
            stock,
            maxNum: s.capacity,
            openStatus,
            state: dayState({ openStatus, stock }),
          }
        })
        const stock = times.filter((x) => x.openStatus === 1).reduce((sum, x) => sum + x.stock, 0)
        const openStatus = times.some((x) => x.openStatus === 1) ? 1 : -1
        return {
          date: day,
          week: new Date(`${day}T00:00:00Z`).getUTCDay(),
          stock,
          currDayMaxNum: own.reduce((sum, s) => sum + s.capacity, 0),
          orderNum: own.reduce((sum, s) => sum + s.sold, 0),
          maxNum: own.reduce((sum, s) => sum + s.capacity, 0),
          openStatus,
          state: dayState({ openStatus, stock }),
          jumpType: 'CODE',
          needLogin: true,
          resourceName: textsOf(row, request.lang).name,
          orderTimes: times,
        }
      })
      return okList(request, out)
    },
  )
}

/** the survey (login): one per person and activity, once the activity has begun */
export async function userActivityRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/res/api/activity/saveSurvey',
    {
      schema: routeSchema({
        body: {
          activityId: Text({ maxLength: 20 }),
          satisfaction: Text({ maxLength: 2 }),
          content: Text({ maxLength: 2 }),
          organisation: Text({ maxLength: 2 }),
          recommend: Text({ maxLength: 5 }),
          suggestion: Text({ maxLength: 1000 }),
        },
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const activity = await activityOf(app, request.site.id, requireId(f, 'activityId'))
      const score = (name: string) => {
        const v = str(f[name])
        return /^\d$/.test(v) ? Number(v) : 0
      }
      const recommendText = str(f.recommend)
      const answer = {
        satisfaction: score('satisfaction'),
        content: score('content'),
        organisation: score('organisation'),
        recommend:
          recommendText === '1' || recommendText === 'true' ? true : recommendText === '0' || recommendText === 'false' ? false : null,
        suggestion: str(f.suggestion).trim(),
      }
      const broken = checkSurvey(answer)
      if (broken) throw badInput(`activity:${broken.key}`, { field: broken.field })
      const now = app.clock()
      if (activity.startsAt > now) throw badInput('activity:error.surveyEarly')
      const saved = await app.db
        .insert(activitySurveys)
        .values({
          siteId: request.site.id,
          userId: request.user!.id,
          activityId: activity.id,
          satisfaction: answer.satisfaction,
          content: answer.content,
          organisation: answer.organisation,
          recommend: answer.recommend!,
          suggestion: answer.suggestion,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: activitySurveys.id })
      if (saved.length === 0) throw badInput('activity:error.surveyTwice')
      return ok(request, { id: saved[0].id }, 'activity:survey.saved')
    },
  )
}
