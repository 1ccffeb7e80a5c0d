/** The site capability: site entry and detail, menus (public, cached under `site` / `menus`). */
import fp from 'fastify-plugin'
import { siteRoutes } from './routes'

export const siteCapability = fp(siteRoutes, { name: 'site' })
