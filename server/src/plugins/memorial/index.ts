/**
 * The memorial capability (issue 14; menu CS-WORSHIP, `/index?isWorship=true`; rules-and-contract 7
 * "Memorial calls are under rest/memorial"; docs/contract-memorial.md): a site's memorial halls,
 * flowers and candles offered once per user, hall, kind and day (offering.ts), messages of
 * remembrance moderated with the comments capability's sensitive words. Demo halls per region.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { grantDemoRole } from '../../auth/operator-roles'
import { authenticated } from '../../http/auth-scope'
import { devToolsEnabled } from '../account/dev-routes'
import { seedDemoMemorial } from './demo'
import { MODERATOR_ROLE, memorialReviewRoutes } from './review-routes'
import { memorialRoutes, userMemorialRoutes } from './routes'

async function memorialPlugin(app: FastifyInstance): Promise<void> {
  // the messages' demo authors are users: only where demo users may exist (development), like the account seed
  await seedDemoMemorial(app.db, app.clock(), { withMessages: devToolsEnabled() })
  // the demo operator of the complaints (13800000004) reviews held messages too, where demo users exist
  if (devToolsEnabled() && process.env.ACCOUNT_DEMO_SEED !== '0')
    await grantDemoRole(app, MODERATOR_ROLE, (site) => `${site.config.name}寄语审核`)
  await app.register(memorialRoutes)
  await authenticated(app, async (user) => {
    await user.register(userMemorialRoutes)
    await user.register(memorialReviewRoutes)
  })
}

export const memorialCapability = fp(memorialPlugin, { name: 'memorial', dependencies: ['site', 'comments', 'complaints'] })
