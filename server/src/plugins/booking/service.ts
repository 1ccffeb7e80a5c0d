/**
 * Booking, the pretix way: what is sold is decremented with a conditional update inside the
 * order's transaction, and the buyer's row is locked so one person's parallel submits are
 * taken one after another.
 *
 * book(): in one transaction
 *   1. lock the user row (FOR UPDATE): a double tap, a retry and a script's burst from one account
 *      queue here, so the idempotency key, the per-day limit and the burst limit read settled data;
 *   2. a repeated idempotency key answers the order it made (nothing else happens);
 *   3. the slot takes the places only if they are there: UPDATE … SET sold = sold + n
 *      WHERE sold + n <= capacity AND open (no read-then-write, which two buyers could both pass);
 *   4. the order and its visitors are written; a visitor already booked for that resource and day
 *      (any account) breaks the unique index and the whole transaction rolls back.
 * cancel() and expire give the places back in the same transaction as the status change, which is
 * itself conditional (WHERE status IN the states that hold stock), so a place is never given back twice.
 */
import crypto from 'node:crypto'
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { BOOKING_DAY_NUM, BOOKING_LIMITS } from '../../../../src/core/booking/appointment-day'
import { cancelDeadline } from '../../../../src/core/booking/cancel-rules'
import { bookingCharge } from '../../../../src/core/booking/price'
import { dayStateOfSessions, sessionState } from '../../../../src/core/booking/session-state'
import { HOLDS_STOCK, initialStatus, nextStatus, ORDER_STATUS, type OrderStatus } from '../../../../src/core/booking/order-status'
import type { Database, Transaction } from '../../db/database'
import { bookingOrders, bookingResources, bookingSlots, bookingVisitors, userContacts, users } from '../../db/schema'
import { badInput, notFound } from '../../http/fields'
import { creditViewOfUser, recordNoShow } from '../credit/service'
import { dayOf, nextDays, sessionTimes, weekdayOf } from './days'
import { clearExpiredHolds, freeSeatsOfOrder } from './seats'

export type BookingResourceRow = typeof bookingResources.$inferSelect
export type SlotRow = typeof bookingSlots.$inferSelect
export type OrderRow = typeof bookingOrders.$inferSelect

const refused = (key: string, params: Record<string, unknown> = {}) => badInput(`booking:error.${key}`, params)

/** an order code nobody can guess: 'BK', the day, 12 random characters of 32 (60 bits) */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function newOrderCode(now: number): string {
  const bytes = crypto.randomBytes(12)
  let random = ''
  for (const b of bytes) random += CODE_ALPHABET[b % 32]
  return `BK${dayOf(now).replaceAll('-', '')}${random}`
}

/**
 * The slots of the next `dayNum` days, made on first sight (the same rows whoever asks first).
 * Every calendar view and "Book a visit" asks: the rows are read first and written only when some
 * are missing (a new day, a new resource), so a view is one read.
 */
export async function ensureSlots(db: Database, resource: BookingResourceRow, now: number, dayNum = BOOKING_DAY_NUM): Promise<SlotRow[]> {
  const days = nextDays(now, dayNum)
  const read = () =>
    db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.bookingResourceId, resource.id), inArray(bookingSlots.day, days)))
      .orderBy(asc(bookingSlots.startsAt))
  const wanted = days.flatMap((day) =>
    resource.sessions.map((s) => ({
      siteId: resource.siteId,
      bookingResourceId: resource.id,
      day,
      ...sessionTimes(day, s),
      capacity: s.capacity,
      openStatus: resource.closedWeekdays.includes(weekdayOf(day)) ? 0 : 1,
    })),
  )
  const existing = await read()
  const have = new Set(existing.map((s) => s.startsAt.getTime()))
  if (wanted.every((w) => have.has(w.startsAt.getTime()))) return existing
  await db.insert(bookingSlots).values(wanted).onConflictDoNothing()
  return read()
}

/** a slot as the calendar shows it: the resource's pause and the slot's start override its own status */
export function slotOpenStatus(slot: SlotRow, resource: BookingResourceRow, now: number): number {
  if (resource.paused) return -1
  if (slot.openStatus === 1 && slot.startsAt.getTime() <= now) return -1
  return slot.openStatus
}

