/**
 * Who looks at a public page: a detail is the same for every anonymous visitor (cached), but a
 * logged-in visitor's answer carries their own like/collection/focus state. `optionalViewer`
 * runs as the detail route's own onRequest hook, before the response cache looks: with a live
 * token it sets request.user, and the cache then serves that call uncached (its rule for answers
 * that depend on the user), so a cached answer never carries anyone's state and no one gets
 * another's. A missing, expired or foreign token is simply anonymous: a public page never fails
 * on it.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { VipResourceStatus } from '../../../../src/core/places/contract'
import { verifyToken } from '../../auth/tokens'
import { interactions } from '../../db/schema'
import { NO_STATUS } from './views'

export async function optionalViewer(request: FastifyRequest): Promise<void> {
  const raw = (request.query as Record<string, unknown> | undefined)?.token
  const token = typeof raw === 'string' ? raw.trim() : ''
  if (!token || !request.site || token.length > 4096) return
  const app = request.server
  const user = await verifyToken(app.db, token, request.site.id, app.clock())
  if (!user) return
  request.user = user
  request.token = token
}

/** The viewer's state on one resource; all false for an anonymous visitor. */
export async function statusOf(request: FastifyRequest, resourceType: string, resourceId: number): Promise<VipResourceStatus> {
  const user = request.user
  if (!user) return NO_STATUS
  const rows = await request.server.db
    .select({ kind: interactions.kind })
    .from(interactions)
    .where(and(eq(interactions.userId, user.id), eq(interactions.resourceType, resourceType), eq(interactions.resourceId, resourceId)))
  const kinds = new Set(rows.map((r) => r.kind))
  return { likeStatus: kinds.has('like'), collectionStatus: kinds.has('collection'), focusStatus: kinds.has('focus') }
}
