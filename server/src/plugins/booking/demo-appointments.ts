/**
 * Demo appointments, each part made once per site that has none of it:
 * - narrator and interpretation services as booking resources of their own types (booked by the
 *   same book() as a visit): a narrator for the first two scenic areas and venues, an
 *   interpretation service (sign language and foreign languages) for the first two venues;
 * - the demo user's ZYTF ticketing orders (every status 0-7, paid and free) for the development
 *   ticketing provider, and two orders booked on a third-party platform;
 * - cd-city's route products (Chengdu day lines; one activity sale still to open, one open now).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SERVICE_TYPES } from '../../../../src/core/booking/appointments'
import { yuanOf } from '../../../../src/core/booking/payment'
import { ticketPriceFen } from '../../../../src/core/booking/price'
import { findUserByPhone } from '../../auth/users'
import { bookingResources, places, routeProducts, sites, tripartiteOrders, type BookingSession, zytfOrders } from '../../db/schema'
import { demoPicture } from '../demo-pictures'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const MONDAY = 1

const NARRATOR: BookingSession[] = [
  { start: '09:30', end: '11:00', capacity: 3 },
  { start: '14:00', end: '15:30', capacity: 3 },
]
const INTERPRETATION: BookingSession[] = [
  { start: '10:00', end: '11:00', capacity: 10 },
  { start: '15:00', end: '16:00', capacity: 10 },
]

const firstPlaces = (app: FastifyInstance, siteId: number, type: string, limit: number) =>
  app.db
    .select({ id: places.id, name: places.name, cover: places.cover, price: places.price })
    .from(places)
    .where(and(eq(places.siteId, siteId), eq(places.type, type)))
    .orderBy(asc(places.id))
    .limit(limit)

async function seedServices(app: FastifyInstance, siteId: number, now: Date) {
  const n = await app.db.$count(
    bookingResources,
    and(eq(bookingResources.siteId, siteId), inArray(bookingResources.resourceType, Object.values(SERVICE_TYPES))),
  )
  if (n > 0) return
  const scenic = await firstPlaces(app, siteId, 'SCENERY', 2)
  const venues = await firstPlaces(app, siteId, 'VENUE', 2)
  const rows = [
    ...scenic.map((p) => ({ p, type: SERVICE_TYPES.NARRATOR, sessions: NARRATOR, closed: [] as number[] })),
    ...venues.map((p) => ({ p, type: SERVICE_TYPES.NARRATOR, sessions: NARRATOR, closed: [MONDAY] })),
    ...venues.map((p) => ({ p, type: SERVICE_TYPES.INTERPRETATION, sessions: INTERPRETATION, closed: [MONDAY] })),
  ]
  if (rows.length === 0) return
  await app.db
    .insert(bookingResources)
    .values(
      rows.map(({ p, type, sessions, closed }) => ({
        siteId,
        resourceType: type,
        resourceId: p.id,
        resourceName: p.name,
        sessions,
        closedWeekdays: closed,
        cancelStatus: 2,
        cancelHours: 2,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
}

/** 'yyyy-mm-dd' + HH:mm site time (UTC+8) of the day `days` from now */
function at(now: Date, days: number, hhmm: string): Date {
  const day = new Date(now.getTime() + 8 * HOUR + days * DAY).toISOString().slice(0, 10)
  return new Date(Date.parse(`${day}T${hhmm}:00Z`) - 8 * HOUR)
}

