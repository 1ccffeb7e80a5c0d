/**
 * The request lifecycle of rules-and-contract sections 7-9, for every call:
 * base URL of the site's API environment, `token` and `siteCode` query parameters always,
 * GET by default, POST form-encoded unless marked JSON, and the error catalogue reactions:
 *   code 0 success (resolved as is; other codes are resolved too, callers read `code`)
 *   code 5 too-many-visitors dialog (refresh after 5 s reloads and cancels pending requests)
 *   code 3 -> /stop-service
 *   code 2 -> messaging browser: re-authorise (hook) up to 2 times and retry;
 *             app shell on an appointment-query page: native login (hook); otherwise /login
 *   network failure: 4 retries 2 s apart, then resolves with nothing (undefined), or with the last
 *             good answer kept on the device for calls marked `offline` (marked with `savedAt`)
 * Writes marked `idempotent` carry an Idempotency-Key header, one per call and the same on every
 * resend of it, so a retry of a write whose answer was lost is answered, not written twice.
 */
import Taro from '@tarojs/taro'
import type { Envelope, ResultCode } from '../../types/contract'
import type { SiteApiBases } from '../../types/site'
import { toMiniProgramUrl } from '../core/routes'
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../core/idempotency'
import { CLICK_GUARD_MS, LOADING_TIMEOUT_MS, REAUTHORIZE_MAX, REQUEST_RETRY_DELAY_MS, REQUEST_RETRY_TIMES } from '../core/constants'
import { currentLanguage } from '../i18n/instance'
import { getEnv } from '../platform/env'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { useShellStore } from '../stores/shell'
import { currentLocation, navigate } from './navigate'
import { keepCopy, savedCopy } from './offline-copies'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  /** contract path without leading slash, e.g. 'user/api/site/getSiteDetail' */
  url: string
  method?: HttpMethod
  data?: Record<string, unknown>
  /** the call is marked JSON: body sent as application/json instead of a form */
  json?: boolean
  /** show the loading indicator (default true; some calls are marked "no loading indicator") */
  loading?: boolean
  /** which API base of the site (default main) */
  base?: keyof SiteApiBases
  /**
   * a base outside the site's API environments, ending in '/': a partner service the site names
   * itself (the shop at the site's shopUrl, src/features/shop); wins over `base`
   */
  baseUrl?: string
  header?: Record<string, string>
  /**
   * The caller handles code 2 itself: credential exchanges (partner and third-party sign-in),
   * where code 2 means "this credential was refused", not "your session expired", so neither
   * re-authorisation nor the jump to /login applies.
   */
  handlesTokenInvalid?: boolean
  /**
   * GET calls of content a visitor may want to re-read offline (the kit's list and detail calls):
   * a good answer is kept on the device and returned, with `savedAt`, when the network fails after
   * the retries (services/offline-copies.ts).
   */
  offline?: boolean
  /**
   * A write the server keeps idempotent (server/README.md, "Idempotency keys"): the call sends an
   * `Idempotency-Key` header, one fresh key per call (one user action), kept for every resend of it
   * (the network retries, the retry after re-authorisation), so the server runs it once.
   */
  idempotent?: boolean
}

/** Hooks other areas plug in: the accounts area provides re-authorisation and native login. */
export interface RequestHooks {
  /** messaging browser, code 2: re-authorise; resolves true when a retry makes sense */
  reauthorize?: () => Promise<boolean>
  /** app shell on the appointment-query page, code 2: call the native login */
  nativeLogin?: () => void
}

const hooks: RequestHooks = {}
export function setRequestHooks(next: RequestHooks): void {
  Object.assign(hooks, next)
}

/**
 * The envelope codes this lifecycle reacts to. types/ is outside the compiled src/, so only its
 * types are imported; the annotation makes tsc fail if these drift from the contract's values.
 */
const CODE: Pick<typeof ResultCode, 'TOKEN_INVALID' | 'SERVICE_PAUSED' | 'TOO_MANY_VISITORS'> = {
  TOKEN_INVALID: 2,
  SERVICE_PAUSED: 3,
  TOO_MANY_VISITORS: 5,
}

const APPOINTMENT_QUERY_PATH = '/appointment-query'
const LOGIN_ROUTE = '/login'
const STOP_SERVICE_ROUTE = '/stop-service'

