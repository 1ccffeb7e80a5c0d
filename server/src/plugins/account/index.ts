/**
 * The account capability: login channels (SMS, WeChat, partners), logout and the development
 * doors. It decorates the root with `accountProviders` (fastify-plugin), which the user centre
 * reaches too. Providers come from the environment (dev by default, see providers/*) unless passed in.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createAccountProviders, type AccountProviders } from '../../providers'
import { devRoutes, devToolsEnabled } from './dev-routes'
import { partnerRoutes } from './partner-routes'
import { smsRoutes } from './sms-routes'
import { wechatRoutes } from './wechat-routes'

declare module 'fastify' {
  interface FastifyInstance {
    accountProviders: AccountProviders
  }
}

export interface AccountPluginOptions {
  providers?: AccountProviders
  env?: Readonly<Record<string, string | undefined>>
}

async function account(app: FastifyInstance, opts: AccountPluginOptions): Promise<void> {
  const env = opts.env ?? process.env
  const providers = opts.providers ?? createAccountProviders(env, () => app.clock())
  app.decorate('accountProviders', providers)
  const devTools = devToolsEnabled(env)

  const withProviders = { providers }
  await app.register(smsRoutes, withProviders)
  // the OAuth callback may return to localhost addresses only in development
  await app.register(wechatRoutes, { ...withProviders, devHosts: devTools })
  await app.register(partnerRoutes, withProviders)
  if (devTools) await app.register(devRoutes, withProviders)
}

export const accountCapability = fp(account, { name: 'account', dependencies: ['site'] })
