/**
 * Journey and transport calls (docs/contract-trips.md; shapes in src/core/trips/contract.ts):
 *   GET  resExt/api/journey/list (login)         type=mine|recommend, currPage, pageSize → variant (a) of TripItem
 *   GET  resExt/api/journey/detail (login)       id → TripDetail (own or recommended; another user's: not found)
 *   POST resExt/api/journey/save (login, JSON)   name?, departureCity, startDate, endDate, placeIds[], preference, companions, mode → {id}
 *   POST resExt/api/journey/update (login, JSON) id + the same → {id}
 *   POST resExt/api/journey/copy (login)         id (a recommended or own trip), startDate? (default tomorrow) → {id}
 *   POST resExt/api/journey/operateSource (login) id, operateType=DELETE → deletes an own trip
 *   GET  resExt/api/journey/travelQuery (login)  id → {from, to, date, trains[], buses[]} getting to the first destination
 *   GET  resExt/api/{train|flight|bus|car}/query  from, to, date → TransportAnswer (public)
 *   GET  resExt/api/transport/places             kind → datas [{city, stations}] (public, cached)
 * Save and update refuse with the shared rule's messages (checkTravelPlan): "The travel time shall
 * not exceed 120 hours.", "Please add destination Scenic Area.", and a destination that is not a
 * scenic area of the site.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { siteDayOf } from '../../../../src/core/booking/site-time'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import type { TransportAnswer, TransportKind, TransportRow, TripDetail, TripItem, TripPlace } from '../../../../src/core/trips/contract'
import { addDays, buildDayPlan, checkTravelPlan, dayNumber, isDay, tripDays, type TravelPlanDraft } from '../../../../src/core/trips/rules'
import { ResultCode } from '../../../../types/contract'
import { places, trips, users } from '../../db/schema'
import { AppError, ok, okList, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single, type Fields } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, ListEnvelope, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { catalogueOf, resolvePlace, UnknownPlaceError, type TransportProvider } from '../../providers/transport'

type TripRow = typeof trips.$inferSelect
const SCENERY = 'SCENERY'
const SCENERY_CODE = RESOURCE_TYPES.SCENERY.code
/** how far ahead a timetable may be asked */
export const TRANSPORT_MAX_DAYS_AHEAD = 60
/** own trips of a user at most */
export const TRIP_MAX_OWN = 100
const KINDS: TransportKind[] = ['train', 'flight', 'bus', 'car']

/** the city a place lies in for the timetable (its address names one of the catalogue's), else the site's */
const SITE_CITY: Record<string, string> = {
  'cd-city': '成都',
  'sc-province': '成都',
  'djy-scenic': '都江堰',
  'xj-region': '乌鲁木齐',
  'mx-county': '茂县',
  'cc-greatwall': '延庆',
}

const TripItemSchema = Item({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  intro: Type.String(),
  departureCity: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  days: Type.Integer(),
  preference: Type.String(),
  companions: Type.String(),
  mode: Type.String(),
  placeNames: Type.Array(Type.String()),
  recommended: Type.Boolean(),
  copiedFrom: Type.Integer(),
})
const Nullable = <T extends ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()])
const TripPlaceSchema = Item({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  address: Type.String(),
  summary: Type.String(),
  resourceType: Type.String(),
  longitude: Nullable(Type.Number()),
  latitude: Nullable(Type.Number()),
})
const TripDetailSchema = Item({
  ...TripItemSchema.properties,
  placeIds: Type.Array(Type.Integer()),
  places: Type.Array(TripPlaceSchema),
  plan: Type.Array(Item({ day: Type.Integer(), date: Type.Union([Type.String(), Type.Null()]), places: Type.Array(TripPlaceSchema) })),
})
const SeatSchema = Item({ name: Type.String(), price: Type.Number(), left: Type.Integer() })
const RowSchema = Item({
  code: Type.String(),
  carrier: Type.String(),
  fromStation: Type.String(),
  toStation: Type.String(),
  departTime: Type.String(),
  arriveTime: Type.String(),
  arriveDayOffset: Type.Integer(),
  durationMinutes: Type.Integer(),
  price: Type.Number(),
  seatsLeft: Type.Integer(),
  seats: Type.Array(SeatSchema),
  vehicle: Type.Optional(Type.String()),
  priceUnit: Type.Optional(Type.String()),
})
const AnswerSchema = Item({
  kind: Type.String(),
  from: Type.String(),
  to: Type.String(),
  date: Type.String(),
  provider: Type.String(),
  rows: Type.Array(RowSchema),
})
const IdAnswer = DataEnvelope(Item({ id: Type.Integer() }))
const IdList = Type.Union([Type.String(), Type.Array(Type.Union([Type.Integer(), Type.String()]), { maxItems: 50 })])
const DraftBody = {
  name: Text(),
  departureCity: Text(),
  startDate: Text(),
  endDate: Text(),
  placeIds: IdList,
  preference: Text(),
  companions: Text(),
  mode: Text(),
}

