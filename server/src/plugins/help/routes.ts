/**
 * Help calls (docs/contract-help.md; shapes in src/core/help/contract.ts):
 *   GET  config/api/faq/categoryList                       → datas [{category, count}] (cached, tag help)
 *   GET  config/api/faq/list      category?, keyword?, currPage, pageSize (≤ 50) → paged (a) FaqItem (cached)
 *   GET  config/api/faq/detail    id                       → data FaqItem; another site's id: not found (cached)
 *   GET  config/api/robot/ask     question (1-200 characters) → data RobotAnswer (cached: the same question, the same answer)
 *   GET  config/api/help/contacts                           → data HelpContacts (cached)
 *   POST config/api/emergency/save (login) description, phone?, longitude, latitude, address?, images? (comma list),
 *        approximate? (1: the coordinates are the site's centre, the address is then required) → data {id, createTime}
 *   GET  config/api/emergency/list (login) currPage, pageSize → paged (a) of the caller's own reports, newest first
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EmergencyReport, FaqItem, RobotAnswer } from '../../../../src/core/help/contract'
import { checkEmergency, EMERGENCY_MAX_PHOTOS, photosOfField, type EmergencyDraft } from '../../../../src/core/help/emergency'
import { answerOf, QUESTION_MAX } from '../../../../src/core/help/robot'
import { emergencyReports, faqEntries } from '../../db/schema'
import { ok, okList, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, ListEnvelope, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { contactsOf } from './site-contacts'

export const HELP_TAG = 'help'
const cached = { cache: { tags: [HELP_TAG] } }

type FaqRow = typeof faqEntries.$inferSelect

const FaqItemSchema = Item({
  id: Type.Integer(),
  category: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  keywords: Type.Array(Type.String()),
  sort: Type.Integer(),
})
const Contact = Item({ name: Type.String(), phone: Type.String(), note: Type.Optional(Type.String()) })
const ContactsSchema = Item({
  rescue: Contact,
  hotlines: Type.Array(Contact),
  taxi: Type.Array(Contact),
  cars: Type.Array(Item({ name: Type.String(), kind: Type.String(), url: Type.String(), note: Type.String() })),
})
const RobotSchema = Item({
  matched: Type.Boolean(),
  answer: Type.Union([FaqItemSchema, Type.Null()]),
  related: Type.Array(Item({ id: Type.Integer(), question: Type.String() })),
  contact: Contact,
})
const ReportSchema = Item({
  id: Type.Integer(),
  description: Type.String(),
  phone: Type.String(),
  longitude: Type.Number(),
  latitude: Type.Number(),
  address: Type.String(),
  images: Type.Array(Type.String()),
  status: Type.String(),
  createTime: Type.String(),
})

const toFaq = (r: FaqRow): FaqItem => ({
  id: r.id,
  category: r.category,
  question: r.question,
  answer: r.answer,
  keywords: r.keywords,
  sort: r.sort,
})

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** a number field as the form sends it ('' or missing: null; anything not a finite number: null) */
function numberOf(v: string): number | null {
  if (!v || !/^-?\d{1,3}(\.\d{1,20})?$/.test(v)) return null
  return Number(v)
}

