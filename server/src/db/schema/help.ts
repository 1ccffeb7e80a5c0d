/**
 * Help (issue 13 "Help"; docs/contract-help.md): a site's FAQ (/common-problem, /problem-detail,
 * and the /robot assistant that answers from it by keyword) and the visitors' emergency reports
 * (/call-upload, POST config/api/emergency/save).
 */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** the category's name as the site shows it (operator data, the site's language) */
    category: text('category').notNull(),
    question: text('question').notNull(),
    /** plain text, paragraphs separated by blank lines */
    answer: text('answer').notNull(),
    /** the operator's keywords the robot matches (src/core/help/robot.ts) */
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** smaller first */
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('faq_entries_site_idx').on(t.siteId, t.category, t.sort)],
)

export const emergencyReports = pgTable(
  'emergency_reports',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    description: text('description').notNull(),
    /** a number to call back, encrypted at rest (app.fieldCrypto, like users' phones); '' when not given */
    phoneEncrypted: text('phone_encrypted').notNull().default(''),
    /** gcj02 */
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    address: text('address').notNull().default(''),
    /** uploaded photo addresses (file/upload), at most 9 */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** submitted → (the rescue desk's own system takes it from there) */
    status: text('status').notNull().default('submitted'),
    createdAt: created(),
  },
  (t) => [index('emergency_reports_user_idx').on(t.userId, t.id), index('emergency_reports_site_idx').on(t.siteId, t.id)],
)
