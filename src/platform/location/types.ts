/** What the platform files and ./current.ts share (./index.ts re-exports it). */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported'

export type LocationResult =
  | { ok: true; latitude: number; longitude: number; accuracy?: number; type: 'gcj02' }
  | { ok: false; reason: LocationFailure; messageKey: typeof LOCATION_FAILED_KEY }

export const LOCATION_FAILED_KEY = 'common:locationFailed'
export const LOCATION_FAILURE_TOAST_MS = 4000

export interface LocationAdapter {
  getLocation(): Promise<LocationResult>
}

export function locationFailure(reason: LocationFailure): LocationResult {
  return { ok: false, reason, messageKey: LOCATION_FAILED_KEY }
}
