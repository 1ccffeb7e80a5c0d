/** Builders of the response envelope of types/contract.ts, and the error that carries a code. */
import { ResultCode, type Envelope } from '../../../types/contract'

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode]

/**
 * A failure with an envelope code. `messageKey` is a key of locales/<lang>/server.json,
 * translated for the caller's language by the error handler (http/errors.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCodeValue,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(messageKey)
    this.name = 'AppError'
  }
}

/**
 * HTTP status of an envelope code. Business codes (2, 3, 4) are answers, not transport faults,
 * so they travel with 200; 5 is a 503 to tell proxies and monitors we shed load. Clients always
 * read the envelope's `code`, whatever the status.
 */
export function httpStatusOf(code: number): number {
  if (code === ResultCode.TOO_MANY_VISITORS) return 503
  if (code === ResultCode.BAD_REQUEST || code === ResultCode.NOT_FOUND || code === ResultCode.SERVER_ERROR) return code
  return 200
}

export function okData<T>(data: T, message: string): Envelope<T> {
  return { code: ResultCode.OK, data, message }
}

export function okDatas<T>(datas: T, message: string): Envelope<T> {
  return { code: ResultCode.OK, datas, message }
}
