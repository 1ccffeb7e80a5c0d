/**
 * The help capability (issue 13 "Help"; docs/contract-help.md): the site's FAQ (/common-problem,
 * /problem-detail), the /robot assistant answering from it by Chinese keyword match
 * (src/core/help/robot.ts), the contacts a visitor calls (/call-police, /app-call, /use-car) and the
 * emergency reports of /call-upload (login). Demo FAQ for every site without any at start (demo-faq.ts).
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/database'
import { faqEntries, sites } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { demoFaqOf } from './demo-faq'
import { emergencyRoutes, helpRoutes } from './routes'

export { HELP_TAG } from './routes'

export async function seedDemoFaq(db: Database, now: Date): Promise<void> {
  for (const site of await db.select({ id: sites.id, siteCode: sites.siteCode }).from(sites)) {
    const n = await db.$count(faqEntries, eq(faqEntries.siteId, site.id))
    if (n > 0) continue
    const rows = demoFaqOf(site.siteCode)
    await db.insert(faqEntries).values(rows.map((r, i) => ({ siteId: site.id, ...r, sort: (i + 1) * 10, createdAt: now })))
  }
}

async function helpPlugin(app: FastifyInstance): Promise<void> {
  await seedDemoFaq(app.db, app.clock())
  await app.register(helpRoutes)
  await authenticated(app, async (user) => {
    await user.register(emergencyRoutes)
  })
}

export const helpCapability = fp(helpPlugin, { name: 'help', dependencies: ['site'] })
