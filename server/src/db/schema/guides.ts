/**
 * The guides capability's tables (issue 10, plugins/guides): licensed tour guides, travel agencies,
 * destinations (the cities of a site's region) and their city cards, and guided map tours (a tour
 * is ordered stops on a scenic area, each with a position and commentary text). Rows are per site.
 */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { siteRef } from './columns'

export const guides = pgTable(
  'guides',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    /** '1' male, '2' female (src/core/guides/guide-filter.ts) */
    sex: text('sex').notNull(),
    /** language names as shown ("普通话", "English") */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    years: integer('years').notNull().default(0),
    /** 0-5, one decimal */
    rating: doublePrecision('rating').notNull().default(0),
    /** guide card number (导游证号) */
    licenceNo: text('licence_no').notNull().default(''),
    level: text('level').notNull().default(''),
    regionCode: text('region_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    cover: text('cover').notNull().default(''),
    intro: text('intro').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('guides_site_idx').on(t.siteId, t.sort)],
)

export const travelAgencies = pgTable(
  'travel_agencies',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    /** business licence of a travel agency (旅行社业务经营许可证) */
    licenceNo: text('licence_no').notNull().default(''),
    regionCode: text('region_code').notNull().default(''),
    /** the region's Chinese name, as /travel-list/{siteId}/{regionName} filters */
    regionName: text('region_name').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    cover: text('cover').notNull().default(''),
    intro: text('intro').notNull().default(''),
    /** gcj02 */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    rating: doublePrecision('rating').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('travel_agencies_site_idx').on(t.siteId, t.sort)],
)

/** a city (or county) of the site's region as a destination */
export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    regionCode: text('region_code').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('destinations_site_idx').on(t.siteId, t.regionCode)],
)

/** one theme of a destination (food, culture, nature, night): the cards of /city-card */
export const cityCards = pgTable(
  'city_cards',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    regionCode: text('region_code').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('city_cards_site_idx').on(t.siteId, t.regionCode)],
)

export interface TourStop {
  name: string
  /** gcj02 */
  longitude: number
  latitude: number
  /** the commentary read aloud at the stop */
  commentary: string
  picture: string
  /** the SPOTS place of the stop, when there is one */
  placeId: number | null
}

export const guideTours = pgTable(
  'guide_tours',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** the SCENERY place the tour walks through */
    scenicId: integer('scenic_id').notNull(),
    scenicName: text('scenic_name').notNull().default(''),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    minutes: integer('minutes').notNull().default(0),
    /** metres walked */
    distance: integer('distance').notNull().default(0),
    /** in walking order */
    stops: jsonb('stops').$type<TourStop[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('guide_tours_site_idx').on(t.siteId, t.scenicId)],
)
