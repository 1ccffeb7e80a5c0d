/**
 * The campaigns capability (issue 14; product-spec 2.3 "Campaign pages"; docs/contract-campaigns.md):
 * campaign pages as records (ordered sections, src/core/campaigns), read by one renderer in the app;
 * the named routes of the spec are demo records of cd-city (and xj-region's Xinjiang variant).
 * Registered after the capabilities whose rows its sections name (places, news, stories, votes).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { grantDemoRole } from '../../auth/operator-roles'
import { authenticated } from '../../http/auth-scope'
import { devToolsEnabled } from '../account/dev-routes'
import { seedDemoCampaigns } from './demo'
import { campaignOperatorRoutes, EDITOR_ROLE } from './operator-routes'
import { campaignRoutes } from './routes'

async function campaignsPlugin(app: FastifyInstance): Promise<void> {
  await seedDemoCampaigns(app.db, app.clock())
  // the demo staff member (13800000004, the complaints' operator) edits campaigns too, where demo users exist
  if (devToolsEnabled() && process.env.ACCOUNT_DEMO_SEED !== '0')
    await grantDemoRole(app, EDITOR_ROLE, (site) => `${site.config.name}专题编辑`)
  await app.register(campaignRoutes)
  await authenticated(app, async (user) => {
    await user.register(campaignOperatorRoutes)
  })
}

export const campaignsCapability = fp(campaignsPlugin, {
  name: 'campaigns',
  dependencies: ['site', 'places', 'content', 'stories', 'votes', 'complaints'],
})
