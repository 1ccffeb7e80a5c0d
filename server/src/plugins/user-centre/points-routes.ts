/**
 * Points and membership pages (/vip-index, /vip-rules, /vip-integral).
 *   GET user/api/vip/index          → data {points, lifetimePoints, level, levelName, nextLevelPoints, checkedInToday, continuousDays}
 *   GET user/api/vip/rules          → data {levels [{level, name, points}], rules [{reason, points, text}]}
 *   GET user/api/integral/records   currPage, pageSize → datas [{id, points, reason, reasonText, createdAt}] + page
 *   POST user/api/userBind/checkIn  daily check-in → data {points, continuousDays...}
 * Earning: check-in, invitations (see points-service.ts).
 */
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { integralRecords } from '../../db/schema'
import {
  CHECK_IN_POINTS,
  checkIn,
  checkedInToday,
  continuousDays,
  INVITE_POINTS,
  levelOf,
  pointsSummary,
  VIP_LEVELS,
} from './points-service'
import { badInput, fieldsOf } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { ok, pagedA } from '../../http/envelope'
import { authenticated } from '../../http/auth-scope'
import { DataEnvelope, PagedAEnvelope, PageQuery, routeSchema } from '../../http/schema'
import { CheckIn, IntegralRecord, VipIndex, VipRules } from './answers'

export async function pointsRoutes(app: FastifyInstance): Promise<void> {
  await authenticated(app, (user) => {
    // daily check-in (the path is under userBind, the rule is the points ledger's)
    user.post('/api/user/api/userBind/checkIn', { schema: routeSchema({ body: {}, response: DataEnvelope(CheckIn) }) }, async (request) => {
      const result = await checkIn(app, request.user!)
      if (!result) throw badInput('account:checkIn.already')
      return ok(request, result, { key: 'account:checkIn.done', params: { points: result.points } })
    })

    user.get('/api/user/api/vip/index', { schema: routeSchema({ response: DataEnvelope(VipIndex) }) }, async (request) => {
      const id = request.user!.id
      const { points, lifetime } = await pointsSummary(app, id)
      const { level, nextLevelPoints } = levelOf(lifetime)
      return ok(request, {
        points,
        lifetimePoints: lifetime,
        level,
        levelName: request.t(`account:vip.level${level}`),
        nextLevelPoints,
        checkedInToday: await checkedInToday(app, id),
        continuousDays: await continuousDays(app, id),
      })
    })

    app.get('/api/user/api/vip/rules', { schema: routeSchema({ response: DataEnvelope(VipRules) }) }, async (request) =>
      ok(request, {
        levels: VIP_LEVELS.map((points, level) => ({ level, name: request.t(`account:vip.level${level}`), points })),
        rules: [
          { reason: 'checkIn', points: CHECK_IN_POINTS, text: request.t('account:vip.ruleCheckIn', { points: CHECK_IN_POINTS }) },
          { reason: 'invite', points: INVITE_POINTS, text: request.t('account:vip.ruleInvite', { points: INVITE_POINTS }) },
        ],
      }),
    )

    user.get(
      '/api/user/api/integral/records',
      { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(IntegralRecord) }) },
      async (request) => {
        const { offset, pageSize } = pageOf(fieldsOf(request))
        const where = eq(integralRecords.userId, request.user!.id)
        const rows = await app.db
          .select()
          .from(integralRecords)
          .where(where)
          .orderBy(desc(integralRecords.createdAt), desc(integralRecords.id))
          .limit(pageSize)
          .offset(offset)
        const n = await app.db.$count(integralRecords, where)
        const datas = rows.map((r) => ({
          id: r.id,
          points: r.points,
          reason: r.reason,
          reasonText: request.t(`account:integral.${r.reason}`),
          createdAt: r.createdAt.toISOString(),
        }))
        return pagedA(request, datas, n, pageSize)
      },
    )
  })
}
