/**
 * Credit (integrity) calls, the caller's own record only.
 *   GET user/api/credit/getCreditUserView  platformCode?, platformChannel=cultural, phone (must be the caller's)
 *       → datas [{creditScore, creditStatus, losePromiseCount, loseCreditStartTime?, loseCreditEndTime?}]
 *   GET user/api/credit/noShowList         currPage, pageSize → datas [{id, occurredAt, orderCode, resourceName}] + page
 *   POST /api/dev/credit/addNoShow         (development only, token) {occurredAt? ISO date, orderCode?, resourceName?}
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { isPhone } from '../../../../src/core/validation'
import { phoneOf } from '../../auth/users'
import { creditNoShows } from '../../db/schema'
import { creditViewOfUser, recordNoShow } from './service'
import { badInput, fieldsOf, optionalText, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { ok, okList, pagedA } from '../../http/envelope'
import { ListEnvelope, PagedAEnvelope, PageQuery, routeSchema, Text, Type } from '../../http/schema'

export async function creditRoutes(app: FastifyInstance, opts: { devTools: boolean }): Promise<void> {
  app.get(
    '/api/user/api/credit/getCreditUserView',
    {
      schema: routeSchema({
        query: { platformCode: Text(), platformChannel: Text(), phone: Text() },
        response: ListEnvelope(Type.Unknown()),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const channel = str(f.platformChannel) || 'cultural'
      if (channel !== 'cultural') throw badInput('account:field.enum', { field: 'platformChannel', values: 'cultural' })
      if (str(f.platformCode).length > 64) throw badInput('account:field.tooLong', { field: 'platformCode', limit: 64 })
      const phone = str(f.phone)
      if (!isPhone(phone)) throw badInput('account:validation.phone')
      // a user sees only their own integrity record
      if (phone !== phoneOf(request.user!, app.fieldCrypto)) throw badInput('account:credit.notOwn')
      const view = await creditViewOfUser(app.db, request.user!.id, request.site.id, app.clock())
      return okList(request, [view])
    },
  )

  app.get(
    '/api/user/api/credit/noShowList',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(Type.Unknown()) }) },
    async (request) => {
      const { offset, pageSize } = pageOf(fieldsOf(request))
      const where = and(eq(creditNoShows.userId, request.user!.id), eq(creditNoShows.siteId, request.site.id))
      const rows = await app.db
        .select()
        .from(creditNoShows)
        .where(where)
        .orderBy(desc(creditNoShows.occurredAt))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(creditNoShows, where)
      const datas = rows.map((r) => ({
        id: r.id,
        occurredAt: r.occurredAt.toISOString(),
        orderCode: r.orderCode ?? '',
        resourceName: r.resourceName ?? '',
      }))
      return pagedA(request, datas, n, pageSize)
    },
  )

  if (!opts.devTools) return
  app.post(
    '/api/dev/credit/addNoShow',
    { schema: routeSchema({ body: { occurredAt: Text(), orderCode: Text(), resourceName: Text() } }) },
    async (request) => {
      const f = fieldsOf(request)
      const raw = str(f.occurredAt)
      const occurredAt = raw ? new Date(raw) : app.clock()
      if (Number.isNaN(occurredAt.getTime())) throw badInput('account:field.invalid', { field: 'occurredAt' })
      await recordNoShow(
        app.db,
        {
          userId: request.user!.id,
          siteId: request.site.id,
          occurredAt,
          orderCode: optionalText(f, 'orderCode', 64),
          resourceName: optionalText(f, 'resourceName', 100),
        },
        app.clock(),
      )
      return ok(request, await creditViewOfUser(app.db, request.user!.id, request.site.id, app.clock()))
    },
  )
}
