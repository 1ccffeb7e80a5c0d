/**
 * The visitor's complaint calls (rules-and-contract 7 "Complaints"; docs/contract-complaints.md), all
 * logged in with a bound phone (product-spec 6); another user's complaint answers not found:
 *   POST res/api/complaints/save               the form (src/core/complaints ComplaintForm; images, videos comma lists) → {id}
 *   POST res/api/complaints/saveAudio          url (an audio file the caller uploaded), seconds → {id, url, seconds}
 *   POST res/api/complaints/satisfiedFeedback  id, satisfaction 1-5, content? (once, after processing)
 *   GET  res/api/complaints/list               status?, currPage, pageSize → paged (a) of ComplaintItem, newest first
 *   GET  res/api/complaints/detail             id → ComplaintDetail with its timeline
 *   GET  res/api/complaints/lastRecordInfo     id → {id, status, overdue, recordCount, lastRecord}
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { siteDayOf, siteTimeOf } from '../../../../src/core/booking/site-time'
import {
  COMPLAINT_LIMITS,
  EMPTY_COMPLAINT,
  isComplaintChannel,
  isComplaintStatus,
  validateComplaint,
  type ComplaintForm,
} from '../../../../src/core/complaints/rules'
import { phoneOf } from '../../auth/users'
import { complaintAudios, complaintRecords, complaints } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, requireId, single, type Fields } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { complaintOf, fileComplaint, ownAudioUpload, rate } from './service'
import { AudioSchema, DetailSchema, ItemSchema, LastRecordSchema, SaveBody } from './schemas'
import { lastRecords, overdueOf, toDetail, toItem } from './views'

const BASE = '/api/res/api/complaints'
const refused = (key: string, params: Record<string, unknown> = {}) => badInput(`complaints:${key}`, params)

/** "Complaints only after binding the phone number and logging in." */
function boundPhone(app: FastifyInstance, request: FastifyRequest): string {
  const phone = phoneOf(request.user!, app.fieldCrypto)
  if (!phone) throw refused('error.needPhone')
  return phone
}

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

const number = (v: string): number | null => (v === '' || !Number.isFinite(Number(v)) ? null : Number(v))

/** the form as the app sends it, read into the shared shape (the shared rule then decides) */
export function formOf(f: Fields): ComplaintForm {
  const channel = single(f, 'channel') || 'default'
  if (!isComplaintChannel(channel)) throw badInput('account:field.invalid', { field: 'channel' })
  const gender = Number(single(f, 'gender') || 0)
  const placeId = single(f, 'placeId')
  const audioId = single(f, 'audioId')
  return {
    ...EMPTY_COMPLAINT,
    channel,
    name: single(f, 'name'),
    phone: single(f, 'phone'),
    gender: [0, 1, 2].includes(gender) ? gender : 0,
    complaintType: single(f, 'complaintType'),
    placeName: single(f, 'placeName'),
    longitude: number(single(f, 'longitude')),
    latitude: number(single(f, 'latitude')),
    placeId: placeId ? requireId(f, 'placeId') : null,
    placeType: single(f, 'placeType'),
    regionCode: single(f, 'regionCode'),
    respondent: single(f, 'respondent'),
    address: single(f, 'address'),
    occurredAt: single(f, 'occurredAt'),
    reason: single(f, 'reason'),
    content: single(f, 'content'),
    images: list(single(f, 'images')),
    videos: list(single(f, 'videos')),
    audioId: audioId ? requireId(f, 'audioId') : null,
  }
}

