/**
 * The ONE abuse limiter: "at most `max` uses per `windowMs`" per key (an address, a phone hash,
 * an address on a site), counted in the database (`rate_limits`, db/schema/rate-limits.ts) so
 * every server process shares the counts.
 *
 * Counting is one `INSERT … ON CONFLICT DO UPDATE SET count = count + n … RETURNING count`: the
 * row lock makes parallel calls (60 at once, or on several processes) each get their own count,
 * so no more than `max` pass. Every use is counted, refused ones too: an address that keeps
 * trying stays refused. Called inside a transaction, a rollback takes the use back (the SMS send
 * does this so refused sends do not count); `giveBack` takes it back after a commit.
 *
 * Windows are fixed (aligned to multiples of `windowMs`) with the usual sliding estimate: uses in
 * the current window plus the previous window's weighted by the share of it still inside the last
 * `windowMs`. So there is no burst of twice the limit around a window edge; the estimate assumes
 * the previous window's uses were spread evenly.
 */
import { isIP } from 'node:net'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database'
import { rateLimits } from '../db/schema'

export interface RateLimit {
  /** prefix of the keys, naming what is limited (e.g. `sms-ip`) */
  name: string
  /** uses allowed within any `windowMs` */
  max: number
  windowMs: number
}

export interface Use {
  /** how many of the uses asked for fit under the limit (0 = refused) */
  allowed: number
  /** uses still allowed after these */
  remaining: number
  key: string
  windowStart: Date
  counted: number
}

/**
 * Counts `n` uses of `limit` by `subject` at `at` and answers how many of them fit. `db` may be a
 * transaction (cast to Database, as elsewhere): the use is then counted only if it commits.
 */
export async function countUse(db: Database, limit: RateLimit, subject: string, at: Date, n = 1): Promise<Use> {
  const [use] = await countUses(db, [{ limit, subject, at, n }])
  return use
}

export interface UseAsked {
  limit: RateLimit
  subject: string
  at: Date
  n: number
}

/** rows per statement: 4 parameters each stay far below PostgreSQL's 65,535 */
const ROWS_PER_STATEMENT = 2000

/**
 * countUse for many keys in two statements per 2,000 (the statistics flush: one per address in the
 * batch). The asked uses must be of distinct keys and windows (one row may change once per statement).
 */
export async function countUses(db: Database, asked: UseAsked[]): Promise<Use[]> {
  const uses: Use[] = []
  for (let i = 0; i < asked.length; i += ROWS_PER_STATEMENT) {
    const chunk = asked.slice(i, i + ROWS_PER_STATEMENT).map((a) => {
      const start = Math.floor(a.at.getTime() / a.limit.windowMs) * a.limit.windowMs
      return { ...a, key: `${a.limit.name}:${a.subject}`, start }
    })
    const previous = await db
      .select()
      .from(rateLimits)
      .where(
        and(
          inArray(rateLimits.key, [...new Set(chunk.map((c) => c.key))]),
          inArray(
            rateLimits.windowStart,
            [...new Set(chunk.map((c) => c.start - c.limit.windowMs))].map((t) => new Date(t)),
          ),
        ),
      )
    // the previous window is closed: nobody adds to it any more, so reading it apart is safe
    const previousCount = new Map(previous.map((r) => [`${r.key}|${r.windowStart.getTime()}`, r.count]))
    const rows = await db
      .insert(rateLimits)
      .values(
        chunk.map((c) => ({ key: c.key, windowStart: new Date(c.start), count: c.n, expiresAt: new Date(c.start + 2 * c.limit.windowMs) })),
      )
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + excluded.count` } })
      .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count })
    const counted = new Map(rows.map((r) => [`${r.key}|${r.windowStart.getTime()}`, r.count]))
    for (const c of chunk) {
      const weight = 1 - (c.at.getTime() - c.start) / c.limit.windowMs
      const carried = Math.floor((previousCount.get(`${c.key}|${c.start - c.limit.windowMs}`) ?? 0) * weight)
      const before = carried + counted.get(`${c.key}|${c.start}`)! - c.n
      uses.push({
        allowed: Math.max(0, Math.min(c.n, c.limit.max - before)),
        remaining: Math.max(0, c.limit.max - before - c.n),
        key: c.key,
        windowStart: new Date(c.start),
        counted: c.n,
      })
    }
  }
  return uses
}

/** Takes back uses counted by `countUse` (a send that failed, a right code). */
export async function giveBack(db: Database, use: Use, n = use.counted): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${n}, 0)` })
    .where(and(eq(rateLimits.key, use.key), eq(rateLimits.windowStart, use.windowStart)))
}

/**
 * The key of a client address: IPv4 as it is (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * IPv6 by its /64, which one customer line gets whole (counting single IPv6 addresses would let a
 * visitor use 2^64 of them).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]
  if (isIP(ip) !== 6) return ip
  const [head, tail] = ip.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [])
  const left = groups(head)
  const right = groups(tail)
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

const SWEEP_EVERY_MS = 10 * 60_000

/** Removes the counts nobody reads any more (past the window after theirs). */
export async function sweepRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now))
}

/** Sweeps every 10 minutes (the timer never keeps the process alive). */
export function installRateLimitSweep(app: FastifyInstance): void {
  const timer = setInterval(() => {
    sweepRateLimits(app.db, app.clock()).catch((err: unknown) => app.log.error({ err }, 'rate limits: sweep failed'))
  }, SWEEP_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
