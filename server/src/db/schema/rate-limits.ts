/**
 * Abuse limits shared by every server process (src/http/rate-limit.ts): one row per limited key
 * (e.g. `sms-ip:203.0.113.7`) and fixed window, counting the uses in that window. A use is
 * counted with one `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so parallel calls on any number
 * of processes each see their own count. Rows are kept until `expires_at` (the end of the next
 * window, which still reads this one), then swept.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expiry_idx').on(t.expiresAt)],
)
