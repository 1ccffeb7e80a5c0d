/**
 * Staff roles of a site (site_operator_roles): the complaints' operators, the memorial's message
 * moderators. One lookup for every role, so each capability asks the same way.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { siteOperatorRoles } from '../db/schema'

/** the user's row of `role` on the site, or undefined */
export async function operatorRole(db: Database, siteId: number, userId: number, role: string) {
  const [row] = await db
    .select()
    .from(siteOperatorRoles)
    .where(and(eq(siteOperatorRoles.siteId, siteId), eq(siteOperatorRoles.userId, userId), eq(siteOperatorRoles.role, role)))
  return row
}
