/**
 * Admission control: past `maxInFlight` concurrent API calls the server answers code 5 at once
 * (the app shows its too-many-visitors dialog) instead of queueing until everything times out.
 * The same answer while the server is closing (graceful shutdown: calls already running finish).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../types/contract'
import { httpStatusOf } from './envelope'
import { tOf } from './errors'
import { HEALTH_PREFIX } from './health'

/** Seconds the client waits before refreshing; the spec's refresh countdown is 5 s. */
const RETRY_AFTER_SECONDS = 5

export function installAdmission(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0
  // set when app.close() begins (a SIGTERM, index.ts): new calls are refused, calls running finish
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // while closing, every answer ends its connection, so the server's close does not wait for
  // keep-alive connections to time out
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
  const admitted = new WeakSet<FastifyRequest>()
  const release = async (request: FastifyRequest) => {
    if (admitted.delete(request)) inFlight--
  }

  app.addHook('onRequest', async (request, reply) => {
    // probes are answered even when busy: a busy server is alive (http/health.ts)
    if (!request.url.startsWith('/api/') || request.url.startsWith(HEALTH_PREFIX)) return
    if (inFlight >= maxInFlight || closing) {
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
