/** The session capability: the logged-in user's own info (token refresh), behind a login. */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { sessionRoutes } from './routes'

async function session(app: FastifyInstance): Promise<void> {
  await authenticated(app, async (user) => {
    await user.register(sessionRoutes)
  })
}

export const sessionCapability = fp(session, { name: 'session', dependencies: ['account'] })
