/**
 * Orders of the user centre: the generic orders (list, detail, cancel, refund, confirm receipt,
 * shipment), the e-codes of orders to be used, and the staff side of booking orders (write-off
 * 11 → 12, review 4 → 11 / 79). Every state change is a conditional update (`WHERE status = <what
 * was read>`) inside a transaction, so two taps, two devices or two staff change an order once: the
 * second is refused.
 */
import crypto from 'node:crypto'
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { nextStatus, ORDER_STATUS, type OrderStatus } from '../../../../src/core/booking/order-status'
import { hasECode, hasShipment, nextOrderStatus, ORDER_RULES, type OrderAction } from '../../../../src/core/orders/order-actions'
import { E_CODE_LENGTH } from '../../../../src/core/orders/e-code'
import type { Database, Transaction } from '../../db/database'
import {
  bookingOrders,
  bookingResources,
  bookingSlots,
  bookingVisitors,
  eCodes,
  genericOrderEvents,
  genericOrderItems,
  genericOrders,
  resourceStaff,
} from '../../db/schema'
import { badInput, notFound } from '../../http/fields'

export type GenericOrderRow = typeof genericOrders.$inferSelect
type Db = Database | Transaction

const refused = (key: string, params: Record<string, unknown> = {}) => badInput(`orders:error.${key}`, params)

/** an order code nobody can guess: 'OD', the type, 14 random characters of 32 (70 bits) */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function newGenericOrderCode(orderType: number): string {
  let random = ''
  for (const b of crypto.randomBytes(14)) random += CODE_ALPHABET[b % 32]
  return `OD${orderType}${random}`
}

/** 12 random digits (uniform: rejection of bytes ≥ 250) */
export function newECode(): string {
  let code = ''
  while (code.length < E_CODE_LENGTH)
    for (const b of crypto.randomBytes(16)) if (b < 250 && code.length < E_CODE_LENGTH) code += String(b % 10)
  return code
}

// ---------------------------------------------------------------- generic orders

export interface GenericFilter {
  orderType?: number
  status?: number
}

export async function listGeneric(db: Db, siteId: number, userId: number, filter: GenericFilter, offset: number, pageSize: number) {
  const parts: SQL[] = [eq(genericOrders.userId, userId), eq(genericOrders.siteId, siteId)]
  if (filter.orderType !== undefined) parts.push(eq(genericOrders.orderType, filter.orderType))
  if (filter.status !== undefined) parts.push(eq(genericOrders.status, filter.status))
  const where = and(...parts)
  const rows = await db
    .select()
    .from(genericOrders)
    .where(where)
    .orderBy(desc(genericOrders.createdAt), desc(genericOrders.id))
    .limit(pageSize)
    .offset(offset)
  const n = await db.$count(genericOrders, where)
  const items = rows.length
    ? await db
        .select()
        .from(genericOrderItems)
        .where(
          inArray(
            genericOrderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(genericOrderItems.id))
    : []
  return { rows: rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) })), total: n }
}

/** the caller's order by its code; another user's (or another site's) is not found */
export async function genericOrderOf(db: Db, siteId: number, userId: number, orderCode: string): Promise<GenericOrderRow> {
  const [order] = await db
    .select()
    .from(genericOrders)
    .where(and(eq(genericOrders.orderCode, orderCode), eq(genericOrders.userId, userId), eq(genericOrders.siteId, siteId)))
  if (!order) throw notFound('orders:error.notFound')
  return order
}

export async function genericDetail(db: Db, siteId: number, userId: number, orderCode: string) {
  const order = await genericOrderOf(db, siteId, userId, orderCode)
  const items = await db.select().from(genericOrderItems).where(eq(genericOrderItems.orderId, order.id)).orderBy(asc(genericOrderItems.id))
  const events = await db
    .select()
    .from(genericOrderEvents)
    .where(eq(genericOrderEvents.orderId, order.id))
    .orderBy(asc(genericOrderEvents.at), asc(genericOrderEvents.id))
  return { order, items, events }
}

const EVENT_OF: Record<Exclude<OrderAction, 'pay'>, string> = { cancel: 'cancelled', refund: 'refunded', confirmReceipt: 'received' }

/** cancel, refund or confirm receipt: once, whoever taps twice */
export async function actOnGeneric(
  db: Database,
  input: { siteId: number; userId: number; orderCode: string; action: Exclude<OrderAction, 'pay'>; reason?: string; now: Date },
): Promise<GenericOrderRow> {
  return db.transaction(async (tx) => {
    const order = await genericOrderOf(tx, input.siteId, input.userId, input.orderCode)
    const to = nextOrderStatus(order.orderType, order.status, input.action)
    if (to === null) throw refused(`not.${input.action}`)
    const refund = input.action === 'refund' ? { refundStatus: 1, refundReason: input.reason ?? null } : {}
    const [changed] = await tx
      .update(genericOrders)
      .set({ status: to, updatedAt: input.now, ...refund })
      .where(and(eq(genericOrders.id, order.id), eq(genericOrders.status, order.status)))
      .returning()
    // someone (another tap, another device) moved it between the read and the write
    if (!changed) throw refused(`not.${input.action}`)
    await tx.insert(genericOrderEvents).values({ orderId: order.id, status: to, event: EVENT_OF[input.action], at: input.now })
    return changed
  })
}

