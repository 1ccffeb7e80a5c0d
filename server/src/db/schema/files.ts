/**
 * Uploaded files (plugins/files): who stored what, where. The rows are also the per-user upload
 * counter of the rate limit, like sms_codes for SMS. The bytes live in the object store
 * (providers/storage), under `storage_key`, which the server generates (never a client's name).
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    siteId: siteRef(),
    /** <siteCode>/<folder>/<yyyymm>/<random>.<ext> */
    storageKey: text('storage_key').notNull(),
    /** the `path` field: a folder name such as common or avatar */
    folder: text('folder').notNull(),
    /** from the file's first bytes, not from what the client claimed */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** the optional `key` field of the contract, kept as the client's label only */
    clientKey: text('client_key'),
    /** which provider holds the bytes (local | s3) */
    storage: text('storage').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('uploads_storage_key_uq').on(t.storageKey), index('uploads_user_created_idx').on(t.userId, t.createdAt)],
)
