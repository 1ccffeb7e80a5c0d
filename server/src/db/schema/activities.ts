/**
 * Activities (issue 12; product-spec 2.3 "Activities", 3 "Activity", 4; src/core/activities): a
 * site's activity classifies (categories) and activities. A bookable activity (booking and sign-up
 * modes) books through the booking capability: its `booking_resources` row (resourceType
 * CONTENT_TYPE_ACTIVITY, resourceId = the activity's id) and that row's `booking_slots`, one per
 * session of the activity, so places are taken by the one book() with its lock and conditional
 * update. Surveys: one per person and activity (/activity-survey).
 */
import { doublePrecision, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

export const activityClassifies = pgTable(
  'activity_classifies',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    /** per-language names (intl sites); a missing language falls back to `name` */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    /** larger first */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('activity_classifies_site_idx').on(t.siteId, t.sort)],
)

/** one session of an activity, site wall time (Asia/Shanghai): the seed makes its booking slot */
export interface ActivitySession {
  /** yyyy-mm-dd */
  day: string
  /** HH:mm */
  start: string
  end: string
  capacity: number
}

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    classifyId: integer('classify_id')
      .notNull()
      .references(() => activityClassifies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ACTIVITY_TYPE_* (src/core/activities/rules.ts), derived from the mode */
    activityType: text('activity_type').notNull(),
    /** ACTIVITY_MODE_* */
    method: text('method').notNull(),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<Array<{ url: string; description: string }>>().notNull().default([]),
    /** plain-text paragraphs separated by blank lines */
    intro: text('intro').notNull().default(''),
    organizer: text('organizer').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** gcj02 */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** the place it is held in (a venue, a scenic area...): places.id and its CONTENT_TYPE_* code */
    placeId: integer('place_id'),
    placeType: text('place_type').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    signStartsAt: timestamp('sign_starts_at', { withTimezone: true }).notNull(),
    signEndsAt: timestamp('sign_ends_at', { withTimezone: true }).notNull(),
    /** ACTIVITY_MODE_OTHER: where it is held instead */
    jumpUrl: text('jump_url').notNull().default(''),
    /** rules-and-contract 5: the faithUseStatus gate and its minimum credit score */
    faithUseStatus: boolean('faith_use_status').notNull().default(false),
    minCreditScore: integer('min_credit_score').notNull().default(0),
    /** a show with a seat map (/seat-selection) */
    seatSelection: boolean('seat_selection').notNull().default(false),
    sessions: jsonb('sessions').$type<ActivitySession[]>().notNull().default([]),
    translations: jsonb('translations').$type<Record<string, { name?: string; intro?: string; address?: string }>>().notNull().default({}),
    likeNum: integer('like_num').notNull().default(0),
    collectionNum: integer('collection_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    browseNum: integer('browse_num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    index('activities_site_start_idx').on(t.siteId, t.startsAt),
    index('activities_classify_idx').on(t.classifyId, t.startsAt),
    index('activities_place_idx').on(t.siteId, t.placeType, t.placeId),
  ],
)

export const activitySurveys = pgTable(
  'activity_surveys',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    satisfaction: integer('satisfaction').notNull(),
    content: integer('content').notNull(),
    organisation: integer('organisation').notNull(),
    recommend: boolean('recommend').notNull(),
    suggestion: text('suggestion').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('activity_surveys_once_uq').on(t.userId, t.activityId)],
)
