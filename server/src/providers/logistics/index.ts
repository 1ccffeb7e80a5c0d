/**
 * Shipment tracking adapter (/logistics/{id}). `kuaidi100` asks Kuaidi100's real-time query API
 * (POST https://poll.kuaidi100.com/poll/query.do, form fields customer, sign, param; sign =
 * upper-case MD5 of param + key + customer), configured by LOGISTICS_PROVIDER=kuaidi100,
 * KUAIDI100_KEY and KUAIDI100_CUSTOMER. `dev` (the default) makes a believable track from the
 * order itself (picked up in Chengdu, sorted, out for delivery, signed) as time passes since it
 * was shipped, so demos and tests run the page end to end without the network.
 */
import crypto from 'node:crypto'
import { ConfigError } from '../../config'
import { chooseProvider, OFF, PROVIDER_KINDS, serviceOff, type Env } from '../production'
import { ownEntry } from '../../../../src/core/own-key'

/** our states (Kuaidi100's numeric state mapped): the app words them */
export type TrackState = 'collected' | 'inTransit' | 'delivering' | 'signed' | 'problem' | 'returned'

export interface TrackEvent {
  /** ISO time */
  time: string
  /** the carrier's words (Chinese, as carriers send them) */
  context: string
  location?: string
}

export interface Track {
  state: TrackState
  /** newest first */
  events: TrackEvent[]
}

export interface TrackQuery {
  /** Kuaidi100 company code, e.g. shunfeng, yuantong, zhongtong, ems */
  company: string
  number: string
  /** receiver's phone: SF Express asks for it (the last four digits are enough) */
  phone?: string
  shippedAt: Date
  /** where it goes, e.g. 四川省 成都市 锦江区 */
  to?: string
}

export interface LogisticsProvider {
  readonly name: 'dev' | 'kuaidi100' | 'off'
  track(query: TrackQuery): Promise<Track>
}

/** the carriers the demo and the app name (Kuaidi100 codes) */
export const CARRIERS: Record<string, string> = {
  shunfeng: '顺丰速运',
  yuantong: '圆通速递',
  zhongtong: '中通快递',
  yunda: '韵达快递',
  ems: 'EMS',
  jd: '京东物流',
}

const HOUR = 3_600_000

export class DevLogisticsProvider implements LogisticsProvider {
  readonly name = 'dev' as const
  constructor(private readonly clock: () => Date = () => new Date()) {}

  async track(q: TrackQuery): Promise<Track> {
    const carrier = ownEntry(CARRIERS, q.company) ?? q.company
    const district = q.to?.split(/\s+/).pop() || '锦江区'
    const courier = ['王师傅', '李师傅', '陈师傅'][Number(q.number.slice(-1)) % 3 || 0]
    const steps: { after: number; context: string; location: string; state: TrackState }[] = [
      { after: 0, context: `【成都市】${carrier} 已揽收，揽投员：蜀锦非遗馆发货点`, location: '成都市', state: 'collected' },
      { after: 3 * HOUR, context: '快件已到达【成都双流转运中心】', location: '成都市双流区', state: 'inTransit' },
      {
        after: 6 * HOUR,
        context: `快件已从【成都双流转运中心】发出，准备发往【成都${district}营业部】`,
        location: '成都市双流区',
        state: 'inTransit',
      },
      { after: 14 * HOUR, context: `快件已到达【成都${district}营业部】`, location: `成都市${district}`, state: 'inTransit' },
      {
        after: 16 * HOUR,
        context: `【成都${district}营业部】快递员 ${courier} 正在为您派件，如有疑问请联系快递员`,
        location: `成都市${district}`,
        state: 'delivering',
      },
      {
        after: 20 * HOUR,
        context: '您的快件已签收，签收人：本人，感谢使用，期待再次为您服务',
        location: `成都市${district}`,
        state: 'signed',
      },
    ]
    const now = this.clock().getTime()
    const done = steps.filter((s) => q.shippedAt.getTime() + s.after <= now)
    const shown = done.length ? done : steps.slice(0, 1)
    return {
      state: shown[shown.length - 1].state,
      events: shown
        .map((s) => ({ time: new Date(q.shippedAt.getTime() + s.after).toISOString(), context: s.context, location: s.location }))
        .reverse(),
    }
  }
}