/** the order's shipment, for the logistics page: only a shipped material order has one */
export async function shipmentOf(db: Db, siteId: number, userId: number, orderCode: string) {
  const order = await genericOrderOf(db, siteId, userId, orderCode)
  if (!hasShipment(order.orderType, order.status) || !order.trackingNumber || !order.logisticsCompany || !order.shippedAt)
    throw notFound('orders:error.noShipment')
  return order
}

// ---------------------------------------------------------------- e-codes

/** the code of an order, issued on first sight (a repeated or parallel call answers the same code) */
async function codeFor(db: Db, siteId: number, userId: number, kind: 'booking' | 'generic', orderId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [have] = await db
      .select({ code: eCodes.code })
      .from(eCodes)
      .where(and(eq(eCodes.kind, kind), eq(eCodes.orderId, orderId)))
    if (have) return have.code
    // a clash with another order's code (1 in 10^12 a pair) just tries new digits
    await db.insert(eCodes).values({ siteId, userId, kind, orderId, code: newECode(), createdAt: now }).onConflictDoNothing()
  }
  throw new Error('no e-code could be issued')
}

/** the caller's orders to be used, each with its code: bookings (11), fictitious and scenic orders to consume (10) */
export async function eCodeList(db: Database, siteId: number, userId: number, now: Date) {
  const bookings = await db
    .select({ order: bookingOrders, resource: bookingResources })
    .from(bookingOrders)
    .innerJoin(bookingResources, eq(bookingResources.id, bookingOrders.bookingResourceId))
    .where(and(eq(bookingOrders.userId, userId), eq(bookingOrders.siteId, siteId), eq(bookingOrders.status, ORDER_STATUS.TO_BE_USED)))
    .orderBy(asc(bookingOrders.startsAt))
  const withCodeStates = Object.values(ORDER_RULES).flatMap((r) => r.withCode ?? [])
  const generic = (
    await db
      .select()
      .from(genericOrders)
      .where(
        and(
          eq(genericOrders.userId, userId),
          eq(genericOrders.siteId, siteId),
          inArray(genericOrders.status, [...new Set(withCodeStates)]),
        ),
      )
      .orderBy(asc(genericOrders.useDate), asc(genericOrders.id))
  ).filter((o) => hasECode(o.orderType, o.status))
  const firstItem = generic.length
    ? await db
        .select()
        .from(genericOrderItems)
        .where(
          inArray(
            genericOrderItems.orderId,
            generic.map((g) => g.id),
          ),
        )
    : []
  const out = []
  for (const { order, resource } of bookings)
    out.push({
      kind: 'booking' as const,
      orderCode: order.orderCode,
      code: await codeFor(db, siteId, userId, 'booking', order.id, now),
      name: resource.resourceName,
      resourceType: resource.resourceType,
      resourceId: resource.resourceId,
      startTime: order.startsAt.toISOString(),
      endTime: order.endsAt.toISOString(),
      useDate: null,
      useNum: order.useNum,
      status: order.status,
    })
  for (const order of generic) {
    const items = firstItem.filter((i) => i.orderId === order.id)
    out.push({
      kind: 'generic' as const,
      orderCode: order.orderCode,
      code: await codeFor(db, siteId, userId, 'generic', order.id, now),
      name: items[0]?.name ?? order.shopName,
      resourceType: order.resourceType,
      resourceId: order.resourceId,
      startTime: null,
      endTime: null,
      useDate: order.useDate,
      useNum: items.reduce((n, i) => n + i.quantity, 0),
      status: order.status,
      orderType: order.orderType,
    })
  }
  return out
}

// ---------------------------------------------------------------- staff: write-off and review

export interface ResourceKey {
  siteId: number
  resourceType: string
  resourceId: number
}

export async function staffResources(db: Db, siteId: number, userId: number) {
  return db
    .select({ resourceType: resourceStaff.resourceType, resourceId: resourceStaff.resourceId, resourceName: bookingResources.resourceName })
    .from(resourceStaff)
    .leftJoin(
      bookingResources,
      and(
        eq(bookingResources.siteId, resourceStaff.siteId),
        eq(bookingResources.resourceType, resourceStaff.resourceType),
        eq(bookingResources.resourceId, resourceStaff.resourceId),
      ),
    )
    .where(and(eq(resourceStaff.siteId, siteId), eq(resourceStaff.userId, userId)))
    .orderBy(asc(resourceStaff.id))
}

/** refuses anyone who is not staff of the resource, with words that say so */
export async function requireStaff(db: Db, userId: number, key: ResourceKey): Promise<void> {
  const [row] = await db
    .select({ id: resourceStaff.id })
    .from(resourceStaff)
    .where(
      and(
        eq(resourceStaff.siteId, key.siteId),
        eq(resourceStaff.userId, userId),
        eq(resourceStaff.resourceType, key.resourceType),
        eq(resourceStaff.resourceId, key.resourceId),
      ),
    )
  if (!row) throw refused('notStaff')
}

