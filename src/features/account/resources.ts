/**
 * The user centre's owned rows and records as kit resources (rules-and-contract 7 "User centre"):
 * each a list (paged variant a) and, where the contract has them, detail / save / delete.
 * Personal numbers of contacts are decrypted after reading and encrypted before saving (section 3).
 */
import { encryptSentFields } from '../../core/sent-encrypted'
import { resourceApi, type Id } from '../../kit/resource-api'
import {
  decryptField,
  type Address,
  type CollectionItem,
  type Contact,
  type InviteRow,
  type Message,
  type NoShow,
  type PointsRecord,
  type WalletRecord,
} from './user-centre-api'

const decryptContact = (c: Contact): Contact => ({ ...c, certNumber: decryptField(c.certNumber), phone: decryptField(c.phone) })

/** a row as saved: without an id it is added */
export type AddressDraft = Omit<Address, 'id'> & { id?: Id }
export type ContactDraft = Omit<Contact, 'id'> & { id?: Id }

export const addressApi = resourceApi<Address, Address, object, AddressDraft>('user/api/receiveAddress')
export const contactApi = resourceApi<Contact, Contact, object, ContactDraft>('user/api/consumUserContacts', {
  readItem: decryptContact,
  readDetail: decryptContact,
  writeDraft: (draft) => encryptSentFields('contactSave', draft, __SITE__.sm4Key),
})
export const collectionApi = resourceApi<CollectionItem>('user/api/collection')
export const messageApi = resourceApi<Message>('websocket/api/message')
export const pointsRecordApi = resourceApi<PointsRecord>('user/api/integral', { paths: { list: 'records' } })
export const walletRecordApi = resourceApi<WalletRecord>('user/api/wallet', { paths: { list: 'records' } })
export const myInviteApi = resourceApi<InviteRow>('user/api/invite', { paths: { list: 'myInviteList' } })
export const noShowApi = resourceApi<NoShow>('user/api/credit', { paths: { list: 'noShowList' } })
