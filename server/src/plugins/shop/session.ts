/**
 * The development shop's session (docs/contract-shop.md "Session"): the app trades the user's
 * `encryption` (their unid SM4-encrypted with the site key, what partner services receive to know
 * the user) for a `sessionId`, and sends it as the `sessionId` header of cart and checkout calls.
 * The id is itself SM4-encrypted JSON {unid, site, expiry} under the site key, so the dev shop keeps
 * no session table; a real shop issues its own.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sm4Decrypt, sm4DecryptJson, sm4EncryptJson } from '../../../../src/core/sm4'
import type { ShopSession } from '../../../../src/core/shop/contract'
import { users } from '../../db/schema'
import { AppError } from '../../http/envelope'
import { ResultCode } from '../../../../types/contract'

export const SESSION_TTL_MS = 24 * 3_600_000

interface SessionPayload {
  u: string
  s: number
  e: number
}

export function issueSession(siteId: number, sm4Key: string, unid: string, now: Date): ShopSession {
  const expires = now.getTime() + SESSION_TTL_MS
  return {
    sessionId: sm4EncryptJson({ u: unid, s: siteId, e: expires } satisfies SessionPayload, sm4Key),
    expiresAt: new Date(expires).toISOString(),
  }
}

/** the user the `encryption` names on this site, or null */
export async function userOfEncryption(request: FastifyRequest, encryption: string) {
  const unid = sm4Decrypt(encryption, request.site.config.sm4Key)
  if (!unid) return null
  const [user] = await request.server.db
    .select()
    .from(users)
    .where(and(eq(users.unid, unid), eq(users.siteId, request.site.id)))
  return user ?? null
}

const refused = () => new AppError(ResultCode.BAD_REQUEST, 'shop:error.session')

/** onRequest of cart and checkout calls: the `sessionId` header names a live session of this site's user */
export async function requireShopSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const header = request.headers.sessionid
  const raw = typeof header === 'string' ? header.trim() : ''
  const payload = raw ? sm4DecryptJson<SessionPayload>(raw, request.site.config.sm4Key) : null
  if (!payload || payload.s !== request.site.id || typeof payload.u !== 'string' || !(payload.e > request.server.clock().getTime()))
    throw refused()
  const [user] = await request.server.db
    .select()
    .from(users)
    .where(and(eq(users.unid, payload.u), eq(users.siteId, request.site.id)))
  if (!user) throw refused()
  request.user = user
}

/** the `domain` header names the shop's tenant: it must be this site's domain (a shop serves several sites) */
export async function requireShopDomain(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.site.config.shopUrl) throw new AppError(ResultCode.NOT_FOUND, 'shop:error.noShop')
  const domain = request.headers.domain
  if (typeof domain !== 'string' || domain.trim() !== request.site.config.h5Domain)
    throw new AppError(ResultCode.BAD_REQUEST, 'shop:error.domain')
}
