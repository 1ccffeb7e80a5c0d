/**
 * Feedback (/feedback).
 *   POST user/api/feedback/save  {content (1-500), contact? (≤ 50), images? (comma-separated URLs or array, ≤ 9)}
 *   GET  user/api/feedback/list  currPage, pageSize → own feedback, datas [{id, content, contact, images, createdAt}] + page
 * The contact (a phone, an e-mail, a WeChat id) is personal: AES-GCM at rest like phones and id cards.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { feedbacks } from '../../db/schema'
import { badInput, fieldsOf, optionalText, requireText } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { ok, pagedA } from '../../http/envelope'
import { PagedAEnvelope, PageQuery, routeSchema, Text, TextList } from '../../http/schema'
import { Feedback } from './answers'

export const MAX_FEEDBACK_IMAGES = 9

function imagesOf(value: unknown): string[] {
  if (value === undefined || value === '') return []
  const list = (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim()).filter(Boolean)
  if (list.length > MAX_FEEDBACK_IMAGES) throw badInput('account:feedback.tooManyImages', { limit: MAX_FEEDBACK_IMAGES })
  if (list.some((u) => u.length > 500 || !/^(https?:\/\/|\/)\S+$/.test(u))) throw badInput('account:field.invalid', { field: 'images' })
  return list
}

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/user/api/feedback/save',
    { schema: routeSchema({ body: { content: Text(), contact: Text(), images: TextList(MAX_FEEDBACK_IMAGES * 4) } }) },
    async (request) => {
      const f = fieldsOf(request)
      const content = requireText(f, 'content', 500)
      const contact = optionalText(f, 'contact', 50)
      const images = imagesOf(f.images)
      await app.db.insert(feedbacks).values({
        userId: request.user!.id,
        siteId: request.site.id,
        content,
        contactEncrypted: contact ? app.fieldCrypto.encrypt(contact) : null,
        images,
        createdAt: app.clock(),
      })
      return ok(request, undefined, 'account:feedback.thanks')
    },
  )

  app.get(
    '/api/user/api/feedback/list',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(Feedback) }) },
    async (request) => {
      const { offset, pageSize } = pageOf(fieldsOf(request))
      const where = and(eq(feedbacks.userId, request.user!.id), eq(feedbacks.siteId, request.site.id))
      const rows = await app.db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.id)).limit(pageSize).offset(offset)
      const n = await app.db.$count(feedbacks, where)
      return pagedA(
        request,
        rows.map((r) => ({
          id: r.id,
          content: r.content,
          contact: r.contactEncrypted ? app.fieldCrypto.decrypt(r.contactEncrypted) : '',
          images: r.images,
          createdAt: r.createdAt.toISOString(),
        })),
        n,
        pageSize,
      )
    },
  )
}
