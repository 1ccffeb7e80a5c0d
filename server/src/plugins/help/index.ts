/**
 * The help capability (issue 13 "Help"; docs/contract-help.md): the site's FAQ (/common-problem,
 * /problem-detail), the /robot assistant answering from it by Chinese keyword match
 * (src/core/help/robot.ts), the contacts a visitor calls (/call-police, /app-call, /use-car) and the
 * emergency reports of /call-upload (login). Demo FAQ in demo-faq.ts (seeded by src/demo/seed-demo.ts).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { emergencyRoutes, helpRoutes } from './routes'

export { HELP_TAG } from './routes'

async function helpPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helpRoutes)
  await authenticated(app, async (user) => {
    await user.register(emergencyRoutes)
  })
}

export const helpCapability = fp(helpPlugin, { name: 'help', dependencies: ['site'] })
