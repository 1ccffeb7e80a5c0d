/**
 * Account-specific helpers: the SM4 `data` payload, SM4-encrypted personal fields, the siteId
 * check and the login answer. Generic input, paging and envelope helpers live in http/.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CloudUserInfo } from '../../../../types/contract'
import { decryptSentFields, type EncryptedCall } from '../../../../src/core/sent-encrypted'
import { sm4DecryptJson, sm4Encrypt } from '../../../../src/core/sm4'
import { issueToken, type UserRow } from '../../auth/tokens'
import { toCloudUserInfo } from '../../auth/users'
import { badInput, fieldsOf, refuseNul, str, type Fields } from '../../http/fields'

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
