/**
 * Login-flow rules shared by app and server (rules-and-contract section 4 and 9).
 */
import { messageKeys } from './message-keys'

/** A stored token older than this (100 minutes) triggers a fresh user fetch. */
export const TOKEN_FRESHNESS_MS = 6_000_000
/** The authorize parameters are used once per day (cookie lifetime). */
export const AUTHORIZE_COOKIE_MS = 86_400_000
/** Version marker stored with the user info after a code-0 login. */
export const USER_INFO_VERSION = 1

export type ClientEnv = 'browser' | 'wechatBrowser' | 'miniProgram' | 'appShell'

/** True while a token stored at `tokenTime` is still fresh. Missing or future times are stale. */
export function isTokenFresh(tokenTime: number | null | undefined, now: number): boolean {
  if (typeof tokenTime !== 'number' || !Number.isFinite(tokenTime) || tokenTime > now) return false
  return now - tokenTime < TOKEN_FRESHNESS_MS
}

/**
 * Whether the app fetches user data again (step 4): in the messaging browser when the token is
 * stale; outside it whenever user info is stored.
 */
export function needsUserRefetch(env: ClientEnv, hasStoredUser: boolean, tokenTime: number | null | undefined, now: number): boolean {
  if (!hasStoredUser) return false
  if (env === 'wechatBrowser') return !isTokenFresh(tokenTime, now)
  return true
}

/** A user counts as bound when the cloud user info has a phone (product-spec section 4). */
export function isPhoneBound(userInfo: { phone?: string | null } | null | undefined): boolean {
  return !!userInfo && typeof userInfo.phone === 'string' && userInfo.phone.length > 0
}

/** Where the login gate dialog sends the user (step 9). 'native' = the app shell's own login. */
export function loginGateTarget(env: ClientEnv): '/login' | '/bind-phone/-1' | 'native' {
  if (env === 'wechatBrowser') return '/bind-phone/-1'
  if (env === 'appShell') return 'native'
  return '/login'
}

/** Code of the open-id lookup that sends the user to /invitation (step 8). */
export const NEED_INVITATION_CODE = 4

/** Phone gate: dialog keys (namespace account) for missing user info or phone. */
export const PhoneGateMessage = messageKeys('account:phoneGate', ['title', 'login', 'bindPhone'])

export function phoneGateMessage(env: ClientEnv): string {
  return env === 'wechatBrowser' ? PhoneGateMessage.bindPhone : PhoneGateMessage.login
}
