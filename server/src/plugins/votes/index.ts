/**
 * The votes capability (issue 13; product-spec 2.3 "Votes", "Surveys and help";
 * docs/contract-votes.md): vote campaigns, their entries (works or candidates), voting with a
 * per-user daily limit and one vote per entry per day enforced in one transaction
 * (vote-service.ts), visitors' own entries; surveys with single, multiple and text questions,
 * one answer per user, and their results per question. Demo rows for cd-city and sc-province.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { surveyRoutes, userSurveyRoutes } from './survey-routes'
import { userVoteRoutes, voteRoutes } from './vote-routes'

async function votesPlugin(app: FastifyInstance): Promise<void> {
  await app.register(voteRoutes)
  await app.register(surveyRoutes)
  await authenticated(app, async (user) => {
    await user.register(userVoteRoutes)
    await user.register(userSurveyRoutes)
  })
}

export const votesCapability = fp(votesPlugin, { name: 'votes', dependencies: ['site', 'account', 'places'] })
