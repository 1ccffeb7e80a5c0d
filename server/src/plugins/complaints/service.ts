/**
 * What changes a complaint, each in one transaction: filing it (with its first record and its voice
 * recording), an operator's step (a conditional update on the status it must have, so two operators
 * accepting at once cannot both succeed, then the record and the visitor's message), and the
 * visitor's rating (once: a conditional update on "processed and not rated").
 */
import { and, desc, eq, isNull, like } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  RECORD_OF_ACTION,
  transition,
  validateFeedback,
  validateRecord,
  type ComplaintForm,
  type ComplaintStatus,
  type OperatorAction,
} from '../../../../src/core/complaints/rules'
import { siteDayOf, siteTimeOf } from '../../../../src/core/booking/site-time'
import * as routes from '../../../../src/core/route-paths'
import { complaintAudios, complaintRecords, complaints, uploads, userMessages } from '../../db/schema'
import type { Database, Transaction as Tx } from '../../db/database'
import { operatorRole } from '../../auth/operator-roles'
import { badInput, notFound } from '../../http/fields'
import { toAppLanguage, translator } from '../../http/i18n'
import type { Site } from '../../site/site-registry'
import type { ComplaintRow } from './views'

export const OPERATOR_ROLE = 'complaints'
const refused = (key: string, params: Record<string, unknown> = {}) => badInput(`complaints:${key}`, params)

/** the caller's operator role on the site, or the refusal */
export async function operatorOf(app: FastifyInstance, request: FastifyRequest) {
  const role = await operatorRole(app.db, request.site.id, request.user!.id, OPERATOR_ROLE)
  if (!role) throw refused('error.notOperator')
  return role
}

/** a complaint of the site; with `userId` only that user's (another user's id is not found) */
export async function complaintOf(db: Database | Tx, siteId: number, id: number, userId?: number): Promise<ComplaintRow> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, id), eq(complaints.siteId, siteId), userId === undefined ? undefined : eq(complaints.userId, userId)))
  if (!row) throw notFound('complaints:detail.notFound')
  return row
}

const stamp = (d: Date) => `${siteDayOf(d.getTime())} ${siteTimeOf(d.toISOString())}`

/** the visitor's message-centre entry for a step (in the site's language), opening the complaint's detail */
async function messageVisitor(tx: Tx, site: Site, row: ComplaintRow, action: OperatorAction, text: string, now: Date) {
  const t = translator(toAppLanguage(site.config.defaultLanguage) ?? 'zh')
  const record = RECORD_OF_ACTION[action]
  const body = t('complaints:message.content', {
    respondent: row.respondent,
    time: stamp(now),
    text: text || t(`complaints:record.${record}`),
  })
  await tx.insert(userMessages).values({
    userId: row.userId,
    title: t(`complaints:message.title.${record}`),
    content: action === 'close' ? `${body} ${t('complaints:message.rateHint')}` : body,
    msgType: 2,
    jumpType: 4,
    relationId: String(row.id),
    jumpUrl: routes.complainDetail(row.id),
    createdAt: now,
  })
}

/** accept, reply or close: the status moves only from the one it must have, the record and the message go with it */
export async function operatorStep(
  app: FastifyInstance,
  site: Site,
  operator: { userId: number; displayName: string },
  id: number,
  action: OperatorAction,
  content: string,
): Promise<ComplaintRow> {
  const problem = validateRecord(action, content)
  if (problem) throw refused(problem)
  const now = app.clock()
  return app.db.transaction(async (tx) => {
    const current = await complaintOf(tx, site.id, id)
    const next = transition(current.status as ComplaintStatus, action)
    if (!next.ok) throw refused(next.key)
    const from = action === 'accept' ? 'pending' : 'accepted'
    const [row] = await tx
      .update(complaints)
      .set({
        status: next.status,
        updatedAt: now,
        ...(action === 'accept' ? { acceptedAt: now } : {}),
        ...(action === 'close' ? { processedAt: now } : {}),
      })
      .where(and(eq(complaints.id, id), eq(complaints.status, from)))
      .returning()
    // another operator moved it between the read and the update: say what it is now
    if (!row) {
      const moved = await complaintOf(tx, site.id, id)
      const again = transition(moved.status as ComplaintStatus, action)
      throw refused(again.ok ? 'transition.alreadyAccepted' : again.key)
    }
    await tx.insert(complaintRecords).values({
      complaintId: id,
      action: RECORD_OF_ACTION[action],
      actor: 'operator',
      actorUserId: operator.userId,
      actorName: operator.displayName,
      content: content.trim(),
      createdAt: now,
    })
    await messageVisitor(tx, site, row, action, content.trim(), now)
    return row
  })
}

