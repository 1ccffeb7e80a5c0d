/**
 * The guides capability (issue 10): tour guides, travel agencies, destinations and their city
 * cards, guided map tours, and the panoramas of places; demo rows for every demo site at start.
 * Contract: docs/contract-places.md, "Guides, agencies, destinations, tours". Reads the places
 * table (tours walk a scenic area's spots; panoramas are places'), never writes another's rows
 * but the demo panoramas of a site without any.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { guideRoutes } from './routes'

async function guidesPlugin(app: FastifyInstance): Promise<void> {
  await guideRoutes(app)
}

export const guidesCapability = fp(guidesPlugin, { name: 'guides', dependencies: ['site', 'places'] })
