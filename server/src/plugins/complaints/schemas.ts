/** TypeBox shapes of the complaint answers (src/core/complaints/contract.ts names the same fields). */
import type { TSchema } from 'typebox'
import { Item, Text, Type } from '../../http/schema'

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])

export const RecordSchema = Item({
  id: Type.Integer(),
  action: Type.String(),
  actor: Type.String(),
  actorName: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
})

const itemFields = {
  id: Type.Integer(),
  channel: Type.String(),
  complaintType: Type.String(),
  respondent: Type.String(),
  placeName: Type.String(),
  reason: Type.String(),
  status: Type.String(),
  overdue: Type.Boolean(),
  createdAt: Type.String(),
  lastRecord: Nullable(RecordSchema),
}
export const ItemSchema = Item(itemFields)
export const OperatorItemSchema = Item({
  ...itemFields,
  name: Type.String(),
  phone: Type.String(),
  acceptDeadline: Nullable(Type.String()),
})

export const DetailSchema = Item({
  ...itemFields,
  name: Type.String(),
  phone: Type.String(),
  gender: Type.Integer(),
  longitude: Type.Number(),
  latitude: Type.Number(),
  regionCode: Type.String(),
  address: Type.String(),
  occurredAt: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  videos: Type.Array(Type.String()),
  audio: Nullable(Item({ id: Type.Integer(), url: Type.String(), seconds: Type.Integer() })),
  acceptDeadline: Nullable(Type.String()),
  satisfaction: Nullable(Type.Integer()),
  feedback: Type.String(),
  records: Type.Array(RecordSchema),
})

export const LastRecordSchema = Item({
  id: Type.Integer(),
  status: Type.String(),
  overdue: Type.Boolean(),
  recordCount: Type.Integer(),
  lastRecord: Nullable(RecordSchema),
})

export const AudioSchema = Item({ id: Type.Integer(), url: Type.String(), seconds: Type.Integer() })

/** the form of save (form-encoded; images and videos as comma lists of uploaded addresses) */
export const SaveBody = {
  channel: Text({ maxLength: 10 }),
  name: Text({ maxLength: 100 }),
  phone: Text({ maxLength: 20 }),
  gender: Text({ maxLength: 2 }),
  complaintType: Text({ maxLength: 20 }),
  placeName: Text({ maxLength: 300 }),
  longitude: Text({ maxLength: 30 }),
  latitude: Text({ maxLength: 30 }),
  placeId: Text({ maxLength: 12 }),
  placeType: Text({ maxLength: 60 }),
  regionCode: Text({ maxLength: 12 }),
  respondent: Text({ maxLength: 200 }),
  address: Text({ maxLength: 400 }),
  occurredAt: Text({ maxLength: 20 }),
  reason: Text({ maxLength: 300 }),
  content: Text({ maxLength: 3000 }),
  images: Text({ maxLength: 5000 }),
  videos: Text({ maxLength: 1100 }),
  audioId: Text({ maxLength: 12 }),
}
