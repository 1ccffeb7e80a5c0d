/**
 * The places capability (issue 10): every place type's list, detail and ranking, the visitor's
 * interactions (likes, collections, focus, browse records) and their collection list, what is
 * around a point, the site's regions and their ranking, and weather. Contract:
 * src/core/places/contract.ts and docs/contract-places.md. The session capability's login
 * (tokens) is what interactManage and a detail's vipResourceStatus read; news counters are the
 * content capability's rows.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { interactRoutes } from './interact-routes'
import { placeRoutes } from './place-routes'
import { regionRoutes } from './region-routes'
import { searchAroundRoute } from './search-around'
import { weatherProviderFrom } from './weather/provider'
import { weatherRoutes } from './weather/routes'

async function places(app: FastifyInstance): Promise<void> {
  await placeRoutes(app)
  await searchAroundRoute(app)
  await regionRoutes(app)
  await interactRoutes(app)
  await weatherRoutes(app, { provider: weatherProviderFrom(process.env) })
}

export const placesCapability = fp(places, { name: 'places', dependencies: ['site', 'content'] })
