/**
 * Rooms and seats calls (docs/contract-booking.md, "Rooms and seats"; payloads "not shown", decided here).
 *   GET  res/api/booking/roomList       venueId → datas RoomView[] (the venue's activity rooms, bookable first)
 *   GET  res/api/booking/roomDetail     id (a room's place id) → data RoomView
 *   GET  res/api/booking/seatPlans      → datas [{bookingResourceId, resourceType, resourceId, resourceName, hallName, seats, nextSlotId}]
 *        (the site's seated resources: how a page finds the next seated session; nextSlotId 0 when none is open)
 *   GET  act/api/activityOrder/seatMap  slotId (login) → data {slotId, hallName, rows[{row, seats[{id, number, state} | null]}],
 *        holdSeconds, maxSeats, mine[], expiresAt}; state free | mine | held | sold | off
 *   POST act/api/activityOrder/useSeat  slotId, seatIds (comma list, empty = let go), max? (login, bound phone)
 *        → data {slotId, seatIds, expiresAt ('' when nothing is held)}
 * The order itself is act/api/activityOrder/save with seatIds (and a room's purpose, organisation,
 * peopleCount): routes.ts → service.book → rooms.bookingExtras.
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { planSeats, SEAT_MAX } from '../../../../src/core/booking/seat-plan'
import { phoneOf } from '../../auth/users'
import { bookingResources, bookingSlots, seatPlans } from '../../db/schema'
import { ok, okList } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single, str } from '../../http/fields'
import { ListEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { roomOf, roomsOfVenue } from './rooms'
import { holdSeats, seatMap, seatPlanOf } from './seats'
import { ensureSlots, slotOpenStatus } from './service'

export async function publicRoomRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/booking/roomList',
    { schema: routeSchema({ query: { venueId: Text() }, response: ListEnvelope(Type.Unknown()) }) },
    async (request) => okList(request, await roomsOfVenue(app.db, request.site.id, requireId(fieldsOf(request), 'venueId'))),
  )
  app.get('/api/res/api/booking/roomDetail', { schema: routeSchema({ query: { id: Text() } }) }, async (request) => {
    const id = requireId(fieldsOf(request), 'id')
    const room = await roomOf(app.db, request.site.id, id)
    if (!room) throw notFound('resource.notFound', { id })
    return ok(request, room)
  })
  app.get('/api/res/api/booking/seatPlans', { schema: routeSchema({ response: ListEnvelope(Type.Unknown()) }) }, async (request) => {
    const now = app.clock()
    const rows = await app.db
      .select({ plan: seatPlans, resource: bookingResources })
      .from(seatPlans)
      .innerJoin(bookingResources, eq(bookingResources.id, seatPlans.bookingResourceId))
      .where(eq(seatPlans.siteId, request.site.id))
      .orderBy(asc(seatPlans.id))
    const out = []
    for (const { plan, resource } of rows) {
      if (resource.sessions.length) await ensureSlots(app.db, resource, now.getTime())
      const [next] = await app.db
        .select({ id: bookingSlots.id })
        .from(bookingSlots)
        .where(and(eq(bookingSlots.bookingResourceId, resource.id), eq(bookingSlots.openStatus, 1), gt(bookingSlots.startsAt, now)))
        .orderBy(asc(bookingSlots.startsAt))
        .limit(1)
      out.push({
        bookingResourceId: resource.id,
        resourceType: resource.resourceType,
        resourceId: resource.resourceId,
        resourceName: resource.resourceName,
        hallName: plan.hallName,
        seats: [...planSeats(plan).values()].filter((s) => s.forSale).length,
        nextSlotId: next?.id ?? 0,
      })
    }
    return okList(request, out)
  })
}

/** the session of this site with its resource and hall plan; another site's or an unseated one is not found */
async function seatedSlot(app: FastifyInstance, siteId: number, slotId: number) {
  const [found] = await app.db
    .select({ slot: bookingSlots, resource: bookingResources })
    .from(bookingSlots)
    .innerJoin(bookingResources, eq(bookingResources.id, bookingSlots.bookingResourceId))
    .where(and(eq(bookingSlots.id, slotId), eq(bookingSlots.siteId, siteId)))
  if (!found) throw notFound('booking:error.slotNotFound')
  const plan = await seatPlanOf(app.db, found.resource.id)
  if (!plan) throw notFound('rooms:seat.noPlan')
  return { ...found, plan }
}

export async function userSeatRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/act/api/activityOrder/seatMap', { schema: routeSchema({ query: { slotId: Text() } }) }, async (request) => {
    const slotId = requireId(fieldsOf(request), 'slotId')
    const { plan } = await seatedSlot(app, request.site.id, slotId)
    return ok(request, await seatMap(app.db, plan, slotId, request.user!.id, app.clock()))
  })

  app.post(
    '/api/act/api/activityOrder/useSeat',
    { schema: routeSchema({ body: { slotId: Text(), seatIds: Text({ maxLength: 200 }), max: Text() } }) },
    async (request) => {
      if (!phoneOf(request.user!, app.fieldCrypto)) throw badInput('booking:error.needPhone')
      const f = fieldsOf(request)
      const slotId = requireId(f, 'slotId')
      const maxText = single(f, 'max')
      const max = maxText ? Number(maxText) : SEAT_MAX
      if (!Number.isInteger(max) || max < 1) throw badInput('account:field.invalid', { field: 'max' })
      const seatIds = str(f.seatIds)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      const now = app.clock()
      const { slot, resource, plan } = await seatedSlot(app, request.site.id, slotId)
      if (seatIds.length > 0) {
        if (slot.startsAt <= now) throw badInput('booking:error.started')
        if (slotOpenStatus(slot, resource, now.getTime()) !== 1) throw badInput('booking:error.slotClosed')
      }
      const held = await holdSeats(app.db, { plan, slotId, userId: request.user!.id, seatIds, max, now })
      return ok(request, { slotId, seatIds: held.seatIds, expiresAt: held.expiresAt?.toISOString() ?? '' })
    },
  )
}
