/**
 * The user centre capability: the logged-in user's own data (profile, addresses, contacts, real
 * name, points, wallet, collections, messages, feedback, invitations, test accounts). Logins it
 * answers (invitations, test accounts) are the account capability's, hence the dependency.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { addressRoutes } from './address-routes'
import { collectionRoutes } from './collection-routes'
import { contactRoutes } from './contact-routes'
import { feedbackRoutes } from './feedback-routes'
import { inviteRoutes } from './invite-routes'
import { messageRoutes } from './message-routes'
import { pointsRoutes } from './points-routes'
import { profileRoutes } from './profile-routes'
import { realNameRoutes } from './real-name-routes'
import { testAccountRoutes } from './test-account-routes'
import { walletRoutes } from './wallet-routes'

async function userCentre(app: FastifyInstance): Promise<void> {
  // these register their own public and login-only parts
  for (const routes of [addressRoutes, contactRoutes, pointsRoutes, inviteRoutes]) await app.register(routes)
  // every call of these needs a login: one hook for all of them (http/auth-scope.ts)
  await authenticated(app, async (user) => {
    await user.register(realNameRoutes, { providers: app.accountProviders })
    for (const routes of [profileRoutes, walletRoutes, collectionRoutes, messageRoutes, feedbackRoutes, testAccountRoutes])
      await user.register(routes)
  })
}

export const userCentreCapability = fp(userCentre, { name: 'user-centre', dependencies: ['account'] })
