/**
 * Appointments beyond the site's own bookings (issue 12): the ZYTF ticketing system's orders as the
 * development provider keeps them (a real deployment asks the ZYTF service instead), third-party
 * (tripartite) orders booked on an outside platform, route products with their reminders.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

/** ZYTF orders of the development ticketing provider (server/src/providers/ticketing/dev.ts) */
export const zytfOrders = pgTable(
  'zytf_orders',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    orderCode: text('order_code').notNull(),
    /** 0 to be used, 1 used, 2 cancelled, 3 expired, 4 to be paid, 5 partly consumed, 6 refunded, 7 partly refunded */
    orderStatus: integer('order_status').notNull(),
    resourceName: text('resource_name').notNull(),
    /** comma-separated picture addresses */
    images: text('images').notNull().default(''),
    orderStartTime: timestamp('order_start_time', { withTimezone: true }).notNull(),
    orderEndTime: timestamp('order_end_time', { withTimezone: true }).notNull(),
    orderNum: integer('order_num').notNull(),
    /** yuan as text, '' free */
    payMoney: text('pay_money').notNull().default(''),
    cancelStatus: boolean('cancel_status').notNull().default(false),
    /** cancelling closes at this instant */
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    infoUrl: text('info_url').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('zytf_orders_code_uq').on(t.orderCode), index('zytf_orders_user_idx').on(t.userId, t.siteId, t.orderStatus)],
)

/** orders booked on a third party's platform and reported back: orderType CONTENT_TYPE_TRIPARTITE */
export const tripartiteOrders = pgTable(
  'tripartite_orders',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    orderCode: text('order_code').notNull(),
    /** the reservation order status (src/core/booking/order-status.ts) as the platform reports it */
    status: integer('status').notNull(),
    name: text('name').notNull(),
    coverImage: text('cover_image').notNull().default(''),
    infoUrl: text('info_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    useNum: integer('use_num').notNull().default(1),
    createdAt: created(),
  },
  (t) => [uniqueIndex('tripartite_orders_code_uq').on(t.orderCode), index('tripartite_orders_user_idx').on(t.userId, t.siteId)],
)

/** route products (travel lines) sold through the route-booking platform, shown per site */
export const routeProducts = pgTable(
  'route_products',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** the product number on the route platform (productSn) */
    sn: text('sn').notNull(),
    /** the place (scenic area) the route starts from; null: the whole site */
    placeId: integer('place_id'),
    name: text('name').notNull(),
    /** yuan as text */
    price: text('price').notNull(),
    /** 1 normal sale, 2 activity sale (bookable only inside upperTime..lowerTime) */
    saleType: integer('sale_type').notNull(),
    thumbImageUrl: text('thumb_image_url').notNull().default(''),
    url: text('url').notNull().default(''),
    upperTime: timestamp('upper_time', { withTimezone: true }),
    lowerTime: timestamp('lower_time', { withTimezone: true }),
    reservationNotes: text('reservation_notes').notNull().default(''),
    included: text('included').notNull().default(''),
    exclude: text('exclude').notNull().default(''),
    considerations: text('considerations').notNull().default(''),
  },
  (t) => [uniqueIndex('route_products_sn_uq').on(t.siteId, t.sn)],
)

/** a user's "remind me when the sale opens" on an activity-sale route product */
export const routeReminds = pgTable(
  'route_reminds',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => routeProducts.id, { onDelete: 'cascade' }),
    userId: userRef(),
    openid: text('openid').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('route_reminds_uq').on(t.productId, t.userId)],
)
