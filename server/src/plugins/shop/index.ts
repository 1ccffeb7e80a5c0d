/**
 * The development shop and electricity providers (issue 14; docs/contract-shop.md). The app talks
 * to the shop service at the site's shopUrl (`culturalcloud/1.0/...`, domain and sessionId headers)
 * and to the power company at the site's electricity base; demo sites point both at this server,
 * which plays those two services: a catalogue of Sichuan specialities and cultural products with
 * stock, a cart per user, checkout into the user centre's orders (material 1, fictitious 2), and
 * the free-charge benefit. A real deployment sets shopUrl and the electricity base to the real
 * services and this plugin's routes go unused; with NODE_ENV=production they are not registered.
 * Demo catalogue: demo.ts (src/demo/seed-demo.ts).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { devToolsEnabled } from '../account/dev-routes'
import { electricityRoutes } from './electricity'
import { shopCartRoutes, shopCatalogueRoutes } from './routes'

async function shopPlugin(app: FastifyInstance): Promise<void> {
  // stand-ins for outside services, with checkout but no payment: never in production (404 there)
  if (!devToolsEnabled()) return
  await app.register(shopCatalogueRoutes)
  await app.register(shopCartRoutes)
  await app.register(electricityRoutes)
}

// after home (its demo adverts are seeded only on sites with none) and orders (generic orders)
export const shopCapability = fp(shopPlugin, { name: 'shop', dependencies: ['site', 'account', 'demo-pictures', 'home', 'orders'] })
