/**
 * Partner login adapters: each turns a partner credential into a partner user (subject).
 * Kinds and their inputs (rules-and-contract section 7):
 *   external  externalIdentityToken        (POST user/api/userBind/externalLogin)
 *   cddy      authCode + openid            (POST user/api/userBind/cddyLogin)
 *   ifly      iFlyUserId                   (POST user/api/userBind/iFlyLogin)
 *   tfcloud   code                         (GET user/api/tfCloud/parseCode)
 *   hhespeed  code                         (GET user/api/hheSpeed/parseCode)
 *   thirdparty token + unid                (POST user/api/userBind/thirdPartyLogin)
 * `dev` resolves credentials it issued itself (GET /api/dev/partner/issue) and the seeded
 * demo iFly user; `http` posts the input to PARTNER_<KIND>_URL with PARTNER_<KIND>_KEY and
 * expects {subject, nickname?, phone?} (a kind without its URL answers "not available");
 * `off` answers "not available" for every kind (production without partners, providers/production.ts).
 */
import crypto from 'node:crypto'
import { ConfigError } from '../../config'
import { chooseProvider, isProduction, OFF, PROVIDER_KINDS, ProviderNeeded, serviceOff, type Env } from '../production'

export const PARTNER_KINDS = ['external', 'cddy', 'ifly', 'tfcloud', 'hhespeed', 'thirdparty'] as const
export type PartnerKind = (typeof PARTNER_KINDS)[number]

export interface PartnerUser {
  subject: string
  nickname?: string
  phone?: string
}

export interface PartnerProvider {
  readonly name: 'dev' | 'http' | 'off'
  resolve(kind: PartnerKind, input: Record<string, string>): Promise<PartnerUser | null>
}

/** The input field that carries the credential, and the one that must match the subject (if any). */
const CREDENTIAL: Record<PartnerKind, { secret: string; boundTo?: string }> = {
  external: { secret: 'externalIdentityToken' },
  cddy: { secret: 'authCode', boundTo: 'openid' },
  ifly: { secret: 'iFlyUserId' },
  tfcloud: { secret: 'code' },
  hhespeed: { secret: 'code' },
  thirdparty: { secret: 'token', boundTo: 'unid' },
}
/** codes are single-use; tokens work until they expire */
const SINGLE_USE: PartnerKind[] = ['cddy', 'tfcloud', 'hhespeed']
const TTL_MS = 10 * 60_000

export const DEV_IFLY_USER_ID = 'ifly-demo-0001'

export class DevPartnerProvider implements PartnerProvider {
  readonly name = 'dev' as const
  private issued = new Map<string, { kind: PartnerKind; user: PartnerUser; expires: number }>()
  constructor(private readonly clock: () => Date = () => new Date()) {}

  /** Issues the credential a partner would hand to the app. iFly user ids are the subject itself. */
  issue(kind: PartnerKind, user: PartnerUser): string {
    const credential = kind === 'ifly' ? user.subject : `dev-${kind}-${crypto.randomBytes(12).toString('hex')}`
    this.issued.set(`${kind}:${credential}`, { kind, user, expires: kind === 'ifly' ? Infinity : this.clock().getTime() + TTL_MS })
    return credential
  }

  async resolve(kind: PartnerKind, input: Record<string, string>): Promise<PartnerUser | null> {
    const { secret, boundTo } = CREDENTIAL[kind]
    if (kind === 'ifly' && input.iFlyUserId === DEV_IFLY_USER_ID) return { subject: DEV_IFLY_USER_ID, nickname: 'iFly demo' }
    const key = `${kind}:${input[secret]}`
    const entry = this.issued.get(key)
    if (!entry || entry.expires <= this.clock().getTime()) return null
    if (boundTo && input[boundTo] !== entry.user.subject) return null
    if (SINGLE_USE.includes(kind)) this.issued.delete(key)
    return entry.user
  }
}

export class HttpPartnerProvider implements PartnerProvider {
  readonly name = 'http' as const
  constructor(
    private readonly endpoints: Partial<Record<PartnerKind, { url: string; key: string }>>,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async resolve(kind: PartnerKind, input: Record<string, string>): Promise<PartnerUser | null> {
    const ep = this.endpoints[kind]
    // this partner is not one of the configured: its sign-in is not available here
    if (!ep) throw serviceOff(PROVIDER_KINDS.partner)
    const res = await this.fetchFn(ep.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ep.key}` },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(10_000),
    })
    if (res.status === 401 || res.status === 404) return null
    if (!res.ok) throw new Error(`partner ${kind} answered HTTP ${res.status}`)
    const body = (await res.json()) as Partial<PartnerUser>
    return typeof body.subject === 'string' && body.subject ? { subject: body.subject, nickname: body.nickname, phone: body.phone } : null
  }
}

export class OffPartnerProvider implements PartnerProvider {
  readonly name = 'off' as const
  async resolve(): Promise<PartnerUser | null> {
    throw serviceOff(PROVIDER_KINDS.partner)
  }
}

export function createPartnerProvider(env: Env, clock?: () => Date): PartnerProvider {
  const chosen = chooseProvider(env, PROVIDER_KINDS.partner)
  if (chosen === 'dev') return new DevPartnerProvider(clock)
  if (chosen === OFF) return new OffPartnerProvider()
  if (chosen !== 'http') throw new ConfigError(`PARTNER_PROVIDER must be dev or http (or off), not "${chosen}"`)
  const endpoints: Partial<Record<PartnerKind, { url: string; key: string }>> = {}
  for (const kind of PARTNER_KINDS) {
    const url = env[`PARTNER_${kind.toUpperCase()}_URL`]
    if (url) endpoints[kind] = { url, key: env[`PARTNER_${kind.toUpperCase()}_KEY`] ?? '' }
  }
  // in production a partner service that knows no partner is a setting forgotten, not a choice
  if (isProduction(env) && Object.keys(endpoints).length === 0) throw new ProviderNeeded(PROVIDER_KINDS.partner)
  return new HttpPartnerProvider(endpoints)
}