let stopServiceInFlight = false
/**
 * Already on the stop-service page. The mini-program reports the page path
 * (/package-shell/pages/stop-service/index), never the spec path, so a code-3 answer arriving
 * after the relaunch had settled relaunched the page again.
 */
function onStopService(): boolean {
  const here = currentLocation().split('?')[0]
  return here === (process.env.TARO_ENV === 'weapp' ? toMiniProgramUrl(STOP_SERVICE_ROUTE).url : STOP_SERVICE_ROUTE)
}
/**
 * Code 3: the launch calls of a paused site all answer it at once; one relaunch, not one
 * stop-service page per call (two relaunches in flight each leave a page on H5).
 */
function goToStopService() {
  if (stopServiceInFlight || onStopService()) return
  stopServiceInFlight = true
  Promise.resolve(navigate(STOP_SERVICE_ROUTE, 'relaunch')).finally(() => (stopServiceInFlight = false))
}

export function apiBase(base: keyof SiteApiBases = 'main'): string {
  const bases = __SITE__.api[__API_ENV__] || __SITE__.api.local
  return bases[base] || bases.main
}

function encodeForm(data: Record<string, unknown> = {}): string {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&')
}

/** Full URL: base + path + token/siteCode/lang (+ GET data) as query parameters. */
export function buildUrl(opts: RequestOptions): string {
  const token = storage.get<string>(STORAGE_KEYS.cloudNewToken) || ''
  // lang: the server's messages (toasts of refusals) come in the language the visitor reads,
  // which on a multi-language site may differ from the browser's Accept-Language
  const query: Record<string, unknown> = { token, siteCode: __SITE__.siteCode, lang: currentLanguage() }
  if ((opts.method || 'GET') === 'GET') Object.assign(query, opts.data)
  const path = opts.url.replace(/^\//, '')
  const sep = path.includes('?') ? '&' : '?'
  return `${opts.baseUrl ?? apiBase(opts.base)}${path}${sep}${encodeForm(query)}`
}

// ---- loading indicator: one indicator for all concurrent calls, never longer than 200000 ms
let loadingCount = 0
let loadingTimer: ReturnType<typeof setTimeout> | undefined
function hideLoading() {
  loadingCount = 0
  if (loadingTimer) clearTimeout(loadingTimer)
  loadingTimer = undefined
  Taro.hideLoading()
}
function startLoading() {
  if (loadingCount++ === 0) {
    Taro.showLoading({ title: '', mask: false })
    loadingTimer = setTimeout(hideLoading, LOADING_TIMEOUT_MS)
  }
}
function endLoading() {
  if (loadingCount > 0 && --loadingCount === 0) hideLoading()
}

// ---- pending requests, cancelled by the too-many-visitors refresh
interface Pending {
  abort(): void
  cancelled: boolean
}
const pending = new Set<Pending>()

export function cancelPendingRequests(): void {
  for (const p of pending) {
    p.cancelled = true
    p.abort()
  }
  pending.clear()
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Attempt<T> = { ok: true; body: T } | { ok: false }

/**
 * The contract server answers 400/404/500 and 503 (code 5) with an envelope (server/README "clients
 * read code, always"): such a body is the answer (its message is what list failures toast, code 5
 * opens the visitors dialog), not a network failure to retry. Other non-2xx bodies (a proxy's page) are.
 */
function isEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number'
}

function sendOnce<T>(opts: RequestOptions, entry: Pending): Promise<Attempt<T>> {
  const method = opts.method || 'GET'
  const isGet = method === 'GET'
  const header: Record<string, string> = {
    'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded',
    ...opts.header,
  }
  return new Promise((resolve) => {
    const task = Taro.request({
      url: buildUrl(opts),
      method,
      header,
      data: isGet ? undefined : opts.json ? opts.data : encodeForm(opts.data),
      timeout: LOADING_TIMEOUT_MS,
      success: (res) =>
        resolve(
          (res.statusCode >= 200 && res.statusCode < 300) || isEnvelope(res.data) ? { ok: true, body: res.data as T } : { ok: false },
        ),
      fail: () => resolve({ ok: false }),
    })
    // Taro.request also returns a promise that rejects on the same failure; `fail` has answered it
    // already, and left unhandled it surfaces as an unhandled rejection on every network failure
    ;(task as unknown as Promise<unknown> | undefined)?.catch?.(() => undefined)
    entry.abort = () => {
      task?.abort?.()
      resolve({ ok: false })
    }
  })
}

const keepsOffline = (opts: RequestOptions) => !!opts.offline && (opts.method || 'GET') === 'GET'

/**
 * Sends with the network-failure retry: 1 try + 4 retries, 2 s apart; when all fail, the saved copy
 * of an `offline` call, else undefined. A cancelled call (visitors-dialog refresh) is undefined.
 */
async function sendWithRetry<T>(opts: RequestOptions): Promise<T | undefined> {
  const entry: Pending = { abort: () => undefined, cancelled: false }
  pending.add(entry)
  try {
    for (let attempt = 0; attempt <= REQUEST_RETRY_TIMES; attempt++) {
      if (attempt > 0) await sleep(REQUEST_RETRY_DELAY_MS)
      if (entry.cancelled) return undefined
      const result = await sendOnce<T>(opts, entry)
      if (entry.cancelled) return undefined
      if (result.ok) {
        if (keepsOffline(opts) && (result.body as Envelope)?.code === 0) keepCopy(buildUrl(opts), result.body)
        return result.body
      }
    }
    return keepsOffline(opts) ? savedCopy<T>(buildUrl(opts)) : undefined
  } finally {
    pending.delete(entry)
  }
}

async function handleLoginExpired<T>(opts: RequestOptions, reauthorized: number): Promise<T | undefined> {
  const env = getEnv()
  if (env.isWechatBrowser) {
    if (reauthorized < REAUTHORIZE_MAX && hooks.reauthorize && (await hooks.reauthorize())) {
      return run<T>(opts, reauthorized + 1)
    }
    return undefined
  }
  if (env.isAppShell && currentLocation().startsWith(APPOINTMENT_QUERY_PATH) && hooks.nativeLogin) {
    hooks.nativeLogin()
    return undefined
  }
  navigate(LOGIN_ROUTE)
  return undefined
}

async function run<T>(opts: RequestOptions, reauthorized: number): Promise<T | undefined> {
  const body = await sendWithRetry<T>(opts)
  if (body === undefined) return undefined
  const code = (body as unknown as Envelope)?.code
  if (code === CODE.TOO_MANY_VISITORS) useShellStore.getState().openVisitorsDialog()
  else if (code === CODE.SERVICE_PAUSED) goToStopService()
  else if (code === CODE.TOKEN_INVALID && !opts.handlesTokenInvalid) {
    const retried = await handleLoginExpired<T>(opts, reauthorized)
    return retried === undefined ? body : retried
  }
  return body
}

/** the call with its key in the header, made once here so every resend of this call carries the same key */
function withIdempotencyKey(opts: RequestOptions): RequestOptions {
  if (!opts.idempotent) return opts
  return { ...opts, header: { ...opts.header, [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }
}

/**
 * One contract call. Resolves with the response envelope (any code; callers check `code`),
 * or undefined when the network failed 5 times or the call was cancelled.
 */
export async function request<T = Envelope>(opts: RequestOptions): Promise<T | undefined> {
  const showLoading = opts.loading !== false
  if (showLoading) startLoading()
  try {
    return await run<T>(withIdempotencyKey(opts), 0)
  } finally {
    if (showLoading) endLoading()
  }
}

export const get = <T = Envelope>(url: string, data?: Record<string, unknown>, extra: Partial<RequestOptions> = {}) =>
  request<T>({ ...extra, url, data, method: 'GET' })
export const post = <T = Envelope>(url: string, data?: Record<string, unknown>, extra: Partial<RequestOptions> = {}) =>
  request<T>({ ...extra, url, data, method: 'POST' })
export const postJson = <T = Envelope>(url: string, data?: Record<string, unknown>, extra: Partial<RequestOptions> = {}) =>
  request<T>({ ...extra, url, data, method: 'POST', json: true })

/** Click guard: calls within `ms` (default 1000) of the last accepted call are ignored. */
export function guardClick<A extends unknown[]>(fn: (...args: A) => unknown, ms = CLICK_GUARD_MS): (...args: A) => void {
  let last = -Infinity
  return (...args: A) => {
    const now = Date.now()
    if (now - last < ms) return
    last = now
    fn(...args)
  }
}
