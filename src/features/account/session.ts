/**
 * The logged-in session kept in local storage (rules-and-contract section 7 "Local storage",
 * login flow step 5): user info, token, version marker 1 and token time. One module reads and
 * writes these keys so the request layer, the store and the pages agree on them.
 */
import type { CloudUserInfo } from '../../../types/contract'
import { USER_INFO_VERSION } from '../../core/login-flow'
import { STORAGE_KEYS, storage } from '../../platform/storage'

export type UserInfo = CloudUserInfo

type Listener = (user: UserInfo | null) => void
const listeners = new Set<Listener>()

/** "User info ready" (step 5): called after every successful login or refresh, and on logout with null. */
export function onUserInfoReady(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function announce(user: UserInfo | null) {
  for (const listener of [...listeners]) listener(user)
}

/** The stored user, or null when missing or written by another data version. */
export function readStoredUser(): UserInfo | null {
  if (storage.get<number>(STORAGE_KEYS.version) !== USER_INFO_VERSION) return null
  const user = storage.get<UserInfo>(STORAGE_KEYS.cloudUserInfo)
  return user && typeof user === 'object' ? user : null
}

export function readToken(): string {
  return storage.get<string>(STORAGE_KEYS.cloudNewToken) || ''
}

export function readTokenTime(): number | undefined {
  const time = storage.get<number>(STORAGE_KEYS.tokenTime)
  return typeof time === 'number' ? time : undefined
}

/** Step 5: a code-0 result stores user info, token, version marker 1 and token time, then announces. */
export function saveLogin(user: UserInfo, now: number = Date.now()): UserInfo {
  const token = user.userToken || readToken()
  const merged: UserInfo = { ...user, userToken: token }
  storage.set(STORAGE_KEYS.cloudUserInfo, merged)
  storage.set(STORAGE_KEYS.cloudNewToken, token)
  storage.set(STORAGE_KEYS.version, USER_INFO_VERSION)
  storage.set(STORAGE_KEYS.tokenTime, now)
  if (merged.siteId !== undefined) storage.set(STORAGE_KEYS.cloudSiteId, merged.siteId)
  // the WeChat sign-in handle (`wechatOpenId` of the callback) is one-time: once logged in it is spent
  storage.remove(STORAGE_KEYS.wechatOpenIdNew)
  announce(merged)
  return merged
}

/** Keeps the session but replaces some user fields (nickname, phone after binding, ...). */
export function updateStoredUser(patch: Partial<UserInfo>): UserInfo | null {
  const user = readStoredUser()
  if (!user) return null
  const merged = { ...user, ...patch }
  storage.set(STORAGE_KEYS.cloudUserInfo, merged)
  announce(merged)
  return merged
}

/** An app shell hands its token in the `appToken` query: kept as the token until the refresh answers. */
export function saveBareToken(token: string) {
  storage.set(STORAGE_KEYS.cloudNewToken, token)
}

/** Logout or an invalid token. The open id stays: it identifies the WeChat visitor, not the session. */
export function clearLogin() {
  storage.remove(STORAGE_KEYS.cloudUserInfo)
  storage.remove(STORAGE_KEYS.cloudNewToken)
  storage.remove(STORAGE_KEYS.tokenTime)
  storage.remove(STORAGE_KEYS.version)
  announce(null)
}
