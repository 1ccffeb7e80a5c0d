/**
 * Payment adapters (issue 12 "Paid booking through a payment adapter"). `dev-pay` answers the
 * app's own checkout (the visitor presses Pay or Cancel, which calls the server's dev confirm,
 * refused unless this provider is active) and refunds at once; `wechat-pay` is WeChat Pay v3
 * (JSAPI in the WeChat browser, requestPayment in the mini-program) configured by
 *   WECHAT_PAY_MCHID, WECHAT_PAY_SERIAL (the merchant certificate's serial), WECHAT_PAY_PRIVATE_KEY
 *   (PEM, or a path to it), WECHAT_PAY_APIV3_KEY (32 bytes), WECHAT_PAY_APPID (official account),
 *   WECHAT_PAY_MINI_APPID (mini-program, optional), WECHAT_PAY_PLATFORM_PUBLIC_KEY (PEM or path:
 *   WeChat Pay's public key, verifies notifications), WECHAT_PAY_NOTIFY_URL (this server's
 *   /api/pay/wechat/notify, public https).
 * Chosen by PAY_PROVIDER (dev-pay by default; wechat-pay needs every credential above; `off`
 * refuses payments with "not available": production without WeChat Pay, providers/production.ts).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import { ConfigError } from '../../config'
import { chooseProvider, OFF, PROVIDER_KINDS, serviceOff, type Env } from '../production'
import type { RefundState } from '../../../../src/core/booking/payment'

export type PayChannel = 'jsapi' | 'mini' | 'dev'

/** what a payment is for: the order code is WeChat's out_trade_no (22 characters, unique) */
export interface PayOrder {
  orderCode: string
  amountFen: number
  description: string
  /** the payer's open id of the channel's app (official account or mini-program) */
  openId?: string
  channel: PayChannel
  /** WeChat closes the payment then (the hold's end): no payment lands after the places went back */
  expiresAt?: Date
}

/** what the client needs to pay */
export type PayParams =
  | { provider: 'dev-pay'; channel: 'dev'; orderCode: string; amountFen: number }
  | {
      provider: 'wechat-pay'
      channel: 'jsapi' | 'mini'
      appId: string
      timeStamp: string
      nonceStr: string
      package: string
      signType: 'RSA'
      paySign: string
    }

/** a verified notification of a payment or a refund */
export type PayNotice =
  | { kind: 'paid'; orderCode: string; transactionId: string; amountFen: number }
  | { kind: 'refund'; refundNo: string; state: RefundState }
  | { kind: 'other' }

export type { RefundState }

export interface RefundRequest {
  orderCode: string
  /** our refund number (out_refund_no) */
  refundNo: string
  totalFen: number
  amountFen: number
}

export interface RefundResult {
  state: RefundState
  providerRef: string
}

export interface PayProvider {
  readonly name: 'dev-pay' | 'wechat-pay' | 'off'
  createPayment(order: PayOrder): Promise<PayParams>
  /** null: not signed by the provider (or not readable) */
  verifyNotification(headers: Record<string, string | string[] | undefined>, body: string): Promise<PayNotice | null>
  refund(request: RefundRequest): Promise<RefundResult>
}

export class PayRefusal extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey)
  }
}

/** The development provider: the app shows its own checkout; refunds are immediate. */
export class DevPayProvider implements PayProvider {
  readonly name = 'dev-pay' as const
  async createPayment(order: PayOrder): Promise<PayParams> {
    return { provider: 'dev-pay', channel: 'dev', orderCode: order.orderCode, amountFen: order.amountFen }
  }
  /** dev-pay has no notifications: its confirm is a call of the app (plugins/booking/pay-routes.ts) */
  async verifyNotification(): Promise<PayNotice | null> {
    return null
  }
  async refund(request: RefundRequest): Promise<RefundResult> {
    return { state: 'SUCCESS', providerRef: `DEV-${request.refundNo}` }
  }
}

export interface WechatPayConfig {
  mchid: string
  serial: string
  privateKey: crypto.KeyObject
  apiV3Key: string
  appid: string
  miniAppid?: string
  platformPublicKey: crypto.KeyObject
  notifyUrl: string
  fetch?: typeof fetch
  clock?: () => Date
  /** api.mch.weixin.qq.com */
  base?: string
}

const nonce = () => crypto.randomBytes(16).toString('hex')

/** RSA-SHA256 (PKCS#1 v1.5) of the lines, each ended by \n, base64: WeChat Pay v3's signature */
export function signLines(key: crypto.KeyObject, lines: string[]): string {
  return crypto.sign('sha256', Buffer.from(lines.map((l) => `${l}\n`).join('')), key).toString('base64')
}

