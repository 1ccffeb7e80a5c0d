/**
 * The start-up login flow of rules-and-contract section 4 (steps 1-8), written against injected
 * dependencies so every branch is testable without a browser. `runLoginBootstrap` in
 * ../bootstrap-runtime.ts wires the real storage, API and navigation.
 */
import type { CloudUserInfo } from '../../../../types/contract'
import type { Result } from '../../../kit/result'
import { NEED_INVITATION_CODE, needsUserRefetch, isTokenFresh, type ClientEnv } from '../../../core/login-flow'
import { allRoutes, PAGES } from '../../../core/routes'
import { buildAuthorizeUrl, authorizedToday, markAuthorizedToday, type AuthorizeData, type CookieJar } from './authorize'
import { parseCredential, partnerCredentialOf, serializeCredential, type PartnerCredential, type PartnerLoginKind } from './partner-login'

export interface LoginApi {
  getAuthorizeParam(): Promise<Result<AuthorizeData>>
  /** GET user/wechatOpenAuth/getUserData (wechatOpenId, siteId) */
  getUserData(wechatOpenId: string, siteId: number | string): Promise<Result<CloudUserInfo>>
  /** GET user/api/userInfo/refresh with the stored token */
  refreshUserInfo(): Promise<Result<CloudUserInfo>>
  /** third-party sign-in: token + unid swapped for our token and user info */
  exchangeThirdParty(token: string, unid: string): Promise<Result<CloudUserInfo>>
  /** partner sign-in from the address (flow/partner-login.ts) */
  partnerLogin(credential: PartnerCredential): Promise<Result<CloudUserInfo>>
}

/** The server refused with this code (not a success, not a network failure). */
function refusedWith(res: Result<unknown> | null, code: number): boolean {
  return !!res && !res.ok && 'code' in res && res.code === code
}

export interface Session {
  readUser(): CloudUserInfo | null
  readTokenTime(): number | undefined
  readToken(): string
  /** step 5: store user info, token, version 1, token time and announce "user info ready" */
  saveLogin(user: CloudUserInfo): void
  saveBareToken(token: string): void
  clearLogin(): void
}

/** Small key-value store for the open id and the pending third-party values. */
export interface PendingStore {
  get(key: string): string | undefined
  set(key: string, value: string): void
  remove(key: string): void
}

export const PENDING_KEYS = {
  openId: 'wechatOpenIdNew',
  thirdToken: 'thirdPartyToken',
  thirdUnid: 'thirdPartyUnid',
  thirdUrl: 'thirdPartyUrl',
  partner: 'partnerCredential',
} as const

export interface BootstrapDeps {
  env: ClientEnv
  now: number
  /** query of the address the app was opened with */
  query: Record<string, string | undefined>
  /** the current address (state of the authorisation) */
  currentUrl: string
  /** current spec path, e.g. '/index' (the beta redirect leaves account pages alone) */
  currentPath: string
  siteId: number | string
  betaStatus: boolean
  /** the partner this site accepts sign-in from (sites/<code>.json partnerLogin) */
  partnerLogin?: PartnerLoginKind
  /** the partner refused the credential (expired or used code): tell the visitor, who can still log in */
  onPartnerRefused?(kind: PartnerLoginKind): void
  api: LoginApi
  session: Session
  pending: PendingStore
  cookies: CookieJar
  /** leave the app for another address (provider authorisation) */
  redirect(url: string): void
  /** go to an in-app spec path, replacing the current page */
  navigate(path: string): void
}

export type BootstrapOutcome =
  | 'authorizing' // left for the provider's authorisation page
  | 'logged-in'
  | 'anonymous'
  | 'invitation' // open-id lookup answered code 4
  | 'login-required' // betaStatus site without a user: sent to /login

/** Pages a betaStatus site must still show to a visitor who is not logged in. */
export const PUBLIC_ACCOUNT_PATHS = [
  '/login',
  '/registered',
  '/registered-h5',
  '/registered-c',
  '/bind-phone',
  '/invitation',
  '/stop-service',
  '/agreement',
]

const isPublicSpecPath = (path: string) => PUBLIC_ACCOUNT_PATHS.some((p) => path === p || path.startsWith(`${p}/`))

/** The mini-program reports the page path (/package-account/pages/login/index), not the spec path. */
const PUBLIC_PAGE_PATHS = new Set(
  allRoutes()
    .filter((r) => isPublicSpecPath(r.pattern))
    .map((r) => `/${PAGES[r.page].path}`),
)

/** A spec path on H5, a page path in the mini-program. */
export function isPublicPath(path: string): boolean {
  return isPublicSpecPath(path) || PUBLIC_PAGE_PATHS.has(path)
}

/** Step 7: where a betaStatus site sends a visitor without a login (null: where they are). */
export function betaLoginPath(betaStatus: boolean, anonymous: boolean, path: string): string | null {
  return betaStatus && anonymous && !isPublicPath(path) ? '/login' : null
}

