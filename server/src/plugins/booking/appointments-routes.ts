/**
 * Appointment calls beyond the calendar and the reservation order (issue 12; payloads "not shown":
 * decided here and in docs/contract-booking.md, section "Appointments: query, ZYTF, third party,
 * routes"):
 *   GET  res/api/booking/resourceList             resourceType?, keyword?, currPage, pageSize → variant (a) of
 *        {id, resourceType, resourceId, resourceName, image, address, days[{date, week, stock, state}] (3 days)}
 *   GET  res/api/route/getRouteList               sysCode?, resourceCode? (a place id), type? → code 1, data {domain, productListVO}
 *   GET  res/api/route/getRouteReservationNotes   productSn, sysCode? → code 1, data {reservationNotes, included, exclude, considerations}
 *   POST user/api/route/setOpenAndClose           productId, status (1 on, 0 off), openid? (login) → code 1, msg
 *   GET  user/api/activityOrder/getZYTFOrderList  status? (0-7, empty all), pageNum, pageSize (5) (login) → variant (b)
 *   GET  user/api/activityOrder/getZYTFOrderDetail orderCode (login)
 *   POST user/api/activityOrder/cancelZYTFOrder   orderCode (login)
 *   GET  user/api/activityOrder/getIdentity       (login) → data: the identity string of third-party redirects
 *   GET  user/api/activityOrder/getTripartiteOrderList status?, currPage, pageSize (login) → variant (a), orderType CONTENT_TYPE_TRIPARTITE;
 *        getActivityOrderList with orderType CONTENT_TYPE_TRIPARTITE answers the same
 *   POST act/api/activityOrder/sendSmsCode        (login, bound phone; sites with bookingSmsCode) → data {retryAfterSeconds, expiresInSeconds}
 *   POST user/api/activityOrder/commentOrder      orderCode (login): a completed order (12) the caller has commented on → commentStatus 1
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { QUERY_DAYS, QUERY_RESOURCE_TYPES, TRIPARTITE_ORDER_TYPE } from '../../../../src/core/booking/appointments'
import { isOrderStatus, ORDER_STATUS } from '../../../../src/core/booking/order-status'
import { maskCert } from '../../../../src/core/validation'
import { findUserByPhone, phoneOf } from '../../auth/users'
import {
  bookingOrders,
  bookingResources,
  bookingVisitors,
  comments,
  places,
  routeProducts,
  routeReminds,
  tripartiteOrders,
  zytfOrders,
} from '../../db/schema'
import { ok, pagedA, pagedB } from '../../http/envelope'
import { badInput, fieldsOf, notFound, optionalText, requireId, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PagedAEnvelope, PagedBEnvelope, PageQuery, routeSchema, Text, Type } from '../../http/schema'
import { createTicketingProvider, type TicketingProvider, type TicketingWho } from '../../providers/ticketing'
import { devToolsEnabled } from '../account/dev-routes'
import { sendSmsCode, verifySmsCode } from '../account/sms-codes'
import { optionalViewer } from '../places/viewer'
import { appointmentDays } from './service'

/** the route platform's address the products' links live under */
export const ROUTE_DOMAIN = 'https://route.wenlv.example'
/** the route platform's success code (rules-and-contract 7: getRouteList and setOpenAndClose answer code 1) */
const ROUTE_OK = 1

const ms = (d: Date | null) => (d ? d.getTime() : null)
const ROUTE_PRODUCT = Item({
  id: Type.Integer(),
  sn: Type.String(),
  name: Type.String(),
  price: Type.String(),
  saleType: Type.Integer(),
  thumbImageUrl: Type.String(),
  url: Type.String(),
  currentDate: Type.Number(),
  upperTime: Type.Union([Type.Number(), Type.Null()]),
  lowerTime: Type.Union([Type.Number(), Type.Null()]),
  remindStatus: Type.Integer(),
})
const routeEnvelope = (data: ReturnType<typeof Type.Object>) =>
  Type.Object({ code: Type.Integer(), message: Type.Optional(Type.String()), msg: Type.Optional(Type.String()), data: Type.Optional(data) })

