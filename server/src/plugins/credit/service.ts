/**
 * Credit data: no-show records in, the credit view out (rules in src/core/credit.ts).
 * The booking capability calls recordNoShow when an order passes unused.
 */
import { and, eq } from 'drizzle-orm'
import { creditViewOf, type CreditView } from '../../../../src/core/credit'
import type { Database, Transaction } from '../../db/database'
import { creditNoShows } from '../../db/schema'

export interface NoShowInput {
  userId: number
  siteId: number
  occurredAt: Date
  orderCode?: string
  resourceName?: string
}

/** `db` may be a caller's transaction: a no-show is recorded with the order it expires */
export async function recordNoShow(db: Database | Transaction, input: NoShowInput, now: Date): Promise<void> {
  await db.insert(creditNoShows).values({ ...input, createdAt: now })
}

export async function noShowTimes(db: Database, userId: number, siteId: number): Promise<number[]> {
  const rows = await db
    .select({ at: creditNoShows.occurredAt })
    .from(creditNoShows)
    .where(and(eq(creditNoShows.userId, userId), eq(creditNoShows.siteId, siteId)))
  return rows.map((r) => r.at.getTime())
}

export async function creditViewOfUser(db: Database, userId: number, siteId: number, now: Date): Promise<CreditView> {
  return creditViewOf(await noShowTimes(db, userId, siteId), now.getTime())
}
