/**
 * Shipping (receive) addresses, own rows only; another user's id answers "not found".
 *   GET  user/api/receiveAddress/list    currPage, pageSize → datas [{id,name,phone,region,detail,isDefault}] + page
 *   GET  user/api/receiveAddress/detail  id
 *   POST user/api/receiveAddress/save    {id?, name, phone, region, detail, isDefault?}  (id = update)
 *   POST user/api/receiveAddress/delete  {id}
 * The consignee phone is encrypted at rest and returned plain to its owner (the spec encrypts
 * only contacts' and real-name fields on the wire). At most 20 addresses per user.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isAgreementAccepted, isPhone } from '../../../../src/core/validation'
import { receiveAddresses } from '../../db/schema'
import { badInput, fieldsOf, ok, pageOf, paged, requireId, requireText } from '../account/common'

const BASE = '/api/user/api/receiveAddress'
export const MAX_ADDRESSES = 20

type Row = typeof receiveAddresses.$inferSelect

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const view = (r: Row) => ({
    id: r.id,
    name: r.name,
    phone: app.fieldCrypto.decrypt(r.phoneEncrypted),
    region: r.region,
    detail: r.detail,
    isDefault: r.isDefault,
  })

  const own = async (request: FastifyRequest, id: number) => {
    const [row] = await app.db
      .select()
      .from(receiveAddresses)
      .where(and(eq(receiveAddresses.id, id), eq(receiveAddresses.userId, request.user!.id)))
      .limit(1)
    if (!row) throw badInput('account:common.notFound')
    return row
  }

  app.get(`${BASE}/list`, { preHandler: app.requireUser }, async (request) => {
    const { offset, pageSize } = pageOf(fieldsOf(request))
    const where = eq(receiveAddresses.userId, request.user!.id)
    const rows = await app.db
      .select()
      .from(receiveAddresses)
      .where(where)
      .orderBy(desc(receiveAddresses.isDefault), desc(receiveAddresses.id))
      .limit(pageSize)
      .offset(offset)
    const [{ n }] = await app.db.select({ n: count() }).from(receiveAddresses).where(where)
    return paged(request, rows.map(view), n, pageSize)
  })

  app.get(`${BASE}/detail`, { preHandler: app.requireUser }, async (request) =>
    ok(request, view(await own(request, requireId(fieldsOf(request))))),
  )

  app.post(`${BASE}/save`, { preHandler: app.requireUser }, async (request) => {
    const f = fieldsOf(request)
    const id = f.id !== undefined && f.id !== '' ? requireId(f) : null
    const name = requireText(f, 'name', 30)
    const phone = requireText(f, 'phone', 11)
    if (!isPhone(phone)) throw badInput('account:validation.phone')
    const region = requireText(f, 'region', 100)
    const detail = requireText(f, 'detail', 200)
    const isDefault = isAgreementAccepted(f.isDefault)
    const userId = request.user!.id
    if (id) await own(request, id)
    const saved = await app.db.transaction(async (tx) => {
      if (!id) {
        const [{ n }] = await tx.select({ n: count() }).from(receiveAddresses).where(eq(receiveAddresses.userId, userId))
        if (n >= MAX_ADDRESSES) throw badInput('account:address.tooMany', { limit: MAX_ADDRESSES })
      }
      // one default per user
      if (isDefault) await tx.update(receiveAddresses).set({ isDefault: false }).where(eq(receiveAddresses.userId, userId))
      const values = { name, phoneEncrypted: app.fieldCrypto.encrypt(phone), region, detail, isDefault }
      const [row] = id
        ? await tx
            .update(receiveAddresses)
            .set(values)
            .where(and(eq(receiveAddresses.id, id), eq(receiveAddresses.userId, userId)))
            .returning()
        : await tx
            .insert(receiveAddresses)
            .values({ ...values, userId, createdAt: app.clock() })
            .returning()
      return row
    })
    return ok(request, view(saved))
  })

  app.post(`${BASE}/delete`, { preHandler: app.requireUser }, async (request) => {
    const row = await own(request, requireId(fieldsOf(request)))
    await app.db.delete(receiveAddresses).where(eq(receiveAddresses.id, row.id))
    return ok(request)
  })
}
