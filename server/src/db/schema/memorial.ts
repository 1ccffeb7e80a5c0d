/**
 * The memorial (issue 14; src/core/memorial; docs/contract-memorial.md).
 * - memorial_halls: a site's memorial halls with their running totals of flowers, candles and
 *   published messages (changed only in the offering's or the message's transaction).
 * - memorial_offerings: one row per offering; the unique index (user, hall, kind, day) is the
 *   "one flower and one candle per user per hall per day" rule.
 * - memorial_hall_days: per (hall, kind, day) the offerings of that day, the "today" figures of
 *   the hall list (an upsert + 1 in the offering's transaction; the demo seeds today's).
 * - memorial_messages: messages of remembrance, stored as written, `pending` when they hold a
 *   sensitive word (the comments capability's table), published otherwise.
 */
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

export const memorialHalls = pgTable(
  'memorial_halls',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    place: text('place').notNull().default(''),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    flowerNum: integer('flower_num').notNull().default(0),
    candleNum: integer('candle_num').notNull().default(0),
    messageNum: integer('message_num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('memorial_halls_site_idx').on(t.siteId, t.sort)],
)

export const memorialOfferings = pgTable(
  'memorial_offerings',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => memorialHalls.id, { onDelete: 'cascade' }),
    /** FLOWER | CANDLE (src/core/memorial/rules.ts) */
    kind: text('kind').notNull(),
    /** yyyy-mm-dd, site day */
    day: text('day').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('memorial_offerings_once_uq').on(t.userId, t.hallId, t.kind, t.day)],
)

export const memorialHallDays = pgTable(
  'memorial_hall_days',
  {
    hallId: integer('hall_id')
      .notNull()
      .references(() => memorialHalls.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.kind, t.day] })],
)

export const memorialMessages = pgTable(
  'memorial_messages',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => memorialHalls.id, { onDelete: 'cascade' }),
    userId: userRef(),
    content: text('content').notNull(),
    /** published | pending (src/core/memorial/contract.ts) */
    state: text('state').notNull().default('published'),
    /** why it is pending: 'word' */
    heldFor: text('held_for'),
    createdAt: created(),
  },
  (t) => [index('memorial_messages_hall_idx').on(t.hallId, t.state, t.createdAt), index('memorial_messages_user_idx').on(t.userId)],
)

export type MemorialHallRow = typeof memorialHalls.$inferSelect
