/**
 * Every failure leaves as an envelope `{code, message}` in the caller's language:
 * AppError with its own code, schema validation as 400 naming the field, unreadable bodies
 * as 400, unknown paths as 404, anything else as 500 without internals (logged instead).
 */
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { TFunction } from 'i18next'
import { ResultCode } from '../../../types/contract'
import { AppError, httpStatusOf } from './envelope'
import { DEFAULT_LANGUAGE, requestLanguage, translator } from './i18n'

/** The request's translator; set by the language hook, recomputed for errors raised before it. */
export function tOf(request: FastifyRequest): TFunction {
  return (
    request.t ??
    translator(requestLanguage((request.query as Record<string, unknown> | undefined)?.lang, request.headers['accept-language']))
  )
}

interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

function fieldOf(e: AjvError, context: string | undefined): string {
  if (e.keyword === 'required') return String(e.params.missingProperty)
  return e.instancePath.replace(/^\//, '').replace(/\//g, '.') || (context === 'body' ? 'body' : '?')
}

/**
 * One sentence per field that failed (the first rule it broke), naming the field the way the caller
 * wrote it. A scalar field given twice (`?id=1&id=2` arrives as a list) says so.
 */
export function describeValidation(errors: AjvError[], t: TFunction, request: FastifyRequest, context?: string): string {
  const byField = new Map<string, string>()
  for (const e of errors) {
    const field = fieldOf(e, context)
    if (byField.has(field)) continue
    const input = context === 'querystring' ? request.query : context === 'body' ? request.body : undefined
    const sent = input && typeof input === 'object' ? (input as Record<string, unknown>)[field] : undefined
    byField.set(field, sentence(e, field, t, Array.isArray(sent)))
  }
  return [...byField.values()].join('; ')
}

function sentence(e: AjvError, field: string, t: TFunction, repeated: boolean): string {
  if (repeated) return t('field.repeated', { field })
  switch (e.keyword) {
    case 'required':
      return t('field.required', { field })
    case 'enum':
      return t('field.enum', { field, values: (e.params.allowedValues as unknown[]).join(', ') })
    case 'type':
    case 'anyOf':
      return t('field.type', { field })
    case 'maxLength':
    case 'maxItems':
      return t('field.tooLong', { field, limit: e.params.limit })
    case 'minLength':
      return t('field.tooShort', { field, limit: e.params.limit })
    default:
      return t('field.invalid', { field })
  }
}

/**
 * Failures that say a backend did not answer (in time, or at all), not that the call was wrong:
 * our own bound (database.ts DB_TIMEOUT), postgres-js's connection errors, a statement cancelled by
 * statement_timeout (57014), a refused connection. Drizzle wraps them: the cause chain is read.
 */
const UNAVAILABLE = new Set([
  'DB_TIMEOUT',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  '57014',
])

export function isBackendUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE.has(code)) return true
  }
  return false
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const t = tOf(request)
    // `throw undefined` or a string is still a fault to answer, not a crash of the handler
    const error = (thrown ?? {}) as FastifyError | AppError
    if (error instanceof AppError) {
      return reply.status(httpStatusOf(error.code)).send({ code: error.code, message: t(error.messageKey, error.params) })
    }
    if (error.validation) {
      const detail = describeValidation(error.validation as AjvError[], t, request, error.validationContext)
      return reply.status(400).send({ code: ResultCode.BAD_REQUEST, message: t('error.badRequest', { detail }) })
    }
    // Fastify's own errors carry a status; their messages are internal (and English), never sent
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status === 413) return reply.status(400).send({ code: ResultCode.BAD_REQUEST, message: t('error.bodyTooLarge') })
    if (status >= 400 && status < 500) {
      // malformed JSON, unsupported content type, empty body with a JSON content type...
      request.log.info({ err: error }, 'unreadable request')
      return reply.status(400).send({ code: ResultCode.BAD_REQUEST, message: t('error.unreadableBody') })
    }
    if (isBackendUnavailable(error)) {
      // the outcome of a write may be unknown: code 5 asks the visitor to try again in a moment,
      // and a retry with the same idempotency key is safe
      request.log.warn({ err: error }, 'backend unavailable')
      return reply
        .status(httpStatusOf(ResultCode.TOO_MANY_VISITORS))
        .header('retry-after', '5')
        .send({ code: ResultCode.TOO_MANY_VISITORS, message: t('error.unavailable') })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.status(500).send({ code: ResultCode.SERVER_ERROR, message: t('error.serverError') })
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    return reply.status(404).send({ code: ResultCode.NOT_FOUND, message: tOf(request)('error.notFound', { path }) })
  })
}

/**
 * The largest request line + headers Node reads (its default, 16 KB): the app's longest GET (an SM4
 * `data` payload in the query) is far below it.
 */
export const MAX_HEADER_BYTES = 16 * 1024

/**
 * Requests Node refuses before Fastify sees them (headers or URL over MAX_HEADER_BYTES, malformed
 * HTTP, a client too slow) answer the envelope too, instead of Node's bare 431/400. Nothing of the
 * request is parsed, so the message is in the default language.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  // a reset connection has no one left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const t = translator(DEFAULT_LANGUAGE)
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', t('error.headersTooLarge', { limit: MAX_HEADER_BYTES / 1024 })]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', t('error.requestTimeout')]
        : [400, 'Bad Request', t('error.unreadableBody')]
  const body = JSON.stringify({ code: ResultCode.BAD_REQUEST, message })
  this.log.debug({ err: error }, 'client error')
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
