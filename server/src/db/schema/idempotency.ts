/**
 * Idempotency keys of the writes a client may retry (issue 23; http/idempotency.ts): one row per
 * (site, caller, route, key). Inserted "pending" (status_code null) before the handler runs, with
 * INSERT … ON CONFLICT DO NOTHING so only one request of a key runs it, in any server process;
 * completed with the answer, which a retry with the same key gets again. Rows expire.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { created, siteRef } from './columns'

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    siteId: siteRef(),
    /** `u:<user id>` for a logged-in caller, `a:<address>` for an anonymous one */
    caller: text('caller').notNull(),
    /** method and route pattern, e.g. `POST /api/res/api/comment/saveComment` */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha256 of the call's input: the same key with another input is refused */
    fingerprint: text('fingerprint').notNull(),
    /** null while the first request runs; then the answer's HTTP status */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.caller, t.route, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
)
