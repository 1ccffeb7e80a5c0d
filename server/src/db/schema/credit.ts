/** Tables of the credit (integrity) capability. */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

/** Missed appointments (fed by bookings); credit status is derived from them (src/core/credit.ts). */
export const creditNoShows = pgTable(
  'credit_no_shows',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    siteId: siteRef(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    orderCode: text('order_code'),
    resourceName: text('resource_name'),
    createdAt: created(),
  },
  (t) => [index('credit_no_shows_user_idx').on(t.userId, t.occurredAt)],
)
