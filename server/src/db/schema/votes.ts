/**
 * Votes and surveys (issue 13; src/core/votes; docs/contract-votes.md).
 * - vote_campaigns: a site's campaigns, their window, their daily vote limit per user.
 * - vote_entries: the works or candidates of a campaign (demo rows have no user; a visitor's entry
 *   has its user), with their vote count kept in `vote_num` (changed only in the vote transaction).
 * - vote_records: one row per vote; the unique index (user, entry, day) is the "one vote per item
 *   per day" rule.
 * - vote_daily_counts: per (user, campaign, day) the votes cast; the vote's conditional upsert
 *   (count < limit) is the daily limit, and its row lock serialises one user's votes of a campaign.
 * - surveys and survey_answers: a survey's questions (jsonb, src/core/votes/survey.ts) and one
 *   answer per user (unique index); demo answers have no user.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Question, SurveyAnswers } from '../../../../src/core/votes/survey'
import { created, siteRef, userRef } from './columns'
import { users } from './user'

export const voteCampaigns = pgTable(
  'vote_campaigns',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    /** WORK | PERSON (src/core/votes/rules.ts VOTE_TYPES) */
    voteType: text('vote_type').notNull().default('WORK'),
    intro: text('intro').notNull().default(''),
    /** one rule per line */
    rules: text('rules').notNull().default(''),
    organizer: text('organizer').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** votes per user per day in this campaign */
    dailyLimit: integer('daily_limit').notNull().default(3),
    /** visitors may enter works (/vote-join) while it is not over */
    joinable: boolean('joinable').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('vote_campaigns_site_idx').on(t.siteId, t.sort)],
)

export const voteEntries = pgTable(
  'vote_entries',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => voteCampaigns.id, { onDelete: 'cascade' }),
    /** the visitor who entered it; null for the organiser's (demo) entries */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** the entry's number in its campaign, 1, 2, ... */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    author: text('author').notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    voteNum: integer('vote_num').notNull().default(0),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vote_entries_number_uq').on(t.voteId, t.number),
    index('vote_entries_votes_idx').on(t.voteId, t.voteNum),
    index('vote_entries_user_idx').on(t.userId),
  ],
)

export const voteRecords = pgTable(
  'vote_records',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => voteCampaigns.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => voteEntries.id, { onDelete: 'cascade' }),
    /** the site's calendar day, yyyy-mm-dd (UTC+8) */
    day: text('day').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('vote_records_once_a_day_uq').on(t.userId, t.entryId, t.day),
    index('vote_records_user_idx').on(t.userId, t.createdAt),
  ],
)

export const voteDailyCounts = pgTable(
  'vote_daily_counts',
  {
    userId: userRef(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => voteCampaigns.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.voteId, t.day] })],
)

export interface SurveyGroupRow {
  code: string
  name: string
}

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    intro: text('intro').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    groups: jsonb('groups').$type<SurveyGroupRow[]>().notNull().default([]),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    answerNum: integer('answer_num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('surveys_site_idx').on(t.siteId, t.sort)],
)

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** null: a demo answer */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('survey_answers_once_uq').on(t.surveyId, t.userId), index('survey_answers_user_idx').on(t.userId, t.createdAt)],
)
