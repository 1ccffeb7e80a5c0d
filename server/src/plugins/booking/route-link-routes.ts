/**
 * Route-booking links (rules-and-contract 7 "External redirects: to a route-booking page with
 * lineSn, unid, token, encryption"). A login token in a third-party address leaks into the
 * browser history, the partner's logs and Referer headers, and works for 7 days on every call of
 * ours. So the link's `token` parameter carries a one-time code instead, and the route platform
 * asks us, server to server, whom it names:
 *   POST user/api/route/linkCode (token)   → data {code, expiresAt}: a new code for the logged-in
 *        user, this site, ROUTE_LINK_CODE_TTL_MS (5 minutes), one per link
 *   POST res/api/route/exchangeLinkCode {code}, header `Authorization: Bearer <ROUTE_LINK_PARTNER_KEY>`
 *        → data {unid} once; unknown, spent, expired or another site's code: code 2; missing or
 *        wrong key: code 2 (and nothing spent); ROUTE_LINK_PARTNER_KEY unset: 404 (no exchange)
 * The code grants nothing but the unid: it is no login on any call of ours.
 */
import crypto from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { issueOneTimeCode, spendOneTimeCode } from '../../auth/one-time-codes'
import { users } from '../../db/schema'
import { AppError, ok } from '../../http/envelope'
import { fieldsOf, requireText } from '../../http/fields'
import { DataEnvelope, Item, routeSchema, Text, Type } from '../../http/schema'
import { eq } from 'drizzle-orm'

export const ROUTE_LINK_CODE_TTL_MS = 5 * 60_000
const PURPOSE = 'route-link'

export async function userRouteLinkRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/user/api/route/linkCode',
    { schema: routeSchema({ body: {}, response: DataEnvelope(Item({ code: Type.String(), expiresAt: Type.String() })) }) },
    async (request) => {
      const now = app.clock()
      const code = await issueOneTimeCode(app.db, {
        siteId: request.site.id,
        purpose: PURPOSE,
        subject: String(request.user!.id),
        now,
        ttlMs: ROUTE_LINK_CODE_TTL_MS,
      })
      return ok(request, { code, expiresAt: new Date(now.getTime() + ROUTE_LINK_CODE_TTL_MS).toISOString() })
    },
  )
}

/** The partner key in constant time: a wrong key tells nothing about the right one. */
function keyMatches(request: FastifyRequest, partnerKey: string): boolean {
  const header = request.headers.authorization
  const given = Buffer.from(typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '')
  const wanted = Buffer.from(partnerKey)
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted)
}

export async function partnerRouteLinkRoutes(app: FastifyInstance, opts: { partnerKey?: string }): Promise<void> {
  const partnerKey = opts.partnerKey ?? ''
  app.post(
    '/api/res/api/route/exchangeLinkCode',
    { schema: routeSchema({ body: { code: Text({ maxLength: 100 }) }, response: DataEnvelope(Item({ unid: Type.String() })) }) },
    async (request) => {
      if (!partnerKey) throw new AppError(ResultCode.NOT_FOUND, 'appointment:error.linkExchangeOff')
      if (!keyMatches(request, partnerKey)) throw new AppError(ResultCode.TOKEN_INVALID, 'appointment:error.partnerKey')
      const code = requireText(fieldsOf(request), 'code', 100)
      const row = await spendOneTimeCode(app.db, { siteId: request.site.id, purpose: PURPOSE, code, now: app.clock() })
      if (!row) throw new AppError(ResultCode.TOKEN_INVALID, 'appointment:error.linkCodeRefused')
      const [user] = await app.db
        .select({ unid: users.unid })
        .from(users)
        .where(eq(users.id, Number(row.subject)))
      if (!user) throw new AppError(ResultCode.TOKEN_INVALID, 'appointment:error.linkCodeRefused')
      return ok(request, { unid: user.unid })
    },
  )
}
