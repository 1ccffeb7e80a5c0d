/**
 * `GET /api/ping`: the cheapest answer that still passes every instance hook (language, admission,
 * site), so `npm run bench:api` can compare cached reads with it. Also usable as a liveness probe.
 */
import type { FastifyInstance } from 'fastify'
import { ResultCode } from '../../../../types/contract'

export async function pingRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/ping', async (request) => ({ code: ResultCode.OK, message: request.t('ok') }))
}