/** placeIds as a JSON array or a comma-separated text (a form post) */
function idsOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : [value]
  const ids = parts.map((v) => String(v).trim()).filter((v) => v !== '')
  if (ids.some((v) => !/^\d{1,9}$/.test(v))) throw badInput('trips:error.badDestination')
  return ids.map(Number)
}

function draftOf(f: Fields): TravelPlanDraft {
  return {
    name: single(f, 'name'),
    departureCity: single(f, 'departureCity'),
    startDate: single(f, 'startDate'),
    endDate: single(f, 'endDate'),
    placeIds: idsOf(f.placeIds),
    preference: single(f, 'preference'),
    companions: single(f, 'companions'),
    mode: single(f, 'mode'),
  }
}

const translated = (row: typeof places.$inferSelect, lang: string) => {
  const t = row.translations?.[lang] ?? {}
  return { name: t.name || row.name, address: t.address || row.address, summary: t.summary || row.summary }
}

async function placesOf(app: FastifyInstance, siteId: number, ids: number[], lang: string): Promise<Map<number, TripPlace>> {
  if (ids.length === 0) return new Map()
  const rows = await app.db
    .select()
    .from(places)
    .where(and(eq(places.siteId, siteId), eq(places.type, SCENERY), inArray(places.id, [...new Set(ids)])))
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, ...translated(r, lang), cover: r.cover, resourceType: SCENERY_CODE, longitude: r.longitude, latitude: r.latitude },
    ]),
  )
}

function itemOf(row: TripRow, known: Map<number, TripPlace>): TripItem {
  const names = row.placeIds.map((id) => known.get(id)?.name).filter((n): n is string => !!n)
  return {
    id: row.id,
    name: row.name,
    cover: row.cover || [...row.placeIds].map((id) => known.get(id)?.cover).find((c) => !!c) || '',
    intro: row.intro,
    departureCity: row.departureCity,
    startDate: row.startDate ?? '',
    endDate: row.endDate ?? '',
    days: row.days,
    preference: row.preference,
    companions: row.companions,
    mode: row.mode,
    placeNames: names,
    recommended: row.userId === null,
    copiedFrom: row.copiedFrom ?? 0,
  }
}

