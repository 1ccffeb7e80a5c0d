/**
 * Sites and their menus. Rows are seeded from `sites/*.json` at startup (db/seed.ts);
 * the JSON files stay the source of truth for site settings, the database for menus.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { SiteConfig } from '../../../../types/site'

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  siteCode: text('site_code').notNull().unique(),
  name: text('name').notNull(),
  english: text('english').notNull(),
  regionCode: text('region_code').notNull(),
  siteVersion: text('site_version').notNull(),
  /** NORMAL serves; PAUSED answers every call with code 3 */
  state: text('state').notNull(),
  h5Domain: text('h5_domain').notNull(),
  /** the whole sites/<code>.json, for settings without a column of their own */
  config: jsonb('config').$type<SiteConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Where a menu shows: the home page's menu grid or the bottom navigation bar. */
export const MENU_LOCATIONS = ['HOME_BOTTOM', 'BOTTOM_NAV'] as const
export type MenuLocation = (typeof MENU_LOCATIONS)[number]
/** The contract only ever asks for WEB (rules-and-contract section 7). */
export const CLIENT_TYPES = ['WEB'] as const

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    clientType: text('client_type').notNull().default('WEB'),
    location: text('location').$type<MenuLocation>().notNull(),
    /** set on entries of a subList */
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    /** name in the site's default language */
    name: text('name').notNull(),
    /** names by app language (zh, en, fr, ja, ko) for multilingual sites; falls back to name */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    menuCode: text('menu_code').notNull(),
    /** 1 internal route, 2 external link */
    jumpType: integer('jump_type').notNull().default(1),
    externalLink: text('external_link'),
    resourceValue: text('resource_value'),
    /** an in-app path (jumpType 1) for an entry whose menu code has no route of its own (src/core/menu-codes.ts) */
    path: text('path'),
    selectIcon: text('select_icon'),
    unSelectIcon: text('un_select_icon'),
    needLogin: boolean('need_login').notNull().default(false),
  },
  (t) => [index('menu_items_site_location_idx').on(t.siteId, t.clientType, t.location)],
)
