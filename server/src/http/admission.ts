/**
 * Admission control: past `maxInFlight` concurrent API calls the server answers code 5 at once
 * (the app shows its too-many-visitors dialog) instead of queueing until everything times out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../types/contract'
import { httpStatusOf } from './envelope'
import { tOf } from './errors'

/** Seconds the client waits before refreshing; the spec's refresh countdown is 5 s. */
const RETRY_AFTER_SECONDS = 5

export function installAdmission(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0
  const admitted = new WeakSet<FastifyRequest>()
  const release = async (request: FastifyRequest) => {
    if (admitted.delete(request)) inFlight--
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    if (inFlight >= maxInFlight) {
      return reply
        .status(httpStatusOf(ResultCode.TOO_MANY_VISITORS))
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code: ResultCode.TOO_MANY_VISITORS, message: tOf(request)('error.tooManyVisitors') })
    }
    inFlight++
    admitted.add(request)
  })
  app.addHook('onResponse', release)
  app.addHook('onRequestAbort', release)
}
