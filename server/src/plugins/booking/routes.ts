/**
 * Booking calls (rules-and-contract 7 "Activities and orders"; payloads "not shown": decided here
 * and in docs/contract-booking.md).
 *   GET  res/api/booking/commonOrderTimeList   resourceType, resourceId, dayNum? (≤ 14, default 7)
 *        → datas AppointmentDay[] (date, week, stock, currDayMaxNum, orderNum, maxNum, openStatus,
 *          state, jumpType, needLogin, resourceName, orderTimes[{id, startTime, endTime, stock, maxNum, openStatus, state}])
 *   POST act/api/activityOrder/save             slotId, contactIds (comma list of the caller's contacts), idempotencyKey (login, bound phone);
 *        seatIds for a seated session, purpose, organisation, peopleCount for a room (seats-routes.ts)
 *        → data {orderCode, status, created}
 *   GET  user/api/activityOrder/getActivityOrderList  status?, orderType?, currPage, pageSize (10) (login) → variant (a)
 *   GET  act/api/activityOrder/detail           orderCode (login; another user's: not found) → the order, day, visitors [{name, certNumber masked}]
 *   POST user/api/activityOrder/cancelReservationOrder  orderCode (login)
 */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { TRIPARTITE_ORDER_TYPE } from '../../../../src/core/booking/appointments'
import { isOrderStatus } from '../../../../src/core/booking/order-status'
import { phoneOf } from '../../auth/users'
import { bookingOrders, bookingResources, bookingSlots } from '../../db/schema'
import { ok, okList, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { ListEnvelope, PagedAEnvelope, PageQuery, routeSchema, Text, Type } from '../../http/schema'
import { requireBookingSmsCode, tripartitePage, visitorsOf } from './appointments-routes'
import { refundInTransaction } from './pay-service'
import { extrasOfSave } from './rooms'
import { appointmentDays, book, cancel, orderOf, type OrderRow } from './service'

const MAX_DAY_NUM = 14
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/

/** an order as the lists and the detail answer it (product-spec 3 "Reservation order") */
function orderView(order: OrderRow, resource: typeof bookingResources.$inferSelect) {
  return {
    id: order.orderCode,
    orderCode: order.orderCode,
    orderType: order.orderType,
    resourceType: resource.resourceType,
    resourceId: resource.resourceId,
    resourceName: resource.resourceName,
    status: order.status,
    startTime: order.startsAt.toISOString(),
    endTime: order.endsAt.toISOString(),
    useNum: order.useNum,
    orderNum: order.useNum,
    payMoney: order.payMoneyFen ? (order.payMoneyFen / 100).toFixed(2) : '',
    payIntegral: order.payPoints,
    /** MONEY | POINTS once paid, '' before (pay-service.ts) */
    payType: order.payType ?? '',
    /** the refund of a cancelled paid order: SUCCESS | PROCESSING | FAILED, '' none */
    refundState: order.refundState ?? '',
    payDeadline: order.payDeadline ? order.payDeadline.toISOString() : '',
    updateTime: order.updatedAt.toISOString(),
    commentStatus: order.commentStatus,
    cancelStatus: resource.cancelStatus,
    cancelTime: resource.cancelHours,
    createTime: order.createdAt.toISOString(),
  }
}

export async function publicBookingRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/booking/commonOrderTimeList',
    {
      schema: routeSchema({ query: { resourceType: Text(), resourceId: Text(), dayNum: Text() }, response: ListEnvelope(Type.Unknown()) }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const resourceId = requireId(f, 'resourceId')
      const resourceType = single(f, 'resourceType')
      const dayNum = f.dayNum === undefined || f.dayNum === '' ? 7 : Number(single(f, 'dayNum'))
      if (!Number.isInteger(dayNum) || dayNum < 1 || dayNum > MAX_DAY_NUM) throw badInput('account:field.invalid', { field: 'dayNum' })
      const [resource] = await app.db
        .select()
        .from(bookingResources)
        .where(
          and(
            eq(bookingResources.siteId, request.site.id),
            eq(bookingResources.resourceType, resourceType),
            eq(bookingResources.resourceId, resourceId),
          ),
        )
      if (!resource) throw notFound('resource.notFound', { id: resourceId })
      return okList(request, await appointmentDays(app.db, resource, app.clock(), dayNum))
    },
  )
}

