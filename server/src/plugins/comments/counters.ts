/**
 * The commentNum a news or place detail shows: recounted from the published comments after every
 * change (cheap with comments_resource_idx, and always right, even after a review), then the
 * cached answers showing it are dropped.
 */
import { and, count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { comments, contents, places } from '../../db/schema'
import type { Target } from './input'
import { NEWS_CODE, placeTypeOfCode } from '../places/place-types'

export async function recountComments(app: FastifyInstance, siteId: number, target: Target): Promise<void> {
  const isNews = target.resourceType === NEWS_CODE
  if (!isNews && !placeTypeOfCode(target.resourceType)) return
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.siteId, siteId),
        eq(comments.resourceType, target.resourceType),
        eq(comments.resourceId, target.resourceId),
        eq(comments.state, 'published'),
      ),
    )
  if (isNews)
    await app.db
      .update(contents)
      .set({ commentNum: n })
      .where(and(eq(contents.id, target.resourceId), eq(contents.siteId, siteId)))
  else
    await app.db
      .update(places)
      .set({ commentNum: n })
      .where(and(eq(places.id, target.resourceId), eq(places.siteId, siteId)))
  await app.cache.invalidate(isNews ? 'content' : 'places', siteId)
}