export function verifyLines(key: crypto.KeyObject, lines: string[], signature: string): boolean {
  try {
    return crypto.verify('sha256', Buffer.from(lines.map((l) => `${l}\n`).join('')), key, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

/** AES-256-GCM of a notification's resource: the last 16 bytes of the ciphertext are the tag */
export function decryptResource(apiV3Key: string, resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(resource.ciphertext, 'base64')
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

/** what WeChat does to encrypt a resource (tests and the local notification sender) */
export function encryptResource(apiV3Key: string, plaintext: string, associatedData = 'transaction') {
  const iv = crypto.randomBytes(6).toString('hex') // 12 characters, as WeChat's nonce
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(iv, 'utf8'))
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: body.toString('base64'), nonce: iv, associated_data: associatedData }
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name.toLowerCase()]
  return Array.isArray(v) ? v[0] : v
}

/** notifications older than this are refused (a replayed one) */
const NOTICE_MAX_AGE_S = 300

export class WechatPayProvider implements PayProvider {
  readonly name = 'wechat-pay' as const
  constructor(private readonly cfg: WechatPayConfig) {}

  private now() {
    return (this.cfg.clock ?? (() => new Date()))()
  }

  /** the Authorization header of a v3 request */
  authorization(method: string, pathWithQuery: string, body: string, timestamp: string, nonceStr: string): string {
    const signature = signLines(this.cfg.privateKey, [method, pathWithQuery, timestamp, nonceStr, body])
    return (
      `WECHATPAY2-SHA256-RSA2048 mchid="${this.cfg.mchid}",nonce_str="${nonceStr}",signature="${signature}",` +
      `timestamp="${timestamp}",serial_no="${this.cfg.serial}"`
    )
  }

  private async call(method: 'POST' | 'GET', path: string, payload?: unknown): Promise<Record<string, unknown>> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const timestamp = String(Math.floor(this.now().getTime() / 1000))
    const res = await (this.cfg.fetch ?? fetch)(`${this.cfg.base ?? 'https://api.mch.weixin.qq.com'}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: this.authorization(method, path, body, timestamp, nonce()),
      },
      body: body || undefined,
      signal: AbortSignal.timeout(10_000),
    })
    const text = await res.text()
    // the answer is signed like a notification: a forged answer (a proxy, DNS) is not believed
    const signed = verifyLines(
      this.cfg.platformPublicKey,
      [res.headers.get('wechatpay-timestamp') ?? '', res.headers.get('wechatpay-nonce') ?? '', text],
      res.headers.get('wechatpay-signature') ?? '',
    )
    if (!signed) throw new Error(`WeChat Pay answer to ${path} is not signed by WeChat Pay (HTTP ${res.status})`)
    if (!res.ok) throw new Error(`WeChat Pay ${path} answered HTTP ${res.status}: ${text.slice(0, 200)}`)
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  }

  async createPayment(order: PayOrder): Promise<PayParams> {
    if (order.channel === 'dev') throw new PayRefusal('pay:error.channel')
    const appId = order.channel === 'mini' ? this.cfg.miniAppid : this.cfg.appid
    if (!appId) throw new PayRefusal('pay:error.channel')
    if (!order.openId) throw new PayRefusal('pay:error.needWechat')
    const answer = await this.call('POST', '/v3/pay/transactions/jsapi', {
      appid: appId,
      mchid: this.cfg.mchid,
      description: order.description.slice(0, 127),
      out_trade_no: order.orderCode,
      notify_url: this.cfg.notifyUrl,
      ...(order.expiresAt ? { time_expire: rfc3339(order.expiresAt) } : {}),
      amount: { total: order.amountFen, currency: 'CNY' },
      payer: { openid: order.openId },
    })
    const prepayId = String(answer.prepay_id ?? '')
    if (!prepayId) throw new Error('WeChat Pay answered no prepay_id')
    return this.clientParams(order.channel, appId, prepayId)
  }

  /** the parameters of chooseWXPay / requestPayment, signed with the merchant key */
  clientParams(channel: 'jsapi' | 'mini', appId: string, prepayId: string): PayParams {
    const timeStamp = String(Math.floor(this.now().getTime() / 1000))
    const nonceStr = nonce()
    const pkg = `prepay_id=${prepayId}`
    const paySign = signLines(this.cfg.privateKey, [appId, timeStamp, nonceStr, pkg])
    return { provider: 'wechat-pay', channel, appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
  }

  async verifyNotification(headers: Record<string, string | string[] | undefined>, body: string): Promise<PayNotice | null> {
    const timestamp = header(headers, 'wechatpay-timestamp') ?? ''
    const nonceStr = header(headers, 'wechatpay-nonce') ?? ''
    const signature = header(headers, 'wechatpay-signature') ?? ''
    if (!timestamp || !nonceStr || !signature) return null
    if (Math.abs(this.now().getTime() / 1000 - Number(timestamp)) > NOTICE_MAX_AGE_S) return null
    if (!verifyLines(this.cfg.platformPublicKey, [timestamp, nonceStr, body], signature)) return null
    let notice: { event_type?: string; resource?: { ciphertext: string; nonce: string; associated_data?: string } }
    let resource: Record<string, unknown>
    try {
      notice = JSON.parse(body)
      if (!notice.resource) return null
      resource = JSON.parse(decryptResource(this.cfg.apiV3Key, notice.resource))
    } catch {
      return null
    }
    if (notice.event_type === 'TRANSACTION.SUCCESS' && resource.trade_state === 'SUCCESS' && resource.mchid === this.cfg.mchid) {
      const amount = resource.amount as { total?: number } | undefined
      return {
        kind: 'paid',
        orderCode: String(resource.out_trade_no),
        transactionId: String(resource.transaction_id),
        amountFen: Number(amount?.total ?? 0),
      }
    }
    if (notice.event_type?.startsWith('REFUND.') && resource.mchid === this.cfg.mchid) {
      const status = String(resource.refund_status)
      return { kind: 'refund', refundNo: String(resource.out_refund_no), state: status === 'SUCCESS' ? 'SUCCESS' : 'FAILED' }
    }
    return { kind: 'other' }
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const answer = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.orderCode,
      out_refund_no: request.refundNo,
      notify_url: this.cfg.notifyUrl,
      amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
    })
    const status = String(answer.status ?? '')
    const state: RefundState = status === 'SUCCESS' ? 'SUCCESS' : status === 'PROCESSING' ? 'PROCESSING' : 'FAILED'
    return { state, providerRef: String(answer.refund_id ?? '') }
  }
}

/** 2026-03-01T10:15:00+08:00: WeChat's time format (site time) */
function rfc3339(d: Date): string {
  const local = new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)
  return `${local}+08:00`
}

const pem = (value: string) => (value.includes('-----BEGIN') ? value : fs.readFileSync(value, 'utf8'))

/** Switched off: nothing can be paid in money (free bookings and points still work). */
export class OffPayProvider implements PayProvider {
  readonly name = 'off' as const
  async createPayment(): Promise<PayParams> {
    throw serviceOff(PROVIDER_KINDS.pay)
  }
  async verifyNotification(): Promise<PayNotice | null> {
    return null
  }
  async refund(): Promise<RefundResult> {
    throw serviceOff(PROVIDER_KINDS.pay)
  }
}

export function createPayProvider(env: Env, clock?: () => Date): PayProvider {
  const name = chooseProvider(env, PROVIDER_KINDS.pay)
  if (name === 'dev-pay') return new DevPayProvider()
  if (name === OFF) return new OffPayProvider()
  if (name !== 'wechat-pay') throw new ConfigError(`PAY_PROVIDER must be dev-pay or wechat-pay (or off), not "${name}"`)
  const needed = [
    'WECHAT_PAY_MCHID',
    'WECHAT_PAY_SERIAL',
    'WECHAT_PAY_PRIVATE_KEY',
    'WECHAT_PAY_APIV3_KEY',
    'WECHAT_PAY_APPID',
    'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
    'WECHAT_PAY_NOTIFY_URL',
  ]
  const missing = needed.filter((k) => !env[k])
  if (missing.length) throw new ConfigError(`PAY_PROVIDER=wechat-pay needs ${missing.join(', ')}`)
  if (Buffer.byteLength(env.WECHAT_PAY_APIV3_KEY!, 'utf8') !== 32) throw new ConfigError('WECHAT_PAY_APIV3_KEY must be 32 bytes')
  return new WechatPayProvider({
    mchid: env.WECHAT_PAY_MCHID!,
    serial: env.WECHAT_PAY_SERIAL!,
    privateKey: crypto.createPrivateKey(pem(env.WECHAT_PAY_PRIVATE_KEY!)),
    apiV3Key: env.WECHAT_PAY_APIV3_KEY!,
    appid: env.WECHAT_PAY_APPID!,
    miniAppid: env.WECHAT_PAY_MINI_APPID,
    platformPublicKey: crypto.createPublicKey(pem(env.WECHAT_PAY_PLATFORM_PUBLIC_KEY!)),
    notifyUrl: env.WECHAT_PAY_NOTIFY_URL!,
    clock,
  })
}
