/**
 * SMS gateway adapter. `dev` keeps sent codes in memory so developers and tests can read them
 * (GET /api/dev/sms/outbox, development only); `http` posts to a real gateway configured by
 * SMS_GATEWAY_URL and SMS_API_KEY (SMS_SIGN, SMS_TEMPLATE optional); `off` refuses every send
 * (production without an SMS gateway, providers/production.ts).
 */
import { ConfigError } from '../../config'
import { chooseProvider, OFF, PROVIDER_KINDS, serviceOff, type Env } from '../production'

export interface SmsMessage {
  siteCode: string
  phone: string
  code: string
  purpose: string
}

export interface SmsProvider {
  readonly name: 'dev' | 'http' | 'off'
  send(message: SmsMessage): Promise<void>
}

export interface OutboxEntry extends SmsMessage {
  sentAt: string
}

export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev' as const
  private entries: OutboxEntry[] = []
  constructor(private readonly clock: () => Date = () => new Date()) {}

  async send(message: SmsMessage): Promise<void> {
    this.entries.unshift({ ...message, sentAt: this.clock().toISOString() })
    this.entries.length = Math.min(this.entries.length, 500) // a bounded outbox, newest first
  }

  outbox(phone?: string): OutboxEntry[] {
    return phone ? this.entries.filter((e) => e.phone === phone) : [...this.entries]
  }
}

export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http' as const
  constructor(private readonly cfg: { url: string; apiKey: string; sign?: string; template?: string; fetch?: typeof fetch }) {}

  async send(message: SmsMessage): Promise<void> {
    const res = await (this.cfg.fetch ?? fetch)(this.cfg.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.cfg.apiKey}` },
      body: JSON.stringify({
        phone: message.phone,
        sign: this.cfg.sign,
        template: this.cfg.template,
        params: { code: message.code },
        site: message.siteCode,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`)
  }
}

/** Switched off: no code is ever sent, and the visitor is told so (not "sent" while nothing went out). */
export class OffSmsProvider implements SmsProvider {
  readonly name = 'off' as const
  async send(): Promise<void> {
    throw serviceOff(PROVIDER_KINDS.sms)
  }
}

export function createSmsProvider(env: Env, clock?: () => Date): SmsProvider {
  const chosen = chooseProvider(env, PROVIDER_KINDS.sms)
  if (chosen === 'dev') return new DevSmsProvider(clock)
  if (chosen === OFF) return new OffSmsProvider()
  if (chosen !== 'http') throw new ConfigError(`SMS_PROVIDER must be dev or http (or off), not "${chosen}"`)
  if (!env.SMS_GATEWAY_URL || !env.SMS_API_KEY) throw new ConfigError('SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_API_KEY')
  return new HttpSmsProvider({ url: env.SMS_GATEWAY_URL, apiKey: env.SMS_API_KEY, sign: env.SMS_SIGN, template: env.SMS_TEMPLATE })
}
