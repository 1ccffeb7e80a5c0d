/**
 * `GET /api/ping`: the cheapest answer that still passes every instance hook (language, admission,
 * site), so `npm run bench:api` can compare cached reads with it. Also usable as a liveness probe.
 */
import type { FastifyInstance } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { routeSchema, Type } from '../schema'

const schema = routeSchema({
  summary: 'liveness probe; the baseline of npm run bench:api',
  response: Type.Object({ code: Type.Integer(), message: Type.String() }),
})

export async function pingRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/ping', { schema }, async (request) => ({ code: ResultCode.OK, message: request.t('ok') }))
}
