/**
 * The home capability (issue 10 "Home pages with content"): each site's adverts and the count of
 * their taps, the home lists the place types' calls lack (recommended places, panoramas), and the
 * site's cultural-tourism brands linked to its places (brand list, detail, a place's brand).
 * Contract: docs/contract-places.md, "Home". Demo adverts and brands are seeded at start for sites without any.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { advertRoutes } from './advert-routes'
import { brandRoutes } from './brand-routes'
import { homePlaceRoutes } from './place-routes'

async function home(app: FastifyInstance): Promise<void> {
  await advertRoutes(app)
  await brandRoutes(app)
  await homePlaceRoutes(app)
}

export const homeCapability = fp(home, { name: 'home', dependencies: ['site', 'places', 'activities'] })
