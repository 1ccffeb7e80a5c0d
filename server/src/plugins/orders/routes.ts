/**
 * Order calls of the user centre and of staff (issue 12; docs/contract-booking.md "Orders, e-codes
 * and write-off"). Login needed for all of them; another user's order is not found.
 *   GET  user/api/order/list            orderType?, status?, currPage, pageSize (10) → variant (a), newest first
 *   GET  user/api/order/detail          orderCode → the order with address, timeline and allowed actions
 *   POST user/api/order/cancel          orderCode (a to-pay order)
 *   POST user/api/order/applyRefund     orderCode, reason? (states of src/core/orders/order-actions.ts)
 *   POST user/api/order/confirmReceipt  orderCode (material 21 → 22)
 *   GET  user/api/order/logistics       orderCode → {companyName, trackingNumber, state, events[]}
 *   GET  user/api/order/eCodeList       → datas: the caller's orders to be used with their e-codes
 *   GET  act/api/activityOrder/staffResources                          → datas: the resources the caller is staff of
 *   GET  act/api/activityOrder/validOrderInfo  resourceType, resourceId, code → the booking the code opens
 *   POST act/api/activityOrder/selfValidOrder  resourceType, resourceId, code → written off (11 → 12)
 *   GET  act/api/activityOrder/auditList       resourceType, resourceId, currPage, pageSize → pending bookings (4)
 *   POST act/api/activityOrder/audit           resourceType, resourceId, orderCode, auditStatus (1 approve → 11, 2 reject → 79)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ORDER_TYPES } from '../../../../src/core/booking/order-labels'
import { ownEntry } from '../../../../src/core/own-key'
import { normalizeECode } from '../../../../src/core/orders/e-code'
import { orderActions, yuan } from '../../../../src/core/orders/order-actions'
import { maskPhone } from '../../../../src/core/validation'
import { ResultCode } from '../../../../types/contract'
import { AppError, ok, okList, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, optionalText, requireId, single, type Fields } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, ListEnvelope, PagedAEnvelope, PageQuery, routeSchema, Text, Type } from '../../http/schema'
import { CARRIERS, type LogisticsProvider } from '../../providers/logistics'
import {
  actOnGeneric,
  bookingByCode,
  eCodeList,
  genericDetail,
  listGeneric,
  pendingReviews,
  review,
  shipmentOf,
  staffResources,
  writeOff,
  type GenericOrderRow,
  type ResourceKey,
  type StaffBooking,
} from './service'
import { genericOrderItems } from '../../db/schema'

const TYPE_CODES: number[] = Object.values(ORDER_TYPES)
const ORDER_CODE = /^[A-Z0-9]{8,40}$/

type ItemRow = typeof genericOrderItems.$inferSelect

/** a small whole number field (orderType, status), or undefined when absent */
function optionalCode(f: Fields, name: string, allowed?: number[]): number | undefined {
  const raw = single(f, name)
  if (raw === '') return undefined
  const n = Number(raw)
  if (!/^\d{1,3}$/.test(raw) || (allowed && !allowed.includes(n))) throw badInput('account:field.invalid', { field: name })
  return n
}

function orderCodeOf(f: Fields): string {
  const code = single(f, 'orderCode')
  if (!ORDER_CODE.test(code)) throw badInput('orders:error.badOrderCode')
  return code
}

function orderView(order: GenericOrderRow, items: ItemRow[]) {
  return {
    id: order.orderCode,
    orderCode: order.orderCode,
    orderType: order.orderType,
    status: order.status,
    shopName: order.shopName,
    resourceType: order.resourceType,
    resourceId: order.resourceId,
    useDate: order.useDate,
    totalMoney: yuan(order.totalFen),
    freight: yuan(order.freightFen),
    discount: yuan(order.discountFen),
    payMoney: yuan(order.payFen),
    refundStatus: order.refundStatus,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map((i) => ({ picture: i.picture, name: i.name, spec: i.spec, price: yuan(i.priceFen), quantity: i.quantity })),
    logisticsCompany: order.logisticsCompany ? (ownEntry(CARRIERS, order.logisticsCompany) ?? order.logisticsCompany) : null,
    trackingNumber: order.trackingNumber,
    actions: orderActions(order.orderType, order.status),
    createTime: order.createdAt.toISOString(),
  }
}

