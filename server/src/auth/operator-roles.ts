/**
 * Staff roles of a site (site_operator_roles): the complaints' operators, the memorial's message
 * moderators, the campaign editors. One lookup for every role, so each capability asks the same way.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Site } from '../site/site-registry'
import type { Database } from '../db/database'
import { siteOperatorRoles } from '../db/schema'
import { findUserByPhone } from './users'

/** the demo staff member of every site (created by the complaints' demo seed, which makes them its operator) */
export const DEMO_OPERATOR_PHONE = '13800000004'

/** the user's row of `role` on the site, or undefined */
export async function operatorRole(db: Database, siteId: number, userId: number, role: string) {
  const [row] = await db
    .select()
    .from(siteOperatorRoles)
    .where(and(eq(siteOperatorRoles.siteId, siteId), eq(siteOperatorRoles.userId, userId), eq(siteOperatorRoles.role, role)))
  return row
}

/**
 * Gives the demo staff member (DEMO_OPERATOR_PHONE) `role` on every site where they exist, so a demo
 * drives the staff side of each capability with one login. Development only (the caller checks).
 */
export async function grantDemoRole(app: FastifyInstance, role: string, displayName: (site: Site) => string): Promise<void> {
  for (const site of app.sites.all()) {
    const user = await findUserByPhone(app.db, app.fieldCrypto, site.id, DEMO_OPERATOR_PHONE)
    if (!user) continue
    await app.db
      .insert(siteOperatorRoles)
      .values({ siteId: site.id, userId: user.id, role, displayName: displayName(site), createdAt: app.clock() })
      .onConflictDoNothing()
  }
}
