/**
 * How a session (and its day) is labelled (issue 28: today's running morning session read
 * "暂停预约", which says the operator stopped bookings). Bookings of a session close at its start
 * (book() refuses a started one: the place admits the session's visitors from its start); a
 * session under way is "running" until its end, then "ended"; only a paused resource is
 * "stopped". The spec's openStatus stays -1 for all three (rules-and-contract's code); the label
 * is what changes.
 */
import { dayState, type DayState } from './appointment-day'

export type SessionState = DayState | 'running' | 'ended'

export interface SessionStateInput {
  /** the slot's own status: 1 open, 0 closed (before the time and the pause are applied) */
  openStatus: number
  /** the resource's bookings are paused by the operator */
  paused: boolean
  stock: number
  /** ms */
  startsAt: number
  endsAt: number
}

export function sessionState(s: SessionStateInput, now: number): SessionState {
  if (s.paused) return 'stopped'
  if (s.openStatus !== 1) return dayState({ openStatus: s.openStatus, stock: s.stock })
  if (now >= s.endsAt) return 'ended'
  if (now >= s.startsAt) return 'running'
  return dayState({ openStatus: 1, stock: s.stock })
}

/** what a day shows: its best session's state (one open session makes the day open) */
const DAY_ORDER: SessionState[] = ['open', 'full', 'stopped', 'running', 'ended', 'closed']
export function dayStateOfSessions(states: SessionState[]): SessionState {
  for (const s of DAY_ORDER) if (states.includes(s)) return s
  return 'closed'
}