/** Kuaidi100's numeric states (0 in transit, 1 collected, 2 problem, 3 signed, 4 refused, 5 delivering, 6 returned, 7 forwarded, 8 customs, 14 rejected) */
const KUAIDI100_STATES: Record<string, TrackState> = {
  '0': 'inTransit',
  '1': 'collected',
  '2': 'problem',
  '3': 'signed',
  '4': 'returned',
  '5': 'delivering',
  '6': 'returned',
  '7': 'inTransit',
  '8': 'inTransit',
  '14': 'returned',
}

/** Kuaidi100 times are site time (Asia/Shanghai) without a zone: "2026-11-25 14:03:12" */
const kuaidiTime = (s: string) => new Date(`${s.replace(' ', 'T')}+08:00`).toISOString()

export class Kuaidi100Provider implements LogisticsProvider {
  readonly name = 'kuaidi100' as const
  static readonly URL = 'https://poll.kuaidi100.com/poll/query.do'
  constructor(private readonly cfg: { key: string; customer: string; fetch?: typeof fetch; url?: string }) {}

  /** the request's form: param as JSON, sign = MD5(param + key + customer) in upper case */
  form(q: TrackQuery): URLSearchParams {
    const param = JSON.stringify({
      com: q.company,
      num: q.number,
      phone: q.phone ?? '',
      to: q.to ?? '',
      resultv2: '1',
      show: '0',
      order: 'desc',
    })
    const sign = crypto
      .createHash('md5')
      .update(param + this.cfg.key + this.cfg.customer)
      .digest('hex')
      .toUpperCase()
    return new URLSearchParams({ customer: this.cfg.customer, sign, param })
  }

  async track(q: TrackQuery): Promise<Track> {
    const res = await (this.cfg.fetch ?? fetch)(this.cfg.url ?? Kuaidi100Provider.URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: this.form(q).toString(),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`Kuaidi100 answered HTTP ${res.status}`)
    const body = (await res.json()) as {
      message?: string
      state?: string
      status?: string
      result?: boolean
      returnCode?: string
      data?: { context: string; ftime?: string; time: string; areaName?: string }[]
    }
    // a refusal (bad sign, unknown number) answers result false with a returnCode; success has status 200
    if (body.status !== '200') throw new Error(`Kuaidi100 refused the query: ${body.returnCode ?? body.status} ${body.message ?? ''}`)
    return {
      state: ownEntry(KUAIDI100_STATES, body.state ?? '0') ?? 'inTransit',
      events: (body.data ?? []).map((e) => ({
        time: kuaidiTime(e.ftime ?? e.time),
        context: e.context,
        location: e.areaName || undefined,
      })),
    }
  }
}

/** Switched off (production without a tracking service): tracking answers "not available". */
export class OffLogisticsProvider implements LogisticsProvider {
  readonly name = 'off' as const
  async track(): Promise<Track> {
    throw serviceOff(PROVIDER_KINDS.logistics)
  }
}

export function createLogisticsProvider(env: Env, clock?: () => Date): LogisticsProvider {
  const kind = chooseProvider(env, PROVIDER_KINDS.logistics)
  if (kind === 'dev') return new DevLogisticsProvider(clock)
  if (kind === OFF) return new OffLogisticsProvider()
  if (kind !== 'kuaidi100') throw new ConfigError(`LOGISTICS_PROVIDER must be dev or kuaidi100 (or off), not "${kind}"`)
  if (!env.KUAIDI100_KEY || !env.KUAIDI100_CUSTOMER)
    throw new ConfigError('LOGISTICS_PROVIDER=kuaidi100 needs KUAIDI100_KEY and KUAIDI100_CUSTOMER')
  return new Kuaidi100Provider({ key: env.KUAIDI100_KEY, customer: env.KUAIDI100_CUSTOMER })
}