export async function userBookingRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/act/api/activityOrder/save',
    {
      config: { idempotent: true },
      schema: routeSchema({
        body: {
          slotId: Text(),
          contactIds: Text({ maxLength: 200 }),
          idempotencyKey: Text(),
          // seats of a seated session, a room's order fields (rooms.ts extrasOfSave)
          seatIds: Text({ maxLength: 200 }),
          purpose: Text({ maxLength: 400 }),
          organisation: Text({ maxLength: 200 }),
          peopleCount: Text(),
          // the booking SMS code where the site asks for one (appointments-routes.ts requireBookingSmsCode)
          smsCode: Text({ maxLength: 6 }),
        },
      }),
    },
    async (request) => {
      // product-spec: "Booking only after binding the phone number and logging in."
      const phone = phoneOf(request.user!, app.fieldCrypto)
      if (!phone) throw badInput('booking:error.needPhone')
      const f = fieldsOf(request)
      const slotId = requireId(f, 'slotId')
      const key = str(f.idempotencyKey)
      if (!IDEMPOTENCY_KEY.test(key)) throw badInput('booking:error.badKey')
      await requireBookingSmsCode(app, request, phone, key)
      const contactIds = str(f.contactIds)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => requireId({ contactIds: s }, 'contactIds'))
      const { order, created } = await book(app.db, {
        siteId: request.site.id,
        userId: request.user!.id,
        slotId,
        contactIds,
        idempotencyKey: key,
        now: app.clock(),
        ...extrasOfSave(f, { userId: request.user!.id, contactIds, now: app.clock() }),
      })
      return ok(request, { orderCode: order.orderCode, status: order.status, created })
    },
  )

  app.get(
    '/api/user/api/activityOrder/getActivityOrderList',
    {
      schema: routeSchema({
        query: { ...PageQuery, status: Text(), orderType: Text(), activityType: Text() },
        response: PagedAEnvelope(Type.Unknown()),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const parts: SQL[] = [eq(bookingOrders.userId, request.user!.id), eq(bookingOrders.siteId, request.site.id)]
      const status = single(f, 'status')
      if (status) {
        if (!isOrderStatus(Number(status))) throw badInput('account:field.invalid', { field: 'status' })
        parts.push(eq(bookingOrders.status, Number(status)))
      }
      const orderType = single(f, 'orderType')
      // orders booked on a third party's platform live apart (appointments-routes.ts)
      if (orderType === TRIPARTITE_ORDER_TYPE) return tripartitePage(app, request, status === '' ? undefined : Number(status))
      if (orderType) parts.push(eq(bookingOrders.orderType, orderType))
      const where = and(...parts)
      const rows = await app.db
        .select({ order: bookingOrders, resource: bookingResources })
        .from(bookingOrders)
        .innerJoin(bookingResources, eq(bookingResources.id, bookingOrders.bookingResourceId))
        .where(where)
        .orderBy(desc(bookingOrders.createdAt), desc(bookingOrders.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(bookingOrders, where)
      return pagedA(
        request,
        rows.map((r) => orderView(r.order, r.resource)),
        n,
        pageSize,
      )
    },
  )

  app.get('/api/act/api/activityOrder/detail', { schema: routeSchema({ query: { orderCode: Text() } }) }, async (request) => {
    const code = single(fieldsOf(request), 'orderCode')
    const order = await orderOf(app.db, request.site.id, request.user!.id, code)
    const [resource] = await app.db.select().from(bookingResources).where(eq(bookingResources.id, order.bookingResourceId))
    const [slot] = await app.db.select().from(bookingSlots).where(eq(bookingSlots.id, order.slotId))
    return ok(request, { ...orderView(order, resource), day: slot.day, visitors: await visitorsOf(app, order.id) })
  })

  app.post(
    '/api/user/api/activityOrder/cancelReservationOrder',
    { schema: routeSchema({ body: { orderCode: Text() } }) },
    async (request) => {
      const code = single(fieldsOf(request), 'orderCode')
      const now = app.clock()
      // a paid order's money or points go back in the cancel's transaction (pay-service.ts)
      const order = await cancel(app.db, request.site.id, request.user!.id, code, now, async (tx, cancelled) => ({
        refundState: await refundInTransaction(tx, cancelled, app.payProvider, now),
      }))
      return ok(
        request,
        { orderCode: order.orderCode, status: order.status, refundState: order.refundState ?? '' },
        'booking:error.cancelled',
      )
    },
  )
}
