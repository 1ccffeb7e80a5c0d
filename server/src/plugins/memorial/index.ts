/**
 * The memorial capability (issue 14; menu CS-WORSHIP, `/index?isWorship=true`; rules-and-contract 7
 * "Memorial calls are under rest/memorial"; docs/contract-memorial.md): a site's memorial halls,
 * flowers and candles offered once per user, hall, kind and day (offering.ts), messages of
 * remembrance moderated with the comments capability's sensitive words. Demo halls per region (demo.ts).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { memorialReviewRoutes } from './review-routes'
import { memorialRoutes, userMemorialRoutes } from './routes'

async function memorialPlugin(app: FastifyInstance): Promise<void> {
  await app.register(memorialRoutes)
  await authenticated(app, async (user) => {
    await user.register(userMemorialRoutes)
    await user.register(memorialReviewRoutes)
  })
}

export const memorialCapability = fp(memorialPlugin, { name: 'memorial', dependencies: ['site', 'comments', 'complaints'] })
