/**
 * One-time credentials: random 256-bit strings the server hands out for one use, bound to a site
 * and a purpose, living minutes. Like login tokens (tokens.ts) only their sha256 is stored, in the
 * database (table one_time_codes), so any server process can take back what another issued, and
 * the spending is one conditional UPDATE: two processes presenting the same credential at once
 * cannot both win.
 *   issueOneTimeCode   a new credential naming `subject` (and optional `data`)
 *   peekOneTimeCode    its subject while unused and unexpired, without spending it
 *   spendOneTimeCode   its subject, once; null when unknown, spent, expired, of another site or purpose
 *   extendOneTimeCode  a later expiry for a still-unused credential (never earlier than it was)
 *   rememberSpent      replay guard for credentials someone else issued (a partner's): true the
 *                      first time a credential is seen, false for every replay while it is remembered
 */
import crypto from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Database } from '../db/database'
import { oneTimeCodes } from '../db/schema'
import { hashToken } from './tokens'

export interface OneTimeRef {
  siteId: number
  purpose: string
  code: string
  now: Date
}

export interface OneTimeRow {
  subject: string
  data: string | null
  createdAt: Date
  expiresAt: Date
}

/** Rows this long past their expiry are deleted when a new credential is issued. */
const KEEP_EXPIRED_MS = 60 * 60_000

export async function issueOneTimeCode(
  db: Database,
  input: { siteId: number; purpose: string; subject: string; data?: string; now: Date; ttlMs: number },
): Promise<string> {
  const code = crypto.randomBytes(32).toString('base64url')
  await db.insert(oneTimeCodes).values({
    siteId: input.siteId,
    purpose: input.purpose,
    codeHash: hashToken(code),
    subject: input.subject,
    data: input.data ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  })
  // the table stays small: what expired an hour ago can never be used again
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, new Date(input.now.getTime() - KEEP_EXPIRED_MS)))
  return code
}

const live = (ref: OneTimeRef) =>
  and(
    eq(oneTimeCodes.purpose, ref.purpose),
    eq(oneTimeCodes.codeHash, hashToken(ref.code)),
    eq(oneTimeCodes.siteId, ref.siteId),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, ref.now),
  )

const columns = {
  subject: oneTimeCodes.subject,
  data: oneTimeCodes.data,
  createdAt: oneTimeCodes.createdAt,
  expiresAt: oneTimeCodes.expiresAt,
}

export async function peekOneTimeCode(db: Database, ref: OneTimeRef): Promise<OneTimeRow | null> {
  if (!ref.code) return null
  const [row] = await db.select(columns).from(oneTimeCodes).where(live(ref)).limit(1)
  return row ?? null
}

export async function spendOneTimeCode(db: Database, ref: OneTimeRef): Promise<OneTimeRow | null> {
  if (!ref.code) return null
  const [row] = await db.update(oneTimeCodes).set({ usedAt: ref.now }).where(live(ref)).returning(columns)
  return row ?? null
}

export async function extendOneTimeCode(db: Database, ref: OneTimeRef, expiresAt: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt })
    .where(and(live(ref), lt(oneTimeCodes.expiresAt, expiresAt)))
}

export async function rememberSpent(
  db: Database,
  input: { siteId: number; purpose: string; code: string; now: Date; ttlMs: number },
): Promise<boolean> {
  const rows = await db
    .insert(oneTimeCodes)
    .values({
      siteId: input.siteId,
      purpose: input.purpose,
      codeHash: hashToken(input.code),
      subject: '',
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.ttlMs),
      usedAt: input.now,
    })
    .onConflictDoNothing({ target: [oneTimeCodes.purpose, oneTimeCodes.codeHash] })
    .returning({ id: oneTimeCodes.id })
  return rows.length > 0
}
