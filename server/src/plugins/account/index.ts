/**
 * The account capabilities as one Fastify plugin, registered by app.ts:
 * login channels (SMS, WeChat, partners), user centre, credit, and the development doors.
 * Providers come from the environment (dev by default, see providers/*) unless passed in.
 */
import type { FastifyInstance } from 'fastify'
import { authenticated } from '../../http/auth-scope'
import { createAccountProviders, type AccountProviders } from '../../providers'
import { addressRoutes } from '../user-centre/address-routes'
import { collectionRoutes } from '../user-centre/collection-routes'
import { contactRoutes } from '../user-centre/contact-routes'
import { feedbackRoutes } from '../user-centre/feedback-routes'
import { inviteRoutes } from '../user-centre/invite-routes'
import { messageRoutes } from '../user-centre/message-routes'
import { pointsRoutes } from '../user-centre/points-routes'
import { profileRoutes } from '../user-centre/profile-routes'
import { realNameRoutes } from '../user-centre/real-name-routes'
import { testAccountRoutes } from '../user-centre/test-account-routes'
import { walletRoutes } from '../user-centre/wallet-routes'
import { creditRoutes } from '../credit/routes'
import { seedDemoAccounts } from './demo-seed'
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

async function accountCapabilities(app: FastifyInstance, opts: AccountPluginOptions): Promise<void> {
  const env = opts.env ?? process.env
  const providers = opts.providers ?? createAccountProviders(env, () => app.clock())
  // on the root instance (skip-override below), so tests and other capabilities reach the adapters
  app.decorate('accountProviders', providers)
  const devTools = devToolsEnabled(env)
  if (devTools && env.ACCOUNT_DEMO_SEED !== '0') for (const site of app.sites.all()) await seedDemoAccounts(app, site)

  const withProviders = { providers }
  await app.register(smsRoutes, withProviders)
  await app.register(wechatRoutes, withProviders)
  await app.register(partnerRoutes, withProviders)
  await app.register(addressRoutes)
  await app.register(contactRoutes)
  await app.register(pointsRoutes)
  await app.register(inviteRoutes)
  // every call of these needs a login: one hook for all of them (http/auth-scope.ts)
  await authenticated(app, async (user) => {
    await user.register(profileRoutes)
    await user.register(realNameRoutes, withProviders)
    await user.register(walletRoutes)
    await user.register(collectionRoutes)
    await user.register(messageRoutes)
    await user.register(feedbackRoutes)
    await user.register(testAccountRoutes)
    await user.register(creditRoutes, { devTools })
  })
  if (devTools) await app.register(devRoutes, withProviders)
}

// what fastify-plugin does, without the extra dependency: decorate the parent instance
;(accountCapabilities as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export default accountCapabilities
export { accountCapabilities }
