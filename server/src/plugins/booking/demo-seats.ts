/**
 * The demo hall plan: 锦城艺术宫's main hall, 8 rows of 12 seats with a centre aisle, the two
 * outer seats of the front row kept for staff (not for sale). Attached to the booking resource of
 * the seated demo activity, 川剧变脸专场 (seeded by the activities capability: resourceType
 * CONTENT_TYPE_ACTIVITY, resourceId = the activity's id), on every site that has it. A site without
 * that activity gets a stand-in resource of its own (resourceId 0: no activity yet) with an evening
 * show every day, so seat selection runs whatever else is seeded. Runs when the app is ready,
 * after every capability has seeded. Another activity gets seats by attachSeatPlan(its booking
 * resource id, a plan).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { SeatPlan } from '../../../../src/core/booking/seat-plan'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import type { Database } from '../../db/database'
import { bookingResources, seatPlans, sites } from '../../db/schema'
import { attachSeatPlan } from './seats'

export const JINCHENG_HALL: SeatPlan = {
  hallName: '锦城艺术宫 · 主剧场',
  rows: ['xsssss_sssssx', ...Array.from({ length: 7 }, () => 'ssssss_ssssss')],
}
export const SEATED_DEMO_ACTIVITY = '川剧变脸专场'
const STAND_IN = `${SEATED_DEMO_ACTIVITY}（锦城艺术宫）`

export async function seedDemoSeats(db: Database, now: Date): Promise<void> {
  const planned = db.select({ id: seatPlans.bookingResourceId }).from(seatPlans)
  for (const site of await db.select({ id: sites.id }).from(sites)) {
    const activity = RESOURCE_TYPES.ACTIVITY.code
    const [any] = await db.select({ id: seatPlans.id }).from(seatPlans).where(eq(seatPlans.siteId, site.id)).limit(1)
    const seated = await db
      .select()
      .from(bookingResources)
      .where(
        and(
          eq(bookingResources.siteId, site.id),
          eq(bookingResources.resourceType, activity),
          inArray(bookingResources.resourceName, [SEATED_DEMO_ACTIVITY]),
          notInArray(bookingResources.id, planned),
        ),
      )
    for (const r of seated) await attachSeatPlan(db, { siteId: site.id, bookingResourceId: r.id, plan: JINCHENG_HALL, now })
    if (seated.length > 0 || any) continue
    const [standIn] = await db
      .insert(bookingResources)
      .values({
        siteId: site.id,
        resourceType: activity,
        resourceId: 0,
        resourceName: STAND_IN,
        sessions: [{ start: '19:30', end: '21:00', capacity: 94 }],
        closedWeekdays: [],
        cancelStatus: 2,
        cancelHours: 2,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (standIn) await attachSeatPlan(db, { siteId: site.id, bookingResourceId: standIn.id, plan: JINCHENG_HALL, now })
  }
}
