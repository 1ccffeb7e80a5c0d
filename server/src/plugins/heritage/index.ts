/**
 * The heritage capability (issue 11, intangible heritage / 非遗): projects, successors, experience
 * and inheritance bases, and the section's food, news, video and audio entries; likes, collections
 * and follows through the places capability's interactManage; documents in the search index.
 * Contract: src/core/heritage/contract.ts and docs/contract-heritage.md. Demo rows for every demo
 * site at start (demo/seed.ts).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { followRoutes, registerHeritageTargets } from './follow'
import { heritageRoutes } from './routes'
import { registerHeritageSearch } from './search-docs'

export { HERITAGE_TAG } from './routes'

async function heritage(app: FastifyInstance): Promise<void> {
  registerHeritageTargets()
  registerHeritageSearch()
  await heritageRoutes(app)
  await followRoutes(app)
}

// search: its index is built onReady, after this plugin registered its documents and seeded
export const heritageCapability = fp(heritage, { name: 'heritage', dependencies: ['site', 'places', 'search'] })