export interface BookInput {
  siteId: number
  userId: number
  slotId: number
  contactIds: number[]
  idempotencyKey: string
  now: Date
  /** places the order takes when not one per visitor (a room's people count); onBooked checks it */
  places?: number
  /** more work inside the order's transaction once the order is written (a room's details, the seats sold: rooms.ts bookingExtras); a throw rolls the booking back */
  onBooked?: (tx: Transaction, booked: { order: OrderRow; slot: SlotRow; resource: BookingResourceRow }) => Promise<void>
}

/**
 * A rule a kind of resource adds to every booking of it, whichever call books (an activity's sign-up
 * window and minimum credit score: plugins/activities). Runs inside the order's transaction after
 * the slot is found open; a throw refuses the booking.
 */
export type BookingGuard = (
  tx: Transaction,
  ctx: { slot: SlotRow; resource: BookingResourceRow; userId: number; creditScore: number; now: Date },
) => Promise<void>
const BOOKING_GUARDS = new Map<string, BookingGuard>()
/** the guard of a resourceType (CONTENT_TYPE_*); registering again replaces it */
export function registerBookingGuard(resourceType: string, guard: BookingGuard): void {
  BOOKING_GUARDS.set(resourceType, guard)
}

export interface Booked {
  order: OrderRow
  /** false: this key had made the order before (a repeated submit) */
  created: boolean
}

