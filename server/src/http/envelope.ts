/**
 * The ONE builder of the response envelope of types/contract.ts ({code, data | datas, message}
 * and the paged variants of rules-and-contract section 9), and the error that carries a code.
 */
import type { FastifyRequest } from 'fastify'
import { ResultCode } from '../../../types/contract'

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

/** A message other than the plain "ok" (e.g. "the code has been sent"), as a key and its params. */
export type OkMessage = string | { key: string; params?: Record<string, unknown> }

function messageOf(request: FastifyRequest, message: OkMessage = 'ok'): string {
  return typeof message === 'string' ? request.t(message) : request.t(message.key, message.params)
}

/** `{code:0, data?, message}`; `data` left out when undefined (calls that answer nothing). */
export function ok<T>(request: FastifyRequest, data?: T, message?: OkMessage) {
  const base = { code: ResultCode.OK, message: messageOf(request, message) }
  return data === undefined ? base : { code: ResultCode.OK, data, message: base.message }
}

/** `{code:0, datas, message}`: plain lists. */
export function okList<T>(request: FastifyRequest, datas: T[], message?: OkMessage) {
  return { code: ResultCode.OK, datas, message: messageOf(request, message) }
}

/** Paged variant (a): datas + page{total,totalPage}. */
export function pagedA<T>(request: FastifyRequest, datas: T[], total: number, pageSize: number) {
  return { code: ResultCode.OK, datas, page: { total, totalPage: Math.ceil(total / pageSize) }, message: request.t('ok') }
}

/** Paged variant (b): data{list,total,pageSize}. */
export function pagedB<T>(request: FastifyRequest, list: T[], total: number, pageSize: number) {
  return ok(request, { list, total, pageSize })
}

/** Paged variant (c), rankings: data{data,totalCount,totalPage}. */
export function pagedC<T>(request: FastifyRequest, data: T[], total: number, pageSize: number) {
  return ok(request, { data, totalCount: total, totalPage: Math.ceil(total / pageSize) })
}

export type PagedVariant = 'a' | 'b' | 'c'

export const pagedBuilders = { a: pagedA, b: pagedB, c: pagedC } as const