/** a trip the caller may see: their own or a recommended one of the site; else not found */
async function visibleTrip(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TripRow> {
  const [row] = await app.db
    .select()
    .from(trips)
    .where(and(eq(trips.id, id), eq(trips.siteId, request.site.id)))
  if (!row || (row.userId !== null && row.userId !== request.user!.id)) throw notFound('trips:error.notFound')
  return row
}

async function ownTrip(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TripRow> {
  const row = await visibleTrip(app, request, id)
  if (row.userId === null) throw notFound('trips:error.notFound')
  return row
}

/** the shared rule, then the destinations must be scenic areas of this site */
async function checkedDraft(app: FastifyInstance, request: FastifyRequest, f: Fields): Promise<TravelPlanDraft> {
  const draft = draftOf(f)
  const problem = checkTravelPlan(draft)
  if (problem) throw badInput(`trips:${problem.key}`)
  const known = await placesOf(app, request.site.id, draft.placeIds, request.lang)
  if (draft.placeIds.some((id) => !known.has(id))) throw badInput('trips:error.badDestination')
  return { ...draft, name: draft.name?.trim() || '', departureCity: draft.departureCity.trim() }
}

function defaultName(draft: TravelPlanDraft, first: string | undefined, days: number): string {
  return draft.name || `${first ?? draft.departureCity} · ${days}d`
}

export interface TransportRouteOptions {
  transport: TransportProvider
}

async function search(app: FastifyInstance, provider: TransportProvider, kind: TransportKind, from: string, to: string, date: string) {
  try {
    return await provider.search({ kind, from, to, date })
  } catch (e) {
    if (e instanceof UnknownPlaceError) throw badInput('trips:error.unknownStation', { name: e.place })
    if (e instanceof AppError) throw e // the provider is switched off: its own answer
    app.log.warn({ err: e, kind }, 'transport provider failed')
    throw new AppError(ResultCode.SERVER_ERROR, 'trips:error.providerFailed')
  }
}

/** public: the timetables and the form's places */
/** Locks the user's row and refuses past TRIP_MAX_OWN, inside the transaction that then inserts: two
 * saves or copies at once cannot pass the limit together. */
async function holdTripRoom(tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0], siteId: number, userId: number) {
  await tx.execute(sqlLockUser(userId))
  const mine = await tx.$count(trips, and(eq(trips.siteId, siteId), eq(trips.userId, userId)))
  if (mine >= TRIP_MAX_OWN) throw badInput('trips:error.tooMany', { limit: TRIP_MAX_OWN })
}

export async function transportRoutes(app: FastifyInstance, opts: TransportRouteOptions): Promise<void> {
  const provider = opts.transport
  for (const kind of KINDS) {
    app.get(
      `/api/resExt/api/${kind}/query`,
      {
        schema: routeSchema({
          query: { from: Text({ maxLength: 30 }), to: Text({ maxLength: 30 }), date: Text() },
          response: DataEnvelope(AnswerSchema),
        }),
        config: { cache: { tags: ['transport'], ttlMs: 60_000 } },
      },
      async (request) => {
        const f = fieldsOf(request)
        const from = single(f, 'from')
        const to = single(f, 'to')
        const date = single(f, 'date')
        if (!from || !to) throw badInput('trips:error.unknownStation', { name: from || to || '—' })
        if (!isDay(date)) throw badInput('trips:error.badDate')
        const today = siteDayOf(app.clock().getTime())
        if (dayNumber(date) < dayNumber(today)) throw badInput('trips:error.pastDate')
        if (dayNumber(date) > dayNumber(addDays(today, TRANSPORT_MAX_DAYS_AHEAD))) throw badInput('trips:error.farDate')
        const a = resolvePlace(from)
        const b = resolvePlace(to)
        if (!a) throw badInput('trips:error.unknownStation', { name: from })
        if (!b) throw badInput('trips:error.unknownStation', { name: to })
        if (a.city.name === b.city.name) throw badInput('trips:error.sameStation')
        const rows = await search(app, provider, kind, from, to, date)
        const answer: TransportAnswer = { kind, from, to, date, provider: provider.name, rows }
        return ok(request, answer)
      },
    )
  }
  app.get(
    '/api/resExt/api/transport/places',
    {
      schema: routeSchema({
        query: { kind: Text() },
        response: ListEnvelope(Item({ city: Type.String(), stations: Type.Array(Type.String()) })),
      }),
      config: { cache: { tags: ['transport'] } },
    },
    async (request) => {
      const kind = single(fieldsOf(request), 'kind') || 'train'
      if (!(KINDS as string[]).includes(kind)) throw badInput('trips:error.badKind')
      return okList(request, catalogueOf(kind as TransportKind))
    },
  )
}

/** login: the journey calls */
export async function journeyRoutes(app: FastifyInstance, opts: TransportRouteOptions): Promise<void> {
  const base = '/api/resExt/api/journey'

  app.get(
    `${base}/list`,
    { schema: routeSchema({ query: { type: Text(), ...PageQuery }, response: PagedAEnvelope(TripItemSchema) }) },
    async (request) => {
      const f = fieldsOf(request)
      const type = single(f, 'type') || 'mine'
      if (type !== 'mine' && type !== 'recommend') throw badInput('trips:error.badKind')
      const page = pageOf(f)
      const where: SQL = and(
        eq(trips.siteId, request.site.id),
        type === 'mine' ? eq(trips.userId, request.user!.id) : isNull(trips.userId),
      )!
      const total = await app.db.$count(trips, where)
      const rows = await app.db
        .select()
        .from(trips)
        .where(where)
        .orderBy(...(type === 'mine' ? [desc(trips.updatedAt), desc(trips.id)] : [desc(trips.sort), desc(trips.id)]))
        .limit(page.pageSize)
        .offset(page.offset)
      const known = await placesOf(
        app,
        request.site.id,
        rows.flatMap((r) => r.placeIds),
        request.lang,
      )
      return pagedA(
        request,
        rows.map((r) => itemOf(r, known)),
        total,
        page.pageSize,
      )
    },
  )

  app.get(
    `${base}/detail`,
    { schema: routeSchema({ query: { id: Text() }, response: DataEnvelope(TripDetailSchema) }) },
    async (request) => {
      const row = await visibleTrip(app, request, requireId(fieldsOf(request)))
      const known = await placesOf(app, request.site.id, row.placeIds, request.lang)
      const list = row.placeIds.map((id) => known.get(id)).filter((p): p is TripPlace => !!p)
      const detail: TripDetail = {
        ...itemOf(row, known),
        placeIds: list.map((p) => p.id),
        places: list,
        plan: buildDayPlan(list, row.days, row.startDate),
      }
      return ok(request, detail)
    },
  )

  app.post(`${base}/save`, { schema: routeSchema({ body: DraftBody, response: IdAnswer }) }, async (request) => {
    const draft = await checkedDraft(app, request, fieldsOf(request))
    const userId = request.user!.id
    const now = app.clock()
    const days = tripDays(draft.startDate, draft.endDate)
    const known = await placesOf(app, request.site.id, draft.placeIds.slice(0, 1), request.lang)
    // the count and the insert in one transaction, the user's row locked: two saves at once cannot pass the limit together
    const id = await app.db.transaction(async (tx) => {
      await holdTripRoom(tx, request.site.id, userId)
      const [row] = await tx
        .insert(trips)
        .values({
          siteId: request.site.id,
          userId,
          name: defaultName(draft, known.get(draft.placeIds[0])?.name, days),
          departureCity: draft.departureCity,
          startDate: draft.startDate,
          endDate: draft.endDate,
          days,
          placeIds: draft.placeIds,
          preference: draft.preference,
          companions: draft.companions,
          mode: draft.mode,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: trips.id })
      return row.id
    })
    return ok(request, { id }, { key: 'trips:form.saved' })
  })

  app.post(`${base}/update`, { schema: routeSchema({ body: { id: Text(), ...DraftBody }, response: IdAnswer }) }, async (request) => {
    const f = fieldsOf(request)
    const id = requireId(f)
    const row = await ownTrip(app, request, id)
    const draft = await checkedDraft(app, request, f)
    const days = tripDays(draft.startDate, draft.endDate)
    const known = await placesOf(app, request.site.id, draft.placeIds.slice(0, 1), request.lang)
    await app.db
      .update(trips)
      .set({
        name: draft.name || (row.name ? row.name : defaultName(draft, known.get(draft.placeIds[0])?.name, days)),
        departureCity: draft.departureCity,
        startDate: draft.startDate,
        endDate: draft.endDate,
        days,
        placeIds: draft.placeIds,
        preference: draft.preference,
        companions: draft.companions,
        mode: draft.mode,
        updatedAt: app.clock(),
      })
      .where(and(eq(trips.id, id), eq(trips.userId, request.user!.id)))
    return ok(request, { id }, { key: 'trips:form.saved' })
  })

  app.post(`${base}/copy`, { schema: routeSchema({ body: { id: Text(), startDate: Text() }, response: IdAnswer }) }, async (request) => {
    const f = fieldsOf(request)
    const source = await visibleTrip(app, request, requireId(f))
    const startDate = single(f, 'startDate') || addDays(siteDayOf(app.clock().getTime()), 1)
    if (!isDay(startDate)) throw badInput('trips:error.dates')
    const endDate = addDays(startDate, source.days - 1)
    const now = app.clock()
    const userId = request.user!.id
    const id = await app.db.transaction(async (tx) => {
      await holdTripRoom(tx, request.site.id, userId)
      const [row] = await tx
        .insert(trips)
        .values({
          siteId: request.site.id,
          userId,
          name: source.name,
          intro: source.intro,
          cover: source.cover,
          departureCity: source.departureCity,
          startDate,
          endDate,
          days: source.days,
          placeIds: source.placeIds,
          preference: source.preference,
          companions: source.companions,
          mode: source.mode,
          copiedFrom: source.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: trips.id })
      return row.id
    })
    return ok(request, { id }, { key: 'trips:detail.copied' })
  })

  app.post(
    `${base}/operateSource`,
    { schema: routeSchema({ body: { id: Text(), operateType: Text() }, response: DataEnvelope() }) },
    async (request) => {
      const f = fieldsOf(request)
      const id = requireId(f)
      const operate = (single(f, 'operateType') || 'DELETE').toUpperCase()
      if (operate !== 'DELETE') throw badInput('trips:error.badOperate')
      await ownTrip(app, request, id)
      const gone = await app.db
        .delete(trips)
        .where(and(eq(trips.id, id), eq(trips.userId, request.user!.id)))
        .returning({ id: trips.id })
      if (gone.length === 0) throw notFound('trips:error.notFound')
      return ok(request, undefined, { key: 'trips:detail.removed' })
    },
  )

  app.get(
    `${base}/travelQuery`,
    {
      schema: routeSchema({
        query: { id: Text() },
        response: DataEnvelope(
          Item({
            from: Type.String(),
            to: Type.String(),
            date: Type.String(),
            trains: Type.Array(RowSchema),
            buses: Type.Array(RowSchema),
          }),
        ),
      }),
    },
    async (request) => {
      const row = await visibleTrip(app, request, requireId(fieldsOf(request)))
      const known = await placesOf(app, request.site.id, row.placeIds.slice(0, 1), request.lang)
      const first = known.get(row.placeIds[0])
      const siteCity = SITE_CITY[request.site.siteCode] ?? '成都'
      const address = first ? `${first.address}${first.name}` : ''
      const to =
        ['都江堰', '乐山', '峨眉山', '绵阳', '茂县', '九寨沟', '康定', '吐鲁番', '喀什', '伊宁', '延庆'].find((c) => address.includes(c)) ??
        siteCity
      const today = siteDayOf(app.clock().getTime())
      const date = row.startDate && dayNumber(row.startDate) >= dayNumber(today) ? row.startDate : addDays(today, 1)
      const from = row.departureCity
      const a = resolvePlace(from)
      const b = resolvePlace(to)
      let trains: TransportRow[] = []
      let buses: TransportRow[] = []
      if (a && b && a.city.name !== b.city.name) {
        trains = (await search(app, opts.transport, 'train', from, to, date).catch(() => [])).slice(0, 3)
        buses = (await search(app, opts.transport, 'bus', from, to, date).catch(() => [])).slice(0, 3)
      }
      return ok(request, { from, to, date, trains, buses })
    },
  )
}

/** locks the user's row for the rest of the transaction (both drivers) */
const sqlLockUser = (userId: number) => sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`
