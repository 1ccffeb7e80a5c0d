/**
 * The trips capability (issue 13 "Trips and transport"; docs/contract-trips.md): itineraries
 * (resExt/api/journey/*: the visitor's travel plans, the site's recommended trips to copy, the shared
 * plan rule of src/core/trips) and the transport timetables (resExt/api/train|flight|bus|car/query)
 * from a transport provider (providers/transport: dev timetable by default, Juhe with keys).
 * Demo trips in demo.ts (src/demo/seed-demo.ts).
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { findUserByPhone } from '../../auth/users'
import { trips } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { ok } from '../../http/envelope'
import { fieldsOf, str } from '../../http/fields'
import { routeSchema, Text } from '../../http/schema'
import { createTransportProvider, type TransportProvider } from '../../providers/transport'
import { devToolsEnabled } from '../account/dev-routes'
import { journeyRoutes, transportRoutes } from './routes'

export interface TripsPluginOptions {
  transport?: TransportProvider
  env?: Readonly<Record<string, string | undefined>>
}

async function tripsPlugin(app: FastifyInstance, opts: TripsPluginOptions): Promise<void> {
  const env = opts.env ?? process.env
  const transport = opts.transport ?? createTransportProvider(env)
  await app.register(transportRoutes, { transport })
  await authenticated(app, async (user) => {
    await user.register(journeyRoutes, { transport })
  })
  if (devToolsEnabled(env)) {
    // development only: the demo user's trips and the site's recommended ones, for route samples and demos
    app.get('/api/dev/trips/demo', { schema: routeSchema({ query: { phone: Text() } }) }, async (request) => {
      const user = await findUserByPhone(app.db, app.fieldCrypto, request.site.id, str(fieldsOf(request).phone))
      const rows = await app.db
        .select({ id: trips.id, userId: trips.userId })
        .from(trips)
        .where(and(eq(trips.siteId, request.site.id), user ? or(isNull(trips.userId), eq(trips.userId, user.id)) : isNull(trips.userId)))
        .orderBy(asc(trips.id))
      return ok(request, {
        own: rows.filter((r) => r.userId !== null).map((r) => r.id),
        recommended: rows.filter((r) => r.userId === null).map((r) => r.id),
      })
    })
  }
}

export const tripsCapability = fp(tripsPlugin, { name: 'trips', dependencies: ['site', 'account', 'places'] })
