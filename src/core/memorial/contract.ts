/**
 * Shapes of the memorial calls under rest/memorial (docs/contract-memorial.md), shared by the app
 * and the server.
 */
import type { OfferingKind } from './rules'

export interface MemorialHall {
  id: number
  name: string
  cover: string
  /** one line under the name: what is remembered */
  summary: string
  /** where the memorial stands */
  place: string
  flowerNum: number
  candleNum: number
  /** offerings of the site day (UTC+8) */
  todayFlowers: number
  todayCandles: number
  messageNum: number
}

export interface MemorialHallDetail extends MemorialHall {
  /** paragraphs separated by blank lines, plain text */
  intro: string
  /** logged-in caller: what they offered today (both false otherwise) */
  offeredToday: Record<OfferingKind, boolean>
}

export interface OfferingResult {
  hallId: number
  kind: OfferingKind
  /** the hall's total of this kind after the offering */
  total: number
  /** the hall's offerings of this kind today */
  today: number
}

/** 'rejected': turned down by a moderator, shown to no one */
export type MemorialMessageState = 'published' | 'pending' | 'rejected'

/** a held message as its site's moderators review it (rest/memorial/message/pending) */
export interface PendingMemorialMessage {
  id: number
  hallId: number
  hallName: string
  content: string
  nickName: string
  createTime: string
  /** why it was held: 'word' (a sensitive word) */
  heldFor: string
}

export const REVIEW_DECISIONS = ['publish', 'reject'] as const
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]
export const isReviewDecision = (value: unknown): value is ReviewDecision => REVIEW_DECISIONS.includes(value as ReviewDecision)

export interface MemorialMessage {
  id: number
  content: string
  nickName: string
  headImg: string
  createTime: string
  isMine: boolean
  state: MemorialMessageState
  /** a held message shown to a moderator of the site, who may publish or reject it */
  canReview: boolean
}
