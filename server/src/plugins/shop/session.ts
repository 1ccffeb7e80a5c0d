/**
 * The development shop's session (docs/contract-shop.md "Session"): the app trades the user's
 * `encryption` (their unid SM4-encrypted with the site key, what partner services receive to know
 * the user) for a `sessionId`, and sends it as the `sessionId` header of cart and checkout calls.
 * The site key is public (every H5 page carries it), so neither the `encryption` nor anything
 * encrypted with that key proves anything:
 *  - member/session also needs the caller's live login token, of the user the `encryption` names;
 *  - the id is `v1.<payload>.<signature>`: payload base64url JSON {unid, site, expiry}, signature
 *    HMAC-SHA256 under a key derived from FIELD_KEY for this purpose only (fieldCrypto.sign), so
 *    no one without the server's secret can make or alter one. The dev shop keeps no session table;
 *    a real shop issues its own.
 */
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sm4Decrypt } from '../../../../src/core/sm4'
import type { ShopSession } from '../../../../src/core/shop/contract'
import type { FieldCrypto } from '../../auth/field-crypto'
import { users } from '../../db/schema'
import { AppError } from '../../http/envelope'
import { ResultCode } from '../../../../types/contract'

export const SESSION_TTL_MS = 24 * 3_600_000
const SIGNATURE_PURPOSE = 'shop session'

interface SessionPayload {
  u: string
  s: number
  e: number
}

export function issueSession(signer: FieldCrypto, siteId: number, unid: string, now: Date): ShopSession {
  const expires = now.getTime() + SESSION_TTL_MS
  const payload = Buffer.from(JSON.stringify({ u: unid, s: siteId, e: expires } satisfies SessionPayload)).toString('base64url')
  return {
    sessionId: `v1.${payload}.${signer.sign(SIGNATURE_PURPOSE, payload)}`,
    expiresAt: new Date(expires).toISOString(),
  }
}

/** The payload of a session id signed by this server, or null (forged, altered, malformed). */
export function readSession(signer: FieldCrypto, sessionId: string): SessionPayload | null {
  const [version, payload, signature, extra] = sessionId.split('.')
  if (version !== 'v1' || !payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(signer.sign(SIGNATURE_PURPOSE, payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionPayload
    return typeof parsed?.u === 'string' && typeof parsed.s === 'number' && typeof parsed.e === 'number' ? parsed : null
  } catch {
    return null
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
  const payload = raw ? readSession(request.server.fieldCrypto, raw) : null
  if (!payload || payload.s !== request.site.id || !(payload.e > request.server.clock().getTime())) throw refused()
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
