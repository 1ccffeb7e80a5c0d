/**
 * Contacts (visitors a user books for), own rows only (http/owned-rows.ts: list, detail, save,
 * delete under user/api/consumUserContacts):
 *   save {id?, name, certType (ID_CARD|PASSPORT|OTHER), certNumber, phone}
 * certNumber and phone travel SM4-encrypted with the site key both ways (rules-and-contract section 3,
 * core/sent-encrypted.ts; plain values are refused). Stored AES-GCM at rest; one certificate once per user.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { sm4Encrypt } from '../../../../src/core/sm4'
import { isIdCard, isPhone } from '../../../../src/core/validation'
import { userContacts } from '../../db/schema'
import { badInput, requireText, str } from '../../http/fields'
import { ownedRows } from '../../http/owned-rows'
import { Item, Text, Type } from '../../http/schema'
import { decryptSent } from '../account/common'

export const CERT_TYPES = ['ID_CARD', 'PASSPORT', 'OTHER'] as const
export const MAX_CONTACTS = 30

const Contact = Item({
  id: Type.Integer(),
  name: Type.String(),
  certType: Type.String(),
  certNumber: Type.String({ description: 'SM4-encrypted with the site key' }),
  phone: Type.String({ description: 'SM4-encrypted with the site key' }),
})

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  await ownedRows(app, {
    prefix: '/api/user/api/consumUserContacts',
    table: userContacts,
    item: Contact,
    view: (r, request) => {
      const key = request.site.config.sm4Key
      return {
        id: r.id,
        name: r.name,
        certType: r.certType,
        certNumber: sm4Encrypt(app.fieldCrypto.decrypt(r.certNumberEncrypted), key),
        phone: sm4Encrypt(app.fieldCrypto.decrypt(r.phoneEncrypted), key),
      }
    },
    input: { name: Text(), certType: Text(), certNumber: Text(), phone: Text() },
    read: (request) => decryptSent(request, 'contactSave'),
    parse: (f) => {
      const name = requireText(f, 'name', 30)
      const certType = str(f.certType) || 'ID_CARD'
      if (!(CERT_TYPES as readonly string[]).includes(certType))
        throw badInput('account:field.enum', { field: 'certType', values: CERT_TYPES.join(', ') })
      const certNumber = requireText(f, 'certNumber', 30).toUpperCase()
      if (certType === 'ID_CARD' && !isIdCard(certNumber)) throw badInput('account:validation.idCard')
      if (certType !== 'ID_CARD' && !/^[A-Z0-9]{5,30}$/.test(certNumber)) throw badInput('account:contact.certNumber')
      const phone = requireText(f, 'phone', 11)
      if (!isPhone(phone)) throw badInput('account:validation.phone')
      return {
        name,
        certType,
        certNumberEncrypted: app.fieldCrypto.encrypt(certNumber),
        certNumberHash: app.fieldCrypto.hash(`${certType}:${certNumber}`),
        phoneEncrypted: app.fieldCrypto.encrypt(phone),
      }
    },
    // one certificate once per user
    beforeWrite: async (tx, { userId, id, values }) => {
      const [dup] = await tx
        .select({ id: userContacts.id })
        .from(userContacts)
        .where(and(eq(userContacts.userId, userId), eq(userContacts.certNumberHash, values.certNumberHash!)))
        .limit(1)
      if (dup && dup.id !== id) throw badInput('account:contact.duplicate')
    },
    maxRows: { limit: MAX_CONTACTS, messageKey: 'account:contact.tooMany' },
  })
}