export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    `${BASE}/save`,
    { config: { idempotent: true }, schema: routeSchema({ body: SaveBody, response: DataEnvelope(Item({ id: Type.Integer() })) }) },
    async (request) => {
      const phone = boundPhone(app, request)
      const form = formOf(fieldsOf(request))
      const now = app.clock()
      const problem = validateComplaint(form, `${siteDayOf(now.getTime())} ${siteTimeOf(now.toISOString())}`)
      if (problem) throw refused(problem.key, problem.params)
      const row = await fileComplaint(app, request.site, request.user!.id, form, form.phone || phone)
      return ok(request, { id: row.id }, 'complaints:success.message')
    },
  )

  app.post(
    `${BASE}/saveAudio`,
    {
      config: { idempotent: true },
      schema: routeSchema({
        body: { url: Text({ maxLength: 600 }), seconds: Text({ maxLength: 6 }) },
        response: DataEnvelope(AudioSchema),
      }),
    },
    async (request) => {
      boundPhone(app, request)
      const f = fieldsOf(request)
      const url = single(f, 'url')
      const seconds = Math.round(Number(single(f, 'seconds')))
      if (!Number.isFinite(seconds) || seconds < 1) throw refused('voice.tooShort')
      if (seconds > COMPLAINT_LIMITS.audioSeconds) throw refused('error.audioTooLong', { max: COMPLAINT_LIMITS.audioSeconds })
      if (!(await ownAudioUpload(app, request.user!.id, request.site.id, url))) throw refused('error.audioNotYours')
      const [row] = await app.db
        .insert(complaintAudios)
        .values({ siteId: request.site.id, userId: request.user!.id, url, seconds, createdAt: app.clock() })
        .returning()
      return ok(request, { id: row.id, url: row.url, seconds: row.seconds }, 'complaints:voice.saved')
    },
  )

  app.post(
    `${BASE}/satisfiedFeedback`,
    {
      config: { idempotent: true },
      schema: routeSchema({ body: { id: Text(), satisfaction: Text({ maxLength: 2 }), content: Text({ maxLength: 600 }) } }),
    },
    async (request) => {
      boundPhone(app, request)
      const f = fieldsOf(request)
      const satisfaction = Number(single(f, 'satisfaction'))
      await rate(app, request.site.id, request.user!.id, requireId(f), satisfaction, single(f, 'content'))
      return ok(request, undefined, 'complaints:feedback.thanks')
    },
  )

  app.get(
    `${BASE}/list`,
    { schema: routeSchema({ query: { ...PageQuery, status: Text({ maxLength: 12 }) }, response: PagedAEnvelope(ItemSchema) }) },
    async (request) => {
      const f = fieldsOf(request)
      const status = single(f, 'status')
      if (status && !isComplaintStatus(status)) throw badInput('account:field.invalid', { field: 'status' })
      const { offset, pageSize } = pageOf(f)
      const where = and(
        eq(complaints.siteId, request.site.id),
        eq(complaints.userId, request.user!.id),
        status ? eq(complaints.status, status) : undefined,
      )
      const total = await app.db.$count(complaints, where)
      const rows = await app.db
        .select()
        .from(complaints)
        .where(where)
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(pageSize)
        .offset(offset)
      const last = await lastRecords(
        app,
        rows.map((r) => r.id),
      )
      const now = app.clock()
      return pagedA(
        request,
        rows.map((r) => toItem(r, request.site.config, now, last.get(r.id))),
        total,
        pageSize,
      )
    },
  )

  app.get(`${BASE}/detail`, { schema: routeSchema({ query: { id: Text() }, response: DataEnvelope(DetailSchema) }) }, async (request) => {
    const row = await complaintOf(app.db, request.site.id, requireId(fieldsOf(request)), request.user!.id)
    return ok(request, await toDetail(app, row, request.site.config))
  })

  app.get(
    `${BASE}/lastRecordInfo`,
    { schema: routeSchema({ query: { id: Text() }, response: DataEnvelope(LastRecordSchema) }) },
    async (request) => {
      const row = await complaintOf(app.db, request.site.id, requireId(fieldsOf(request)), request.user!.id)
      const n = await app.db.$count(complaintRecords, eq(complaintRecords.complaintId, row.id))
      const last = await lastRecords(app, [row.id])
      return ok(request, {
        id: row.id,
        status: row.status,
        overdue: overdueOf(row, request.site.config, app.clock()).overdue,
        recordCount: n,
        lastRecord: last.get(row.id) ?? null,
      })
    },
  )
}
