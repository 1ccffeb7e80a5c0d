/**
 * The volunteers capability (issue 13; product-spec 2.3 "Volunteer area", 6; docs/contract-volunteers.md):
 * registration, teams and roles, the team calendar, volunteer activities (rows of the activities
 * capability, type VOLUNT) signed up for through the booking capability's one book() (resourceType
 * CONTENT_TYPE_VOLUNTEER_ACTIVITY; the guard below adds the sign-up window and "registered
 * volunteers only" to every such booking, whichever call books), sign-in within a radius and time
 * window, service records and supplementary records, honours, ranking and brands.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { signWindowOf } from '../../../../src/core/activities/rules'
import { siteDayOf, siteTimeOf } from '../../../../src/core/booking/site-time'
import { activities, volunteerActivities, volunteerRecords, volunteers } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { fieldsOf, str } from '../../http/fields'
import { ok } from '../../http/envelope'
import { routeSchema, Text } from '../../http/schema'
import { findUserByPhone } from '../../auth/users'
import { devToolsEnabled } from '../account/dev-routes'
import { registerBookingGuard } from '../booking/service'
import { publicVolunteerRoutes, userVolunteerRoutes } from './routes'
import { refuse, VOLUNTEER_ACTIVITY_CODE } from './service'

function registerVolunteerGuard(): void {
  registerBookingGuard(VOLUNTEER_ACTIVITY_CODE, async (tx, { resource, userId, now }) => {
    const [row] = await tx
      .select({ activity: activities })
      .from(volunteerActivities)
      .innerJoin(activities, eq(activities.id, volunteerActivities.activityId))
      .where(eq(volunteerActivities.activityId, resource.resourceId))
    if (!row) throw refuse('error.activityNotFound')
    const [volunteer] = await tx
      .select({ id: volunteers.id })
      .from(volunteers)
      .where(and(eq(volunteers.userId, userId), eq(volunteers.siteId, resource.siteId)))
    if (!volunteer) throw refuse('error.notVolunteer')
    const a = row.activity
    const window = signWindowOf({ signStartTime: a.signStartsAt.getTime(), signEndTime: a.signEndsAt.getTime() }, now.getTime())
    if (window === 'before')
      throw refuse('error.signUpNotOpen', { start: `${siteDayOf(a.signStartsAt.getTime())} ${siteTimeOf(a.signStartsAt.toISOString())}` })
    if (window === 'after') throw refuse('error.signUpClosed')
  })
}

async function volunteersPlugin(app: FastifyInstance): Promise<void> {
  const devTools = devToolsEnabled(process.env)
  registerVolunteerGuard()
  await app.register(publicVolunteerRoutes)
  await authenticated(app, async (user) => {
    await user.register(userVolunteerRoutes)
  })
  if (devTools) {
    // development only: ids of the demo volunteer data for route samples and e2e (like dev/orders/demo)
    app.get('/api/dev/volunteers/demo', { schema: routeSchema({ query: { phone: Text() } }) }, async (request) => {
      const user = await findUserByPhone(app.db, app.fieldCrypto, request.site.id, str(fieldsOf(request).phone))
      const records = user
        ? await app.db
            .select({ id: volunteerRecords.id, kind: volunteerRecords.kind, status: volunteerRecords.status })
            .from(volunteerRecords)
            .where(eq(volunteerRecords.userId, user.id))
        : []
      const live = await app.db
        .select({
          id: activities.id,
          name: activities.name,
          startsAt: activities.startsAt,
          endsAt: activities.endsAt,
          longitude: activities.longitude,
          latitude: activities.latitude,
        })
        .from(volunteerActivities)
        .innerJoin(activities, eq(activities.id, volunteerActivities.activityId))
        .where(eq(volunteerActivities.siteId, request.site.id))
      const now = app.clock().getTime()
      const underWay = live.filter((a) => a.startsAt.getTime() <= now && a.endsAt.getTime() > now)
      return ok(request, {
        records,
        activities: underWay.map((a) => ({ id: a.id, name: a.name, longitude: a.longitude, latitude: a.latitude })),
      })
    })
  }
}

export const volunteersCapability = fp(volunteersPlugin, { name: 'volunteers', dependencies: ['site', 'account', 'activities', 'booking'] })
