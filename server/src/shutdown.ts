/**
 * Graceful shutdown (SIGTERM, SIGINT; index.ts). `app.close()` does it in this order:
 *   1. stops accepting connections; new calls on open ones answer code 5 (http/admission.ts);
 *   2. waits for the calls running (each answer closes its connection);
 *   3. runs the onClose hooks: the statistics queue is written (plugins/stats), Redis connections
 *      quit (http/cache), the database pool closes (index.ts).
 * Step 2 is bounded: calls still running after `graceMs` have their connections cut, so a stuck
 * call cannot keep the process (and the queued statistics) from closing. The whole close is bounded
 * too: a backend that never answers gives up after another `graceMs`.
 */
import type { FastifyInstance } from 'fastify'

/** resolves with the exit code: 0 closed cleanly (calls cut after the grace included), 1 the close itself hung or failed */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<number> {
  const cut = setTimeout(() => {
    app.log.warn(`shutdown: calls still running after ${graceMs} ms, their connections are cut`)
    app.server.closeAllConnections()
  }, graceMs)
  let giveUp: NodeJS.Timeout | undefined
  const hung = new Promise<number>((resolve) => {
    giveUp = setTimeout(() => {
      app.log.error(`shutdown: not closed after ${2 * graceMs} ms, exiting anyway`)
      resolve(1)
    }, 2 * graceMs)
  })
  try {
    return await Promise.race([
      app.close().then(
        () => 0,
        (err: unknown) => {
          app.log.error({ err }, 'shutdown: close failed')
          return 1
        },
      ),
      hung,
    ])
  } finally {
    clearTimeout(cut)
    clearTimeout(giveUp)
  }
}
