/**
 * Tables of the complaints capability (plugins/complaints, docs/contract-complaints.md): the
 * complaints, their timeline (one record per step: who, when, what), the voice recordings kept by
 * saveAudio, and the site roles that let a user act as the site's complaint operator.
 */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'
import { users } from './user'

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    /** default | sc | jnq (src/core/complaints/variants.ts) */
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    /** the phone to call back, AES-GCM like every personal number */
    phoneEncrypted: text('phone_encrypted').notNull(),
    gender: integer('gender').notNull().default(0),
    complaintType: text('complaint_type').notNull(),
    placeName: text('place_name').notNull(),
    placeId: integer('place_id'),
    placeType: text('place_type'),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    /** /sc-complain: the prefecture; else the site's region */
    regionCode: text('region_code').notNull(),
    respondent: text('respondent').notNull(),
    address: text('address').notNull(),
    /** yyyy-mm-dd HH:mm, the site's wall clock as the visitor chose it */
    occurredAt: text('occurred_at').notNull(),
    reason: text('reason').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    /** pending | accepted | processed */
    status: text('status').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** satisfiedFeedback: 1-5, once, after processing */
    satisfaction: integer('satisfaction'),
    feedback: text('feedback'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('complaints_user_idx').on(t.siteId, t.userId, t.createdAt),
    index('complaints_status_idx').on(t.siteId, t.status, t.createdAt),
  ],
)

/** the timeline: submitted, accepted, replied, processed, rated; oldest first by (created_at, id) */
export const complaintRecords = pgTable(
  'complaint_records',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** submitted | accepted | replied | processed | rated */
    action: text('action').notNull(),
    /** visitor | operator */
    actor: text('actor').notNull(),
    /** the operator who acted (null for the visitor's own steps) */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    content: text('content').notNull().default(''),
    createdAt: created(),
  },
  (t) => [index('complaint_records_complaint_idx').on(t.complaintId, t.createdAt)],
)

/** voice complaints (saveAudio): an uploaded recording of the user, attached to at most one complaint */
export const complaintAudios = pgTable(
  'complaint_audios',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    url: text('url').notNull(),
    seconds: integer('seconds').notNull(),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('complaint_audios_user_idx').on(t.userId, t.createdAt)],
)

/** who may act for a site beyond visiting it: role `complaints` = the site's complaint operator */
export const siteOperatorRoles = pgTable(
  'site_operator_roles',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    role: text('role').notNull(),
    /** shown on the visitor's timeline (e.g. 成都市文旅局投诉受理中心 王敏) */
    displayName: text('display_name').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('site_operator_roles_uq').on(t.siteId, t.userId, t.role)],
)
