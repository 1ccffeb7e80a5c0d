/**
 * Orders of the user centre (issue 12, product-spec 4 "Generic labels by order type"): the generic
 * orders of the six order types (sold by the shop, ticketing, hotel and travel systems; shown,
 * followed, refunded and received here), their items and the timeline of their states; the e-codes
 * of orders to be used; and the staff who write codes off and review bookings at a resource.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

/** the shipping address as it was when the order was placed (the user may edit theirs later) */
export interface AddressSnapshot {
  name: string
  phoneEncrypted: string
  region: string
  detail: string
}

export const genericOrders = pgTable(
  'generic_orders',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    /** random, not guessable: the only name an order has outside the database */
    orderCode: text('order_code').notNull(),
    /** material 1, fictitious 2, scenic 3, direct 4, hotel 5, line 6 */
    orderType: integer('order_type').notNull(),
    status: integer('status').notNull(),
    /** the seller: a shop, a scenic area, a hotel, a travel agency */
    shopName: text('shop_name').notNull(),
    /** the place behind a ticket, a stay or a tour (fictitious, scenic, hotel, line) */
    resourceType: text('resource_type'),
    resourceId: integer('resource_id'),
    /** the day of use (a visit, a check-in, a departure), yyyy-mm-dd in site time */
    useDate: text('use_date'),
    /** fen */
    totalFen: integer('total_fen').notNull(),
    freightFen: integer('freight_fen').notNull().default(0),
    discountFen: integer('discount_fen').notNull().default(0),
    payFen: integer('pay_fen').notNull(),
    address: jsonb('address').$type<AddressSnapshot>(),
    /** logistics company code (Kuaidi100's, e.g. shunfeng) and waybill number of a shipped order */
    logisticsCompany: text('logistics_company'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** 0 none, 1 refunded (the state says closed or refunded) */
    refundStatus: integer('refund_status').notNull().default(0),
    refundReason: text('refund_reason'),
    remark: text('remark'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('generic_orders_code_uq').on(t.orderCode),
    index('generic_orders_user_idx').on(t.userId, t.siteId, t.orderType, t.status),
  ],
)

export const genericOrderItems = pgTable(
  'generic_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => genericOrders.id, { onDelete: 'cascade' }),
    picture: text('picture').notNull(),
    name: text('name').notNull(),
    /** the variant bought: a size, a room type, a ticket kind */
    spec: text('spec'),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('generic_order_items_order_idx').on(t.orderId)],
)

/** one row per state an order entered: the detail page's timeline */
export const genericOrderEvents = pgTable(
  'generic_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => genericOrders.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    /** created, paid, shipped, received, refunded, cancelled, consumed, confirmed … */
    event: text('event').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('generic_order_events_order_idx').on(t.orderId)],
)

/**
 * The e-code of an order to be used: 12 random digits, unique on the site; one per order
 * (`kind` booking = booking_orders, generic = generic_orders), issued when the visitor's codes
 * are first listed.
 */
export const eCodes = pgTable(
  'e_codes',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    kind: text('kind').notNull(),
    orderId: integer('order_id').notNull(),
    code: text('code').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('e_codes_code_uq').on(t.siteId, t.code), uniqueIndex('e_codes_order_uq').on(t.kind, t.orderId)],
)

/**
 * Staff of a resource (a venue, a scenic area, an activity room): they write off the e-codes of its
 * bookings and approve or reject its reviewed bookings. Operators add rows (SQL or a future
 * console); the demo friend is staff of the site's first bookable venue.
 */
export const resourceStaff = pgTable(
  'resource_staff',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    /** writeOff: codes and reviews (the one role so far) */
    role: text('role').notNull().default('writeOff'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('resource_staff_uq').on(t.siteId, t.userId, t.resourceType, t.resourceId),
    index('resource_staff_resource_idx').on(t.siteId, t.resourceType, t.resourceId),
  ],
)
