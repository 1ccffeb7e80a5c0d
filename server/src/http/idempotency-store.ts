/**
 * The idempotency keys' rows (db/schema/idempotency.ts): claim a key before the handler, complete
 * it with the answer, or release it. Every step is one statement, so two requests of one key, in
 * one process or two, cannot both claim it: the claim is INSERT … ON CONFLICT DO NOTHING.
 */
import { and, eq, isNull, lte } from 'drizzle-orm'
import type { Database } from '../db/database'
import { idempotencyKeys } from '../db/schema'

/** which key: the caller's own, on one route of one site */
export interface KeyId {
  siteId: number
  /** `u:<user id>` or `a:<address>` */
  caller: string
  /** `<METHOD> <route pattern>` */
  route: string
  key: string
}

export interface StoredAnswer {
  statusCode: number
  contentType: string | null
  body: string
}

export type Claim =
  /** this request runs the handler */
  | { kind: 'claimed' }
  /** a request of this key has answered: this is its answer */
  | { kind: 'done'; answer: StoredAnswer }
  /** a request of this key is still running */
  | { kind: 'pending' }
  /** the key was used with another input */
  | { kind: 'mismatch' }

const rowOf = (id: KeyId) =>
  and(
    eq(idempotencyKeys.siteId, id.siteId),
    eq(idempotencyKeys.caller, id.caller),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  )

/**
 * Claims the key for this request, or says who has it. An expired row of the key is removed and
 * the claim tried again; a row released between the insert and the read likewise.
 */
export async function claimKey(db: Database, id: KeyId, fingerprint: string, now: Date, ttlMs: number): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...id, fingerprint, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length > 0) return { kind: 'claimed' }
    const [row] = await db.select().from(idempotencyKeys).where(rowOf(id))
    if (!row) continue
    if (row.expiresAt <= now) {
      await db.delete(idempotencyKeys).where(and(rowOf(id), lte(idempotencyKeys.expiresAt, now)))
      continue
    }
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' }
    if (row.statusCode === null || row.body === null) return { kind: 'pending' }
    return { kind: 'done', answer: { statusCode: row.statusCode, contentType: row.contentType, body: row.body } }
  }
  return { kind: 'pending' }
}

/** Stores the answer of the request that claimed the key. */
export async function completeKey(db: Database, id: KeyId, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(rowOf(id), isNull(idempotencyKeys.statusCode)))
}

/** Forgets a claim whose answer is not kept (input refused: nothing was written), so the same key may run again. */
export async function releaseKey(db: Database, id: KeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(and(rowOf(id), isNull(idempotencyKeys.statusCode)))
}

/** Removes every expired key (the table's index on expires_at keeps it one range scan). */
export async function deleteExpiredKeys(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now))
}