export async function rate(app: FastifyInstance, siteId: number, userId: number, id: number, satisfaction: number, content: string) {
  const now = app.clock()
  await app.db.transaction(async (tx) => {
    const row = await complaintOf(tx, siteId, id, userId)
    const problem = validateFeedback(row.status as ComplaintStatus, row.satisfaction !== null, satisfaction, content)
    if (problem) throw refused(problem)
    const [done] = await tx
      .update(complaints)
      .set({ satisfaction, feedback: content.trim(), updatedAt: now })
      .where(and(eq(complaints.id, id), eq(complaints.status, 'processed'), isNull(complaints.satisfaction)))
      .returning({ id: complaints.id })
    if (!done) throw refused('feedback.already')
    await tx.insert(complaintRecords).values({
      complaintId: id,
      action: 'rated',
      actor: 'visitor',
      actorUserId: userId,
      actorName: row.name,
      content: content.trim(),
      createdAt: now,
    })
  })
}

/** the voice recording must be an audio file this user uploaded (the uploads rows know its key) */
export async function ownAudioUpload(app: FastifyInstance, userId: number, siteId: number, url: string): Promise<boolean> {
  const rows = await app.db
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.siteId, siteId), like(uploads.contentType, 'audio/%')))
    .orderBy(desc(uploads.createdAt))
    .limit(50)
  let path: string
  try {
    path = decodeURIComponent(new URL(url).pathname)
  } catch {
    return false
  }
  return rows.some((r) => path.endsWith(`/${r.key}`))
}

/** files the complaint: the row, the "submitted" record, the recording attached (only the caller's, only once) */
export async function fileComplaint(
  app: FastifyInstance,
  site: Site,
  userId: number,
  form: ComplaintForm,
  phone: string,
): Promise<ComplaintRow> {
  const now = app.clock()
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complaints)
      .values({
        siteId: site.id,
        userId,
        channel: form.channel,
        name: form.name.trim(),
        phoneEncrypted: app.fieldCrypto.encrypt(phone),
        gender: form.gender,
        complaintType: form.complaintType,
        placeName: form.placeName.trim(),
        placeId: form.placeId ?? null,
        placeType: form.placeType || null,
        longitude: form.longitude!,
        latitude: form.latitude!,
        regionCode: form.channel === 'sc' ? form.regionCode : site.config.regionCode,
        respondent: form.respondent.trim(),
        address: form.address.trim(),
        occurredAt: form.occurredAt,
        reason: form.reason.trim(),
        content: form.content.trim(),
        images: form.images,
        videos: form.videos,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await tx.insert(complaintRecords).values({
      complaintId: row.id,
      action: 'submitted',
      actor: 'visitor',
      actorUserId: userId,
      actorName: row.name,
      content: row.reason,
      createdAt: now,
    })
    if (form.audioId) {
      const [attached] = await tx
        .update(complaintAudios)
        .set({ complaintId: row.id })
        .where(
          and(
            eq(complaintAudios.id, form.audioId),
            eq(complaintAudios.userId, userId),
            eq(complaintAudios.siteId, site.id),
            isNull(complaintAudios.complaintId),
          ),
        )
        .returning({ id: complaintAudios.id })
      if (!attached) throw refused('error.audioNotYours')
    }
    return row
  })
}
