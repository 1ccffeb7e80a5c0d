/**
 * Test harness of the account capabilities: an app on a throwaway database (PGlite, or
 * PostgreSQL with DATABASE_URL) with a movable clock, and helpers that drive the flows the
 * way the app does (SM4 `data` payloads, codes read from the dev SMS outbox).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { loadSite } from '../../../../sites/index.js'
import { sm4EncryptJson } from '../../../../src/core/sm4'
import { buildApp } from '../../app'
import type { TrustProxy } from '../../config'
import type { DatabaseHandle } from '../../db/database'
import { openSeededTestDatabase } from '../../testing/seeded-template'

// the multilingual demo site: messages can be checked in zh (default) and en (lang=en)
export const SITE = 'intl-expo'
export const SM4_KEY = loadSite(SITE).sm4Key

export interface Harness {
  app: FastifyInstance
  db: DatabaseHandle
  /** moves the injected clock forward */
  advance(ms: number): void
  now(): Date
  close(): Promise<void>
}

export async function startHarness(opts: { demoSeed?: boolean; start?: Date; trustProxy?: TrustProxy } = {}): Promise<Harness> {
  // the plugin reads this at registration; most tests do not need the demo rows
  process.env.ACCOUNT_DEMO_SEED = opts.demoSeed ? '1' : '0'
  let now = (opts.start ?? new Date('2026-03-01T02:00:00Z')).getTime()
  const clock = () => new Date(now)
  // a copy of a database seeded at the same instant with the same settings (testing/seeded-template):
  // about 30 test files start a harness, and seeding every demo site each time cost minutes
  const db = await openSeededTestDatabase({ clock })
  const app = await buildApp({ database: db, clock, trustProxy: opts.trustProxy })
  return {
    app,
    db,
    advance: (ms) => {
      now += ms
    },
    now: () => new Date(now),
    close: async () => {
      await app.close()
      await db.close()
    },
  }
}

export interface CallOptions {
  token?: string
  site?: string
  ip?: string
  lang?: string
  headers?: Record<string, string>
}

function query(params: Record<string, unknown>, o: CallOptions): string {
  const q = new URLSearchParams({ siteCode: o.site ?? SITE, token: o.token ?? '', ...(o.lang ? { lang: o.lang } : {}) })
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v))
  return q.toString()
}

/** GET /api/<path> with params in the query. */
export function get(h: Harness, path: string, params: Record<string, unknown> = {}, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  return h.app.inject({ method: 'GET', url: `/api/${path}?${query(params, o)}`, remoteAddress: o.ip ?? '127.0.0.1' })
}

/** POST /api/<path> as a form (the contract's default for these calls). */
export function post(h: Harness, path: string, form: Record<string, unknown> = {}, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(form)) if (v !== undefined) body.set(k, String(v))
  return h.app.inject({
    method: 'POST',
    url: `/api/${path}?${query({}, o)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...o.headers },
    payload: body.toString(),
    remoteAddress: o.ip ?? '127.0.0.1',
  })
}

/** POST a userBind call with its SM4 `data` payload. */
export function postSm4(h: Harness, call: string, payload: Record<string, unknown>, o: CallOptions = {}) {
  const key = o.site ? loadSite(o.site).sm4Key : SM4_KEY
  return post(h, `user/api/userBind/${call}`, { data: sm4EncryptJson(payload, key) }, o)
}

export async function sendCode(h: Harness, phone: string, o: CallOptions = {}): Promise<string> {
  const res = await postSm4(h, 'smsCodeSm4', { phone }, o)
  if (res.json().code !== 0) throw new Error(`send failed: ${res.body}`)
  const outbox = await get(h, 'dev/sms/outbox', { phone }, o)
  return outbox.json().datas[0].code
}

/** Registers (or logs in) a phone through loginOrRegister; returns the login answer's data. */
export async function login(
  h: Harness,
  phone: string,
  o: CallOptions = {},
): Promise<{ userToken: string; phone: string; unid: string; [k: string]: unknown }> {
  const code = await sendCode(h, phone, o)
  const res = await postSm4(h, 'loginOrRegister', { phone, code, agreement: true }, o)
  const body = res.json()
  if (body.code !== 0) throw new Error(`login failed: ${res.body}`)
  // the next code for the same phone may be sent at once in tests
  h.advance(61_000)
  return body.data
}
