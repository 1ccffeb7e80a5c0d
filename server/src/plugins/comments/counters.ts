/**
 * The commentNum a detail shows (news, places, stories, heritage: every resource type registered in
 * plugins/places/interactions.ts with a `comment` counter): recounted from the published comments
 * after every change (cheap with comments_resource_idx, and always right, even after a review),
 * then the cached answers showing it are dropped.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { comments } from '../../db/schema'
import { findTarget } from '../places/interactions'
import type { Target } from './input'

export async function recountComments(app: FastifyInstance, siteId: number, target: Target): Promise<void> {
  const owner = findTarget(target.resourceType)
  const column = owner?.counters.comment
  if (!owner || !column) return
  const n = await app.db.$count(
    comments,
    and(
      eq(comments.siteId, siteId),
      eq(comments.resourceType, target.resourceType),
      eq(comments.resourceId, target.resourceId),
      eq(comments.state, 'published'),
    ),
  )
  await app.db
    .update(owner.table)
    .set({ [column.key]: n })
    .where(owner.where(target.resourceId, siteId))
  await app.cache.invalidate(owner.tag, siteId)
}
