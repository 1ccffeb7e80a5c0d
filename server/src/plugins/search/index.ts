/**
 * The search capability (issue 10 "Search in Chinese"): res/api/es/search over the search index,
 * a logged-in visitor's search records and the site's hot words. The index is brought up to date
 * (ensureIndexed) once per process, on first use: the first search awaits it, and the start script
 * asks for it right after listening, so a server builds it in the background while it already
 * answers, and a test app that never searches does not pay for it (~3 s of every test start when it
 * ran onReady). Writers of places and news keep it current with reindexResource / reindexSite.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { hotWordRoutes } from './hot-word-routes'
import { ensureIndexed } from './indexer'
import { recordRoutes } from './record-routes'
import { searchRoutes } from './search-routes'

export { reindexResource, reindexSite, SEARCH_TAG } from './indexer'

async function search(app: FastifyInstance): Promise<void> {
  let indexing: Promise<void> | undefined
  app.decorate('searchIndexReady', () => {
    indexing ??= ensureIndexed(app).catch((e: unknown) => {
      indexing = undefined // the next search tries again
      throw e
    })
    return indexing
  })
  // an app closed while it indexes waits for the index, not for a database already gone
  app.addHook('onClose', async () => {
    await indexing?.catch(() => {})
  })
  await searchRoutes(app)
  await hotWordRoutes(app)
  await authenticated(app, recordRoutes)
}

export const searchCapability = fp(search, { name: 'search', dependencies: ['site', 'content'] })
