/**
 * Login tables of the account capability (SMS codes, identities of WeChat and partners).
 * Personal fields are stored as AES-GCM ciphertext (auth/field-crypto.ts) with a keyed hash where a lookup needs them.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef } from './columns'
import { users } from './user'

/**
 * One row per code sent (the newest open one is the valid code; the last one's time spaces sends
 * 60 s apart). The hourly limits and the guesses per address are counted in rate_limits
 * (http/rate-limit.ts), shared by every server process on the database.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    phoneHash: text('phone_hash').notNull(),
    /** login | register | bind */
    purpose: text('purpose').notNull(),
    /** HMAC of the code: a database reader cannot log in with it */
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** set when used or invalidated (wrong tries, newer code) */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.siteId, t.phoneHash, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
)

/**
 * A login identity at an external provider: WeChat official account (wechat), partners
 * (external, cddy, ifly, tfcloud, hhespeed, thirdparty). user_id is null for a WeChat visitor
 * known from the OAuth exchange but not yet a user (e.g. waiting for an invitation).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname'),
    headImg: text('head_img'),
    /** dev WeChat rule: this visitor may only become a user by accepting an invitation */
    needsInvitation: boolean('needs_invitation').notNull().default(false),
    createdAt: created(),
  },
  (t) => [uniqueIndex('user_identities_uq').on(t.siteId, t.provider, t.subject)],
)

/**
 * One-time credentials the server issues and takes back once (auth/one-time-codes.ts): the WeChat
 * sign-in handle, the development partner credentials, route-booking codes; and the spent
 * credentials of a real partner (replay guard). Only the sha256 of a credential is kept, as for
 * tokens; `data` is AES-GCM ciphertext when the credential carries personal fields.
 * Unique per purpose, so a spent credential cannot be inserted (or used) twice by any process.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** what the credential is for, e.g. wechat-handle, partner:ifly, partner-spent:cddy, route-link */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** whom it names: an open id, a partner subject, a user id */
    subject: text('subject').notNull(),
    data: text('data'),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_codes_uq').on(t.purpose, t.codeHash), index('one_time_codes_expiry_idx').on(t.expiresAt)],
)
