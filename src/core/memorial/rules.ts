/**
 * The memorial (menu CS-WORSHIP, `/index?isWorship=true`; rules-and-contract 7 "Memorial calls are
 * under rest/memorial"), shared by the app and the server (docs/contract-memorial.md):
 * - offerings: flowers and a candle are two separate rites, so each has its own allowance: ONE
 *   flower and ONE candle per user per hall per site day (UTC+8); the server enforces it with the
 *   unique index (user, hall, kind, day) in the offering's transaction;
 * - a message of remembrance: 1 to MESSAGE_MAX characters, moderated like comments;
 * - the memorial mode of the app: switched on by `isWorship=true`, off by `isWorship=false` or
 *   the home's leave button; it stays for the session (not stored), so a hall opened from the
 *   memorial home, the login page on the way and the way back stay grey, and a relaunch is normal.
 */
import { siteDayOf } from '../booking/site-time'

export const OFFERING_KINDS = ['FLOWER', 'CANDLE'] as const
export type OfferingKind = (typeof OFFERING_KINDS)[number]
export const isOfferingKind = (v: unknown): v is OfferingKind => typeof v === 'string' && (OFFERING_KINDS as readonly string[]).includes(v)

/** the day an offering counts for: the site's calendar day */
export const memorialDayOf = (ms: number): string => siteDayOf(ms)

export const MESSAGE_MAX = 200

/** the message key of a broken message (namespace memorial), or null */
export function checkMessage(content: string): string | null {
  const text = content.trim()
  if (!text) return 'error.messageEmpty'
  if ([...text].length > MESSAGE_MAX) return 'error.messageLong'
  return null
}

export const WORSHIP_QUERY = 'isWorship'

/** The memorial mode after an address's query: `isWorship=true` on, `false` off, otherwise unchanged. */
export function memorialModeFrom(query: Record<string, string | undefined>, current: boolean): boolean {
  const value = query[WORSHIP_QUERY]
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return current
}

export interface OfferingButton {
  /** message key (namespace memorial) of the button's words */
  label: string
  /** offered today: drawn as done */
  done: boolean
  /** only while the call is out: a done button still answers a tap, with the server's reason */
  disabled: boolean
}

/**
 * An offering button: "献花" / "点烛" until offered today, then "已献花" / "已点烛". A done button
 * is not dead: a tap asks the server, whose refusal ("今天已为…献过花，明天再来吧") is what the
 * visitor reads, instead of a greyed button without a reason.
 */
export function offeringButton(kind: OfferingKind, offeredToday: boolean, busy = false): OfferingButton {
  const name = kind === 'FLOWER' ? 'flower' : 'candle'
  return { label: offeredToday ? `offer.${name}Done` : `offer.${name}`, done: offeredToday, disabled: busy }
}
