/**
 * Contacts (visitors a user books for), own rows only.
 *   GET  user/api/consumUserContacts/list    currPage, pageSize → datas [{id,name,certType,certNumber,phone}] + page
 *   GET  user/api/consumUserContacts/detail  id
 *   POST user/api/consumUserContacts/save    {id?, name, certType (ID_CARD|PASSPORT|OTHER), certNumber, phone}
 *                                            certNumber and phone SM4-encrypted (plain values are refused)
 *   POST user/api/consumUserContacts/delete  {id}
 * certNumber and phone travel SM4-encrypted with the site key both ways (rules-and-contract section 3,
 * core/sent-encrypted.ts). Stored AES-GCM at rest; one certificate once per user.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sm4Encrypt } from '../../../../src/core/sm4'
import { isIdCard, isPhone } from '../../../../src/core/validation'
import { userContacts } from '../../db/schema'
import { badInput, decryptSent, fieldsOf, ok, pageOf, paged, requireId, requireText, str } from '../account/common'

const BASE = '/api/user/api/consumUserContacts'
export const CERT_TYPES = ['ID_CARD', 'PASSPORT', 'OTHER'] as const
export const MAX_CONTACTS = 30

type Row = typeof userContacts.$inferSelect

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const view = (request: FastifyRequest, r: Row) => {
    const key = request.site.config.sm4Key
    return {
      id: r.id,
      name: r.name,
      certType: r.certType,
      certNumber: sm4Encrypt(app.fieldCrypto.decrypt(r.certNumberEncrypted), key),
      phone: sm4Encrypt(app.fieldCrypto.decrypt(r.phoneEncrypted), key),
    }
  }
  const own = async (request: FastifyRequest, id: number) => {
    const [row] = await app.db
      .select()
      .from(userContacts)
      .where(and(eq(userContacts.id, id), eq(userContacts.userId, request.user!.id)))
      .limit(1)
    if (!row) throw badInput('account:common.notFound')
    return row
  }

  app.get(`${BASE}/list`, { preHandler: app.requireUser }, async (request) => {
    const { offset, pageSize } = pageOf(fieldsOf(request))
    const where = eq(userContacts.userId, request.user!.id)
    const rows = await app.db.select().from(userContacts).where(where).orderBy(desc(userContacts.id)).limit(pageSize).offset(offset)
    const [{ n }] = await app.db.select({ n: count() }).from(userContacts).where(where)
    return paged(
      request,
      rows.map((r) => view(request, r)),
      n,
      pageSize,
    )
  })

  app.get(`${BASE}/detail`, { preHandler: app.requireUser }, async (request) =>
    ok(request, view(request, await own(request, requireId(fieldsOf(request))))),
  )

  app.post(`${BASE}/save`, { preHandler: app.requireUser }, async (request) => {
    const f = decryptSent(request, 'contactSave')
    const id = f.id !== undefined && f.id !== '' ? requireId(f) : null
    const name = requireText(f, 'name', 30)
    const certType = str(f.certType) || 'ID_CARD'
    if (!(CERT_TYPES as readonly string[]).includes(certType))
      throw badInput('account:field.enum', { field: 'certType', values: CERT_TYPES.join(', ') })
    const certNumber = requireText(f, 'certNumber', 30).toUpperCase()
    if (certType === 'ID_CARD' && !isIdCard(certNumber)) throw badInput('account:validation.idCard')
    if (certType !== 'ID_CARD' && !/^[A-Z0-9]{5,30}$/.test(certNumber)) throw badInput('account:contact.certNumber')
    const phone = requireText(f, 'phone', 11)
    if (!isPhone(phone)) throw badInput('account:validation.phone')
    const userId = request.user!.id
    if (id) await own(request, id)
    const certNumberHash = app.fieldCrypto.hash(`${certType}:${certNumber}`)
    const [dup] = await app.db
      .select({ id: userContacts.id })
      .from(userContacts)
      .where(and(eq(userContacts.userId, userId), eq(userContacts.certNumberHash, certNumberHash)))
      .limit(1)
    if (dup && dup.id !== id) throw badInput('account:contact.duplicate')
    if (!id) {
      const [{ n }] = await app.db.select({ n: count() }).from(userContacts).where(eq(userContacts.userId, userId))
      if (n >= MAX_CONTACTS) throw badInput('account:contact.tooMany', { limit: MAX_CONTACTS })
    }
    const values = {
      name,
      certType,
      certNumberEncrypted: app.fieldCrypto.encrypt(certNumber),
      certNumberHash,
      phoneEncrypted: app.fieldCrypto.encrypt(phone),
    }
    const [row] = id
      ? await app.db
          .update(userContacts)
          .set(values)
          .where(and(eq(userContacts.id, id), eq(userContacts.userId, userId)))
          .returning()
      : await app.db
          .insert(userContacts)
          .values({ ...values, userId, createdAt: app.clock() })
          .returning()
    return ok(request, view(request, row))
  })

  app.post(`${BASE}/delete`, { preHandler: app.requireUser }, async (request) => {
    const row = await own(request, requireId(fieldsOf(request)))
    await app.db.delete(userContacts).where(eq(userContacts.id, row.id))
    return ok(request)
  })
}
