/**
 * The search capability (issue 10 "Search in Chinese"): res/api/es/search over the search index,
 * a logged-in visitor's search records and the site's hot words. The index is built once every
 * capability has seeded (onReady: places and news exist by then) and kept current by
 * reindexResource / reindexSite, which writers of places and news call.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { seedHotWords } from './hot-words'
import { hotWordRoutes } from './hot-word-routes'
import { ensureIndexed } from './indexer'
import { recordRoutes } from './record-routes'
import { searchRoutes } from './search-routes'

export { reindexResource, reindexSite, SEARCH_TAG } from './indexer'

async function search(app: FastifyInstance): Promise<void> {
  await seedHotWords(app.db)
  await searchRoutes(app)
  await hotWordRoutes(app)
  await authenticated(app, recordRoutes)
  app.addHook('onReady', () => ensureIndexed(app))
}

export const searchCapability = fp(search, { name: 'search', dependencies: ['site', 'content'] })
