/** Rows → the answers of the complaint calls (src/core/complaints/contract.ts). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  acceptDeadline,
  acceptHoursOf,
  isOverdue,
  type ComplaintChannel,
  type ComplaintStatus,
  type RecordAction,
} from '../../../../src/core/complaints/rules'
import type { ComplaintDetail, ComplaintItem, TimelineRecord } from '../../../../src/core/complaints/contract'
import { maskPhone } from '../../../../src/core/validation'
import type { SiteConfig } from '../../../../types/site'
import { complaintAudios, complaintRecords, complaints } from '../../db/schema'

export type ComplaintRow = typeof complaints.$inferSelect
type RecordRow = typeof complaintRecords.$inferSelect

export const toRecord = (r: RecordRow): TimelineRecord => ({
  id: r.id,
  action: r.action as RecordAction,
  actor: r.actor === 'operator' ? 'operator' : 'visitor',
  actorName: r.actorName,
  content: r.content,
  createdAt: r.createdAt.toISOString(),
})

export function overdueOf(row: ComplaintRow, config: SiteConfig, now: Date): { overdue: boolean; acceptDeadline: string | null } {
  const hours = acceptHoursOf(config)
  const status = row.status as ComplaintStatus
  return {
    overdue: isOverdue({ status, createdAt: row.createdAt.getTime() }, now.getTime(), hours),
    acceptDeadline: status === 'pending' ? new Date(acceptDeadline(row.createdAt.getTime(), hours)).toISOString() : null,
  }
}

/** the newest record of each complaint */
export async function lastRecords(app: FastifyInstance, ids: number[]): Promise<Map<number, TimelineRecord>> {
  if (ids.length === 0) return new Map()
  const rows = await app.db
    .selectDistinctOn([complaintRecords.complaintId])
    .from(complaintRecords)
    .where(inArray(complaintRecords.complaintId, ids))
    .orderBy(complaintRecords.complaintId, desc(complaintRecords.createdAt), desc(complaintRecords.id))
  return new Map(rows.map((r) => [r.complaintId, toRecord(r)]))
}

export function toItem(row: ComplaintRow, config: SiteConfig, now: Date, last: TimelineRecord | undefined): ComplaintItem {
  return {
    id: row.id,
    channel: row.channel as ComplaintChannel,
    complaintType: row.complaintType,
    respondent: row.respondent,
    placeName: row.placeName,
    reason: row.reason,
    status: row.status as ComplaintStatus,
    overdue: overdueOf(row, config, now).overdue,
    createdAt: row.createdAt.toISOString(),
    lastRecord: last ?? null,
  }
}

/** the timeline, oldest first (records written in one transaction share its time: the id breaks the tie) */
export async function recordsOf(app: FastifyInstance, complaintId: number): Promise<TimelineRecord[]> {
  const rows = await app.db
    .select()
    .from(complaintRecords)
    .where(eq(complaintRecords.complaintId, complaintId))
    .orderBy(asc(complaintRecords.createdAt), asc(complaintRecords.id))
  return rows.map(toRecord)
}

/** the detail; `fullPhone` for the operator (who calls back), masked for the visitor */
export async function toDetail(app: FastifyInstance, row: ComplaintRow, config: SiteConfig, fullPhone = false): Promise<ComplaintDetail> {
  const now = app.clock()
  const records = await recordsOf(app, row.id)
  const [audio] = await app.db
    .select()
    .from(complaintAudios)
    .where(and(eq(complaintAudios.complaintId, row.id)))
    .limit(1)
  const phone = app.fieldCrypto.decrypt(row.phoneEncrypted)
  const o = overdueOf(row, config, now)
  return {
    ...toItem(row, config, now, records[records.length - 1]),
    name: row.name,
    phone: fullPhone ? phone : maskPhone(phone),
    gender: row.gender,
    longitude: row.longitude,
    latitude: row.latitude,
    regionCode: row.regionCode,
    address: row.address,
    occurredAt: row.occurredAt,
    content: row.content,
    images: row.images,
    videos: row.videos,
    audio: audio ? { id: audio.id, url: audio.url, seconds: audio.seconds } : null,
    acceptDeadline: o.acceptDeadline,
    satisfaction: row.satisfaction,
    feedback: row.feedback ?? '',
    records,
  }
}
