/**
 * The operator side of the timeline (docs/contract-complaints.md "Operator API"): a logged-in user
 * with the site role `complaints` (table site_operator_roles) lists the site's complaints, reads one
 * (the phone in full, to call back), and accepts, replies to and closes them; each step adds a
 * record to the timeline and a message to the visitor's message centre. Anyone else is refused.
 *   GET  res/api/complaints/operator/list    status?, overdue? (1 = only overdue), currPage, pageSize → paged (a), overdue first
 *   GET  res/api/complaints/operator/detail  id → ComplaintDetail (full phone)
 *   POST res/api/complaints/operator/accept  id, content? → the detail
 *   POST res/api/complaints/operator/reply   id, content → the detail
 *   POST res/api/complaints/operator/close   id, content (the result) → the detail
 */
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { acceptHoursOf, isComplaintStatus, OPERATOR_ACTIONS } from '../../../../src/core/complaints/rules'
import { complaints } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, requireId, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, PageQuery, PagedAEnvelope, routeSchema, Text } from '../../http/schema'
import { complaintOf, operatorOf, operatorStep } from './service'
import { DetailSchema, OperatorItemSchema } from './schemas'
import { lastRecords, overdueOf, toDetail, toItem } from './views'

const BASE = '/api/res/api/complaints/operator'

export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  // every route here: the caller must be the site's complaint operator
  app.addHook('preHandler', async (request) => {
    await operatorOf(app, request)
  })

  app.get(
    `${BASE}/list`,
    {
      schema: routeSchema({
        query: { ...PageQuery, status: Text({ maxLength: 12 }), overdue: Text({ maxLength: 1 }) },
        response: PagedAEnvelope(OperatorItemSchema),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const status = single(f, 'status')
      if (status && !isComplaintStatus(status)) throw badInput('account:field.invalid', { field: 'status' })
      const onlyOverdue = single(f, 'overdue') === '1'
      const { offset, pageSize } = pageOf(f)
      const now = app.clock()
      const deadline = new Date(now.getTime() - acceptHoursOf(request.site.config) * 3_600_000)
      const where = and(
        eq(complaints.siteId, request.site.id),
        status ? eq(complaints.status, status) : undefined,
        onlyOverdue ? and(eq(complaints.status, 'pending'), lt(complaints.createdAt, deadline)) : undefined,
      )
      const total = await app.db.$count(complaints, where)
      // pending first (oldest first: the overdue ones lead), then the rest newest first
      const rows = await app.db
        .select()
        .from(complaints)
        .where(where)
        .orderBy(
          sql`case ${complaints.status} when 'pending' then 0 when 'accepted' then 1 else 2 end`,
          sql`case when ${complaints.status} = 'pending' then ${complaints.createdAt} end asc`,
          desc(complaints.createdAt),
          asc(complaints.id),
        )
        .limit(pageSize)
        .offset(offset)
      const last = await lastRecords(
        app,
        rows.map((r) => r.id),
      )
      return pagedA(
        request,
        rows.map((r) => ({
          ...toItem(r, request.site.config, now, last.get(r.id)),
          name: r.name,
          phone: app.fieldCrypto.decrypt(r.phoneEncrypted),
          acceptDeadline: overdueOf(r, request.site.config, now).acceptDeadline,
        })),
        total,
        pageSize,
      )
    },
  )

  app.get(`${BASE}/detail`, { schema: routeSchema({ query: { id: Text() }, response: DataEnvelope(DetailSchema) }) }, async (request) => {
    const row = await complaintOf(app.db, request.site.id, requireId(fieldsOf(request)))
    return ok(request, await toDetail(app, row, request.site.config, true))
  })

  for (const action of OPERATOR_ACTIONS) {
    app.post(
      `${BASE}/${action}`,
      { schema: routeSchema({ body: { id: Text(), content: Text({ maxLength: 2000 }) }, response: DataEnvelope(DetailSchema) }) },
      async (request) => {
        const role = await operatorOf(app, request)
        const f = fieldsOf(request)
        const row = await operatorStep(app, request.site, role, requireId(f), action, single(f, 'content'))
        return ok(
          request,
          await toDetail(app, row, request.site.config, true),
          `complaints:record.${action === 'accept' ? 'accepted' : action === 'reply' ? 'replied' : 'processed'}`,
        )
      },
    )
  }
}
