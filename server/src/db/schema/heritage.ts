/**
 * The heritage capability's tables (issue 11, plugins/heritage): intangible-heritage projects,
 * their successors (传承人), experience and inheritance (protection) bases, and the section's
 * entries (food, news, video, audio). Rows are per site. Likes, collections and follows are
 * the shared `interactions` rows; the counters here move with them in one transaction.
 */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type {
  HeritageBaseKind,
  HeritageCategory,
  HeritageEntryKind,
  HeritageImage,
  HeritageLevel,
} from '../../../../src/core/heritage/contract'
import { siteRef } from './columns'

const counters = () => ({
  likeNum: integer('like_num').notNull().default(0),
  collectionNum: integer('collection_num').notNull().default(0),
  browseNum: integer('browse_num').notNull().default(0),
  commentNum: integer('comment_num').notNull().default(0),
})

export const heritageProjects = pgTable(
  'heritage_projects',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    category: text('category').$type<HeritageCategory>().notNull(),
    level: text('level').$type<HeritageLevel>().notNull(),
    listCode: text('list_code').notNull().default(''),
    listedYear: integer('listed_year').notNull().default(0),
    regionCode: text('region_code').notNull().default(''),
    protectionUnit: text('protection_unit').notNull().default(''),
    summary: text('summary').notNull().default(''),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<HeritageImage[]>().notNull().default([]),
    ...counters(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('heritage_projects_site_idx').on(t.siteId, t.level, t.sort)],
)

export const heritageSuccessors = pgTable(
  'heritage_successors',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    projectId: integer('project_id')
      .notNull()
      .references(() => heritageProjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    birthYear: integer('birth_year').notNull().default(0),
    generation: integer('generation').notNull().default(0),
    level: text('level').$type<HeritageLevel>().notNull(),
    summary: text('summary').notNull().default(''),
    intro: text('intro').notNull().default(''),
    works: jsonb('works').$type<string[]>().notNull().default([]),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<HeritageImage[]>().notNull().default([]),
    /** followers: moves by one with each follow / unfollow (interactions kind 'focus') */
    fansNum: integer('fans_num').notNull().default(0),
    ...counters(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('heritage_successors_site_idx').on(t.siteId, t.sort), index('heritage_successors_project_idx').on(t.projectId)],
)

export const heritageBases = pgTable(
  'heritage_bases',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    kind: text('kind').$type<HeritageBaseKind>().notNull(),
    projectId: integer('project_id').references(() => heritageProjects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    level: text('level').$type<HeritageLevel>().notNull(),
    address: text('address').notNull().default(''),
    regionCode: text('region_code').notNull().default(''),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    openHours: text('open_hours').notNull().default(''),
    phone: text('phone').notNull().default(''),
    summary: text('summary').notNull().default(''),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<HeritageImage[]>().notNull().default([]),
    ...counters(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('heritage_bases_site_idx').on(t.siteId, t.kind, t.sort)],
)

export const heritageEntries = pgTable(
  'heritage_entries',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    kind: text('kind').$type<HeritageEntryKind>().notNull(),
    projectId: integer('project_id').references(() => heritageProjects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    cover: text('cover').notNull().default(''),
    mediaUrl: text('media_url').notNull().default(''),
    duration: integer('duration').notNull().default(0),
    address: text('address').notNull().default(''),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('heritage_entries_site_idx').on(t.siteId, t.kind, t.sort)],
)
