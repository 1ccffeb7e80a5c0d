/**
 * Campaign pages as data (issue 14; src/core/campaigns; docs/contract-campaigns.md): one row per
 * campaign of a site, its page an ordered list of sections (jsonb, checked by validateCampaign
 * before it is written). A new campaign is a new row: the app draws it at /campaign/{code}.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CampaignSection } from '../../../../src/core/campaigns/contract'
import type { CampaignPublishState } from '../../../../src/core/campaigns/rules'
import { created, siteRef } from './columns'

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** the address: /campaign/{code}, or a named route of the spec with the same code (/winter-guide) */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** the list's picture (the first banner's, by default) */
    cover: text('cover').notNull().default(''),
    sections: jsonb('sections').$type<CampaignSection[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** PUBLISHED shows; DRAFT (an operator's unfinished page) answers not found */
    state: text('state').$type<CampaignPublishState>().notNull().default('PUBLISHED'),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [uniqueIndex('campaigns_site_code_uq').on(t.siteId, t.code), index('campaigns_site_sort_idx').on(t.siteId, t.sort)],
)
