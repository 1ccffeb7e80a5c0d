/**
 * Fire-and-forget POSTs for statistics (src/features/stats): outside the request lifecycle, so
 * no loading indicator, no retries, no code 2/3/5 reactions, no toast; a failure (collector down,
 * offline, refused) is swallowed. The promise always resolves: true when the platform took the
 * record (H5: queued by the browser; weapp: answered 2xx), false otherwise.
 */
export type BeaconBody = { form: Record<string, string> } | { json: Record<string, unknown> }

export { sendBeacon } from './beacon'
