/**
 * Users and their login tokens: the token machinery every capability relies on
 * (auth/tokens.ts, auth/require-user.ts). Account flows (SMS login, WeChat, partners)
 * build on these tables from their own schema file.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sites } from './site'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** public user id handed to clients and partners (uuid), never the serial id */
    unid: text('unid').notNull().unique(),
    /** AES-256-GCM ciphertext (auth/field-crypto.ts): phones are personal data, encrypted at rest */
    phoneEncrypted: text('phone_encrypted'),
    /** keyed HMAC of the phone, so a phone can be looked up without decrypting every row */
    phoneHash: text('phone_hash'),
    nickname: text('nickname'),
    headImg: text('head_img'),
    /** 1 = registered volunteer (menu VOLUNTEER_SERVICE then goes to /volunteers) */
    volunteerStatus: integer('volunteer_status').notNull().default(0),
    /** WeChat official-account open id (messaging-browser login) */
    wechatOpenId: text('wechat_open_id'),
    /** WeChat mini-program open id */
    miniOpenId: text('mini_open_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_site_phone_hash_uq').on(t.siteId, t.phoneHash),
    uniqueIndex('users_site_wechat_open_id_uq').on(t.siteId, t.wechatOpenId),
    uniqueIndex('users_site_mini_open_id_uq').on(t.siteId, t.miniOpenId),
  ],
)

export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the token: a database leak does not leak usable tokens */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** a token only works on the site it was issued for */
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
)
