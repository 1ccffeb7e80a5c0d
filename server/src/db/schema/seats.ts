/**
 * Seat selection and activity-room bookings (issue 12; src/core/booking/seat-plan.ts and
 * room-order.ts hold the rules).
 *
 * A hall plan is attached to a booking resource (`seat_plans.booking_resource_id`): every session
 * (slot) of that resource sells the plan's seats. A seat of a session is never sold twice:
 * `seat_holds` has one row per (slot, seat) that is held or sold, and a unique index on the pair;
 * a hold is written by a conditional insert (ON CONFLICT DO NOTHING) after deleting the pair's
 * expired hold, so of many visitors reaching for one seat exactly one gets the row. A hold has an
 * `expires_at` and no order; booking the held seats sets `order_id` and clears the expiry (sold),
 * in the order's transaction; cancelling or releasing the order deletes its rows (the seats are
 * free again). Expired holds are free to everyone who reads them and deleted by the next hold of
 * the seat and by the booking plugin's settle timer.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { bookingOrders, bookingResources, bookingSlots } from './booking'
import { created, siteRef, userRef } from './columns'

export const seatPlans = pgTable(
  'seat_plans',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    bookingResourceId: integer('booking_resource_id')
      .notNull()
      .references(() => bookingResources.id, { onDelete: 'cascade' }),
    hallName: text('hall_name').notNull(),
    /** front row first: 's' seat, 'x' seat not for sale, '_' aisle (src/core/booking/seat-plan.ts) */
    rows: jsonb('rows').$type<string[]>().notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('seat_plans_resource_uq').on(t.bookingResourceId)],
)

export const seatHolds = pgTable(
  'seat_holds',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => bookingSlots.id, { onDelete: 'cascade' }),
    /** "<row>-<number>" of the plan */
    seatId: text('seat_id').notNull(),
    userId: userRef(),
    /** set when the order is made: the seat is sold */
    orderId: integer('order_id').references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** a hold without an order ends here; null once sold */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('seat_holds_slot_seat_uq').on(t.slotId, t.seatId),
    index('seat_holds_user_idx').on(t.userId),
    index('seat_holds_order_idx').on(t.orderId),
    index('seat_holds_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.orderId} IS NULL`),
  ],
)

/** what a room booking says beyond a visit (src/core/booking/room-order.ts) */
export const roomOrderDetails = pgTable('room_order_details', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => bookingOrders.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  organisation: text('organisation').notNull().default(''),
  peopleCount: integer('people_count').notNull(),
})
