/**
 * Probes for load balancers and orchestrators (issue 23), in the envelope:
 *   GET /api/health/live   the process is up and serving: {code:0} (no backend is asked)
 *   GET /api/health/ready  the database and, where configured, Redis answered within
 *                          HEALTH_TIMEOUT_MS: {code:0, data:{database:'up', redis:'up'|'off'}};
 *                          else code 5 with HTTP 503 and what is down, e.g. {database:'down'}
 * Neither depends on a site (a paused or unknown site is not the process's health) nor on
 * admission (a busy server is still alive). `/api/ping` stays what the contract and the benchmark
 * use: it goes through every hook and asks no backend.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ResultCode } from '../../../types/contract'
import { routeSchema, Type } from './schema'

export const HEALTH_PREFIX = '/api/health/'
export const DEFAULT_HEALTH_TIMEOUT_MS = 2_000

type State = 'up' | 'down' | 'off'

const Health = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Optional(Type.Object({ database: Type.String(), redis: Type.String() })),
})

/** resolves 'up' when `check` settles fine within `ms`, else 'down' (a hung check is left behind) */
async function within(ms: number, check: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<State>((resolve) => (timer = setTimeout(() => resolve('down'), ms)))
  const done = check().then(
    (): State => 'up',
    (): State => 'down',
  )
  try {
    return await Promise.race([done, late])
  } finally {
    clearTimeout(timer)
  }
}

export async function healthRoutes(app: FastifyInstance, opts: { timeoutMs?: number }): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS
  // not ready is a 503 that still names what is down
  const schema = (summary: string) => ({ ...routeSchema({ summary }), response: { 200: Health, 503: Health } })

  app.get(`${HEALTH_PREFIX}live`, { schema: schema('liveness: the process is up') }, async (request) => ({
    code: ResultCode.OK,
    message: request.t('ok'),
  }))

  app.get(
    `${HEALTH_PREFIX}ready`,
    { schema: schema('readiness: the database and Redis (when configured) answer in time') },
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        within(timeoutMs, () => app.db.execute(sql`SELECT 1`)),
        app.cache.ping ? within(timeoutMs, app.cache.ping) : Promise.resolve<State>('off'),
      ])
      const data = { database, redis }
      const down = Object.entries(data)
        .filter(([, state]) => state === 'down')
        .map(([name]) => name)
      if (down.length === 0) return { code: ResultCode.OK, data, message: request.t('ok') }
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: ResultCode.TOO_MANY_VISITORS, data, message: request.t('error.notReady', { parts: down.join(', ') }) })
    },
  )
}
