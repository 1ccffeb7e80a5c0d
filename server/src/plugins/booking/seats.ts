/**
 * Seats of a session (server/src/db/schema/seats.ts; rules in src/core/booking/seat-plan.ts).
 * Never sold twice: one `seat_holds` row per (slot, seat), unique; a visitor takes a seat by a
 * conditional insert (ON CONFLICT DO NOTHING) after deleting that seat's expired hold, so of many
 * visitors reaching for one seat at once exactly one gets it, on PGlite and PostgreSQL alike.
 * The booking service calls sellHeldSeats inside the order's transaction and freeSeatsOfOrder when
 * an order gives its places back; this module does not import the service (no cycle).
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm'
import { checkSeatChoice, planCells, SEAT_HOLD_MS, SEAT_MAX, type SeatPlan, type SeatState } from '../../../../src/core/booking/seat-plan'
import type { Database, Transaction } from '../../db/database'
import { seatHolds, seatPlans } from '../../db/schema'
import { badInput } from '../../http/fields'

export type SeatPlanRow = typeof seatPlans.$inferSelect

const refused = (key: string, params: Record<string, unknown> = {}) => badInput(`rooms:seat.${key}`, params)

export async function seatPlanOf(db: Database | Transaction, bookingResourceId: number): Promise<SeatPlanRow | undefined> {
  const [plan] = await db.select().from(seatPlans).where(eq(seatPlans.bookingResourceId, bookingResourceId))
  return plan
}

/**
 * Attaches a hall plan to a booking resource (every session of the resource sells its seats);
 * a resource has one plan, attaching again replaces it. How an activity gets its seats: attach
 * the plan to the activity's booking resource id.
 */
export async function attachSeatPlan(db: Database, input: { siteId: number; bookingResourceId: number; plan: SeatPlan; now: Date }) {
  const { siteId, bookingResourceId, plan, now } = input
  await db
    .insert(seatPlans)
    .values({ siteId, bookingResourceId, hallName: plan.hallName, rows: plan.rows, createdAt: now })
    .onConflictDoUpdate({ target: seatPlans.bookingResourceId, set: { hallName: plan.hallName, rows: plan.rows } })
}

const live = (now: Date) => or(isNotNull(seatHolds.orderId), gt(seatHolds.expiresAt, now))

/** The seat map of a session as `userId` sees it: rows of seats (null for an aisle) with their state. */
export async function seatMap(db: Database, plan: SeatPlanRow, slotId: number, userId: number, now: Date) {
  const holds = await db
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.slotId, slotId), live(now)))
  const byId = new Map(holds.map((h) => [h.seatId, h]))
  const mine = holds.filter((h) => h.userId === userId && h.orderId === null)
  const rows = planCells({ hallName: plan.hallName, rows: plan.rows }).map((cells, i) => ({
    row: i + 1,
    seats: cells.map((cell) => {
      if (!cell) return null
      const hold = byId.get(cell.id)
      const state: SeatState = !cell.forSale
        ? 'off'
        : !hold
          ? 'free'
          : hold.orderId !== null
            ? 'sold'
            : hold.userId === userId
              ? 'mine'
              : 'held'
      return { id: cell.id, number: cell.number, state }
    }),
  }))
  const expires = mine.map((h) => h.expiresAt!.getTime())
  return {
    slotId,
    hallName: plan.hallName,
    rows,
    holdSeconds: SEAT_HOLD_MS / 1000,
    maxSeats: SEAT_MAX,
    mine: mine.map((h) => h.seatId),
    /** when the caller's held seats are released (ISO), '' without any */
    expiresAt: expires.length ? new Date(Math.min(...expires)).toISOString() : '',
  }
}

/**
 * Holds `seatIds` of a session for `userId` for SEAT_HOLD_MS, replacing the visitor's unsold
 * holds (of every session: a visitor chooses seats for one show at a time). All or nothing: a
 * seat someone else holds or bought rolls the whole choice back (the visitor keeps nothing) and
 * names the seats taken. An empty choice only releases.
 */
export async function holdSeats(
  db: Database,
  input: { plan: SeatPlanRow; slotId: number; userId: number; seatIds: string[]; max: number; now: Date },
): Promise<{ seatIds: string[]; expiresAt: Date | null }> {
  const { plan, slotId, userId, seatIds, max, now } = input
  if (seatIds.length > 0) {
    const refusal = checkSeatChoice({ hallName: plan.hallName, rows: plan.rows }, seatIds, max)
    if (refusal) throw refused(refusal, { max: Math.min(max, SEAT_MAX) })
  }
  return db.transaction(async (tx) => {
    await tx.delete(seatHolds).where(and(eq(seatHolds.userId, userId), isNull(seatHolds.orderId)))
    if (seatIds.length === 0) return { seatIds: [], expiresAt: null }
    // a seat whose hold ran out is free: its row goes, then the insert below may take it
    await tx
      .delete(seatHolds)
      .where(
        and(eq(seatHolds.slotId, slotId), inArray(seatHolds.seatId, seatIds), isNull(seatHolds.orderId), lte(seatHolds.expiresAt, now)),
      )
    const expiresAt = new Date(now.getTime() + SEAT_HOLD_MS)
    const got = await tx
      .insert(seatHolds)
      .values(seatIds.map((seatId) => ({ slotId, seatId, userId, expiresAt, createdAt: now })))
      .onConflictDoNothing()
      .returning({ seatId: seatHolds.seatId })
    if (got.length !== seatIds.length) {
      const taken = seatIds.filter((id) => !got.some((g) => g.seatId === id))
      throw refused('taken', { seats: taken.join('、') })
    }
    return { seatIds, expiresAt }
  })
}

/**
 * Inside the order's transaction: the visitor's held seats of the session become the order's
 * (sold, no expiry). Refused when a hold ran out or the seats do not match the people.
 */
export async function sellHeldSeats(
  tx: Transaction,
  input: { slotId: number; userId: number; orderId: number; seatIds: string[]; people: number; now: Date },
) {
  const { slotId, userId, orderId, seatIds, people, now } = input
  if (new Set(seatIds).size !== seatIds.length || seatIds.length !== people) throw refused('matchPeople', { count: people })
  const sold = await tx
    .update(seatHolds)
    .set({ orderId, expiresAt: null })
    .where(
      and(
        eq(seatHolds.slotId, slotId),
        eq(seatHolds.userId, userId),
        isNull(seatHolds.orderId),
        inArray(seatHolds.seatId, seatIds),
        gt(seatHolds.expiresAt, now),
      ),
    )
    .returning({ id: seatHolds.id })
  if (sold.length !== seatIds.length) throw refused('holdLost')
  // seats held besides the ones booked are let go
  await tx.delete(seatHolds).where(and(eq(seatHolds.userId, userId), isNull(seatHolds.orderId)))
}

/** An order that gives its places back frees its seats (same transaction as its status change). */
export async function freeSeatsOfOrder(tx: Transaction, orderId: number): Promise<void> {
  await tx.delete(seatHolds).where(eq(seatHolds.orderId, orderId))
}

/** The settle timer's share: holds that ran out are deleted (readers already treat them as free). */
export async function clearExpiredHolds(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(seatHolds)
    .where(and(isNull(seatHolds.orderId), lte(seatHolds.expiresAt, now)))
    .returning({ id: seatHolds.id })
  return gone.length
}
