/** The credit (integrity) capability: the caller's own record, every call behind a login. */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { devToolsEnabled } from '../account/dev-routes'
import { creditRoutes } from './routes'

async function credit(app: FastifyInstance, opts: { env?: Readonly<Record<string, string | undefined>> }): Promise<void> {
  const devTools = devToolsEnabled(opts.env ?? process.env)
  await authenticated(app, async (user) => {
    await user.register(creditRoutes, { devTools })
  })
}

export const creditCapability = fp(credit, { name: 'credit', dependencies: ['site'] })
