/**
 * Campaign pages as data (product-spec 2.3 "Campaign pages"; issue 14; docs/contract-campaigns.md):
 * a campaign is a record on the server, an ordered list of sections of a few kinds, drawn by one
 * renderer in the app. A new campaign is a new record (reachable at /campaign/{code}), no build.
 *
 *   GET res/api/campaign/detail?code=   → { code: 0, data: CampaignDetail } (another site's code: 404)
 *   GET res/api/campaign/list           → paged (a) of CampaignItem (under way and coming, for menus)
 *
 * The stored record holds `CampaignSection`s (checked by `validateCampaign`, ./rules.ts, on the
 * server before a record is written); the detail answers `ResolvedSection`s: the places, news and
 * stories a section names by id are read on the server and sent with it, so the page makes one call.
 */
import type { PlaceListItem } from '../places/contract'
import type { VoteState } from '../votes/rules'

/** rich text as data: no HTML is stored or rendered, so nothing in it can run or restyle the page */
export type RichBlock = { type: 'heading' | 'paragraph' | 'quote'; text: string } | { type: 'list'; items: string[] }

export interface BannerSection {
  kind: 'banner'
  /** absolute or `/api/...` picture address */
  image: string
  title: string
  subtitle?: string
}
export interface RichTextSection {
  kind: 'richText'
  title?: string
  blocks: RichBlock[]
}
export interface PlacesSection {
  kind: 'places'
  title: string
  layout: 'list' | 'waterfall'
  /** ids of the site's places (any place type), in the order shown */
  placeIds: number[]
  /** a line of the campaign about a place, by place id ("best in the morning", "closed Mondays") */
  notes?: Record<string, string>
}
export interface MapSection {
  kind: 'map'
  title: string
  placeIds: number[]
}
export interface ArticlesSection {
  kind: 'articles'
  title: string
  /** news (res/api/content) or stories (res/api/story) */
  source: 'news' | 'stories'
  ids: number[]
}
export interface EntriesSection {
  kind: 'entries'
  title: string
  /** a vote campaign of the site (res/api/vote): its entries with their votes */
  voteId: number
  /** entries shown on the campaign page, the rest on /player-list/{code} */
  limit: number
}
export interface CountdownSection {
  kind: 'countdown'
  title: string
  /** ISO date-time the countdown reaches */
  until: string
  /** said once it is reached */
  doneText: string
}
export interface ShareSection {
  kind: 'share'
  title: string
  text: string
  image?: string
}

export type CampaignSection =
  BannerSection | RichTextSection | PlacesSection | MapSection | ArticlesSection | EntriesSection | CountdownSection | ShareSection

export type SectionKind = CampaignSection['kind']

/** a news or a story as a campaign lists it */
export interface CampaignArticle {
  id: number
  title: string
  cover: string
  summary: string
  /** ISO */
  time: string
}

/** what the detail answers per section: stored fields plus what the server read for it */
export type ResolvedSection =
  | Exclude<CampaignSection, PlacesSection | MapSection | ArticlesSection | EntriesSection>
  | (PlacesSection & { places: PlaceListItem[] })
  | (MapSection & { places: PlaceListItem[] })
  | (ArticlesSection & { items: CampaignArticle[] })
  | (EntriesSection & { voteTitle: string; voteType: 'WORK' | 'PERSON'; voteState: VoteState; entryNum: number })

/** the record as an operator writes it (validateCampaign) */
export interface CampaignInput {
  code: string
  title: string
  /** ISO; the page shows before and after the window too (with its state) */
  startTime: string
  endTime: string
  sections: CampaignSection[]
}

export type CampaignState = VoteState

export interface CampaignItem {
  id: number
  code: string
  title: string
  cover: string
  startTime: string
  endTime: string
  state: CampaignState
}

export interface CampaignDetail extends CampaignItem {
  sections: ResolvedSection[]
}
