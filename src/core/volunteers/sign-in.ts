/**
 * Volunteer sign-in and service hours (product-spec 2.3 "sign-in"; the radius and window are not
 * shown: decided here, docs/contract-volunteers.md):
 * - a volunteer signs in only within SIGN_IN_RADIUS_M metres of the activity's place (gcj02,
 *   haversine of src/core/geo.ts; an activity may set its own radius) and from SIGN_IN_EARLY_MS
 *   before its start until its end;
 * - signs out once, after signing in, until SIGN_OUT_LATE_MS after the end (no place rule: a
 *   volunteer may leave the place first);
 * - hours: the minutes between sign-in and sign-out, both clamped to the activity's start and end
 *   (arriving early or leaving late counts nothing extra), whole minutes, never negative.
 * - one sign-in per volunteer and activity.
 */
import { haversineMetres, type LngLat } from '../geo'

export const SIGN_IN_RADIUS_M = 500
export const SIGN_IN_EARLY_MS = 30 * 60_000
export const SIGN_OUT_LATE_MS = 2 * 3_600_000
const MINUTE_MS = 60_000

export interface SignInActivity {
  startTime: number
  endTime: number
  longitude: number | null
  latitude: number | null
  /** metres; default SIGN_IN_RADIUS_M */
  radius?: number
}

export type SignInRefusal = 'notOpen' | 'ended' | 'tooFar' | 'noPlace' | 'badPosition'

export interface SignInCheck {
  ok: boolean
  refusal?: SignInRefusal
  /** metres from the place, rounded */
  distance?: number
}

export const isPosition = (p: Partial<LngLat> | null | undefined): p is LngLat =>
  !!p &&
  typeof p.longitude === 'number' &&
  typeof p.latitude === 'number' &&
  Number.isFinite(p.longitude) &&
  Number.isFinite(p.latitude) &&
  Math.abs(p.longitude) <= 180 &&
  Math.abs(p.latitude) <= 90

/** the sign-in window: [start − 30 min, end) */
export function signInWindow(a: Pick<SignInActivity, 'startTime' | 'endTime'>, now: number): 'notOpen' | 'open' | 'ended' {
  if (now < a.startTime - SIGN_IN_EARLY_MS) return 'notOpen'
  if (now >= a.endTime) return 'ended'
  return 'open'
}

export function checkSignIn(a: SignInActivity, at: Partial<LngLat> | null, now: number): SignInCheck {
  const window = signInWindow(a, now)
  if (window !== 'open') return { ok: false, refusal: window }
  if (a.longitude === null || a.latitude === null) return { ok: false, refusal: 'noPlace' }
  if (!isPosition(at)) return { ok: false, refusal: 'badPosition' }
  const distance = Math.round(haversineMetres(at, { longitude: a.longitude, latitude: a.latitude }))
  if (distance > (a.radius ?? SIGN_IN_RADIUS_M)) return { ok: false, refusal: 'tooFar', distance }
  return { ok: true, distance }
}

/** sign-out: after the sign-in, until 2 h after the end */
export function maySignOut(a: Pick<SignInActivity, 'endTime'>, now: number): boolean {
  return now < a.endTime + SIGN_OUT_LATE_MS
}

export function serviceMinutes(a: Pick<SignInActivity, 'startTime' | 'endTime'>, signIn: number, signOut: number): number {
  const from = Math.max(signIn, a.startTime)
  const to = Math.min(signOut, a.endTime)
  return Math.max(0, Math.floor((to - from) / MINUTE_MS))
}

/** minutes shown as hours with one decimal (e.g. 90 → "1.5") */
export const hoursText = (minutes: number): string => (Math.round((minutes / 60) * 10) / 10).toFixed(1)
