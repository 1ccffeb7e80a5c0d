/**
 * The campaigns capability (issue 14; product-spec 2.3 "Campaign pages"; docs/contract-campaigns.md):
 * campaign pages as records (ordered sections, src/core/campaigns), read by one renderer in the app;
 * the named routes of the spec are demo records (demo.ts, src/demo/seed-demo.ts) of cd-city (and xj-region's Xinjiang variant).
 * Registered after the capabilities whose rows its sections name (places, news, stories, votes).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { campaignOperatorRoutes } from './operator-routes'
import { campaignRoutes } from './routes'

async function campaignsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(campaignRoutes)
  await authenticated(app, async (user) => {
    await user.register(campaignOperatorRoutes)
  })
}

export const campaignsCapability = fp(campaignsPlugin, {
  name: 'campaigns',
  dependencies: ['site', 'places', 'content', 'stories', 'votes', 'complaints'],
})
