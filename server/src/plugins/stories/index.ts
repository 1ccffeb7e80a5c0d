/**
 * The stories capability (issue 11, "Stories, topics, strategies, moments, works, publishing"):
 * public lists and details of stories and topics, the visitor's own stories (publish, edit,
 * delete), demo data. Contract: src/core/stories/contract.ts and docs/contract-stories.md.
 * Likes and collections go through the places capability's interactManage (its targets know
 * stories); new stories reach the search index (search capability's reindexResource).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { publishRoutes } from './publish-routes'
import { registerStories } from './registrations'
import { storyRoutes } from './routes'

async function storiesPlugin(app: FastifyInstance): Promise<void> {
  registerStories()
  await storyRoutes(app)
  await publishRoutes(app)
}

export const storiesCapability = fp(storiesPlugin, { name: 'stories', dependencies: ['site', 'places', 'search'] })