async function seedOrders(app: FastifyInstance, site: { id: number; code: string; phone: string }, now: Date) {
  const user = await findUserByPhone(app.db, app.fieldCrypto, site.id, site.phone)
  if (!user) return
  const n = await app.db.$count(zytfOrders, eq(zytfOrders.userId, user.id))
  if (n > 0) return
  const scenic = await firstPlaces(app, site.id, 'SCENERY', 4)
  if (scenic.length === 0) return
  const place = (i: number) => scenic[i % scenic.length]
  const pic = (i: number) => place(i).cover || demoPicture('mountain', i + 1)
  // what the tickets cost: people × the place's own ticket ('' free), as the demo bookings ask (issue 28)
  const money = (p: number, people: number) => {
    const fen = ticketPriceFen(place(p).price) * people
    return fen > 0 ? yuanOf(fen) : ''
  }
  // status, place, day offset, session, people, cancellable
  const plan: [number, number, number, [string, string], number, boolean][] = [
    [0, 0, 2, ['09:00', '12:00'], 2, true],
    [0, 1, 3, ['13:30', '17:00'], 1, true],
    [4, 2, 5, ['08:30', '11:30'], 3, true],
    [1, 0, -6, ['09:00', '12:00'], 2, false],
    [2, 3, -3, ['14:00', '17:00'], 1, false],
    [3, 1, -10, ['09:00', '12:00'], 2, false],
    [5, 2, -2, ['08:30', '11:30'], 4, false],
    [6, 0, -15, ['13:30', '17:00'], 2, false],
    [7, 3, -20, ['09:00', '12:00'], 3, false],
  ]
  const stamp = now.getTime().toString(36).toUpperCase()
  await app.db.insert(zytfOrders).values(
    plan.map(([status, p, days, [from, to], num, cancellable], i) => ({
      siteId: site.id,
      userId: user.id,
      orderCode: `ZY${site.id}${stamp}${String(i + 1).padStart(2, '0')}`,
      orderStatus: status,
      resourceName: place(p).name,
      images: `${pic(p)},${demoPicture('bamboo', i + 5)}`,
      orderStartTime: at(now, days, from),
      orderEndTime: at(now, days, to),
      orderNum: num,
      payMoney: money(p, num),
      cancelStatus: cancellable,
      // cancelling closes the evening before the visit
      cancelTime: cancellable ? at(now, days - 1, '20:00') : null,
      infoUrl: `https://ticket.zytf.example/order/ZY${i + 1}`,
      // the coming visits were booked last: the list (newest first) opens on them
      createdAt: new Date(now.getTime() - (i + 1) * HOUR),
    })),
  )
  await app.db.insert(tripartiteOrders).values([
    {
      siteId: site.id,
      userId: user.id,
      orderCode: `TP${site.id}${stamp}01`,
      status: 11,
      name: `${place(0).name}夜游船票`,
      coverImage: pic(0),
      infoUrl: 'https://booking.partner.example/orders/TP01',
      startsAt: at(now, 4, '19:30'),
      endsAt: at(now, 4, '21:00'),
      useNum: 2,
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
    {
      siteId: site.id,
      userId: user.id,
      orderCode: `TP${site.id}${stamp}02`,
      status: 12,
      name: '川剧变脸体验课',
      coverImage: demoPicture('theatre', 2),
      infoUrl: 'https://booking.partner.example/orders/TP02',
      startsAt: at(now, -8, '14:00'),
      endsAt: at(now, -8, '16:00'),
      useNum: 1,
      createdAt: new Date(now.getTime() - 12 * DAY),
    },
  ])
}

/** Chengdu route products (cd-city): real lines of the city, priced as travel agencies sell them */
async function seedRoutes(app: FastifyInstance, siteId: number, now: Date) {
  const n = await app.db.$count(routeProducts, eq(routeProducts.siteId, siteId))
  if (n > 0) return
  const scenic = await firstPlaces(app, siteId, 'SCENERY', 2)
  const base = {
    siteId,
    reservationNotes: '请至少提前1天预订；出行当日请携带预订时填写的身份证件。',
    included: '往返空调旅游车、景区首道门票、持证导游讲解、旅行社责任险',
    exclude: '餐饮、景区内小交通、个人消费',
    considerations: '老人、孕妇及行动不便的游客请结伴出行；遇恶劣天气行程可能调整，费用全额退还。',
  }
  await app.db.insert(routeProducts).values([
    {
      ...base,
      sn: 'CD-L001',
      placeId: scenic[0]?.id ?? null,
      name: '熊猫基地+宽窄巷子+锦里一日游',
      price: '168.00',
      saleType: 1,
      thumbImageUrl: demoPicture('panda', 1),
      url: 'https://route.wenlv.example/line/CD-L001',
    },
    {
      ...base,
      sn: 'CD-L002',
      placeId: scenic[1]?.id ?? null,
      name: '都江堰—青城山二日游（限时特惠）',
      price: '398.00',
      saleType: 2,
      thumbImageUrl: demoPicture('mountain', 2),
      url: 'https://route.wenlv.example/line/CD-L002',
      upperTime: new Date(now.getTime() + 3 * DAY),
      lowerTime: new Date(now.getTime() + 10 * DAY),
    },
    {
      ...base,
      sn: 'CD-L003',
      placeId: scenic[0]?.id ?? null,
      name: '熊猫基地清晨观宝专线',
      price: '128.00',
      saleType: 2,
      thumbImageUrl: demoPicture('panda', 3),
      url: 'https://route.wenlv.example/line/CD-L003',
      upperTime: new Date(now.getTime() - DAY),
      lowerTime: new Date(now.getTime() + 20 * DAY),
    },
    {
      ...base,
      sn: 'CD-L004',
      placeId: null,
      name: '川西林盘骑行半日游',
      price: '88.00',
      saleType: 1,
      thumbImageUrl: demoPicture('terraces', 4),
      url: 'https://route.wenlv.example/line/CD-L004',
    },
  ])
}

/** the site whose route products are seeded (its region's lines are written above) */
export const ROUTE_DEMO_SITE = 'cd-city'

export async function seedDemoAppointments(app: FastifyInstance, now: Date): Promise<void> {
  for (const site of await app.db.select().from(sites)) {
    await seedServices(app, site.id, now)
    const config = app.sites.all().find((s) => s.id === site.id)?.config
    const phone = config?.testAccounts?.[0] ?? '13800000001'
    await seedOrders(app, { id: site.id, code: site.siteCode, phone }, now)
    if (site.siteCode === ROUTE_DEMO_SITE) await seedRoutes(app, site.id, now)
  }
}
