/**
 * Tables of the user centre capability (profile, addresses, contacts, real name, points, wallet,
 * collections, messages, feedback, invitations). Personal fields (phones, id card and certificate
 * numbers) are stored as AES-GCM ciphertext (auth/field-crypto.ts) with a keyed hash where a lookup needs them.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'
import { users } from './user'

/** Profile fields beyond users (user-data sub pages). */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  signature: text('signature'),
  email: text('email'),
  school: text('school'),
  company: text('company'),
  address: text('address'),
  idCardEncrypted: text('id_card_encrypted'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

export const receiveAddresses = pgTable(
  'receive_addresses',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    phoneEncrypted: text('phone_encrypted').notNull(),
    region: text('region').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('receive_addresses_user_idx').on(t.userId)],
)

/** Visitors a user books for (consumUserContacts). */
export const userContacts = pgTable(
  'user_contacts',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    /** ID_CARD | PASSPORT | OTHER */
    certType: text('cert_type').notNull(),
    certNumberEncrypted: text('cert_number_encrypted').notNull(),
    certNumberHash: text('cert_number_hash').notNull(),
    phoneEncrypted: text('phone_encrypted').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('user_contacts_cert_uq').on(t.userId, t.certNumberHash)],
)

export const realNameAuths = pgTable(
  'real_name_auths',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: siteRef(),
    realName: text('real_name').notNull(),
    idCardEncrypted: text('id_card_encrypted').notNull(),
    /** one id card verifies one account per site */
    idCardHash: text('id_card_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('real_name_auths_card_uq').on(t.siteId, t.idCardHash)],
)

/** Points ledger (integral records); the balance is the sum. */
export const integralRecords = pgTable(
  'integral_records',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    points: integer('points').notNull(),
    /** checkIn | invite | register | booking ... (translated label key account:integral.<reason>) */
    reason: text('reason').notNull(),
    /** yyyy-mm-dd for checkIn rows: one check-in per user and day */
    day: text('day'),
    createdAt: created(),
  },
  (t) => [index('integral_records_user_idx').on(t.userId), uniqueIndex('integral_records_day_uq').on(t.userId, t.reason, t.day)],
)

/** Wallet ledger in cents; withdrawals are negative rows with a status. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    amountCents: integer('amount_cents').notNull(),
    /** income | withdrawal */
    kind: text('kind').notNull(),
    /** done | pending | rejected */
    status: text('status').notNull(),
    title: text('title').notNull(),
    account: text('account'),
    createdAt: created(),
  },
  (t) => [index('wallet_entries_user_idx').on(t.userId)],
)

export const userCollections = pgTable(
  'user_collections',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    title: text('title').notNull(),
    imgUrl: text('img_url'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('user_collections_uq').on(t.userId, t.resourceType, t.resourceId)],
)

export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** product-spec 3 "Message": 1 opens the message detail; other types jump by jumpType */
    msgType: integer('msg_type').notNull().default(1),
    /** 1 activity (relationId), 2 topic (relationId), 3 shop goods (relationId or jumpUrl), 4 url (jumpUrl) */
    jumpType: integer('jump_type').notNull().default(1),
    relationId: text('relation_id'),
    jumpUrl: text('jump_url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('user_messages_user_idx').on(t.userId, t.createdAt)],
)

export const feedbacks = pgTable('feedbacks', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  siteId: siteRef(),
  content: text('content').notNull(),
  /** the contact the user left (phone, e-mail, WeChat id), AES-GCM at rest like every personal number */
  contactEncrypted: text('contact_encrypted'),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  createdAt: created(),
})

export const inviteCodes = pgTable('invite_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: siteRef(),
  code: text('code').notNull().unique(),
})

/** Who invited whom; a user is invited at most once. */
export const invitations = pgTable('invitations', {
  id: serial('id').primaryKey(),
  inviterId: userRef(),
  inviteeId: integer('invitee_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
})