export async function helpRoutes(app: FastifyInstance): Promise<void> {
  const siteFaq = (request: FastifyRequest) => eq(faqEntries.siteId, request.site.id)

  app.get(
    '/api/config/api/faq/categoryList',
    { schema: routeSchema({ response: ListEnvelope(Item({ category: Type.String(), count: Type.Integer() })) }), config: cached },
    async (request) => {
      // categories in the order their first question shows, each with its number of questions
      const rows = await app.db
        .select({ category: faqEntries.category })
        .from(faqEntries)
        .where(siteFaq(request))
        .orderBy(asc(faqEntries.sort), asc(faqEntries.id))
      const counts = new Map<string, number>()
      for (const r of rows) counts.set(r.category, (counts.get(r.category) ?? 0) + 1)
      return okList(
        request,
        [...counts].map(([category, n]) => ({ category, count: n })),
      )
    },
  )

  app.get(
    '/api/config/api/faq/list',
    {
      schema: routeSchema({ query: { ...PageQuery, category: Text(), keyword: Text() }, response: PagedAEnvelope(FaqItemSchema) }),
      config: cached,
    },
    async (request) => {
      const f = fieldsOf(request)
      const page = pageOf(f)
      const category = single(f, 'category')
      const keyword = single(f, 'keyword')
      if (category.length > 50) throw badInput('help:error.categoryTooLong')
      if (keyword.length > 50) throw badInput('help:error.keywordTooLong')
      const parts: SQL[] = [siteFaq(request)]
      if (category) parts.push(eq(faqEntries.category, category))
      if (keyword) {
        const like = `%${escapeLike(keyword)}%`
        parts.push(or(ilike(faqEntries.question, like), ilike(faqEntries.answer, like))!)
      }
      const where = and(...parts)
      const total = await app.db.$count(faqEntries, where)
      const rows = await app.db
        .select()
        .from(faqEntries)
        .where(where)
        .orderBy(asc(faqEntries.sort), asc(faqEntries.id))
        .limit(page.pageSize)
        .offset(page.offset)
      return pagedA(request, rows.map(toFaq), Number(total), page.pageSize)
    },
  )

  app.get(
    '/api/config/api/faq/detail',
    { schema: routeSchema({ query: { id: Text() }, response: DataEnvelope(FaqItemSchema) }), config: cached },
    async (request) => {
      const id = requireId(fieldsOf(request))
      const [row] = await app.db
        .select()
        .from(faqEntries)
        .where(and(siteFaq(request), eq(faqEntries.id, id)))
      if (!row) throw notFound('help:error.faqNotFound')
      return ok(request, toFaq(row))
    },
  )

  app.get(
    '/api/config/api/robot/ask',
    { schema: routeSchema({ query: { question: Text() }, response: DataEnvelope(RobotSchema) }), config: cached },
    async (request) => {
      const question = single(fieldsOf(request), 'question').trim()
      if (!question) throw badInput('help:error.questionRequired')
      if ([...question].length > QUESTION_MAX) throw badInput('help:error.questionTooLong', { max: QUESTION_MAX })
      const rows = await app.db.select().from(faqEntries).where(siteFaq(request))
      const { best, related } = answerOf(question, rows)
      const contact = contactsOf(request.site.siteCode, request.site.config.name).hotlines[0]
      const answer: RobotAnswer = {
        matched: !!best,
        answer: best ? toFaq(best.entry) : null,
        related: related.map((r) => ({ id: r.id, question: r.question })),
        contact,
      }
      return ok(request, answer)
    },
  )

  app.get(
    '/api/config/api/help/contacts',
    { schema: routeSchema({ response: DataEnvelope(ContactsSchema) }), config: cached },
    async (request) => ok(request, contactsOf(request.site.siteCode, request.site.config.name)),
  )
}

/** the caller's own emergency reports (inside authenticated(...)) */
export async function emergencyRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/config/api/emergency/save',
    {
      config: { idempotent: true },
      schema: routeSchema({
        body: {
          description: Text(),
          phone: Text(),
          longitude: Text(),
          latitude: Text(),
          address: Text(),
          images: Text(),
          approximate: Text(),
        },
        response: DataEnvelope(Item({ id: Type.Integer(), createTime: Type.String() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const images = single(f, 'images')
      if (images.length > EMERGENCY_MAX_PHOTOS * 501) throw badInput('help:error.tooManyPhotos', { max: EMERGENCY_MAX_PHOTOS })
      const draft: EmergencyDraft = {
        description: single(f, 'description'),
        phone: single(f, 'phone'),
        longitude: numberOf(single(f, 'longitude')),
        latitude: numberOf(single(f, 'latitude')),
        address: single(f, 'address'),
        photos: photosOfField(images),
        approximate: single(f, 'approximate') === '1',
      }
      const broken = checkEmergency(draft)
      if (broken) throw badInput(`help:${broken.key}`, broken.params)
      const phone = draft.phone.trim()
      const [row] = await app.db
        .insert(emergencyReports)
        .values({
          siteId: request.site.id,
          userId: request.user!.id,
          description: draft.description.trim(),
          phoneEncrypted: phone ? app.fieldCrypto.encrypt(phone) : '',
          longitude: draft.longitude!,
          latitude: draft.latitude!,
          address: draft.address.trim(),
          images: draft.photos,
          createdAt: app.clock(),
        })
        .returning({ id: emergencyReports.id, createdAt: emergencyReports.createdAt })
      return ok(request, { id: row.id, createTime: row.createdAt.toISOString() }, { key: 'help:emergency.saved' })
    },
  )

  app.get(
    '/api/config/api/emergency/list',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(ReportSchema) }) },
    async (request) => {
      const page = pageOf(fieldsOf(request))
      const where = and(eq(emergencyReports.siteId, request.site.id), eq(emergencyReports.userId, request.user!.id))
      const total = await app.db.$count(emergencyReports, where)
      const rows = await app.db
        .select()
        .from(emergencyReports)
        .where(where)
        .orderBy(desc(emergencyReports.id))
        .limit(page.pageSize)
        .offset(page.offset)
      const datas: EmergencyReport[] = rows.map((r) => ({
        id: r.id,
        description: r.description,
        phone: r.phoneEncrypted ? app.fieldCrypto.decrypt(r.phoneEncrypted) : '',
        longitude: r.longitude,
        latitude: r.latitude,
        address: r.address,
        images: r.images,
        status: r.status,
        createTime: r.createdAt.toISOString(),
      }))
      return pagedA(request, datas, Number(total), page.pageSize)
    },
  )
}
