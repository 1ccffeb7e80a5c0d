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

/** a brand's texts in another language of an intl site; a missing one falls back to the row's */
export type BrandTexts = Partial<{ name: string; slogan: string; intro: string }>
/** a place (or other resource) a brand stands for: getApiBrandList finds the brand of a place by it */
export interface BrandLink {
  resourceType: string
  resourceId: number
}

/**
 * Cultural-tourism brands of a site (a region's or a scenic area's label: 拜水都江堰·问道青城山),
 * each linked to the places it stands for. /brand-desc/{id}; a place detail's brand banner.
 */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    slogan: text('slogan').notNull().default(''),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    links: jsonb('links').$type<BrandLink[]>().notNull().default([]),
    translations: jsonb('translations').$type<Record<string, BrandTexts>>().notNull().default({}),
    /** larger first */
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('brands_site_sort_idx').on(t.siteId, t.sort)],
)
