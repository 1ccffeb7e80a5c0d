/**
 * The statistics queue: records are kept in memory and written together, one multi-row insert of
 * the raw events and one additive upsert of the day totals per flush, every `intervalMs` or as soon
 * as `maxRecords` wait, and once more when the app closes. So a busy home page costs the visitor a
 * push to an array, not a database round trip.
 *
 * A failed flush is logged and its records go back to the front of the queue for the next one
 * (the visitor was answered long before); past `maxQueued` waiting records the oldest are dropped,
 * logged, so a database that stays down cannot eat the process's memory. Flushes of one process
 * run one after another; several processes may flush at once, which the additive upsert allows.
 *
 * Records are anonymous, so each client address may add only so many per site and hour
 * (STAT_LIMITS): the limit is counted at the flush, in the same transaction (two statements for all
 * the addresses of the batch, http/rate-limit.ts countUses), and the records beyond it are dropped there, so the visitor's
 * call stays a push to an array and always answers success.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { statDaily, statEvents } from '../../db/schema'
import { countUses, type RateLimit } from '../../http/rate-limit'

export type StatEvent = typeof statEvents.$inferInsert & {
  day: string
  at: Date
  /** the client address (http/rate-limit.ts addressKey) the per-address limit counts; none = not limited */
  address?: string
}

const HOUR_MS = 3_600_000

/** records one client address may add per site and hour (sliding); beyond them calls answer success and count nothing */
export const STAT_LIMITS: Record<'ACCESS' | 'STAY', RateLimit> = {
  /** visits (api/api/access/record): the app sends one per start */
  ACCESS: { name: 'stat-access', max: 60, windowMs: HOUR_MS },
  /** page stays (analytics/collect): two per page viewed */
  STAY: { name: 'stat-stay', max: 600, windowMs: HOUR_MS },
}

export interface BatchOptions {
  intervalMs?: number
  maxRecords?: number
  maxQueued?: number
}

export interface BatchLog {
  error(obj: unknown, msg: string): void
}

export type StatSink = (events: StatEvent[]) => Promise<void>

/** rows per INSERT statement: 15 columns each stay far below PostgreSQL's 65,535 parameters */
const ROWS_PER_STATEMENT = 2000

/** the day totals a batch adds: one row per (site, day, kind, key) */
export function dailyTotals(events: StatEvent[]): Array<typeof statDaily.$inferInsert> {
  const totals = new Map<string, typeof statDaily.$inferInsert & { count: number; stayMs: number }>()
  for (const e of events) {
    const key = e.kind === 'STAY' ? (e.module ?? '') : ''
    const id = `${e.siteId}|${e.day}|${e.kind}|${key}`
    const row = totals.get(id) ?? { siteId: e.siteId, day: e.day, kind: e.kind, key, count: 0, stayMs: 0 }
    // a page view counts when shown; its stay arrives when left
    if (e.kind !== 'STAY' || e.status === '1') row.count += 1
    row.stayMs += e.stayMs ?? 0
    totals.set(id, row)
  }
  return [...totals.values()]
}

/** The records of a batch within their addresses' limits (counted in `db`, the sink's transaction). */
async function withinLimits(db: Database, events: StatEvent[]): Promise<StatEvent[]> {
  const kept: StatEvent[] = []
  const groups = new Map<string, { limit: RateLimit; subject: string; events: StatEvent[] }>()
  for (const event of events) {
    const limit = STAT_LIMITS[event.kind as keyof typeof STAT_LIMITS]
    if (!event.address || !limit) {
      kept.push(event)
      continue
    }
    const subject = `${event.siteId}:${event.address}`
    const id = `${limit.name}|${subject}|${Math.floor(event.at.getTime() / limit.windowMs)}`
    const group = groups.get(id) ?? { limit, subject, events: [] }
    group.events.push(event)
    groups.set(id, group)
  }
  const asked = [...groups.values()]
  const uses = await countUses(
    db,
    asked.map((g) => ({ limit: g.limit, subject: g.subject, at: g.events[0].at, n: g.events.length })),
  )
  asked.forEach((g, i) => kept.push(...g.events.slice(0, uses[i].allowed)))
  return kept
}

/**
 * The database sink: the limits, raw rows and day totals in one transaction, so a retried batch
 * never counts twice (neither the records nor the limits).
 */
export const databaseSink =
  (db: Database): StatSink =>
  async (batch) => {
    await db.transaction(async (tx) => {
      const events = (await withinLimits(tx as unknown as Database, batch)).map(({ address: _, ...event }) => event)
      if (events.length === 0) return
      for (let i = 0; i < events.length; i += ROWS_PER_STATEMENT)
        await tx.insert(statEvents).values(events.slice(i, i + ROWS_PER_STATEMENT))
      const daily = dailyTotals(events as StatEvent[])
      for (let i = 0; i < daily.length; i += ROWS_PER_STATEMENT)
        await tx
          .insert(statDaily)
          .values(daily.slice(i, i + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [statDaily.siteId, statDaily.day, statDaily.kind, statDaily.key],
            set: { count: sql`${statDaily.count} + excluded.count`, stayMs: sql`${statDaily.stayMs} + excluded.stay_ms` },
          })
    })
  }

export class BatchWriter {
  readonly intervalMs: number
  readonly maxRecords: number
  readonly maxQueued: number
  private queue: StatEvent[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private running: Promise<void> = Promise.resolve()
  private closed = false

  constructor(
    /** swappable: tests put a failing sink in to see a flush error logged and nothing lost */
    public sink: StatSink,
    private readonly log: BatchLog,
    options: BatchOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000
    this.maxRecords = options.maxRecords ?? 500
    this.maxQueued = options.maxQueued ?? 100_000
  }

  get pending(): number {
    return this.queue.length
  }

  push(event: StatEvent): void {
    this.queue.push(event)
    if (this.queue.length > this.maxQueued) this.drop(this.queue.length - this.maxQueued)
    if (this.queue.length >= this.maxRecords) void this.flush()
    else if (!this.timer && !this.closed) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs)
      // a waiting flush never keeps the process alive: close() writes what is left
      this.timer.unref?.()
    }
  }

  /** Writes everything queued so far; resolves when written (or failed and requeued). Never rejects. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.running = this.running.then(() => this.writeQueued())
    return this.running
  }

  async close(): Promise<void> {
    this.closed = true
    await this.flush()
  }

  private async writeQueued(): Promise<void> {
    if (this.queue.length === 0) return
    const batch = this.queue
    this.queue = []
    try {
      await this.sink(batch)
    } catch (err) {
      this.log.error({ err, records: batch.length }, 'statistics flush failed; records kept for the next flush')
      this.queue = batch.concat(this.queue)
      if (this.queue.length > this.maxQueued) this.drop(this.queue.length - this.maxQueued)
      if (!this.closed && !this.timer) {
        this.timer = setTimeout(() => void this.flush(), this.intervalMs)
        this.timer.unref?.()
      }
    }
  }

  private drop(count: number): void {
    this.queue.splice(0, count)
    this.log.error({ dropped: count }, 'statistics queue full; oldest records dropped')
  }
}
