/**
 * The partner credential store of a request (providers/partner PartnerCredentialStore): one-time
 * credentials in the database (auth/one-time-codes.ts) bound to the request's site and the app's
 * clock. Issued dev credentials keep the partner user (with its phone) AES-GCM encrypted; a real
 * partner's accepted credentials are remembered by hash only.
 */
import type { FastifyRequest } from 'fastify'
import { issueOneTimeCode, rememberSpent, spendOneTimeCode } from '../../auth/one-time-codes'
import type { PartnerContext, PartnerKind, PartnerUser } from '../../providers/partner'

export function partnerContext(request: FastifyRequest): PartnerContext {
  const app = request.server
  const siteId = request.site.id
  return {
    siteCode: request.site.siteCode,
    credentials: {
      issue: (kind: PartnerKind, user: PartnerUser, ttlMs: number) =>
        issueOneTimeCode(app.db, {
          siteId,
          purpose: `partner:${kind}`,
          subject: user.subject,
          data: app.fieldCrypto.encrypt(JSON.stringify(user)),
          now: app.clock(),
          ttlMs,
        }),
      spend: async (kind: PartnerKind, credential: string) => {
        const row = await spendOneTimeCode(app.db, { siteId, purpose: `partner:${kind}`, code: credential, now: app.clock() })
        return row?.data ? (JSON.parse(app.fieldCrypto.decrypt(row.data)) as PartnerUser) : null
      },
      firstUse: (kind: PartnerKind, credential: string, ttlMs: number) =>
        rememberSpent(app.db, { siteId, purpose: `partner-spent:${kind}`, code: credential, now: app.clock(), ttlMs }),
    },
  }
}
