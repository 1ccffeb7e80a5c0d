/**
 * The statistics capability (issue 14; rules-and-contract 7; docs/contract-stats.md): the
 * page-stay collector, visit records and their totals per site and day, page views and visitors.
 * Records are queued and written in batches (batch-writer.ts), flushed every
 * STATS_FLUSH_MS (1 s) or every STATS_BATCH_SIZE (500) records and when the app closes.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BatchWriter, databaseSink } from './batch-writer'
import { statsRoutes } from './routes'

declare module 'fastify' {
  interface FastifyInstance {
    /** the statistics queue: tests flush it, or swap its sink */
    stats: BatchWriter
  }
}

const numberFrom = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback)

async function statsPlugin(app: FastifyInstance): Promise<void> {
  const writer = new BatchWriter(databaseSink(app.db), app.log, {
    intervalMs: numberFrom(process.env.STATS_FLUSH_MS, 1000),
    maxRecords: numberFrom(process.env.STATS_BATCH_SIZE, 500),
  })
  app.decorate('stats', writer)
  // before the database closes (buildApp's own onClose hook was added earlier, and runs later)
  app.addHook('onClose', () => writer.close())
  await app.register(statsRoutes(writer))
}

export const statsCapability = fp(statsPlugin, { name: 'stats', dependencies: ['site'] })
