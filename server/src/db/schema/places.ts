/**
 * Places (product-spec 1, 2.1-2.3 "Places"; rules-and-contract 7 "Resources"): every kind of
 * place a visitor browses is a row of `places`, told apart by `type` (a key of RESOURCE_TYPES in
 * src/core/resource-types.ts: SCENERY, SPOTS, VENUE, HOTEL, FOOD, ...). What only some types have
 * sits in typed columns where a rule reads it (crowding, coordinates, parent) and in `extra`
 * otherwise. Rows are per site: a site never reads another site's places.
 *
 * Interactions (like, collection, focus) and browse records are per user and resource
 * (res/api/interactManage/*); counters live on the resource row and change in the same
 * transaction as the interaction row (a conditional insert/delete, so a double tap counts once).
 * Search documents, search records and hot words serve res/api/es/search and res/api/hotWord/*.
 */
import { sql } from 'drizzle-orm'
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

/** Per-language texts of a place (intl sites); a missing language falls back to the row's own. */
export interface PlaceTranslation {
  name?: string
  summary?: string
  intro?: string
  address?: string
  openHours?: string
  price?: string
}

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** RESOURCE_TYPES key: SCENERY, SPOTS, VENUE, ACTIVITY_ROOM, HOTEL, FOOD, SPECIALITY, HOMESTAY, RURAL, ... */
    type: text('type').notNull(),
    /** the place this one belongs to: a spot's scenic area, a rural spot's village, an exhibition's venue */
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** one line under the name in lists */
    summary: text('summary').notNull().default(''),
    /** plain-text paragraphs separated by blank lines (no HTML is stored or rendered) */
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<Array<{ url: string; description: string }>>().notNull().default([]),
    video: text('video').notNull().default(''),
    audio: text('audio').notNull().default(''),
    panorama: text('panorama').notNull().default(''),
    /** six-digit region code inside the site's region */
    regionCode: text('region_code').notNull().default(''),
    address: text('address').notNull().default(''),
    /** gcj02 */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    openHours: text('open_hours').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** as shown: "免费", "¥60", "人均 ¥85" */
    price: text('price').notNull().default(''),
    /** scenic grade (5A...), hotel stars, venue level */
    level: text('level').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    websiteUrl: text('website_url').notNull().default(''),
    officialName: text('official_name').notNull().default(''),
    officialUrl: text('official_url').notNull().default(''),
    /** scenic crowding: visitors now / capacity (src/core rules) */
    capacity: integer('capacity'),
    visitors: integer('visitors'),
    /** hotel rooms (SUFFICIENT, TIGHT, FULL) or dining (SUFFICIENT, TIGHT, NEED_WAITING, VERY_POPULAR) */
    crowdState: text('crowd_state').notNull().default(''),
    /** fields only some types have (a guide's sex and languages, an agency's licence, show times...) */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    translations: jsonb('translations').$type<Record<string, PlaceTranslation>>().notNull().default({}),
    likeNum: integer('like_num').notNull().default(0),
    collectionNum: integer('collection_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    browseNum: integer('browse_num').notNull().default(0),
    /** larger first in lists and rankings */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    // the list order (sort desc, id desc) and its reverse, read from either end (bench:list)
    index('places_site_type_sort_id_idx').on(t.siteId, t.type, t.sort, t.id),
    index('places_parent_idx').on(t.parentId),
  ],
)

/** like, collection or focus of a user on a resource (a place, a news item...) */
export const interactions = pgTable(
  'interactions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    siteId: siteRef(),
    /** CONTENT_TYPE_* code of the resource */
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    kind: text('kind').$type<'like' | 'collection' | 'focus'>().notNull(),
    createdAt: created(),
  },
  (t) => [
    unique('interactions_once').on(t.userId, t.resourceType, t.resourceId, t.kind),
    index('interactions_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  ],
)

export const browseRecords = pgTable(
  'browse_records',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    siteId: siteRef(),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    createdAt: created(),
  },
  (t) => [index('browse_records_user_idx').on(t.userId, t.createdAt)],
)

/**
 * What res/api/es/search looks in: one row per searchable resource and language, `terms` holding
 * the segmented words and two-character pieces of its title and text (server search plugin).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    lang: text('lang').notNull().default('zh'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    terms: text('terms').notNull().default(''),
    /** ranking tie-break (a place's sort, a news item's recency) */
    weight: integer('weight').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('search_documents_once').on(t.siteId, t.resourceType, t.resourceId, t.lang),
    index('search_documents_site_idx').on(t.siteId, t.lang),
    // the terms as an array of whole terms: `@>` finds the documents holding every term asked for
    // (the keyword's two-character pieces, its words) without reading the site's other documents
    index('search_documents_terms_array_idx').using('gin', sql`string_to_array(btrim(${t.terms}), ' ')`),
  ],
)

export const searchRecords = pgTable(
  'search_records',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    siteId: siteRef(),
    keyword: text('keyword').notNull(),
    createdAt: created(),
  },
  (t) => [unique('search_records_once').on(t.userId, t.siteId, t.keyword), index('search_records_user_idx').on(t.userId, t.createdAt)],
)

export const hotWords = pgTable(
  'hot_words',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    word: text('word').notNull(),
    hits: integer('hits').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('hot_words_once').on(t.siteId, t.word)],
)
