/**
 * Home pages (issue 10 "Home pages with content"): the adverts of each site's carousels and how
 * often visitors tap a home function (an advert). Contract: docs/contract-places.md, "Home".
 */
import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { created, siteRef } from './columns'

/** where a visitor lands when tapping an advert */
export type AdvertType = 'OUTSIDE' | 'PLACE' | 'GOODS' | 'ACTIVITY'

export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** which carousel: HOME (the home page's top) or another page's */
    position: text('position').notNull().default('HOME'),
    title: text('title').notNull(),
    image: text('image').notNull(),
    type: text('type').$type<AdvertType>().notNull(),
    /** OUTSIDE: the external address (shown behind the leave-to-third-party disclaimer) */
    jumpUrl: text('jump_url').notNull().default(''),
    /** PLACE, GOODS, ACTIVITY: the resource opened and its CONTENT_TYPE_* code */
    resourceId: integer('resource_id'),
    resourceType: text('resource_type').notNull().default(''),
    /** titles of intl sites per language; a missing language falls back to `title` */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    /** larger first */
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('adverts_site_position_idx').on(t.siteId, t.position, t.sort)],
)

/** taps counted per site and function (addFunctionClickRecord): one row each, a counter */
export const functionClicks = pgTable(
  'function_clicks',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** ADVERT */
    functionType: text('function_type').notNull(),
    functionId: integer('function_id').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [unique('function_clicks_once').on(t.siteId, t.functionType, t.functionId)],
)
