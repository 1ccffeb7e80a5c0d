/**
 * Demo bookable resources, made once per site that has none: the site's first four venues (two
 * sessions a day, closed on Mondays as museums are), its first three scenic areas (a morning and
 * an afternoon entry, large), and its first four activity rooms (two-hour sessions, 20 places,
 * reviewed by the venue). The second scenic area is paid (¥60 a person) and the third costs points
 * (20 a person), so the payment flow runs on demo data. One venue is small (8 places a session) so a full session is easy to
 * see and to test. The slots themselves are made when a calendar first asks (service.ensureSlots).
 */
import { and, asc, eq } from 'drizzle-orm'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import type { Database } from '../../db/database'
import { bookingResources, places, sites, type BookingSession } from '../../db/schema'

const VENUE: BookingSession[] = [
  { start: '09:00', end: '12:00', capacity: 100 },
  { start: '13:30', end: '17:00', capacity: 100 },
]
const SMALL_VENUE: BookingSession[] = [
  { start: '09:30', end: '11:00', capacity: 8 },
  { start: '14:00', end: '15:30', capacity: 8 },
]
const SCENIC: BookingSession[] = [
  { start: '08:00', end: '12:00', capacity: 2000 },
  { start: '12:00', end: '17:30', capacity: 2000 },
]
const ROOM: BookingSession[] = [
  { start: '09:00', end: '11:00', capacity: 20 },
  { start: '14:00', end: '16:00', capacity: 20 },
  { start: '19:00', end: '21:00', capacity: 20 },
]
const MONDAY = 1
/** by scenic area, in order: free, a ¥60 ticket, 20 points a person */
const SCENIC_PRICES: { priceFen?: number; pricePoints?: number }[] = [{}, { priceFen: 6000 }, { pricePoints: 20 }]

export async function seedDemoBooking(db: Database, now: Date): Promise<void> {
  for (const site of await db.select().from(sites)) {
    const n = await db.$count(bookingResources, eq(bookingResources.siteId, site.id))
    if (n > 0) continue
    const first = (type: string, limit: number) =>
      db
        .select({ id: places.id, name: places.name })
        .from(places)
        .where(and(eq(places.siteId, site.id), eq(places.type, type)))
        .orderBy(asc(places.id))
        .limit(limit)
    const venues = (await first('VENUE', 4)).map((p) => ({ ...p, resourceType: RESOURCE_TYPES.VENUE.code }))
    const scenic = (await first('SCENERY', 3)).map((p) => ({ ...p, resourceType: RESOURCE_TYPES.SCENERY.code }))
    const rooms = (await first('ACTIVITY_ROOM', 4)).map((p) => ({ ...p, resourceType: RESOURCE_TYPES.ACTIVITY_ROOM.code }))
    const rows = [
      ...venues.map((p, i) => ({ place: p, sessions: i === 3 ? SMALL_VENUE : VENUE, closedWeekdays: [MONDAY], reviewed: false })),
      // the second scenic area sells a ¥60 ticket, the third is paid with 20 points a person (the payment demo)
      ...scenic.map((p, i) => ({ place: p, sessions: SCENIC, closedWeekdays: [], reviewed: false, ...(SCENIC_PRICES[i] ?? {}) })),
      ...rooms.map((p) => ({ place: p, sessions: ROOM, closedWeekdays: [MONDAY], reviewed: true })),
    ]
    if (rows.length === 0) continue
    await db
      .insert(bookingResources)
      .values(
        rows.map(({ place, sessions, closedWeekdays, reviewed, ...price }) => ({
          siteId: site.id,
          resourceType: place.resourceType,
          resourceId: place.id,
          resourceName: place.name,
          sessions,
          closedWeekdays,
          reviewed,
          ...price,
          cancelStatus: 2,
          cancelHours: 2,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
  }
}
