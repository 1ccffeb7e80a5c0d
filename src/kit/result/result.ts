/**
 * One answer type for every call. The request lifecycle (services/request.ts) resolves with the
 * envelope of any code, or with nothing when the network gave up after its 4 retries; call()
 * turns both into a Result, so a page checks `ok` and never an envelope's code or `undefined`.
 */
import type { Envelope, ResultCode } from '../../../types/contract'

/** `savedAt`: the answer is the copy kept on the device (offline calls), from that time (ms) */
export type Ok<T> = { ok: true; data: T; message?: string; savedAt?: number }
/** The server answered and refused: its code and (translated) message. */
export type Refused = { ok: false; code: number; message: string }
/** The network gave up (or the call was cancelled): nothing to show but our own wording. */
export type NoAnswer = { ok: false; noAnswer: true }
export type Failure = Refused | NoAnswer
export type Result<T> = Ok<T> | Failure

export const NO_ANSWER: NoAnswer = { ok: false, noAnswer: true }

/**
 * Codes the request lifecycle already reacted to (login, stop-service page, visitors dialog):
 * a second reaction (a toast over the redirect) would be noise. The annotation makes tsc fail
 * if these drift from the contract (types/ is outside the compiled src: types only).
 */
const HANDLED: Pick<typeof ResultCode, 'TOKEN_INVALID' | 'SERVICE_PAUSED' | 'TOO_MANY_VISITORS'> = {
  TOKEN_INVALID: 2,
  SERVICE_PAUSED: 3,
  TOO_MANY_VISITORS: 5,
}
const HANDLED_CODES: readonly number[] = Object.values(HANDLED)

export const OK_CODE = 0

/** The envelope's payload: `data`, else `datas` (the contract uses both). */
const payloadOf = <T>(envelope: Envelope<T>): T => (envelope.data ?? envelope.datas) as T

/**
 * Awaits one request and reads its answer. `read` picks the payload (default data ?? datas);
 * paged calls pass a reader of their variant.
 */
export async function call<T, E extends Envelope<unknown> = Envelope<T>>(
  request: Promise<E | undefined>,
  read: (envelope: E) => T = payloadOf as (envelope: E) => T,
): Promise<Result<T>> {
  return toResult(await request, read)
}

export function toResult<T, E extends Envelope<unknown>>(envelope: E | undefined, read: (envelope: E) => T): Result<T> {
  if (!envelope) return NO_ANSWER
  const message = envelope.message || envelope.msg || ''
  if (envelope.code !== OK_CODE) return { ok: false, code: envelope.code, message }
  const ok: Ok<T> = { ok: true, data: read(envelope) }
  if (message) ok.message = message
  if (envelope.savedAt) ok.savedAt = envelope.savedAt
  return ok
}

/** Maps the data of a success, keeps a failure as it is. */
export function mapResult<T, U>(result: Result<T>, map: (data: T) => U): Result<U> {
  return result.ok ? { ...result, data: map(result.data) } : result
}

/**
 * What a failure should tell the user: the server's message, else `fallback`; undefined when the
 * request lifecycle has already reacted to the code (2, 3, 5) and nothing more should show.
 */
export function failureText(result: Failure, fallback: string): string | undefined {
  if ('noAnswer' in result) return fallback
  if (HANDLED_CODES.includes(result.code)) return undefined
  return result.message || fallback
}