export async function publicAppointmentRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/booking/resourceList',
    {
      schema: routeSchema({
        query: { ...PageQuery, resourceType: Text(), keyword: Text({ maxLength: 50 }) },
        response: PagedAEnvelope(Type.Unknown()),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const parts: SQL[] = [eq(bookingResources.siteId, request.site.id), inArray(bookingResources.resourceType, [...QUERY_RESOURCE_TYPES])]
      const type = single(f, 'resourceType')
      if (type) {
        if (!(QUERY_RESOURCE_TYPES as readonly string[]).includes(type)) throw badInput('account:field.invalid', { field: 'resourceType' })
        parts.push(eq(bookingResources.resourceType, type))
      }
      const keyword = optionalText(f, 'keyword', 50)
      if (keyword) parts.push(ilike(bookingResources.resourceName, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
      const where = and(...parts)
      const rows = await app.db
        .select({ resource: bookingResources, cover: places.cover, address: places.address })
        .from(bookingResources)
        .leftJoin(places, eq(places.id, bookingResources.resourceId))
        .where(where)
        .orderBy(asc(bookingResources.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(bookingResources, where)
      const now = app.clock()
      const items = await Promise.all(
        rows.map(async ({ resource, cover, address }) => ({
          id: resource.id,
          resourceType: resource.resourceType,
          resourceId: resource.resourceId,
          resourceName: resource.resourceName,
          image: cover ?? '',
          address: address ?? '',
          days: (await appointmentDays(app.db, resource, now, QUERY_DAYS)).map((d) => ({
            date: d.date,
            week: d.week,
            stock: d.stock,
            state: d.state,
          })),
        })),
      )
      return pagedA(request, items, n, pageSize)
    },
  )

  app.get(
    '/api/res/api/route/getRouteList',
    {
      onRequest: optionalViewer,
      schema: routeSchema({
        query: { sysCode: Text(), resourceCode: Text(), type: Text() },
        response: routeEnvelope(Type.Object({ domain: Type.String(), productListVO: Type.Array(ROUTE_PRODUCT) })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const sysCode = single(f, 'sysCode')
      const parts: SQL[] = [eq(routeProducts.siteId, request.site.id)]
      const place = single(f, 'resourceCode')
      if (place) parts.push(or(eq(routeProducts.placeId, requireId(f, 'resourceCode')), isNull(routeProducts.placeId))!)
      // the route platform knows each site by its code: another system's code has no products here
      const rows =
        sysCode && sysCode !== request.site.siteCode
          ? []
          : await app.db
              .select()
              .from(routeProducts)
              .where(and(...parts))
              .orderBy(asc(routeProducts.id))
      const reminded = new Set<number>()
      if (request.user && rows.length > 0) {
        const mine = await app.db
          .select({ productId: routeReminds.productId })
          .from(routeReminds)
          .where(
            and(
              eq(routeReminds.userId, request.user.id),
              inArray(
                routeReminds.productId,
                rows.map((r) => r.id),
              ),
            ),
          )
        for (const r of mine) reminded.add(r.productId)
      }
      const now = app.clock().getTime()
      return {
        code: ROUTE_OK,
        message: request.t('ok'),
        data: {
          domain: ROUTE_DOMAIN,
          productListVO: rows.map((r) => ({
            id: r.id,
            sn: r.sn,
            name: r.name,
            price: r.price,
            saleType: r.saleType,
            thumbImageUrl: r.thumbImageUrl,
            url: r.url,
            currentDate: now,
            upperTime: ms(r.upperTime),
            lowerTime: ms(r.lowerTime),
            remindStatus: reminded.has(r.id) ? 1 : 0,
          })),
        },
      }
    },
  )

  app.get(
    '/api/res/api/route/getRouteReservationNotes',
    {
      schema: routeSchema({
        query: { productSn: Text(), sysCode: Text() },
        response: routeEnvelope(
          Type.Object({ reservationNotes: Type.String(), included: Type.String(), exclude: Type.String(), considerations: Type.String() }),
        ),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const sn = single(f, 'productSn')
      if (!sn) throw badInput('field.required', { field: 'productSn' })
      const [row] = await app.db
        .select()
        .from(routeProducts)
        .where(and(eq(routeProducts.siteId, request.site.id), eq(routeProducts.sn, sn)))
      const sysCode = single(f, 'sysCode')
      if (!row || (sysCode && sysCode !== request.site.siteCode)) throw notFound('appointment:error.routeNotFound')
      return {
        code: ROUTE_OK,
        message: request.t('ok'),
        data: { reservationNotes: row.reservationNotes, included: row.included, exclude: row.exclude, considerations: row.considerations },
      }
    },
  )

  await devAppointmentRoutes(app)
}

/** development only: the demo user's ZYTF and booking order codes, for route samples and demos (like dev/orders/demo) */
export async function devAppointmentRoutes(app: FastifyInstance): Promise<void> {
  if (!devToolsEnabled()) return
  app.get('/api/dev/appointments/demo', { schema: routeSchema({ query: { phone: Text() } }) }, async (request) => {
    const user = await findUserByPhone(app.db, app.fieldCrypto, request.site.id, single(fieldsOf(request), 'phone'))
    if (!user) return ok(request, { zytf: [], bookings: [] })
    const mine = (table: typeof zytfOrders | typeof bookingOrders) => and(eq(table.userId, user.id), eq(table.siteId, request.site.id))
    const zytf = await app.db
      .select({ orderCode: zytfOrders.orderCode, status: zytfOrders.orderStatus })
      .from(zytfOrders)
      .where(mine(zytfOrders))
    const bookings = await app.db
      .select({ orderCode: bookingOrders.orderCode, status: bookingOrders.status })
      .from(bookingOrders)
      .where(mine(bookingOrders))
    return ok(request, { zytf, bookings })
  })
}

export async function userAppointmentRoutes(app: FastifyInstance, opts: { ticketing?: TicketingProvider }): Promise<void> {
  const ticketing = opts.ticketing ?? createTicketingProvider(process.env, app.db)
  const who = (request: FastifyRequest): TicketingWho => ({
    siteId: request.site.id,
    siteCode: request.site.siteCode,
    userId: request.user!.id,
    phone: phoneOf(request.user!, app.fieldCrypto) ?? '',
  })

  app.post(
    '/api/user/api/route/setOpenAndClose',
    {
      schema: routeSchema({
        body: { productId: Text(), status: Text(), openid: Text({ maxLength: 128 }) },
        response: routeEnvelope(Type.Object({})),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const productId = requireId(f, 'productId')
      const status = single(f, 'status') || '1'
      if (status !== '1' && status !== '0') throw badInput('account:field.invalid', { field: 'status' })
      const [product] = await app.db
        .select()
        .from(routeProducts)
        .where(and(eq(routeProducts.id, productId), eq(routeProducts.siteId, request.site.id)))
      if (!product) throw notFound('appointment:error.routeNotFound')
      const userId = request.user!.id
      if (status === '1') {
        // a reminder is for a sale still to open
        if (product.saleType !== 2 || !product.upperTime || product.upperTime.getTime() <= app.clock().getTime()) {
          throw badInput('appointment:error.remindNotNeeded')
        }
        await app.db
          .insert(routeReminds)
          .values({ productId, userId, openid: optionalText(f, 'openid', 128) ?? '', createdAt: app.clock() })
          .onConflictDoNothing()
      } else {
        await app.db.delete(routeReminds).where(and(eq(routeReminds.productId, productId), eq(routeReminds.userId, userId)))
      }
      const message = request.t(status === '1' ? 'appointment:route.reminded' : 'appointment:route.remindOff')
      return { code: ROUTE_OK, message, msg: message, data: {} }
    },
  )

  app.get(
    '/api/user/api/activityOrder/getZYTFOrderList',
    { schema: routeSchema({ query: { ...PageQuery, status: Text() }, response: PagedBEnvelope(Type.Unknown()) }) },
    async (request) => {
      const f = fieldsOf(request)
      const { currPage, pageSize } = pageOf(f)
      const raw = single(f, 'status')
      const status = raw === '' ? undefined : Number(raw)
      if (status !== undefined && !(Number.isInteger(status) && status >= 0 && status <= 7)) {
        throw badInput('account:field.invalid', { field: 'status' })
      }
      const { list, total } = await ticketing.orders(who(request), { status, page: currPage, pageSize })
      return pagedB(request, list, total, pageSize)
    },
  )

  app.get('/api/user/api/activityOrder/getZYTFOrderDetail', { schema: routeSchema({ query: { orderCode: Text() } }) }, async (request) => {
    const code = single(fieldsOf(request), 'orderCode')
    const order = code ? await ticketing.order(who(request), code) : null
    if (!order) throw notFound('booking:error.orderNotFound')
    return ok(request, order)
  })

  app.post('/api/user/api/activityOrder/cancelZYTFOrder', { schema: routeSchema({ body: { orderCode: Text() } }) }, async (request) => {
    const code = single(fieldsOf(request), 'orderCode')
    const outcome = code ? await ticketing.cancel(who(request), code, app.clock()) : 'notFound'
    if (outcome === 'notFound') throw notFound('booking:error.orderNotFound')
    if (outcome === 'closed') throw badInput('booking:error.cancelClosed')
    return ok(request, { orderCode: code, orderStatus: 2 }, 'booking:error.cancelled')
  })

  app.get(
    '/api/user/api/activityOrder/getIdentity',
    { schema: routeSchema({ response: DataEnvelope(Type.String()) }) },
    async (request) => {
      // a stable pseudonym of the visitor on this site: the platform reports the order back under it,
      // and it tells nothing about the person (a keyed hash, not the phone or the id)
      return ok(request, app.fieldCrypto.hash(`identity:${request.site.id}:${request.user!.id}`).slice(0, 32))
    },
  )

  app.get(
    '/api/user/api/activityOrder/getTripartiteOrderList',
    { schema: routeSchema({ query: { ...PageQuery, status: Text() }, response: PagedAEnvelope(Type.Unknown()) }) },
    async (request) => {
      const status = single(fieldsOf(request), 'status')
      return tripartitePage(app, request, status === '' ? undefined : Number(status))
    },
  )

  app.post('/api/act/api/activityOrder/sendSmsCode', { schema: routeSchema({ body: {} }) }, async (request) => {
    if (!request.site.config.bookingSmsCode) throw badInput('appointment:error.smsNotAsked')
    const phone = phoneOf(request.user!, app.fieldCrypto)
    if (!phone) throw badInput('booking:error.needPhone')
    const sent = await sendSmsCode(app, request, app.accountProviders.sms, phone, 'booking')
    return ok(request, sent, 'appointment:sms.sent')
  })

  app.post('/api/user/api/activityOrder/commentOrder', { schema: routeSchema({ body: { orderCode: Text() } }) }, async (request) => {
    const code = single(fieldsOf(request), 'orderCode')
    const userId = request.user!.id
    const [row] = await app.db
      .select({ order: bookingOrders, resource: bookingResources })
      .from(bookingOrders)
      .innerJoin(bookingResources, eq(bookingResources.id, bookingOrders.bookingResourceId))
      .where(and(eq(bookingOrders.orderCode, code), eq(bookingOrders.userId, userId), eq(bookingOrders.siteId, request.site.id)))
    if (!row) throw notFound('booking:error.orderNotFound')
    if (row.order.status !== ORDER_STATUS.COMPLETED || row.order.commentStatus !== 0) throw badInput('appointment:error.notCommentable')
    // the comment itself is written by the comments capability (res/api/comment/saveComment): one on the place since the visit
    const [written] = await app.db
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          eq(comments.userId, userId),
          eq(comments.siteId, request.site.id),
          eq(comments.resourceId, row.resource.resourceId),
          eq(comments.resourceType, row.order.orderType),
        ),
      )
      .limit(1)
    if (!written) throw badInput('appointment:error.commentFirst')
    await app.db
      .update(bookingOrders)
      .set({ commentStatus: 1, updatedAt: app.clock() })
      .where(and(eq(bookingOrders.id, row.order.id), eq(bookingOrders.commentStatus, 0)))
    return ok(request, { orderCode: code, commentStatus: 1 })
  })
}

/**
 * The booking SMS code of a site that asks for one (SiteConfig.bookingSmsCode), checked by the save
 * before booking: the newest code sent to the visitor's bound phone (sendSmsCode above), closed once
 * right. A repeated submit of a key that already made its order is not asked again (the code was
 * used by the first), so a retry still answers the same order.
 */
export async function requireBookingSmsCode(app: FastifyInstance, request: FastifyRequest, phone: string, key: string): Promise<void> {
  if (!request.site.config.bookingSmsCode) return
  const [again] = await app.db
    .select({ id: bookingOrders.id })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.userId, request.user!.id), eq(bookingOrders.idempotencyKey, key)))
  if (again) return
  const code = single(fieldsOf(request), 'smsCode')
  if (!code) throw badInput('appointment:error.smsRequired')
  await verifySmsCode(app, request, phone, code)
}

/**
 * The caller's third-party orders (orderType CONTENT_TYPE_TRIPARTITE) as the reservation list's rows
 * with tripartiteOrderInfo {name, coverImage, infoUrl}: getTripartiteOrderList, and
 * getActivityOrderList with that orderType (the return page after a third-party booking).
 */
export async function tripartitePage(app: FastifyInstance, request: FastifyRequest, status?: number) {
  const { offset, pageSize } = pageOf(fieldsOf(request))
  if (status !== undefined && !isOrderStatus(status)) throw badInput('account:field.invalid', { field: 'status' })
  const parts: SQL[] = [eq(tripartiteOrders.userId, request.user!.id), eq(tripartiteOrders.siteId, request.site.id)]
  if (status !== undefined) parts.push(eq(tripartiteOrders.status, status))
  const where = and(...parts)
  const rows = await app.db
    .select()
    .from(tripartiteOrders)
    .where(where)
    .orderBy(desc(tripartiteOrders.createdAt), desc(tripartiteOrders.id))
    .limit(pageSize)
    .offset(offset)
  const n = await app.db.$count(tripartiteOrders, where)
  return pagedA(
    request,
    rows.map((r) => ({
      id: r.orderCode,
      orderCode: r.orderCode,
      orderType: TRIPARTITE_ORDER_TYPE,
      resourceType: TRIPARTITE_ORDER_TYPE,
      resourceName: r.name,
      status: r.status,
      startTime: r.startsAt.toISOString(),
      endTime: r.endsAt.toISOString(),
      useNum: r.useNum,
      orderNum: r.useNum,
      payMoney: '',
      commentStatus: 1,
      cancelStatus: 0,
      cancelTime: 0,
      createTime: r.createdAt.toISOString(),
      tripartiteOrderInfo: { name: r.name, coverImage: r.coverImage, infoUrl: r.infoUrl },
    })),
    n,
    pageSize,
  )
}

/** an order's visitors as its detail shows them: the name and the certificate number masked (never the whole number) */
export async function visitorsOf(app: FastifyInstance, orderId: number): Promise<{ name: string; certNumber: string }[]> {
  const rows = await app.db.select().from(bookingVisitors).where(eq(bookingVisitors.orderId, orderId)).orderBy(asc(bookingVisitors.id))
  return rows.map((v) => ({ name: v.name, certNumber: maskCert(app.fieldCrypto.decrypt(v.certNumberEncrypted)) }))
}
