/**
 * Visit statistics (rules-and-contract 7; src/core/stats; docs/contract-stats.md), written in
 * batches by plugins/stats/batch-writer.ts, never one row per call.
 * - stat_events: every record as received (page stays, visits): the views, visitors (distinct
 *   unique_id) and stays of a page are read from here.
 * - stat_daily: per site, site day (UTC+8), kind and key (the module of a page stay, '' for a
 *   visit) the count and summed stay; each batch adds to it with `count = count + excluded.count`,
 *   so flushes of several server processes add up instead of overwriting each other.
 */
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { siteRef } from './columns'

export const statEvents = pgTable(
  'stat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: siteRef(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** STAY (collector) | ACCESS (access/record) */
    kind: text('kind').notNull(),
    clientType: text('client_type').notNull(),
    /** STAY: 1 shown, 2 left; ACCESS: '' */
    status: text('status').notNull().default(''),
    uniqueId: text('unique_id').notNull(),
    project: text('project').notNull().default(''),
    regionCode: text('region_code').notNull().default(''),
    module: text('module').notNull().default(''),
    special: text('special').notNull().default(''),
    region: text('region').notNull().default(''),
    path: text('path').notNull().default(''),
    stayMs: integer('stay_ms').notNull().default(0),
  },
  (t) => [index('stat_events_page_idx').on(t.siteId, t.kind, t.module, t.path)],
)

export const statDaily = pgTable(
  'stat_daily',
  {
    siteId: siteRef(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    stayMs: bigint('stay_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.kind, t.key] })],
)
