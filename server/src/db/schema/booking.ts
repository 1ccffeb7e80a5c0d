/**
 * Booking (issue 12; product-spec 3 "Appointment day", "Reservation order"; the state machine in
 * src/core/booking/order-status.ts). A bookable resource (a venue, a scenic area, an activity
 * room) has its sessions in `booking_resources`; each day's session is a `booking_slots` row made
 * when a calendar first asks for it. `sold` is changed only by a conditional update inside the
 * order's transaction (`sold + n <= capacity`), and a check keeps it within 0..capacity whatever
 * code runs: a slot is never oversold. Visitors of active orders hold a unique (resource, day,
 * certificate) entry, so one person is booked once per resource and day across every account.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

export interface BookingSession {
  /** HH:mm, site time (Asia/Shanghai) */
  start: string
  end: string
  capacity: number
}

export const bookingResources = pgTable(
  'booking_resources',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** CONTENT_TYPE_VENUE | CONTENT_TYPE_SCENERY | ACTIVITY_SHIU … (the order's orderType) */
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    sessions: jsonb('sessions').$type<BookingSession[]>().notNull(),
    /** 0 Sunday … 6 Saturday: days the resource is closed (a museum's Monday) */
    closedWeekdays: jsonb('closed_weekdays').$type<number[]>().notNull().default([]),
    /** product-spec 4: 1 any time, 2 or 3 only before start − cancelHours, 0 never */
    cancelStatus: integer('cancel_status').notNull().default(2),
    cancelHours: integer('cancel_hours').notNull().default(2),
    /** bookings wait for the venue's review (status 4) */
    reviewed: boolean('reviewed').notNull().default(false),
    /** fen; 0 is free */
    priceFen: integer('price_fen').notNull().default(0),
    /** points per person; 0 is not sold for points. A resource with a price or points is paid (status 0 first). */
    pricePoints: integer('price_points').notNull().default(0),
    /** bookings paused by the operator (openStatus -1 on every day) */
    paused: boolean('paused').notNull().default(false),
    createdAt: created(),
  },
  (t) => [uniqueIndex('booking_resources_uq').on(t.siteId, t.resourceType, t.resourceId)],
)

export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    bookingResourceId: integer('booking_resource_id')
      .notNull()
      .references(() => bookingResources.id, { onDelete: 'cascade' }),
    /** yyyy-mm-dd in site time */
    day: text('day').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    /** 1 open, 0 closed, -1 not bookable (stopped) */
    openStatus: integer('open_status').notNull().default(1),
  },
  (t) => [
    uniqueIndex('booking_slots_uq').on(t.bookingResourceId, t.startsAt),
    index('booking_slots_day_idx').on(t.bookingResourceId, t.day),
    check('booking_slots_sold_ck', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.capacity}`),
  ],
)

export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    /** random, not guessable: the only name an order has outside the database */
    orderCode: text('order_code').notNull(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => bookingSlots.id, { onDelete: 'cascade' }),
    bookingResourceId: integer('booking_resource_id')
      .notNull()
      .references(() => bookingResources.id, { onDelete: 'cascade' }),
    orderType: text('order_type').notNull(),
    status: integer('status').notNull(),
    useNum: integer('use_num').notNull(),
    payMoneyFen: integer('pay_money_fen').notNull().default(0),
    /** points asked for (pricePoints × people); paid with payType POINTS */
    payPoints: integer('pay_points').notNull().default(0),
    /** how it was paid: MONEY | POINTS; null while unpaid (and for free orders) */
    payType: text('pay_type'),
    /** the refund of a cancelled paid order: SUCCESS | PROCESSING | FAILED; null when none */
    refundState: text('refund_state'),
    commentStatus: integer('comment_status').notNull().default(0),
    /** the app's key for one submit: a repeated submit answers the same order */
    idempotencyKey: text('idempotency_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** unpaid orders give their places back after it */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('booking_orders_code_uq').on(t.orderCode),
    uniqueIndex('booking_orders_idem_uq').on(t.userId, t.idempotencyKey),
    index('booking_orders_user_idx').on(t.userId, t.siteId, t.status),
    index('booking_orders_due_idx').on(t.status, t.endsAt),
  ],
)

export const bookingVisitors = pgTable(
  'booking_visitors',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    bookingResourceId: integer('booking_resource_id').notNull(),
    day: text('day').notNull(),
    name: text('name').notNull(),
    certNumberHash: text('cert_number_hash').notNull(),
    certNumberEncrypted: text('cert_number_encrypted').notNull(),
    phoneEncrypted: text('phone_encrypted').notNull(),
    /** false once the order is cancelled, rejected or released: the person may book again */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('booking_visitors_person_day_uq')
      .on(t.bookingResourceId, t.day, t.certNumberHash)
      .where(sql`${t.active}`),
    index('booking_visitors_order_idx').on(t.orderId),
  ],
)

/**
 * The money and points of an order (issue 12 payment): one `pay` row when it was paid (a verified
 * WeChat notification, the dev checkout's confirm, or the points taken) and one `refund` row when a
 * paid order was cancelled. One of each per order (unique), so a repeated notification or a
 * double tap cannot record a second payment. `outNo` is the provider's out_trade_no / out_refund_no.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** pay | refund */
    kind: text('kind').notNull(),
    /** MONEY | POINTS */
    payType: text('pay_type').notNull(),
    /** fen for MONEY, points for POINTS */
    amount: integer('amount').notNull(),
    /** dev-pay | wechat-pay | points */
    provider: text('provider').notNull(),
    outNo: text('out_no').notNull(),
    /** the provider's transaction_id / refund_id */
    providerRef: text('provider_ref'),
    /** SUCCESS | PROCESSING | FAILED */
    state: text('state').notNull(),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('booking_payments_order_kind_uq').on(t.orderId, t.kind), uniqueIndex('booking_payments_out_no_uq').on(t.outNo)],
)
