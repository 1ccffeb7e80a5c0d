/**
 * Votes (product-spec 2.3 "Votes"; issue 13), shared by the app and the server
 * (docs/contract-votes.md):
 * - a campaign's state from its time window: not started, under way, over;
 * - the per-user daily vote limit of a campaign (configurable, 3 by default) and one vote per
 *   item (entry) per day, the day being the site's calendar day (UTC+8);
 * - the rules of an entry (a work or candidate entered by a visitor): title, description, pictures.
 * The server enforces the limits under concurrency (server/src/plugins/votes/vote-service.ts);
 * the app uses the same words before it calls.
 */
import { siteDayOf } from '../booking/site-time'

export const VOTE_STATES = ['notStarted', 'underWay', 'over'] as const
export type VoteState = (typeof VOTE_STATES)[number]
/** the `state` filter of res/api/vote/list: 1 not started, 2 under way, 3 over */
export const VOTE_STATE_CODES: Record<VoteState, number> = { notStarted: 1, underWay: 2, over: 3 }
export const voteStateOfCode = (code: number): VoteState | undefined => VOTE_STATES.find((s) => VOTE_STATE_CODES[s] === code)

/** the window is [start, end): at the end instant the campaign is over */
export function voteState(w: { startTime: number; endTime: number }, now: number): VoteState {
  if (now < w.startTime) return 'notStarted'
  if (now >= w.endTime) return 'over'
  return 'underWay'
}

export const DEFAULT_DAILY_LIMIT = 3
export const MAX_DAILY_LIMIT = 50
export const dailyLimitOf = (limit: number | null | undefined): number =>
  Number.isInteger(limit) && (limit as number) >= 1 ? Math.min(limit as number, MAX_DAILY_LIMIT) : DEFAULT_DAILY_LIMIT

/** the vote day of an instant: the site's calendar day (yyyy-mm-dd, UTC+8) */
export const voteDayOf = (ms: number): string => siteDayOf(ms)

/** campaign kinds: works (photos, crafts) or candidates (people); /vote-search/:id/:voteType */
export const VOTE_TYPES = ['WORK', 'PERSON'] as const
export type VoteType = (typeof VOTE_TYPES)[number]
export const isVoteType = (v: unknown): v is VoteType => typeof v === 'string' && (VOTE_TYPES as readonly string[]).includes(v)

export interface VoteCheck {
  state: VoteState
  /** votes the user cast in this campaign today */
  usedToday: number
  dailyLimit: number
  /** the user already voted for this entry today */
  votedItemToday: boolean
}

/** message key (votes namespace) of the rule a vote breaks, or null when it may be cast */
export function voteRefusal(c: VoteCheck): string | null {
  if (c.state === 'notStarted') return 'error.notStarted'
  if (c.state === 'over') return 'error.over'
  if (c.votedItemToday) return 'error.votedToday'
  if (c.usedToday >= dailyLimitOf(c.dailyLimit)) return 'error.dailyLimit'
  return null
}

/** votes left today (never negative) */
export const votesLeft = (usedToday: number, dailyLimit: number): number => Math.max(0, dailyLimitOf(dailyLimit) - usedToday)

export const ENTRY_TITLE_MAX = 30
export const ENTRY_DESCRIPTION_MAX = 500
export const ENTRY_PICTURES_MAX = 9

export interface EntryDraft {
  title: string
  description: string
  pictures: string[]
}

export const EMPTY_ENTRY: EntryDraft = { title: '', description: '', pictures: [] }

const length = (s: string) => [...s].length

/** message key of the first broken rule of an entry, or null */
export function checkEntry(d: EntryDraft): { key: string; field: keyof EntryDraft } | null {
  const title = d.title.trim()
  if (!title) return { key: 'join.error.title', field: 'title' }
  if (length(title) > ENTRY_TITLE_MAX) return { key: 'join.error.titleLong', field: 'title' }
  if (!d.description.trim()) return { key: 'join.error.description', field: 'description' }
  if (length(d.description) > ENTRY_DESCRIPTION_MAX) return { key: 'join.error.descriptionLong', field: 'description' }
  if (d.pictures.length === 0) return { key: 'join.error.pictures', field: 'pictures' }
  if (d.pictures.length > ENTRY_PICTURES_MAX) return { key: 'join.error.picturesMany', field: 'pictures' }
  return null
}

/** the entry number shown on a card: "No. 007" style, three digits at least */
export const entryNumberText = (n: number): string => String(n).padStart(3, '0')
