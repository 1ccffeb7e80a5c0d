/**
 * Points (integral) and membership. Rules (our decision, the spec names only the pages):
 * - daily check-in: +5 points, once per user and local day (UTC+8)
 * - accepting an invitation: +20 points to the inviter
 * - membership level by lifetime points earned: see VIP_LEVELS
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { DAY_MS, formatDay } from '../../../../src/core/credit'
import type { UserRow } from '../../auth/tokens'
import { integralRecords } from '../../db/schema'

export const CHECK_IN_POINTS = 5
export const INVITE_POINTS = 20

/** Lifetime points needed for each level (level = index). */
export const VIP_LEVELS = [0, 100, 500, 2000, 5000] as const

export function levelOf(lifetime: number): { level: number; nextLevelPoints: number | null } {
  let level = 0
  for (let i = 0; i < VIP_LEVELS.length; i++) if (lifetime >= VIP_LEVELS[i]) level = i
  return { level, nextLevelPoints: level + 1 < VIP_LEVELS.length ? VIP_LEVELS[level + 1] : null }
}

export async function addPoints(app: FastifyInstance, userId: number, points: number, reason: string, day: string | null = null) {
  await app.db.insert(integralRecords).values({ userId, points, reason, day, createdAt: app.clock() })
}

export async function pointsSummary(app: FastifyInstance, userId: number) {
  const [row] = await app.db
    .select({
      balance: sql<number>`coalesce(sum(${integralRecords.points}), 0)::int`,
      // a booking's refunded points were earned before: not counted again for the level
      lifetime: sql<number>`coalesce(sum(greatest(${integralRecords.points}, 0)) FILTER (WHERE ${integralRecords.reason} <> 'bookingRefund'), 0)::int`,
    })
    .from(integralRecords)
    .where(eq(integralRecords.userId, userId))
  return { points: Number(row.balance), lifetime: Number(row.lifetime) }
}

/** Days in a row (ending today or yesterday) with a check-in. */
export async function continuousDays(app: FastifyInstance, userId: number): Promise<number> {
  const now = app.clock().getTime()
  const rows = await app.db
    .select({ day: integralRecords.day })
    .from(integralRecords)
    .where(
      and(
        eq(integralRecords.userId, userId),
        eq(integralRecords.reason, 'checkIn'),
        gt(integralRecords.createdAt, new Date(now - 400 * DAY_MS)),
      ),
    )
    .orderBy(desc(integralRecords.day))
  const days = new Set(rows.map((r) => r.day))
  let n = 0
  let t = days.has(formatDay(now)) ? now : now - DAY_MS
  while (days.has(formatDay(t))) {
    n++
    t -= DAY_MS
  }
  return n
}

/** Today's check-in; null when already checked in today. */
export async function checkIn(
  app: FastifyInstance,
  user: UserRow,
): Promise<{ points: number; total: number; continuousDays: number } | null> {
  const day = formatDay(app.clock().getTime())
  const inserted = await app.db
    .insert(integralRecords)
    .values({ userId: user.id, points: CHECK_IN_POINTS, reason: 'checkIn', day, createdAt: app.clock() })
    .onConflictDoNothing()
    .returning({ id: integralRecords.id })
  if (inserted.length === 0) return null
  const { points } = await pointsSummary(app, user.id)
  return { points: CHECK_IN_POINTS, total: points, continuousDays: await continuousDays(app, user.id) }
}

export async function checkedInToday(app: FastifyInstance, userId: number): Promise<boolean> {
  const day = formatDay(app.clock().getTime())
  const [row] = await app.db
    .select({ id: integralRecords.id })
    .from(integralRecords)
    .where(and(eq(integralRecords.userId, userId), eq(integralRecords.reason, 'checkIn'), eq(integralRecords.day, day)))
    .limit(1)
  return !!row
}
