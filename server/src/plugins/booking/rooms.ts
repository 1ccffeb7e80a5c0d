/**
 * Activity rooms (product-spec 2.3 Rooms; entity activityRoom: name, image, integral, money, times,
 * cancelStatus, cancelTime): a venue's rooms are its ACTIVITY_ROOM child places; a room takes
 * bookings when it has a booking resource (CONTENT_TYPE_ACTIVITY_SHIU). Their sessions and the
 * order go through the one booking path (service.book, calendar commonOrderTimeList); what a room
 * order says beyond a visit (purpose, organisation, people) is written by `bookingExtras` inside
 * the order's transaction, as are the seats of a seated session (seats.ts).
 */
import { and, asc, eq } from 'drizzle-orm'
import { checkRoomOrder } from '../../../../src/core/booking/room-order'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import type { Database, Transaction } from '../../db/database'
import { bookingResources, places, roomOrderDetails } from '../../db/schema'
import { badInput, str, type Fields } from '../../http/fields'
import type { BookingResourceRow, OrderRow, SlotRow } from './service'
import { seatPlanOf, sellHeldSeats } from './seats'

const ROOM = RESOURCE_TYPES.ACTIVITY_ROOM.code

/** a room as /activity-room and /room-order show it */
function roomView(room: typeof places.$inferSelect, resource: BookingResourceRow | null, venueName: string) {
  const capacity = resource ? Math.max(...resource.sessions.map((s) => s.capacity)) : Number(room.extra.seats ?? 0)
  return {
    id: room.id,
    venueId: room.parentId,
    venueName,
    name: room.name,
    image: room.cover,
    summary: room.summary,
    capacity,
    area: Number(room.extra.area ?? 0),
    money: resource?.priceFen ? (resource.priceFen / 100).toFixed(2) : '',
    integral: resource?.pricePoints ?? 0,
    bookable: Boolean(resource && !resource.paused),
    reviewed: resource?.reviewed ?? false,
    cancelStatus: resource?.cancelStatus ?? 0,
    cancelTime: resource?.cancelHours ?? 0,
    times: (resource?.sessions ?? []).map((s) => `${s.start}-${s.end}`),
  }
}

export type RoomView = ReturnType<typeof roomView>

async function roomsWhere(db: Database, siteId: number, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({ room: places, resource: bookingResources })
    .from(places)
    .leftJoin(
      bookingResources,
      and(eq(bookingResources.siteId, places.siteId), eq(bookingResources.resourceType, ROOM), eq(bookingResources.resourceId, places.id)),
    )
    .where(and(eq(places.siteId, siteId), eq(places.type, 'ACTIVITY_ROOM'), where))
    .orderBy(asc(places.id))
  const parentIds = [...new Set(rows.map((r) => r.room.parentId).filter((id): id is number => id !== null))]
  const names = new Map<number, string>()
  for (const id of parentIds) {
    const [venue] = await db
      .select({ name: places.name })
      .from(places)
      .where(and(eq(places.id, id), eq(places.siteId, siteId)))
    if (venue) names.set(id, venue.name)
  }
  return rows.map((r) => roomView(r.room, r.resource, names.get(r.room.parentId ?? 0) ?? ''))
}

/** the rooms of a venue, bookable ones first */
export async function roomsOfVenue(db: Database, siteId: number, venueId: number): Promise<RoomView[]> {
  const rooms = await roomsWhere(db, siteId, eq(places.parentId, venueId))
  return [...rooms.filter((r) => r.bookable), ...rooms.filter((r) => !r.bookable)]
}

export async function roomOf(db: Database, siteId: number, roomId: number): Promise<RoomView | undefined> {
  return (await roomsWhere(db, siteId, eq(places.id, roomId)))[0]
}

export interface RoomFields {
  purpose: string
  organisation: string
  peopleCount: number
}

/**
 * The work a booking does in its transaction beyond the places (service.book's onBooked): a room
 * order's details (checked by the shared rule against the session's places), and a seated
 * session's seats (the visitor's held seats become the order's; a seated session cannot be booked
 * without them, an unseated one refuses them).
 */
export function bookingExtras(input: { userId: number; room?: RoomFields; seatIds: string[]; contactIds: number[]; now: Date }) {
  const { userId, room, seatIds, contactIds, now } = input
  return async (tx: Transaction, booked: { order: OrderRow; slot: SlotRow; resource: BookingResourceRow }) => {
    const { order, slot, resource } = booked
    if (room) {
      if (resource.resourceType !== ROOM) throw badInput('rooms:error.notRoom')
      const refusal = checkRoomOrder({ ...room, contactIds }, slot.capacity)
      if (refusal) throw badInput(`rooms:error.${refusal.key}`, refusal.params ?? {})
      await tx.insert(roomOrderDetails).values({
        orderId: order.id,
        purpose: room.purpose.trim(),
        organisation: room.organisation.trim(),
        peopleCount: room.peopleCount,
      })
    }
    const plan = await seatPlanOf(tx, resource.id)
    if (!plan) {
      if (seatIds.length) throw badInput('rooms:seat.noPlan')
      return
    }
    if (seatIds.length === 0) throw badInput('rooms:seat.choose')
    await sellHeldSeats(tx, { slotId: slot.id, userId, orderId: order.id, seatIds, people: order.useNum, now })
  }
}

/** a room order's details, for the order pages */
export async function roomDetailsOf(db: Database, orderId: number) {
  const [row] = await db.select().from(roomOrderDetails).where(eq(roomOrderDetails.orderId, orderId))
  return row
}

const SEAT_ID = /^\d{1,2}-\d{1,3}$/
/** the fields the save call adds for rooms and seats */
export const BOOKING_EXTRA_FIELDS = ['seatIds', 'purpose', 'organisation', 'peopleCount'] as const

/**
 * The save call's room and seat fields: `seatIds` (comma list of "row-number"), and for a room
 * `purpose`, `organisation`, `peopleCount` (all three or none). Answers book()'s places and onBooked.
 */
export function extrasOfSave(f: Fields, input: { userId: number; contactIds: number[]; now: Date }) {
  const seatIds = str(f.seatIds)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (seatIds.some((id) => !SEAT_ID.test(id)) || seatIds.length > 20) throw badInput('account:field.invalid', { field: 'seatIds' })
  const people = str(f.peopleCount).trim()
  let room: RoomFields | undefined
  if (people !== '' || str(f.purpose) !== '') {
    const peopleCount = Number(people)
    if (!/^\d{1,4}$/.test(people)) throw badInput('rooms:error.peopleMin')
    room = { purpose: str(f.purpose), organisation: str(f.organisation), peopleCount }
  }
  return {
    places: room?.peopleCount,
    onBooked: bookingExtras({ ...input, room, seatIds }),
  }
}
