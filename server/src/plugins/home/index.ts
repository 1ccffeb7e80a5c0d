/**
 * The home capability (issue 10 "Home pages with content"): each site's adverts and the count of
 * their taps, and the home lists the place types' calls lack (recommended places, panoramas).
 * Contract: docs/contract-places.md, "Home". Demo adverts are seeded at start for sites without any.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { advertRoutes } from './advert-routes'
import { seedDemoAdverts } from './demo-adverts'
import { homePlaceRoutes } from './place-routes'

async function home(app: FastifyInstance): Promise<void> {
  await seedDemoAdverts(app)
  await advertRoutes(app)
  await homePlaceRoutes(app)
}

export const homeCapability = fp(home, { name: 'home', dependencies: ['site', 'places'] })
