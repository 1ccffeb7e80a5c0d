/**
 * Itineraries (issue 13 "Trips and transport"; product-spec 3 "Travel plan"; src/core/trips): a
 * user's travel plans and the site's recommended trips (user_id null) that anyone logged in may copy.
 * Destinations are scenic areas of the site (places ids, in the order of the visit); the day-by-day
 * plan is built from them and the days (buildDayPlan). A recommended trip has days, no dates.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { created, siteRef } from './columns'
import { users } from './user'

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** the owner; null = a recommended trip of the site */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    departureCity: text('departure_city').notNull(),
    /** yyyy-mm-dd; null for a recommended trip */
    startDate: text('start_date'),
    endDate: text('end_date'),
    days: integer('days').notNull(),
    placeIds: jsonb('place_ids').$type<number[]>().notNull().default([]),
    preference: text('preference').notNull(),
    companions: text('companions').notNull(),
    mode: text('mode').notNull(),
    /** the recommended trip this one was copied from */
    copiedFrom: integer('copied_from'),
    /** larger first among recommended trips */
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trips_site_user_idx').on(t.siteId, t.userId, t.id)],
)
