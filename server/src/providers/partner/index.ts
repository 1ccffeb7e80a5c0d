/**
 * Partner login adapters: each turns a partner credential into a partner user (subject).
 * Kinds and their inputs (rules-and-contract section 7):
 *   external  externalIdentityToken        (POST user/api/userBind/externalLogin)
 *   cddy      authCode + openid            (POST user/api/userBind/cddyLogin)
 *   ifly      iFlyUserId                   (POST user/api/userBind/iFlyLogin)
 *   tfcloud   code                         (GET user/api/tfCloud/parseCode)
 *   hhespeed  code                         (GET user/api/hheSpeed/parseCode)
 *   thirdparty token + unid                (POST user/api/userBind/thirdPartyLogin)
 * Every credential signs in once, on the site it was meant for, for a short while:
 *  - `dev` resolves only credentials it issued itself (GET /api/dev/partner/issue, the demo iFly
 *    user included): random, bound to the site, spent on first presentation (a wrong `openid` /
 *    `unid` spends it too), PARTNER_CREDENTIAL_TTL_MS (10 minutes); kept hashed in the database
 *    (one_time_codes), so every server process sees them.
 *  - `http` posts the input plus `siteCode` to PARTNER_<KIND>_URL with PARTNER_<KIND>_KEY and
 *    expects {subject, nickname?, phone?} (a kind without its URL answers "not available").
 *    **The partner's service must itself enforce one-time use,
 *    expiry and the site**: we cannot revoke what it issued. Our side refuses a replay as well: the
 *    sha256 of each accepted credential is remembered PARTNER_SPENT_TTL_MS (24 hours, any site), so
 *    a credential the partner would still accept signs in only once within that window.
 *  - `off` answers "not available" for every kind (production without partners, providers/production.ts).
 */
import { ConfigError } from '../../config'
import { chooseProvider, isProduction, OFF, PROVIDER_KINDS, ProviderNeeded, serviceOff, type Env } from '../production'

export const PARTNER_KINDS = ['external', 'cddy', 'ifly', 'tfcloud', 'hhespeed', 'thirdparty'] as const
export type PartnerKind = (typeof PARTNER_KINDS)[number]

export interface PartnerUser {
  subject: string
  nickname?: string
  phone?: string
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
export const PARTNER_CREDENTIAL_TTL_MS = 10 * 60_000
export const PARTNER_SPENT_TTL_MS = 24 * 3_600_000

/** The demo iFly user: its credential is issued like any other (dev/partner/issue?kind=ifly&subject=ifly-demo-0001). */
export const DEV_IFLY_USER_ID = 'ifly-demo-0001'

/**
 * Where one-time partner credentials live: the caller's site and clock are bound in (the account
 * plugin's partner-credentials.ts, database rows; a Map in unit tests).
 */
export interface PartnerCredentialStore {
  /** a new random credential naming this partner user */
  issue(kind: PartnerKind, user: PartnerUser, ttlMs: number): Promise<string>
  /** the user an issued credential names, once; null when unknown, spent, expired or of another site */
  spend(kind: PartnerKind, credential: string): Promise<PartnerUser | null>
  /** true the first time this credential is accepted, false for a replay within ttlMs */
  firstUse(kind: PartnerKind, credential: string, ttlMs: number): Promise<boolean>
}

export interface PartnerContext {
  siteCode: string
  credentials: PartnerCredentialStore
}

export interface PartnerProvider {
  readonly name: 'dev' | 'http' | 'off'
  resolve(kind: PartnerKind, input: Record<string, string>, context: PartnerContext): Promise<PartnerUser | null>
}

export class DevPartnerProvider implements PartnerProvider {
  readonly name = 'dev' as const

  /** Issues the credential a partner would hand to the app. */
  issue(kind: PartnerKind, user: PartnerUser, context: PartnerContext): Promise<string> {
    return context.credentials.issue(kind, user, PARTNER_CREDENTIAL_TTL_MS)
  }

  async resolve(kind: PartnerKind, input: Record<string, string>, context: PartnerContext): Promise<PartnerUser | null> {
    const { secret, boundTo } = CREDENTIAL[kind]
    const user = await context.credentials.spend(kind, input[secret])
    if (!user || (boundTo && input[boundTo] !== user.subject)) return null
    return user
  }
}

export class HttpPartnerProvider implements PartnerProvider {
  readonly name = 'http' as const
  constructor(
    private readonly endpoints: Partial<Record<PartnerKind, { url: string; key: string }>>,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async resolve(kind: PartnerKind, input: Record<string, string>, context: PartnerContext): Promise<PartnerUser | null> {
    const ep = this.endpoints[kind]
    // this partner is not one of the configured: its sign-in is not available here
    if (!ep) throw serviceOff(PROVIDER_KINDS.partner)
    const res = await this.fetchFn(ep.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ep.key}` },
      // the site lets the partner check the credential was meant for it
      body: JSON.stringify({ ...input, siteCode: context.siteCode }),
      signal: AbortSignal.timeout(10_000),
    })
    if (res.status === 401 || res.status === 404) return null
    if (!res.ok) throw new Error(`partner ${kind} answered HTTP ${res.status}`)
    const body = (await res.json()) as Partial<PartnerUser>
    if (typeof body.subject !== 'string' || !body.subject) return null
    // accepted by the partner: still refused when it was accepted before (atomic across processes)
    if (!(await context.credentials.firstUse(kind, input[CREDENTIAL[kind].secret], PARTNER_SPENT_TTL_MS))) return null
    return { subject: body.subject, nickname: body.nickname, phone: body.phone }
  }
}

export class OffPartnerProvider implements PartnerProvider {
  readonly name = 'off' as const
  async resolve(): Promise<PartnerUser | null> {
    throw serviceOff(PROVIDER_KINDS.partner)
  }
}

export function createPartnerProvider(env: Env): PartnerProvider {
  const chosen = chooseProvider(env, PROVIDER_KINDS.partner)
  if (chosen === 'dev') return new DevPartnerProvider()
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
