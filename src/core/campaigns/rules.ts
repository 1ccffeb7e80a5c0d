/**
 * Campaign rules shared by the app and the server (./contract.ts; docs/contract-campaigns.md):
 * - `validateCampaign`: the one check of a campaign record (the server refuses a record that fails
 *   it before writing; the app draws only sections that pass `sectionProblem`, so a record written
 *   by an older or newer server never breaks a page);
 * - the named routes of the spec and the campaign code each one shows (`campaignCodeOfPath`), and
 *   the two sub-pages (/player-list/{code}, /winter-scenic-desc/{id});
 * - a campaign's state from its window.
 */
import { voteState, type VoteState } from '../votes/rules'
import type { CampaignInput, CampaignSection, RichBlock, SectionKind } from './contract'

export const SECTION_KINDS: readonly SectionKind[] = ['banner', 'richText', 'places', 'map', 'articles', 'entries', 'countdown', 'share']

export const CAMPAIGN_CODE = /^[a-z0-9][a-z0-9-]{1,39}$/
/** a record is served only PUBLISHED; a DRAFT is seen by its editors (the operator API's preview) */
export const CAMPAIGN_PUBLISH_STATES = ['DRAFT', 'PUBLISHED'] as const
export type CampaignPublishState = (typeof CAMPAIGN_PUBLISH_STATES)[number]
export const isPublishState = (v: unknown): v is CampaignPublishState => CAMPAIGN_PUBLISH_STATES.includes(v as CampaignPublishState)
export const CAMPAIGN_TITLE_MAX = 40
/** an editor's order of campaigns in the operator list: higher first */
export const CAMPAIGN_SORT_MAX = 1000
export const CAMPAIGN_MAX_SECTIONS = 20
export const SECTION_TITLE_MAX = 40
export const RICH_TEXT_MAX = 2000
export const RICH_BLOCKS_MAX = 40
export const SECTION_IDS_MAX = 30
export const ENTRIES_LIMIT_MAX = 20
/**
 * How deep a section's values may nest (a section is 1, its blocks 2, a block 3, a list's items 4).
 * Deeper records are refused before anything walks them recursively: JSON.stringify of a value
 * nested 50,000 levels overflows the stack (storing and answering it would be a 500).
 */
export const CAMPAIGN_MAX_DEPTH = 8

/** whether a value nests deeper than `max` levels of arrays and objects; iterative, so any depth is safe to measure */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!
    if (!v || typeof v !== 'object') continue
    if (depth + 1 > max) return true
    for (const child of Object.values(v)) stack.push([child, depth + 1])
  }
  return false
}

/** a problem: message key of the `campaigns` namespace and its values */
export interface CampaignProblem {
  key: string
  params?: Record<string, string | number>
}

const isText = (v: unknown, max: number, required = true): boolean =>
  typeof v === 'string' ? (!required || v.trim().length > 0) && v.length <= max && !v.includes('\u0000') : !required && v === undefined
const isIdList = (v: unknown): boolean =>
  Array.isArray(v) && v.length >= 1 && v.length <= SECTION_IDS_MAX && v.every((id) => Number.isInteger(id) && id > 0)
