/**
 * Offering flowers or lighting a candle (src/core/memorial/rules.ts; docs/contract-memorial.md
 * "Limits under concurrency"). One transaction:
 *   1. the offering row; the unique index (user, hall, kind, day) refuses the second of the day
 *      (ON CONFLICT DO NOTHING → nothing returned → refused, nothing else written);
 *   2. the hall's total + 1 as a conditional update of the caller's site's hall (nothing returned =
 *      not this site's hall → not found, and the offering rolls back with it);
 *   3. the day's count + 1 (an upsert of (hall, kind, day)).
 * The hall is read first only for the refusal's words; the writes decide.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { OfferingResult } from '../../../../src/core/memorial/contract'
import { memorialDayOf, type OfferingKind } from '../../../../src/core/memorial/rules'
import type { Database } from '../../db/database'
import { memorialHallDays, memorialHalls, memorialOfferings } from '../../db/schema'
import { badInput, notFound } from '../../http/fields'

export interface Offering {
  siteId: number
  userId: number
  hallId: number
  kind: OfferingKind
  now: Date
}

export async function offer(db: Database, o: Offering): Promise<OfferingResult> {
  const day = memorialDayOf(o.now.getTime())
  return db.transaction(async (tx) => {
    const [hall] = await tx
      .select({ name: memorialHalls.name })
      .from(memorialHalls)
      .where(and(eq(memorialHalls.id, o.hallId), eq(memorialHalls.siteId, o.siteId)))
    if (!hall) throw notFound('memorial:error.hallNotFound', { id: o.hallId })
    const recorded = await tx
      .insert(memorialOfferings)
      .values({ siteId: o.siteId, userId: o.userId, hallId: o.hallId, kind: o.kind, day, createdAt: o.now })
      .onConflictDoNothing()
      .returning({ id: memorialOfferings.id })
    if (recorded.length === 0)
      throw badInput(o.kind === 'FLOWER' ? 'memorial:error.flowerToday' : 'memorial:error.candleToday', { name: hall.name })
    const column = o.kind === 'FLOWER' ? memorialHalls.flowerNum : memorialHalls.candleNum
    const [total] = await tx
      .update(memorialHalls)
      .set(o.kind === 'FLOWER' ? { flowerNum: sql`${column} + 1` } : { candleNum: sql`${column} + 1` })
      .where(and(eq(memorialHalls.id, o.hallId), eq(memorialHalls.siteId, o.siteId)))
      .returning({ n: column })
    if (!total) throw notFound('memorial:error.hallNotFound', { id: o.hallId })
    const [today] = await tx
      .insert(memorialHallDays)
      .values({ hallId: o.hallId, kind: o.kind, day, count: 1 })
      .onConflictDoUpdate({
        target: [memorialHallDays.hallId, memorialHallDays.kind, memorialHallDays.day],
        set: { count: sql`${memorialHallDays.count} + 1` },
      })
      .returning({ n: memorialHallDays.count })
    return { hallId: o.hallId, kind: o.kind, total: total.n, today: today.n }
  })
}
