/**
 * One app on a throwaway database for a test file: `const app = useTestApp()` registers the
 * before/after hooks; call `app()` inside tests.
 */
import { after, before } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app'
import type { DatabaseHandle } from '../db/database'
import { openSeededTestDatabase } from './seeded-template'

export function useTestApp(options: Omit<BuildAppOptions, 'database'> = {}): () => FastifyInstance {
  let database: DatabaseHandle
  let app: FastifyInstance
  before(async () => {
    database = await openSeededTestDatabase(options)
    app = await buildApp({ ...options, database })
  })
  after(async () => {
    await app?.close()
    await database?.close()
  })
  return () => app
}
