/**
 * Volunteers (issue 13; product-spec 2.3 "Volunteer area"; docs/contract-volunteers.md): registered
 * volunteers, teams and their members with a role, the team calendar's schedules, sign-ins to a
 * volunteer activity, service records (signed or supplementary) with their minutes, honours and
 * volunteer service brands. A volunteer activity is a row of `activities` (type ACTIVITY_TYPE_VOLUNT)
 * linked to its team by `volunteer_activities`; signing up for it is a booking (book(), resourceType
 * CONTENT_TYPE_VOLUNTEER_ACTIVITY, resourceId = the activity).
 */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { activities } from './activities'
import { created, siteRef, userRef } from './columns'

export const volunteers = pgTable(
  'volunteers',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    realName: text('real_name').notNull(),
    /** the volunteer's own saved visitor (user_contacts): what book() signs them up with */
    contactId: integer('contact_id').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    intro: text('intro').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('volunteers_site_user_uq').on(t.siteId, t.userId)],
)

export const volunteerBrands = pgTable(
  'volunteer_brands',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    cover: text('cover').notNull().default(''),
    intro: text('intro').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('volunteer_brands_site_idx').on(t.siteId, t.sort)],
)

export const volunteerTeams = pgTable(
  'volunteer_teams',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    cover: text('cover').notNull().default(''),
    intro: text('intro').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    brandId: integer('brand_id').references(() => volunteerBrands.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('volunteer_teams_site_idx').on(t.siteId, t.sort)],
)

/** role: head | manager | association | instructor | member (src/core/volunteers/roles.ts); status: pending | approved | rejected */
export const volunteerTeamMembers = pgTable(
  'volunteer_team_members',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    teamId: integer('team_id')
      .notNull()
      .references(() => volunteerTeams.id, { onDelete: 'cascade' }),
    userId: userRef(),
    role: text('role').notNull().default('member'),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('volunteer_team_members_uq').on(t.teamId, t.userId), index('volunteer_team_members_user_idx').on(t.userId)],
)

/** a volunteer activity's team and sign-in radius (the activity itself is a row of `activities`) */
export const volunteerActivities = pgTable(
  'volunteer_activities',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    siteId: siteRef(),
    teamId: integer('team_id')
      .notNull()
      .references(() => volunteerTeams.id, { onDelete: 'cascade' }),
    signInRadius: integer('sign_in_radius').notNull().default(500),
  },
  (t) => [index('volunteer_activities_team_idx').on(t.teamId)],
)

/** the team calendar's days (scheduleManage) */
export const volunteerSchedules = pgTable(
  'volunteer_schedules',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    teamId: integer('team_id')
      .notNull()
      .references(() => volunteerTeams.id, { onDelete: 'cascade' }),
    /** yyyy-mm-dd (site day) */
    day: text('day').notNull(),
    title: text('title').notNull(),
    /** HH:mm */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdBy: integer('created_by'),
    createdAt: created(),
  },
  (t) => [index('volunteer_schedules_team_day_idx').on(t.teamId, t.day)],
)

/** one sign-in per volunteer and activity (unique index); sign-out fills minutes once */
export const volunteerSignIns = pgTable(
  'volunteer_sign_ins',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: userRef(),
    signInAt: timestamp('sign_in_at', { withTimezone: true }).notNull(),
    signInLongitude: doublePrecision('sign_in_longitude').notNull(),
    signInLatitude: doublePrecision('sign_in_latitude').notNull(),
    distance: integer('distance').notNull(),
    signOutAt: timestamp('sign_out_at', { withTimezone: true }),
    minutes: integer('minutes'),
  },
  (t) => [uniqueIndex('volunteer_sign_ins_once_uq').on(t.activityId, t.userId)],
)

/** service records: kind signIn (from a sign-out, approved) or supplement (asked, reviewed by the team) */
export const volunteerRecords = pgTable(
  'volunteer_records',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    teamId: integer('team_id')
      .notNull()
      .references(() => volunteerTeams.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    signInId: integer('sign_in_id').references(() => volunteerSignIns.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** yyyy-mm-dd */
    serviceDay: text('service_day').notNull(),
    minutes: integer('minutes').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    reviewerId: integer('reviewer_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('volunteer_records_user_idx').on(t.siteId, t.userId, t.createdAt),
    index('volunteer_records_team_idx').on(t.teamId, t.status),
    uniqueIndex('volunteer_records_sign_in_uq').on(t.signInId),
  ],
)

export const volunteerHonours = pgTable(
  'volunteer_honours',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** a volunteer's honour, or a team's when userId is null */
    userId: integer('user_id'),
    teamId: integer('team_id').references(() => volunteerTeams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    issuer: text('issuer').notNull().default(''),
    /** yyyy-mm-dd */
    awardedOn: text('awarded_on').notNull(),
    image: text('image').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('volunteer_honours_site_idx').on(t.siteId, t.awardedOn)],
)
