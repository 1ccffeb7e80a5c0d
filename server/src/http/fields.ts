/**
 * The ONE field reader of the server: business input of a call is the query (minus the control
 * parameters every call carries) overlaid with the body, whatever the content type (form, JSON,
 * multipart fields). Route schemas (http/schema.ts) check types and sizes first; these helpers
 * apply the rules a schema cannot say with a specific translated message.
 */
import type { FastifyRequest } from 'fastify'
import { ResultCode } from '../../../types/contract'
import { AppError } from './envelope'

/** Query parameters every call carries; never business input. */
export const CONTROL_FIELDS = ['token', 'siteCode', 'lang'] as const
const CONTROL = new Set<string>(CONTROL_FIELDS)

export type Fields = Record<string, unknown>

export function badInput(messageKey: string, params: Record<string, unknown> = {}): AppError {
  return new AppError(ResultCode.BAD_REQUEST, messageKey, params)
}

export function notFound(messageKey: string, params: Record<string, unknown> = {}): AppError {
  return new AppError(ResultCode.NOT_FOUND, messageKey, params)
}

/** Business input of a call: the query (minus token/siteCode/lang) overlaid with the body. */
export function fieldsOf(request: FastifyRequest): Fields {
  const out: Fields = {}
  for (const [k, v] of Object.entries((request.query ?? {}) as Fields)) if (!CONTROL.has(k)) out[k] = v
  const body = request.body
  if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(out, body as Fields)
  return refuseNul(out)
}

/** PostgreSQL text cannot hold U+0000: refuse it up front instead of failing in the database. */
export function refuseNul(fields: Fields): Fields {
  for (const [k, v] of Object.entries(fields)) {
    if (
      (typeof v === 'string' && v.includes('\u0000')) ||
      (Array.isArray(v) && v.some((x) => typeof x === 'string' && x.includes('\u0000')))
    ) {
      throw badInput('account:field.invalid', { field: k })
    }
  }
  return fields
}

/** A single trimmed string ('' when absent or not text). */
export function str(value: unknown): string {
  const v = Array.isArray(value) ? value[0] : value
  if (typeof v === 'string') return v.trim()
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  return ''
}

/** One value given at most once ('' when absent); a repeated parameter (array) is refused. */
export function single(fields: Fields, name: string): string {
  const v = fields[name]
  if (Array.isArray(v)) throw badInput('field.repeated', { field: name })
  return str(v)
}

/** Requires a non-empty text field of at most `max` characters. */
export function requireText(fields: Fields, name: string, max: number, label = name): string {
  const v = str(fields[name])
  if (!v) throw badInput('account:field.required', { field: label })
  if (v.length > max) throw badInput('account:field.tooLong', { field: label, limit: max })
  return v
}

/** Optional text: undefined when absent, '' clears, over `max` refused. */
export function optionalText(fields: Fields, name: string, max: number): string | undefined {
  if (!(name in fields)) return undefined
  const v = str(fields[name])
  if (v.length > max) throw badInput('account:field.tooLong', { field: name, limit: max })
  return v
}

/** A positive integer id parameter. */
export function requireId(fields: Fields, name = 'id'): number {
  const v = str(fields[name])
  const n = Number(v)
  if (!/^\d{1,9}$/.test(v) || n < 1) throw badInput('account:field.invalidId', { field: name })
  return n
}

/** An optional id (absent or '' = none, e.g. save without id creates). */
export function optionalId(fields: Fields, name = 'id'): number | null {
  return fields[name] !== undefined && fields[name] !== '' ? requireId(fields, name) : null
}
