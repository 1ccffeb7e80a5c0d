/**
 * Login tokens: random 256-bit strings handed to the client once; the database keeps only
 * their sha256, the user, the site, the expiry and a revoked flag. Every login channel issues
 * through issueToken and every protected call checks through verifyToken.
 */
import crypto from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/database'
import { userTokens, users } from '../db/schema'

/**
 * Server-side lifetime: 7 days. The app refetches user info when its copy is older than
 * 100 minutes (token freshness in the spec), which is a client cache rule, not the token's life.
 */
export const DEFAULT_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export interface IssuedToken {
  token: string
  expiresAt: Date
}

export async function issueToken(db: Database, input: { userId: number; siteId: number; now: Date; ttlMs?: number }): Promise<IssuedToken> {
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? DEFAULT_TOKEN_TTL_MS))
  await db.insert(userTokens).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    siteId: input.siteId,
    createdAt: input.now,
    expiresAt,
  })
  return { token, expiresAt }
}

export type UserRow = typeof users.$inferSelect

/** The token's user, or null when the token is unknown, revoked, expired or of another site. */
export async function verifyToken(db: Database, token: string, siteId: number, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.siteId, siteId),
        eq(userTokens.revoked, false),
        gt(userTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return row?.user ?? null
}

/** Logout: this token stops working. Returns whether a live token was revoked. */
export async function revokeToken(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ revoked: true })
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.revoked, false)))
    .returning({ id: userTokens.id })
  return rows.length > 0
}

/** Every token of a user stops working (phone rebound, account closed). */
export async function revokeUserTokens(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(userTokens)
    .set({ revoked: true })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.revoked, false)))
    .returning({ id: userTokens.id })
  return rows.length
}