function staffBookingView({ order, resource, day, visitors }: StaffBooking) {
  return {
    orderCode: order.orderCode,
    status: order.status,
    resourceType: resource.resourceType,
    resourceId: resource.resourceId,
    resourceName: resource.resourceName,
    day,
    startTime: order.startsAt.toISOString(),
    endTime: order.endsAt.toISOString(),
    useNum: order.useNum,
    visitors,
  }
}

const OrderItem = Item({ orderCode: Text(), orderType: Type.Number(), status: Type.Number() })
const ResourceQuery = { resourceType: Text({ maxLength: 64 }), resourceId: Text() }

function resourceKey(request: FastifyRequest, f: Fields): ResourceKey {
  const resourceType = single(f, 'resourceType')
  if (!/^CONTENT_TYPE_[A-Z_]{1,40}$/.test(resourceType)) throw badInput('account:field.invalid', { field: 'resourceType' })
  return { siteId: request.site.id, resourceType, resourceId: requireId(f, 'resourceId') }
}

function eCodeOf(f: Fields): string {
  const code = normalizeECode(single(f, 'code'))
  if (!code) throw badInput('orders:error.badCode')
  return code
}

export async function orderRoutes(app: FastifyInstance, opts: { logistics: LogisticsProvider }): Promise<void> {
  const BASE = '/api/user/api/order'

  app.get(
    `${BASE}/list`,
    { schema: routeSchema({ query: { ...PageQuery, orderType: Text(), status: Text() }, response: PagedAEnvelope(OrderItem) }) },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const filter = { orderType: optionalCode(f, 'orderType', TYPE_CODES), status: optionalCode(f, 'status') }
      const { rows, total } = await listGeneric(app.db, request.site.id, request.user!.id, filter, offset, pageSize)
      return pagedA(
        request,
        rows.map((r) => orderView(r.order, r.items)),
        total,
        pageSize,
      )
    },
  )

  app.get(
    `${BASE}/detail`,
    { schema: routeSchema({ query: { orderCode: Text() }, response: DataEnvelope(OrderItem) }) },
    async (request) => {
      const { order, items, events } = await genericDetail(app.db, request.site.id, request.user!.id, orderCodeOf(fieldsOf(request)))
      const address = order.address
      return ok(request, {
        ...orderView(order, items),
        address: address
          ? {
              name: address.name,
              phone: maskPhone(app.fieldCrypto.decrypt(address.phoneEncrypted)),
              region: address.region,
              detail: address.detail,
            }
          : null,
        timeline: events.map((e) => ({ status: e.status, event: e.event, time: e.at.toISOString() })),
        refundReason: order.refundReason,
        remark: order.remark,
      })
    },
  )

  const act = (action: 'cancel' | 'refund' | 'confirmReceipt', path: string, doneKey: string) =>
    app.post(
      `${BASE}/${path}`,
      { schema: routeSchema({ body: { orderCode: Text(), reason: Text({ maxLength: 200 }) }, response: DataEnvelope(OrderItem) }) },
      async (request) => {
        const f = fieldsOf(request)
        const order = await actOnGeneric(app.db, {
          siteId: request.site.id,
          userId: request.user!.id,
          orderCode: orderCodeOf(f),
          action,
          reason: action === 'refund' ? optionalText(f, 'reason', 200) : undefined,
          now: app.clock(),
        })
        return ok(request, { orderCode: order.orderCode, orderType: order.orderType, status: order.status }, `orders:done.${doneKey}`)
      },
    )
  act('cancel', 'cancel', 'cancelled')
  act('refund', 'applyRefund', 'refunded')
  act('confirmReceipt', 'confirmReceipt', 'received')

  app.get(`${BASE}/logistics`, { schema: routeSchema({ query: { orderCode: Text() } }) }, async (request) => {
    const order = await shipmentOf(app.db, request.site.id, request.user!.id, orderCodeOf(fieldsOf(request)))
    const phone = order.address ? app.fieldCrypto.decrypt(order.address.phoneEncrypted) : undefined
    const track = await opts.logistics
      .track({
        company: order.logisticsCompany!,
        number: order.trackingNumber!,
        phone: phone?.slice(-4),
        shippedAt: order.shippedAt!,
        to: order.address?.region,
      })
      .catch((e: unknown) => {
        if (e instanceof AppError) throw e // tracking is switched off: its own answer
        // the carrier's service is away or refused the query: say so, keep the cause in the log
        request.log.warn({ err: e, orderCode: order.orderCode }, 'logistics query failed')
        throw new AppError(ResultCode.SERVER_ERROR, 'orders:error.trackFailed')
      })
    return ok(request, {
      orderCode: order.orderCode,
      company: order.logisticsCompany,
      companyName: ownEntry(CARRIERS, order.logisticsCompany) ?? order.logisticsCompany,
      trackingNumber: order.trackingNumber,
      picture: null,
      ...track,
    })
  })

  app.get(
    `${BASE}/eCodeList`,
    { schema: routeSchema({ response: ListEnvelope(Item({ code: Text(), orderCode: Text() })) }) },
    async (request) => okList(request, await eCodeList(app.db, request.site.id, request.user!.id, app.clock())),
  )

  // ------------------------------------------------------------ staff
  const STAFF = '/api/act/api/activityOrder'

  app.get(`${STAFF}/staffResources`, { schema: routeSchema({ response: ListEnvelope(Item({ resourceType: Text() })) }) }, async (request) =>
    okList(request, await staffResources(app.db, request.site.id, request.user!.id)),
  )

  app.get(
    `${STAFF}/validOrderInfo`,
    { schema: routeSchema({ query: { ...ResourceQuery, code: Text({ maxLength: 40 }) } }) },
    async (request) => {
      const f = fieldsOf(request)
      return ok(request, staffBookingView(await bookingByCode(app.db, request.user!.id, resourceKey(request, f), eCodeOf(f))))
    },
  )

  app.post(
    `${STAFF}/selfValidOrder`,
    { schema: routeSchema({ body: { ...ResourceQuery, code: Text({ maxLength: 40 }) } }) },
    async (request) => {
      const f = fieldsOf(request)
      const done = await writeOff(app.db, request.user!.id, resourceKey(request, f), eCodeOf(f), app.clock())
      return ok(request, staffBookingView(done), 'orders:done.writtenOff')
    },
  )

  app.get(
    `${STAFF}/auditList`,
    { schema: routeSchema({ query: { ...ResourceQuery, ...PageQuery }, response: PagedAEnvelope(Item({ orderCode: Text() })) }) },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const { rows, total } = await pendingReviews(app.db, request.user!.id, resourceKey(request, f), offset, pageSize)
      return pagedA(
        request,
        rows.map((r) => ({
          orderCode: r.order.orderCode,
          status: r.order.status,
          resourceName: r.resource.resourceName,
          startTime: r.order.startsAt.toISOString(),
          endTime: r.order.endsAt.toISOString(),
          useNum: r.order.useNum,
        })),
        total,
        pageSize,
      )
    },
  )

  app.post(
    `${STAFF}/audit`,
    { schema: routeSchema({ body: { ...ResourceQuery, orderCode: Text(), auditStatus: Text() } }) },
    async (request) => {
      const f = fieldsOf(request)
      const auditStatus = single(f, 'auditStatus')
      if (auditStatus !== '1' && auditStatus !== '2') throw badInput('account:field.invalid', { field: 'auditStatus' })
      const order = await review(app.db, request.user!.id, resourceKey(request, f), orderCodeOf(f), auditStatus === '1', app.clock())
      return ok(
        request,
        { orderCode: order.orderCode, status: order.status },
        auditStatus === '1' ? 'orders:done.approved' : 'orders:done.rejected',
      )
    },
  )
}