/** a booking of this resource by its e-code or its order code; any other resource's: not found */
async function bookingAt(db: Db, key: ResourceKey, by: { code?: string; orderCode?: string }) {
  const match = by.code
    ? sql`${bookingOrders.id} = (SELECT ${eCodes.orderId} FROM ${eCodes} WHERE ${eCodes.siteId} = ${key.siteId} AND ${eCodes.kind} = 'booking' AND ${eCodes.code} = ${by.code})`
    : eq(bookingOrders.orderCode, by.orderCode ?? '')
  const [found] = await db
    .select({ order: bookingOrders, resource: bookingResources, day: bookingSlots.day })
    .from(bookingOrders)
    .innerJoin(bookingResources, eq(bookingResources.id, bookingOrders.bookingResourceId))
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookingOrders.slotId))
    .where(
      and(
        match,
        eq(bookingOrders.siteId, key.siteId),
        eq(bookingResources.resourceType, key.resourceType),
        eq(bookingResources.resourceId, key.resourceId),
      ),
    )
  if (!found) throw notFound(by.code ? 'orders:error.codeNotFound' : 'orders:error.notFound')
  const visitors = await db
    .select({ name: bookingVisitors.name })
    .from(bookingVisitors)
    .where(eq(bookingVisitors.orderId, found.order.id))
    .orderBy(asc(bookingVisitors.id))
  return { ...found, visitors: visitors.map((v) => v.name) }
}

export type StaffBooking = Awaited<ReturnType<typeof bookingAt>>

export async function bookingByCode(db: Db, userId: number, key: ResourceKey, code: string): Promise<StaffBooking> {
  await requireStaff(db, userId, key)
  return bookingAt(db, key, { code })
}

/** 11 → 12 through the state machine, once: a second write-off of the same code is refused */
export async function writeOff(db: Database, userId: number, key: ResourceKey, code: string, now: Date): Promise<StaffBooking> {
  return db.transaction(async (tx) => {
    await requireStaff(tx, userId, key)
    const found = await bookingAt(tx, key, { code })
    const { order } = found
    if (order.status === ORDER_STATUS.COMPLETED) throw refused('codeUsed')
    const to = nextStatus(order.status as OrderStatus, 'use')
    if (to === null) throw refused('codeNotUsable')
    // the session is over: the order is (or is about to be) expired, not used
    if (order.endsAt.getTime() <= now.getTime()) throw refused('codeEnded')
    const [changed] = await tx
      .update(bookingOrders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(bookingOrders.id, order.id), eq(bookingOrders.status, order.status)))
      .returning()
    if (!changed) throw refused('codeUsed')
    // the places were used: they stay sold (unlike a cancel, which gives them back)
    return { ...found, order: changed }
  })
}

/** the reviewed bookings of a resource that wait for staff (status 4), oldest first */
export async function pendingReviews(db: Db, userId: number, key: ResourceKey, offset: number, pageSize: number) {
  await requireStaff(db, userId, key)
  const where = and(
    eq(bookingOrders.siteId, key.siteId),
    eq(bookingOrders.status, ORDER_STATUS.PENDING_REVIEW),
    eq(bookingResources.resourceType, key.resourceType),
    eq(bookingResources.resourceId, key.resourceId),
  )
  const rows = await db
    .select({ order: bookingOrders, resource: bookingResources })
    .from(bookingOrders)
    .innerJoin(bookingResources, eq(bookingResources.id, bookingOrders.bookingResourceId))
    .where(where)
    .orderBy(asc(bookingOrders.startsAt), asc(bookingOrders.id))
    .limit(pageSize)
    .offset(offset)
  const [{ n }] = await db
    .select({ n: count() })
    .from(bookingOrders)
    .innerJoin(bookingResources, eq(bookingResources.id, bookingOrders.bookingResourceId))
    .where(where)
  return { rows, total: n }
}

/**
 * approve 4 → 11, reject 4 → 79 (the places go back and the visitors may book again), once.
 * Not booking's own move(): that one gives places back on every exit from the holding states.
 */
export async function review(db: Database, userId: number, key: ResourceKey, orderCode: string, approve: boolean, now: Date) {
  return db.transaction(async (tx) => {
    await requireStaff(tx, userId, key)
    const { order } = await bookingAt(tx, key, { orderCode })
    const to = nextStatus(order.status as OrderStatus, approve ? 'approve' : 'reject')
    if (to === null) throw refused('notPending')
    const [changed] = await tx
      .update(bookingOrders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(bookingOrders.id, order.id), eq(bookingOrders.status, order.status)))
      .returning()
    if (!changed) throw refused('notPending')
    if (to === ORDER_STATUS.REJECTED) {
      await tx
        .update(bookingSlots)
        .set({ sold: sql`${bookingSlots.sold} - ${order.useNum}` })
        .where(eq(bookingSlots.id, order.slotId))
      await tx.update(bookingVisitors).set({ active: false }).where(eq(bookingVisitors.orderId, order.id))
    }
    return changed
  })
}
