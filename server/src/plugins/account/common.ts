/**
 * Helpers every account, user-centre and credit route shares: reading form/JSON/query input,
 * the SM4 `data` payload, bad-input errors with message keys of locales/<lang>/account.json,
 * paging in the spec's variant (a), and the login answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode, type CloudUserInfo } from '../../../../types/contract'
import { decryptSentFields, type EncryptedCall } from '../../../../src/core/sent-encrypted'
import { sm4DecryptJson, sm4Encrypt } from '../../../../src/core/sm4'
import { issueToken, type UserRow } from '../../auth/tokens'
import { toCloudUserInfo } from '../../auth/users'
import { AppError } from '../../http/envelope'

/** Query parameters every call carries; never business input. */
const CONTROL = new Set(['token', 'siteCode', 'lang'])

export type Fields = Record<string, unknown>

/** Business input of a call: the query (minus token/siteCode/lang) overlaid with the body. */
export function fieldsOf(request: FastifyRequest): Fields {
  const out: Fields = {}
  for (const [k, v] of Object.entries((request.query ?? {}) as Fields)) if (!CONTROL.has(k)) out[k] = v
  const body = request.body
  if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(out, body as Fields)
  return refuseNul(out)
}

/** PostgreSQL text cannot hold U+0000: refuse it up front instead of failing in the database. */
function refuseNul(fields: Fields): Fields {
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

export function badInput(messageKey: string, params: Record<string, unknown> = {}): AppError {
  return new AppError(ResultCode.BAD_REQUEST, messageKey, params)
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

/**
 * The encrypted payload of user/api/userBind calls: field `data` = base64 SM4-ECB of a JSON
 * object, with the site's sm4Key. Anything else is refused before any work is done.
 */
export function decryptPayload(request: FastifyRequest): Fields {
  const data = str(fieldsOf(request).data)
  if (!data) throw badInput('account:payload.missing')
  const value = sm4DecryptJson<Fields>(data, request.site.config.sm4Key)
  if (!value) throw badInput('account:payload.invalid')
  return refuseNul(value)
}

/**
 * The form of a call whose personal numbers travel SM4-encrypted (core/sent-encrypted.ts), with
 * those fields decrypted. A value that is not encrypted with the site's key (sent in plain text,
 * or with another site's key) is refused by name before any work is done.
 */
export function decryptSent(request: FastifyRequest, call: EncryptedCall): Fields {
  const { fields, unreadable } = decryptSentFields(call, fieldsOf(request), request.site.config.sm4Key)
  if (unreadable) throw badInput('account:field.notEncrypted', { field: unreadable })
  return fields
}

/** A siteId parameter, when given, must be the request's site (tokens are per site). */
export function checkSiteId(request: FastifyRequest, siteId: unknown): void {
  const v = str(siteId)
  if (v && v !== String(request.site.id)) throw badInput('account:site.mismatch', { siteId: v })
}

export function ok<T>(request: FastifyRequest, data?: T) {
  return data === undefined ? { code: ResultCode.OK, message: request.t('ok') } : { code: ResultCode.OK, data, message: request.t('ok') }
}

export const DEFAULT_PAGE_SIZE = 10
const MAX_PAGE_SIZE = 100

/** currPage from 1, pageSize 10 by default (rules-and-contract section 9), at most 100. */
export function pageOf(fields: Fields): { currPage: number; pageSize: number; offset: number } {
  const parse = (name: string, fallback: number, max: number) => {
    const v = str(fields[name])
    if (!v) return fallback
    const n = Number(v)
    if (!/^\d{1,6}$/.test(v) || n < 1 || n > max) throw badInput('account:page.invalid', { field: name, max })
    return n
  }
  const currPage = parse('currPage', 1, 1_000_000)
  const pageSize = parse('pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  return { currPage, pageSize, offset: (currPage - 1) * pageSize }
}

/** Paged variant (a): datas + page{total,totalPage}. */
export function paged<T>(request: FastifyRequest, datas: T[], total: number, pageSize: number) {
  return { code: ResultCode.OK, datas, page: { total, totalPage: Math.ceil(total / pageSize) }, message: request.t('ok') }
}

export interface LoginInfo extends CloudUserInfo {
  /** WeChat open id bound to the user, when any */
  wechatOpenId?: string
}

/**
 * Every login channel answers the same user info: a new token (stored hashed), the token as
 * userCenterToken too (one account service here), and `encryption`: the user's unid SM4-encrypted
 * with the site key, which partner redirects (route booking, electricity) carry to identify the user.
 */
export async function loginAnswer(app: FastifyInstance, request: FastifyRequest, user: UserRow): Promise<LoginInfo> {
  const { token } = await issueToken(app.db, { userId: user.id, siteId: request.site.id, now: app.clock(), ttlMs: app.tokenTtlMs })
  return userInfoOf(app, request, user, token)
}

export function userInfoOf(app: FastifyInstance, request: FastifyRequest, user: UserRow, token: string): LoginInfo {
  return {
    ...toCloudUserInfo(user, request.site, token, app.fieldCrypto),
    userCenterToken: token,
    encryption: sm4Encrypt(user.unid, request.site.config.sm4Key),
    wechatOpenId: user.wechatOpenId ?? undefined,
  }
}
