/**
 * Real-name verification.
 *   POST res/api/idcard/idcardIdentify  {realName, idCard (SM4-encrypted)} → checked by the id-card adapter, then saved
 *   GET  res/api/realNameAuth/info      → data {status: 0 none | 1 verified, realName, idCard (SM4-encrypted), verifiedAt}
 * One id card verifies one account per site; a verified user may verify again (e.g. typo fixed).
 */
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { sm4Encrypt } from '../../../../src/core/sm4'
import { isIdCard } from '../../../../src/core/validation'
import { realNameAuths } from '../../db/schema'
import type { AccountProviders } from '../../providers'
import { decryptSent } from '../account/common'
import { badInput, requireText } from '../../http/fields'
import { ok } from '../../http/envelope'
import { DataEnvelope, routeSchema, Text } from '../../http/schema'
import { RealNameInfo, RealNameVerified } from './answers'

function maskName(name: string): string {
  return name.length <= 1 ? name : `${'*'.repeat(name.length - 1)}${name.slice(-1)}`
}

export async function realNameRoutes(app: FastifyInstance, opts: { providers: AccountProviders }): Promise<void> {
  app.post(
    '/api/res/api/idcard/idcardIdentify',
    { schema: routeSchema({ body: { realName: Text(), idCard: Text() }, response: DataEnvelope(RealNameVerified) }) },
    async (request) => {
      const f = decryptSent(request, 'realNameIdentify')
      const realName = requireText(f, 'realName', 30)
      if (realName.length < 2) throw badInput('account:realName.name')
      const idCard = requireText(f, 'idCard', 18).toUpperCase()
      if (!isIdCard(idCard)) throw badInput('account:validation.idCard')
      const user = request.user!
      const idCardHash = app.fieldCrypto.hash(idCard)
      const [taken] = await app.db
        .select({ userId: realNameAuths.userId })
        .from(realNameAuths)
        .where(and(eq(realNameAuths.siteId, request.site.id), eq(realNameAuths.idCardHash, idCardHash), ne(realNameAuths.userId, user.id)))
        .limit(1)
      if (taken) throw badInput('account:realName.taken')
      if (!(await opts.providers.idCard.verify(realName, idCard))) throw badInput('account:realName.mismatch')
      const values = {
        siteId: request.site.id,
        realName,
        idCardEncrypted: app.fieldCrypto.encrypt(idCard),
        idCardHash,
        verifiedAt: app.clock(),
      }
      await app.db
        .insert(realNameAuths)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: realNameAuths.userId, set: values })
      return ok(request, { status: 1, realName: maskName(realName) }, 'account:realName.verified')
    },
  )

  app.get('/api/res/api/realNameAuth/info', { schema: routeSchema({ response: DataEnvelope(RealNameInfo) }) }, async (request) => {
    const [row] = await app.db.select().from(realNameAuths).where(eq(realNameAuths.userId, request.user!.id)).limit(1)
    if (!row) return ok(request, { status: 0, realName: '', idCard: '', verifiedAt: null })
    return ok(request, {
      status: 1,
      realName: row.realName,
      idCard: sm4Encrypt(app.fieldCrypto.decrypt(row.idCardEncrypted), request.site.config.sm4Key),
      verifiedAt: row.verifiedAt.toISOString(),
    })
  })
}
