/**
 * Shipping (receive) addresses, own rows only (http/owned-rows.ts: list, detail, save, delete
 * under user/api/receiveAddress; another user's id answers "not found"):
 *   save {id?, name, phone, region, detail, isDefault?}  → {id,name,phone,region,detail,isDefault}
 * The consignee phone is encrypted at rest and returned plain to its owner (the spec encrypts
 * only contacts' and real-name fields on the wire). At most 20 addresses per user, one default.
 */
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { isAgreementAccepted, isPhone } from '../../../../src/core/validation'
import { receiveAddresses } from '../../db/schema'
import { badInput, requireText } from '../../http/fields'
import { ownedRows } from '../../http/owned-rows'
import { Item, Text, Type } from '../../http/schema'

export const MAX_ADDRESSES = 20

const Address = Item({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  region: Type.String(),
  detail: Type.String(),
  isDefault: Type.Boolean(),
})

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  await ownedRows(app, {
    prefix: '/api/user/api/receiveAddress',
    table: receiveAddresses,
    item: Address,
    orderBy: [desc(receiveAddresses.isDefault), desc(receiveAddresses.id)],
    view: (r) => ({
      id: r.id,
      name: r.name,
      phone: app.fieldCrypto.decrypt(r.phoneEncrypted),
      region: r.region,
      detail: r.detail,
      isDefault: r.isDefault,
    }),
    input: { name: Text(), phone: Text(), region: Text(), detail: Text(), isDefault: Text() },
    parse: (f) => {
      const name = requireText(f, 'name', 30)
      const phone = requireText(f, 'phone', 11)
      if (!isPhone(phone)) throw badInput('account:validation.phone')
      const region = requireText(f, 'region', 100)
      const detail = requireText(f, 'detail', 200)
      return { name, phoneEncrypted: app.fieldCrypto.encrypt(phone), region, detail, isDefault: isAgreementAccepted(f.isDefault) }
    },
    // one default per user
    beforeWrite: async (tx, { userId, values }) => {
      if (values.isDefault) await tx.update(receiveAddresses).set({ isDefault: false }).where(eq(receiveAddresses.userId, userId))
    },
    maxRows: { limit: MAX_ADDRESSES, messageKey: 'account:address.tooMany' },
  })
}
