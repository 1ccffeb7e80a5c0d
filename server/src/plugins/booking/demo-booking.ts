/**
 * Demo bookable resources, made once per site that has none: the site's first four venues (two
 * sessions a day, closed on Mondays as museums are), its first three scenic areas (a morning and
 * an afternoon entry, large), and its first four activity rooms (two-hour sessions, 20 places,
 * reviewed by the venue). Each booking asks what the place's own ticket says (places.price through
 * ticketPriceFen: "¥55" is ¥55 a person, "免费" is free), so the detail, the form and the payment
 * agree (issue 28). One venue is small (8 places a session) so a full session is easy to see and
 * to test; its session is a guided small-group visit redeemed with points, the demo's points
 * payment. The slots themselves are made when a calendar first asks (service.ensureSlots).
 */
import { and, asc, eq } from 'drizzle-orm'
import { ticketPriceFen } from '../../../../src/core/booking/price'
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
/**
 * The small venue's 8-place session is a guided visit members redeem with points (积分兑换), as
 * public venues do for scarce guided tours while entry stays free: points there are believable,
 * where a ticket with a yuan price paid in points would not be.
 */
const SMALL_VENUE_POINTS = 20

export async function seedDemoBooking(db: Database, now: Date): Promise<void> {
  for (const site of await db.select().from(sites)) {
    const n = await db.$count(bookingResources, eq(bookingResources.siteId, site.id))
    if (n > 0) continue
    const first = (type: string, limit: number) =>
      db
        .select({ id: places.id, name: places.name, price: places.price })
        .from(places)
        .where(and(eq(places.siteId, site.id), eq(places.type, type)))
        .orderBy(asc(places.id))
        .limit(limit)
    const venues = (await first('VENUE', 4)).map((p) => ({ ...p, resourceType: RESOURCE_TYPES.VENUE.code }))
    const scenic = (await first('SCENERY', 3)).map((p) => ({ ...p, resourceType: RESOURCE_TYPES.SCENERY.code }))
    const rooms = (await first('ACTIVITY_ROOM', 4)).map((p) => ({ ...p, resourceType: RESOURCE_TYPES.ACTIVITY_ROOM.code }))
    const ticket = (p: { price: string }) => ({ priceFen: ticketPriceFen(p.price), pricePoints: 0 })
    const rows = [
      ...venues.map((p, i) =>
        i === 3
          ? { place: p, sessions: SMALL_VENUE, closedWeekdays: [MONDAY], reviewed: false, priceFen: 0, pricePoints: SMALL_VENUE_POINTS }
          : { place: p, sessions: VENUE, closedWeekdays: [MONDAY], reviewed: false, ...ticket(p) },
      ),
      ...scenic.map((p) => ({ place: p, sessions: SCENIC, closedWeekdays: [], reviewed: false, ...ticket(p) })),
      ...rooms.map((p) => ({ place: p, sessions: ROOM, closedWeekdays: [MONDAY], reviewed: true, ...ticket(p) })),
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
