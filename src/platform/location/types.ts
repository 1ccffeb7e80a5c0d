/** What the platform files and ./current.ts share (./index.ts re-exports it). */
import type { Refusal } from '../permission'

/** a refusal (src/platform/permission: privacy agreement, permission, phone), or why else it failed */
export type LocationFailure = Refusal | 'unavailable' | 'timeout' | 'unsupported'

export type LocationResult =
  | { ok: true; latitude: number; longitude: number; accuracy?: number; type: 'gcj02' }
  | { ok: false; reason: LocationFailure; messageKey: typeof LOCATION_FAILED_KEY }

export const LOCATION_FAILED_KEY = 'common:locationFailed'
export const LOCATION_FAILURE_TOAST_MS = 4000

export interface LocationAdapter {
  getLocation(): Promise<LocationResult>
}

/** the refusal behind a failure, when the visitor (or the phone) refused */
export function refusalOfFailure(reason: LocationFailure | undefined): Refusal | undefined {
  return reason === 'privacy' || reason === 'denied' || reason === 'system' ? reason : undefined
}

export function locationFailure(reason: LocationFailure): LocationResult {
  return { ok: false, reason, messageKey: LOCATION_FAILED_KEY }
}