/** a picture: absolute http(s) or one of this server's `/api/...` addresses; never javascript: or data: */
export const isPictureUrl = (v: unknown): boolean => typeof v === 'string' && v.length <= 500 && /^(https?:\/\/|\/api\/)[^\s"'<>]+$/.test(v)
const isDate = (v: unknown): boolean => typeof v === 'string' && !Number.isNaN(Date.parse(v))

function blockOk(b: unknown): boolean {
  if (!b || typeof b !== 'object') return false
  const block = b as RichBlock
  if (block.type === 'list')
    return Array.isArray(block.items) && block.items.length > 0 && block.items.every((i) => isText(i, RICH_TEXT_MAX))
  return ['heading', 'paragraph', 'quote'].includes(block.type) && isText(block.text, RICH_TEXT_MAX)
}

/** what is wrong with one section (its index is added by the caller), or null */
export function sectionProblem(section: unknown): CampaignProblem | null {
  if (!section || typeof section !== 'object') return { key: 'error.sectionKind', params: { kind: String(section) } }
  const s = section as CampaignSection
  if (!SECTION_KINDS.includes(s.kind)) return { key: 'error.sectionKind', params: { kind: String(s.kind) } }
  const titled =
    s.kind === 'banner' || s.kind === 'richText'
      ? isText(s.title, SECTION_TITLE_MAX, s.kind === 'banner')
      : isText(s.title, SECTION_TITLE_MAX)
  if (!titled) return { key: 'error.sectionTitle', params: { max: SECTION_TITLE_MAX } }
  switch (s.kind) {
    case 'banner':
      return isPictureUrl(s.image) && isText(s.subtitle, 80, false) ? null : { key: 'error.picture' }
    case 'richText':
      return Array.isArray(s.blocks) && s.blocks.length > 0 && s.blocks.length <= RICH_BLOCKS_MAX && s.blocks.every(blockOk)
        ? null
        : { key: 'error.richText', params: { max: RICH_TEXT_MAX } }
    case 'places':
      if (s.layout !== 'list' && s.layout !== 'waterfall') return { key: 'error.layout' }
      if (!isIdList(s.placeIds)) return { key: 'error.ids', params: { max: SECTION_IDS_MAX } }
      return s.notes === undefined ||
        (typeof s.notes === 'object' && Object.entries(s.notes).every(([k, v]) => /^\d+$/.test(k) && isText(v, 200)))
        ? null
        : { key: 'error.notes' }
    case 'map':
      return isIdList(s.placeIds) ? null : { key: 'error.ids', params: { max: SECTION_IDS_MAX } }
    case 'articles':
      if (s.source !== 'news' && s.source !== 'stories') return { key: 'error.source' }
      return isIdList(s.ids) ? null : { key: 'error.ids', params: { max: SECTION_IDS_MAX } }
    case 'entries':
      if (!Number.isInteger(s.voteId) || s.voteId <= 0) return { key: 'error.vote' }
      return Number.isInteger(s.limit) && s.limit >= 1 && s.limit <= ENTRIES_LIMIT_MAX
        ? null
        : { key: 'error.limit', params: { max: ENTRIES_LIMIT_MAX } }
    case 'countdown':
      return isDate(s.until) && isText(s.doneText, 80) ? null : { key: 'error.countdown' }
    case 'share':
      return isText(s.text, 120) && (s.image === undefined || isPictureUrl(s.image)) ? null : { key: 'error.share' }
  }
}

/** the first problem of a campaign record, or null when it may be stored */
export function validateCampaign(input: unknown): CampaignProblem | null {
  if (!input || typeof input !== 'object') return { key: 'error.code' }
  const c = input as CampaignInput
  if (typeof c.code !== 'string' || !CAMPAIGN_CODE.test(c.code)) return { key: 'error.code' }
  if (!isText(c.title, CAMPAIGN_TITLE_MAX)) return { key: 'error.title', params: { max: CAMPAIGN_TITLE_MAX } }
  if (!isDate(c.startTime) || !isDate(c.endTime) || Date.parse(c.startTime) >= Date.parse(c.endTime)) return { key: 'error.window' }
  if (!Array.isArray(c.sections) || c.sections.length === 0 || c.sections.length > CAMPAIGN_MAX_SECTIONS)
    return { key: 'error.sections', params: { max: CAMPAIGN_MAX_SECTIONS } }
  for (const [i, section] of c.sections.entries()) {
    if (nestsDeeperThan(section, CAMPAIGN_MAX_DEPTH)) return { key: 'error.tooDeep', params: { max: CAMPAIGN_MAX_DEPTH, index: i + 1 } }
    const problem = sectionProblem(section)
    if (problem) return { key: problem.key, params: { ...problem.params, index: i + 1 } }
  }
  return null
}

/** the window [start, end): the same states as a vote campaign */
export const campaignState = (w: { startTime: string; endTime: string }, now: number): VoteState =>
  voteState({ startTime: Date.parse(w.startTime), endTime: Date.parse(w.endTime) }, now)

/**
 * The named campaign routes of product-spec 2.3: each is the campaign of the same code (the path
 * without its slash), so /winter-guide shows the record `winter-guide` of the site. Which sites have
 * which is data (the site's records); a site without the record says "not on this site".
 */
export const NAMED_CAMPAIGN_ROUTES: readonly string[] = [
  '/food-prevention',
  '/skills-competition',
  '/winter-guide',
  '/winter-map',
  '/achievements-exhibition',
  '/spring-festival',
  '/spring-festival-xj',
  '/spring-festival-qc',
  '/spring-festival-ws',
  '/relics-story',
  '/online-museum',
  '/tianfu-cuisine',
  '/art-xinyuan',
]

/** the campaign whose places /winter-scenic-desc/{id} describes (a place page inside that campaign) */
export const WINTER_PLACE_CAMPAIGN = 'winter-guide'

/**
 * The campaign code a path shows: /campaign/{code}, a named route, /player-list/{code} (the
 * players of that campaign), /winter-scenic-desc/{id} (a place of the winter guide); else undefined.
 */
export function campaignCodeOfPath(path: string): string | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '')
  const [first, second] = clean.split('/').filter(Boolean)
  if ((first === 'campaign' || first === 'player-list') && second) return decodeURIComponent(second)
  if (first === 'winter-scenic-desc') return WINTER_PLACE_CAMPAIGN
  return NAMED_CAMPAIGN_ROUTES.includes(`/${first}`) && !second ? first : undefined
}

/** what a countdown shows: whole days, hours and minutes left (rounded up to the minute), or null once reached */
export function countdownParts(untilMs: number, nowMs: number): { days: number; hours: number; minutes: number } | null {
  const left = untilMs - nowMs
  if (!Number.isFinite(left) || left <= 0) return null
  const minutes = Math.ceil(left / 60_000)
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
}
