/**
 * Idempotency keys (issue 23): a write the client may send again when it got no answer (a timeout,
 * a dropped connection) carries one key for the user's action; the server runs the first request of
 * a key and answers the others with the same answer (server/src/http/idempotency.ts). The app's
 * request layer sends it (src/services/request.ts, flag `idempotent`).
 */

/** the request header carrying the key */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** 16 to 64 letters, digits, `-` or `_`: a UUID fits, a guessable short word does not */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** how long the server keeps a key and its answer: a retry later than this runs as a new action */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000

/**
 * A fresh key for one action. Math.random is enough: keys are scoped to the caller and the route,
 * so they only need to differ between one user's actions, not to be secret (the mini-program has
 * no synchronous crypto source).
 */
export function newIdempotencyKey(now: number = Date.now()): string {
  const part = () => Math.random().toString(36).slice(2, 12).padEnd(10, '0')
  return `${now.toString(36)}-${part()}${part()}`
}