/** Step 6: third-party sign-in values in the address are saved before anything else. */
export function captureQuery(deps: Pick<BootstrapDeps, 'query' | 'pending' | 'session' | 'partnerLogin'>) {
  const { query, pending, session } = deps
  const partner = partnerCredentialOf(deps.partnerLogin, query)
  if (partner) pending.set(PENDING_KEYS.partner, serializeCredential(partner))
  if (query.token && query.unid) {
    pending.set(PENDING_KEYS.thirdToken, query.token)
    pending.set(PENDING_KEYS.thirdUnid, query.unid)
    if (query.url) pending.set(PENDING_KEYS.thirdUrl, query.url)
  }
  // the provider callback returns to the app with the sign-in handle in `wechatOpenId` (step 3)
  if (query.wechatOpenId) pending.set(PENDING_KEYS.openId, query.wechatOpenId)
  // app shells hand their token over in `appToken`
  if (query.appToken) session.saveBareToken(query.appToken)
}

/** Step 6: swap the saved third-party values for a token, then remove them. */
async function exchangeThirdParty(deps: BootstrapDeps): Promise<BootstrapOutcome | null> {
  const token = deps.pending.get(PENDING_KEYS.thirdToken)
  const unid = deps.pending.get(PENDING_KEYS.thirdUnid)
  if (!token || !unid) return null
  const url = deps.pending.get(PENDING_KEYS.thirdUrl)
  const res = await deps.api.exchangeThirdParty(token, unid).catch(() => null)
  for (const key of [PENDING_KEYS.thirdToken, PENDING_KEYS.thirdUnid, PENDING_KEYS.thirdUrl]) deps.pending.remove(key)
  if (!res?.ok || !res.data) return null
  deps.session.saveLogin(res.data)
  // only in-app paths: an address from the query must not send the user elsewhere
  if (url && url.startsWith('/') && !url.startsWith('//')) deps.navigate(url)
  return 'logged-in'
}

/** A partner credential from the address is swapped for our token once, then forgotten. */
async function exchangePartner(deps: BootstrapDeps): Promise<BootstrapOutcome | null> {
  const credential = parseCredential(deps.pending.get(PENDING_KEYS.partner))
  if (!credential) return null
  deps.pending.remove(PENDING_KEYS.partner)
  const res = await deps.api.partnerLogin(credential).catch(() => null)
  if (res?.ok && res.data) {
    deps.session.saveLogin(res.data)
    return 'logged-in'
  }
  // refused (code 2) or failed: the visitor goes on as if they had come without it
  deps.onPartnerRefused?.(credential.kind)
  return null
}

/** Steps 1-3 and 8 in the messaging browser. */
async function wechatBrowserFlow(deps: BootstrapDeps): Promise<BootstrapOutcome> {
  const openId = deps.pending.get(PENDING_KEYS.openId)
  const stored = deps.session.readUser()
  if (!openId) {
    // step 2: authorise at most once a day; a non-zero answer continues without login
    if (deps.cookies && authorizedToday(deps.cookies)) return stored ? 'logged-in' : 'anonymous'
    const res = await deps.api.getAuthorizeParam().catch(() => null)
    if (!res?.ok || !res.data) return stored ? 'logged-in' : 'anonymous'
    markAuthorizedToday(deps.cookies)
    deps.redirect(buildAuthorizeUrl(res.data, deps.currentUrl))
    return 'authorizing'
  }
  // step 4: a fresh stored token is kept
  if (stored && !needsUserRefetch('wechatBrowser', true, deps.session.readTokenTime(), deps.now)) return 'logged-in'
  // `wechatOpenId` is the server's one-time sign-in handle: a login spends it, a code 2 says it is
  // spent or expired; only a code 4 keeps it, for accepting the invitation (server wechat-handles.ts)
  const res = await deps.api.getUserData(openId, deps.siteId).catch(() => null)
  if (res?.ok && res.data) {
    deps.pending.remove(PENDING_KEYS.openId)
    deps.session.saveLogin(res.data)
    return 'logged-in'
  }
  if (refusedWith(res, NEED_INVITATION_CODE)) {
    deps.navigate('/invitation')
    return 'invitation'
  }
  if (refusedWith(res, 2)) deps.pending.remove(PENDING_KEYS.openId)
  return stored && isTokenFresh(deps.session.readTokenTime(), deps.now) ? 'logged-in' : 'anonymous'
}

/** Step 4 outside the messaging browser: stored user info (or an app-shell token) is refreshed. */
async function refreshFlow(deps: BootstrapDeps): Promise<BootstrapOutcome> {
  const stored = deps.session.readUser()
  const hasToken = !!deps.session.readToken()
  if (!needsUserRefetch(deps.env, !!stored || hasToken, deps.session.readTokenTime(), deps.now)) return 'anonymous'
  const res = await deps.api.refreshUserInfo().catch(() => null)
  if (res?.ok && res.data) {
    deps.session.saveLogin(res.data)
    return 'logged-in'
  }
  // code 2: the token is no longer valid; a network failure keeps what we have
  if (refusedWith(res, 2)) {
    deps.session.clearLogin()
    return 'anonymous'
  }
  return stored ? 'logged-in' : 'anonymous'
}

export async function bootstrapLogin(deps: BootstrapDeps): Promise<BootstrapOutcome> {
  captureQuery(deps)
  let outcome = (await exchangePartner(deps)) ?? (await exchangeThirdParty(deps))
  if (!outcome) outcome = deps.env === 'wechatBrowser' ? await wechatBrowserFlow(deps) : await refreshFlow(deps)
  // step 7: betaStatus sites send unauthenticated visitors to /login
  const toLogin = betaLoginPath(deps.betaStatus, outcome === 'anonymous', deps.currentPath)
  if (toLogin) {
    deps.navigate(toLogin)
    return 'login-required'
  }
  return outcome
}
