/**
 * The complaints capability (issue 13; product-spec 2.3 "Complaints and help", 3 "Complaint form",
 * 4; rules-and-contract 5, 7 "Complaints"; docs/contract-complaints.md): the visitor files a
 * complaint (with photos, a video, a place from the map, a voice recording), follows it on a
 * timeline and rates the handling; the site's complaint operators (site_operator_roles) accept,
 * reply and close, each step a record on the timeline and a message in the visitor's message
 * centre; complaints still pending after the site's accept time (SiteConfig.complaintAcceptHours,
 * default 24) are flagged overdue. Demo data in demo.ts.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { findUserByPhone } from '../../auth/users'
import { authenticated } from '../../http/auth-scope'
import { ok } from '../../http/envelope'
import { fieldsOf, str } from '../../http/fields'
import { routeSchema, Text } from '../../http/schema'
import { devToolsEnabled } from '../account/dev-routes'
import { demoComplaintIds } from './demo'
import { operatorRoutes } from './operator-routes'
import { complaintRoutes } from './routes'

export interface ComplaintsPluginOptions {
  env?: Readonly<Record<string, string | undefined>>
}

async function complaintsPlugin(app: FastifyInstance, opts: ComplaintsPluginOptions): Promise<void> {
  const env = opts.env ?? process.env
  const devTools = devToolsEnabled(env)
  await authenticated(app, async (user) => {
    await user.register(complaintRoutes)
    await user.register(operatorRoutes)
  })
  if (devTools) {
    // development only: the demo user's complaint ids and states, for route samples and demos
    app.get('/api/dev/complaints/demo', { schema: routeSchema({ query: { phone: Text() } }) }, async (request) => {
      const user = await findUserByPhone(app.db, app.fieldCrypto, request.site.id, str(fieldsOf(request).phone))
      return ok(request, user ? await demoComplaintIds(app, request.site.id, user.id) : [])
    })
  }
}

export const complaintsCapability = fp(complaintsPlugin, { name: 'complaints', dependencies: ['site', 'account', 'user-centre', 'files'] })
