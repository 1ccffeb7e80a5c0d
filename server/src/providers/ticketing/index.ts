/**
 * The ZYTF ticketing system (a third party's scenic ticketing and appointment service): the
 * visitor's appointment orders there (getZYTFOrderList), one order, and a cancel.
 *
 * `http` (TICKETING_PROVIDER=http) asks the service at ZYTF_URL with ZYTF_KEY (Bearer): GET
 * `<url>/orders?site=&phone=&status=&pageNum=&pageSize=` → {list, total}, GET `<url>/orders/<code>?site=&phone=`
 * → order | 404, POST `<url>/orders/<code>/cancel` {site, phone} → {result: 'cancelled' | 'closed'} | 404.
 * `dev` (default) keeps the orders in the `zytf_orders` table (demo rows for the demo user), so the
 * list, the detail and the cancel run end to end here.
 */
import { and, desc, eq, gt, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { zytfOrders } from '../../db/schema'
import { ConfigError } from '../../config'
import { chooseProvider, OFF, PROVIDER_KINDS, serviceOff, type Env } from '../production'

/** an appointment (ZYTF) order as product-spec 3 lists it */
export interface ZytfOrder {
  orderCode: string
  /** 0 to be used … 7 partly refunded (src/core/booking/cancel-rules.ts ZYTF_STATUS) */
  orderStatus: number
  resource: { images: string; resourceName: string }
  /** 'yyyy-mm-dd HH:mm', site time */
  orderStartTime: string
  orderEndTime: string
  orderNum: number
  /** yuan as text; '' is free */
  payMoney: string
  cancelStatus: boolean
  /** the instant (ms) cancelling closes; null: never */
  cancelTime: number | null
  infoUrl: string
}

export interface TicketingWho {
  siteId: number
  siteCode: string
  userId: number
  /** the visitor's bound phone: the ticketing system knows its visitors by it */
  phone: string
}

export type CancelOutcome = 'cancelled' | 'closed' | 'notFound'

export interface TicketingProvider {
  readonly name: 'dev' | 'http' | 'off'
  orders(who: TicketingWho, query: { status?: number; page: number; pageSize: number }): Promise<{ list: ZytfOrder[]; total: number }>
  order(who: TicketingWho, orderCode: string): Promise<ZytfOrder | null>
  cancel(who: TicketingWho, orderCode: string, now: Date): Promise<CancelOutcome>
}

const SITE_OFFSET_MS = 8 * 3_600_000
/** 'yyyy-mm-dd HH:mm' of an instant in site time (UTC+8) */
export const siteText = (d: Date) => new Date(d.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

type Row = typeof zytfOrders.$inferSelect
const view = (r: Row): ZytfOrder => ({
  orderCode: r.orderCode,
  orderStatus: r.orderStatus,
  resource: { images: r.images, resourceName: r.resourceName },
  orderStartTime: siteText(r.orderStartTime),
  orderEndTime: siteText(r.orderEndTime),
  orderNum: r.orderNum,
  payMoney: r.payMoney,
  cancelStatus: r.cancelStatus,
  cancelTime: r.cancelTime ? r.cancelTime.getTime() : null,
  infoUrl: r.infoUrl,
})

/** statuses a cancel leaves: to be used, to be paid */
const CANCELLABLE = [0, 4]
const CANCELLED = 2

export class DevTicketingProvider implements TicketingProvider {
  readonly name = 'dev' as const
  constructor(private readonly db: Database) {}

  private mine(who: TicketingWho): SQL[] {
    return [eq(zytfOrders.siteId, who.siteId), eq(zytfOrders.userId, who.userId)]
  }

  async orders(who: TicketingWho, q: { status?: number; page: number; pageSize: number }) {
    const parts = this.mine(who)
    if (q.status !== undefined) parts.push(eq(zytfOrders.orderStatus, q.status))
    const where = and(...parts)
    const rows = await this.db
      .select()
      .from(zytfOrders)
      .where(where)
      .orderBy(desc(zytfOrders.createdAt), desc(zytfOrders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
    const n = await this.db.$count(zytfOrders, where)
    return { list: rows.map(view), total: n }
  }

  async order(who: TicketingWho, orderCode: string) {
    const [row] = await this.db
      .select()
      .from(zytfOrders)
      .where(and(...this.mine(who), eq(zytfOrders.orderCode, orderCode)))
    return row ? view(row) : null
  }

  async cancel(who: TicketingWho, orderCode: string, now: Date): Promise<CancelOutcome> {
    if (!(await this.order(who, orderCode))) return 'notFound'
    // one conditional update: the status, the flag and the deadline are read by the write itself
    const changed = await this.db
      .update(zytfOrders)
      .set({ orderStatus: CANCELLED })
      .where(
        and(
          ...this.mine(who),
          eq(zytfOrders.orderCode, orderCode),
          inArray(zytfOrders.orderStatus, CANCELLABLE),
          eq(zytfOrders.cancelStatus, true),
          gt(zytfOrders.cancelTime, now),
        ),
      )
      .returning({ id: zytfOrders.id })
    return changed.length > 0 ? 'cancelled' : 'closed'
  }
}

export class HttpTicketingProvider implements TicketingProvider {
  readonly name = 'http' as const
  constructor(private readonly cfg: { url: string; key: string; fetch?: typeof fetch }) {}

  private async send(path: string, init: RequestInit = {}): Promise<Response> {
    return (this.cfg.fetch ?? fetch)(`${this.cfg.url.replace(/\/$/, '')}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.cfg.key}` },
      signal: AbortSignal.timeout(10_000),
    })
  }

  async orders(who: TicketingWho, q: { status?: number; page: number; pageSize: number }) {
    const query = new URLSearchParams({ site: who.siteCode, phone: who.phone, pageNum: String(q.page), pageSize: String(q.pageSize) })
    if (q.status !== undefined) query.set('status', String(q.status))
    const res = await this.send(`/orders?${query}`)
    if (!res.ok) throw new Error(`ZYTF answered HTTP ${res.status}`)
    return (await res.json()) as { list: ZytfOrder[]; total: number }
  }

  async order(who: TicketingWho, orderCode: string) {
    const res = await this.send(`/orders/${encodeURIComponent(orderCode)}?${new URLSearchParams({ site: who.siteCode, phone: who.phone })}`)
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`ZYTF answered HTTP ${res.status}`)
    return (await res.json()) as ZytfOrder
  }

  async cancel(who: TicketingWho, orderCode: string): Promise<CancelOutcome> {
    const res = await this.send(`/orders/${encodeURIComponent(orderCode)}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ site: who.siteCode, phone: who.phone }),
    })
    if (res.status === 404) return 'notFound'
    if (!res.ok) throw new Error(`ZYTF answered HTTP ${res.status}`)
    return ((await res.json()) as { result: CancelOutcome }).result === 'cancelled' ? 'cancelled' : 'closed'
  }
}

/** Switched off (production without the ZYTF service): its orders answer "not available". */
export class OffTicketingProvider implements TicketingProvider {
  readonly name = 'off' as const
  async orders(): Promise<{ list: ZytfOrder[]; total: number }> {
    throw serviceOff(PROVIDER_KINDS.ticketing)
  }
  async order(): Promise<ZytfOrder | null> {
    throw serviceOff(PROVIDER_KINDS.ticketing)
  }
  async cancel(): Promise<CancelOutcome> {
    throw serviceOff(PROVIDER_KINDS.ticketing)
  }
}

export function createTicketingProvider(env: Env, db: Database): TicketingProvider {
  const kind = chooseProvider(env, PROVIDER_KINDS.ticketing)
  if (kind === 'dev') return new DevTicketingProvider(db)
  if (kind === OFF) return new OffTicketingProvider()
  if (kind !== 'http') throw new ConfigError(`TICKETING_PROVIDER must be dev or http (or off), not "${kind}"`)
  if (!env.ZYTF_URL || !env.ZYTF_KEY) throw new ConfigError('TICKETING_PROVIDER=http needs ZYTF_URL and ZYTF_KEY')
  return new HttpTicketingProvider({ url: env.ZYTF_URL, key: env.ZYTF_KEY })
}
