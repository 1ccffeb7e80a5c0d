/**
 * The activities capability (issue 12; product-spec 2.3 "Activities"): classifies, activities,
 * their calendar and sessions, and the survey after an activity. A bookable activity is booked by
 * the booking capability's one book() (act/api/activityOrder/save with a slot of its resource);
 * this capability adds the activity's own rules to every such booking (registerBookingGuard): the
 * sign-up window and the faithUseStatus minimum credit score. Activities can be liked, collected
 * and commented on (registerInteractTarget), and found by the search (registerSearchSource). Demo rows in demo.ts (src/demo/seed-demo.ts).
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { creditMinimumOf, signWindowOf } from '../../../../src/core/activities/rules'
import { siteDayOf, siteTimeOf } from '../../../../src/core/booking/site-time'
import { activities } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { badInput } from '../../http/fields'
import { registerBookingGuard } from '../booking/service'
import { registerInteractTarget } from '../places/interactions'
import { ACTIVITIES_TAG, ACTIVITY_CODE, activityRoutes, userActivityRoutes } from './routes'
import { registerActivitySearch } from './search-docs'

export { activityBookingResource, ACTIVITY_CODE } from './routes'

function registerActivityRules(): void {
  registerInteractTarget(ACTIVITY_CODE, {
    table: activities,
    where: (id, siteId) => and(eq(activities.id, id), eq(activities.siteId, siteId))!,
    title: activities.name,
    cover: activities.cover,
    counters: {
      like: { key: 'likeNum', column: activities.likeNum },
      collection: { key: 'collectionNum', column: activities.collectionNum },
      browse: { key: 'browseNum', column: activities.browseNum },
      comment: { key: 'commentNum', column: activities.commentNum },
    },
    tag: ACTIVITIES_TAG,
  })
  registerBookingGuard(ACTIVITY_CODE, async (tx, { resource, creditScore, now }) => {
    const [activity] = await tx.select().from(activities).where(eq(activities.id, resource.resourceId))
    if (!activity) return
    const window = signWindowOf(
      { signStartTime: activity.signStartsAt.getTime(), signEndTime: activity.signEndsAt.getTime() },
      now.getTime(),
    )
    if (window === 'before') {
      const at = activity.signStartsAt.toISOString()
      throw badInput('activity:error.signNotOpen', { start: `${siteDayOf(activity.signStartsAt.getTime())} ${siteTimeOf(at)}` })
    }
    if (window === 'after') throw badInput('activity:error.signClosed')
    const minimum = creditMinimumOf(activity)
    // rules-and-contract 5: "Sorry, your integrity score has not reached the minimum requirement…"
    if (minimum !== null && creditScore < minimum) throw badInput('account:credit.lowScore')
  })
}

async function activitiesPlugin(app: FastifyInstance): Promise<void> {
  registerActivityRules()
  registerActivitySearch()
  await app.register(activityRoutes)
  await authenticated(app, async (user) => {
    await user.register(userActivityRoutes)
  })
}

export const activitiesCapability = fp(activitiesPlugin, { name: 'activities', dependencies: ['site', 'places', 'booking', 'search'] })