export async function book(db: Database, input: BookInput): Promise<Booked> {
  const { siteId, userId, slotId, idempotencyKey, now } = input
  const contactIds = [...new Set(input.contactIds)]
  if (contactIds.length === 0) throw refused('noVisitors')
  if (contactIds.length > BOOKING_LIMITS.PER_ORDER_MAX) throw refused('tooManyVisitors', { limit: BOOKING_LIMITS.PER_ORDER_MAX })
  const credit = await creditViewOfUser(db, userId, siteId, now)
  if (credit.creditStatus !== 'NORMAL') throw refused('restricted', { start: credit.loseCreditStartTime, end: credit.loseCreditEndTime })

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`)
    const [again] = await tx
      .select()
      .from(bookingOrders)
      .where(and(eq(bookingOrders.userId, userId), eq(bookingOrders.idempotencyKey, idempotencyKey)))
    if (again) {
      if (again.slotId !== slotId) throw refused('badKey')
      return { order: again, created: false }
    }
    const [recent] = await tx
      .select({ n: count() })
      .from(bookingOrders)
      .where(and(eq(bookingOrders.userId, userId), gte(bookingOrders.createdAt, new Date(now.getTime() - BOOKING_LIMITS.BURST_WINDOW_MS))))
    if (recent.n >= BOOKING_LIMITS.BURST_CALLS) throw refused('burst')

    const found = await tx
      .select({ slot: bookingSlots, resource: bookingResources })
      .from(bookingSlots)
      .innerJoin(bookingResources, eq(bookingResources.id, bookingSlots.bookingResourceId))
      .where(and(eq(bookingSlots.id, slotId), eq(bookingSlots.siteId, siteId)))
    if (!found[0]) throw notFound('booking:error.slotNotFound')
    const { slot, resource } = found[0]
    const open = slotOpenStatus(slot, resource, now.getTime())
    if (slot.startsAt <= now) throw refused('started')
    if (open !== 1) throw refused('slotClosed')
    await BOOKING_GUARDS.get(resource.resourceType)?.(tx, { slot, resource, userId, creditScore: credit.creditScore, now })

    const [sameDay] = await tx
      .select({ n: count() })
      .from(bookingOrders)
      .innerJoin(bookingSlots, eq(bookingSlots.id, bookingOrders.slotId))
      .where(
        and(
          eq(bookingOrders.userId, userId),
          eq(bookingOrders.bookingResourceId, resource.id),
          eq(bookingSlots.day, slot.day),
          inArray(bookingOrders.status, [...HOLDS_STOCK]),
        ),
      )
    if (sameDay.n >= BOOKING_LIMITS.PER_DAY_ORDERS) throw refused('dayLimit', { limit: BOOKING_LIMITS.PER_DAY_ORDERS })

    const contacts = await tx
      .select()
      .from(userContacts)
      .where(and(eq(userContacts.userId, userId), inArray(userContacts.id, contactIds)))
    if (contacts.length !== contactIds.length) throw refused('contactNotFound')

    const n = input.places ?? contacts.length
    // settled data says it cannot fit: refuse before writing or waiting for the slot's row lock
    if (slot.sold + n > slot.capacity) throw refused('full')

    // what the form showed before the submit (src/core/booking/price.ts): the same rule charges
    const { payMoneyFen, payPoints, paid } = bookingCharge(resource, n)
    const status = initialStatus({ paid, reviewed: resource.reviewed })
    const [order] = await tx
      .insert(bookingOrders)
      .values({
        siteId,
        userId,
        orderCode: newOrderCode(now.getTime()),
        slotId: slot.id,
        bookingResourceId: resource.id,
        orderType: resource.resourceType,
        status,
        useNum: n,
        payMoneyFen,
        payPoints,
        idempotencyKey,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        payDeadline: paid ? new Date(now.getTime() + BOOKING_LIMITS.PAY_HOLD_MS) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    // a person is booked once per resource and day, whoever books them: the check names them, the
    // unique index (active visitors) stops the one that slips between two parallel checks
    const [clash] = await tx
      .select({ name: bookingVisitors.name })
      .from(bookingVisitors)
      .where(
        and(
          eq(bookingVisitors.bookingResourceId, resource.id),
          eq(bookingVisitors.day, slot.day),
          eq(bookingVisitors.active, true),
          inArray(
            bookingVisitors.certNumberHash,
            contacts.map((c) => c.certNumberHash),
          ),
        ),
      )
    if (clash) throw refused('personBooked', { name: clash.name })
    try {
      await tx.insert(bookingVisitors).values(
        contacts.map((c) => ({
          orderId: order.id,
          bookingResourceId: resource.id,
          day: slot.day,
          name: c.name,
          certNumberHash: c.certNumberHash,
          certNumberEncrypted: c.certNumberEncrypted,
          phoneEncrypted: c.phoneEncrypted,
        })),
      )
    } catch (e) {
      if (isUniqueViolation(e)) throw refused('personBooked', { name: contacts[0].name })
      throw e
    }
    if (input.onBooked) await input.onBooked(tx, { order, slot, resource })
    // the places last: every parallel booking of this session waits on the slot's row from this
    // update to the commit, so nothing else runs in between (the refusal rolls the order back)
    const taken = await tx
      .update(bookingSlots)
      .set({ sold: sql`${bookingSlots.sold} + ${n}` })
      .where(
        and(eq(bookingSlots.id, slot.id), eq(bookingSlots.openStatus, 1), sql`${bookingSlots.sold} + ${n} <= ${bookingSlots.capacity}`),
      )
      .returning({ sold: bookingSlots.sold })
    if (taken.length === 0) throw refused('full')
    return { order, created: true }
  })
}

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string; cause?: { code?: string } })?.code ?? (e as { cause?: { code?: string } })?.cause?.code
  return code === '23505'
}

/** Moves an order by an event, giving its places back when it leaves the states that hold them. */
async function move(tx: Transaction, order: OrderRow, to: OrderStatus, now: Date): Promise<boolean> {
  const changed = await tx
    .update(bookingOrders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(bookingOrders.id, order.id), eq(bookingOrders.status, order.status)))
    .returning({ id: bookingOrders.id })
  if (changed.length === 0) return false
  const releases = HOLDS_STOCK.includes(order.status as OrderStatus) && !HOLDS_STOCK.includes(to)
  if (releases && to !== ORDER_STATUS.EXPIRED) {
    await tx
      .update(bookingSlots)
      .set({ sold: sql`${bookingSlots.sold} - ${order.useNum}` })
      .where(eq(bookingSlots.id, order.slotId))
  }
  if (releases) await tx.update(bookingVisitors).set({ active: false }).where(eq(bookingVisitors.orderId, order.id))
  if (releases) await freeSeatsOfOrder(tx, order.id)
  return true
}

/** The caller's order by its code; another user's (or another site's) is not found. */
export async function orderOf(db: Database | Transaction, siteId: number, userId: number, orderCode: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.orderCode, orderCode), eq(bookingOrders.userId, userId), eq(bookingOrders.siteId, siteId)))
  if (!order) throw notFound('booking:error.orderNotFound')
  return order
}

/** a cancelled order's follow-up inside the cancel's transaction (the payment's refund, pay-service.ts) */
export type OnCancelled = (tx: Transaction, order: OrderRow) => Promise<Partial<OrderRow> | void>

export async function cancel(
  db: Database,
  siteId: number,
  userId: number,
  orderCode: string,
  now: Date,
  onCancelled?: OnCancelled,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await orderOf(tx, siteId, userId, orderCode)
    const [resource] = await tx.select().from(bookingResources).where(eq(bookingResources.id, order.bookingResourceId))
    const to = nextStatus(order.status as OrderStatus, 'cancel')
    const deadline = cancelDeadline(
      { status: order.status, startTime: order.startsAt.getTime() },
      { cancelStatus: resource.cancelStatus, cancelTime: resource.cancelHours },
    )
    if (to === null || deadline === null) throw refused('cannotCancel')
    if (now.getTime() >= deadline) throw refused('cancelClosed')
    if (!(await move(tx, order, to, now))) throw refused('cannotCancel')
    const cancelled = { ...order, status: to, updatedAt: now }
    return { ...cancelled, ...(onCancelled ? await onCancelled(tx, cancelled) : {}) }
  })
}

/**
 * The orders whose time has come: unpaid past their hold give their places back (14); unused
 * after their session became expired (13), each a no-show for the credit rules. Runs on a timer
 * (plugin) and in tests with their clock. Answers how many of each it moved.
 */
export async function settleDue(db: Database, now: Date): Promise<{ released: number; expired: number }> {
  await clearExpiredHolds(db, now)
  const unpaid = await db
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.status, ORDER_STATUS.AWAITING_PAYMENT), lte(bookingOrders.payDeadline, now)))
  let released = 0
  for (const order of unpaid) if (await db.transaction((tx) => move(tx, order, ORDER_STATUS.CANCELLED, now))) released++
  const unused = await db
    .select({ order: bookingOrders, resource: bookingResources })
    .from(bookingOrders)
    .innerJoin(bookingResources, eq(bookingResources.id, bookingOrders.bookingResourceId))
    .where(and(eq(bookingOrders.status, ORDER_STATUS.TO_BE_USED), lte(bookingOrders.endsAt, now)))
  let expired = 0
  for (const { order, resource } of unused) {
    const moved = await db.transaction(async (tx) => {
      if (!(await move(tx, order, ORDER_STATUS.EXPIRED, now))) return false
      await recordNoShow(
        tx,
        {
          userId: order.userId,
          siteId: order.siteId,
          occurredAt: order.endsAt,
          orderCode: order.orderCode,
          resourceName: resource.resourceName,
        },
        now,
      )
      return true
    })
    if (moved) expired++
  }
  return { released, expired }
}

/** The appointment days of a resource (product-spec 3 "Appointment day"), its sessions inside. */
export async function appointmentDays(db: Database, resource: BookingResourceRow, now: Date, dayNum = BOOKING_DAY_NUM) {
  const slots = await ensureSlots(db, resource, now.getTime(), dayNum)
  return nextDays(now.getTime(), dayNum).map((day) => {
    const own = slots.filter((s) => s.day === day)
    const times = own.map((s) => {
      const openStatus = slotOpenStatus(s, resource, now.getTime())
      const stock = Math.max(0, s.capacity - s.sold)
      const startsAt = s.startsAt.getTime()
      const state = sessionState(
        { openStatus: s.openStatus, paused: resource.paused, stock, startsAt, endsAt: s.endsAt.getTime() },
        now.getTime(),
      )
      return {
        id: s.id,
        startTime: s.startsAt.toISOString(),
        endTime: s.endsAt.toISOString(),
        stock,
        maxNum: s.capacity,
        openStatus,
        state,
      }
    })
    const stock = times.filter((t) => t.openStatus === 1).reduce((sum, t) => sum + t.stock, 0)
    const maxNum = own.reduce((sum, s) => sum + s.capacity, 0)
    const orderNum = own.reduce((sum, s) => sum + s.sold, 0)
    const openStatus = resource.paused ? -1 : times.some((t) => t.openStatus === 1) ? 1 : times.some((t) => t.openStatus === -1) ? -1 : 0
    return {
      date: day,
      week: weekdayOf(day),
      stock,
      currDayMaxNum: maxNum,
      orderNum,
      maxNum,
      openStatus,
      state: dayStateOfSessions(times.map((t) => t.state)),
      jumpType: 'CODE' as const,
      needLogin: true,
      resourceName: resource.resourceName,
      // per person; the form shows it and the total before the submit (src/core/booking/price.ts)
      priceFen: resource.priceFen,
      pricePoints: resource.pricePoints,
      orderTimes: times,
    }
  })
}
