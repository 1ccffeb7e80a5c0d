/**
 * Messaging-browser authorisation (login flow steps 1-2): the provider's authorisation address
 * (core/authorize-url.ts) and the one-day cookie that stops the app from sending the visitor through authorisation more than once a day.
 */
import { AUTHORIZE_COOKIE_MS } from '../../../core/login-flow'

// the address itself is a pure rule in core (the H5 login adapter builds it too)
export { authorizeState, buildAuthorizeUrl, USER_INFO_SCOPE, WECHAT_AUTHORIZE_URL, type AuthorizeData } from '../../../core/authorize-url'

export const AUTHORIZE_COOKIE = 'wenlvAuthorized'

export interface CookieJar {
  get(name: string): string | undefined
  set(name: string, value: string, maxAgeMs: number): void
}

/** True when authorisation already ran in the last day (the 1-day cookie is present). */
export function authorizedToday(jar: CookieJar): boolean {
  return jar.get(AUTHORIZE_COOKIE) === '1'
}

export function markAuthorizedToday(jar: CookieJar) {
  jar.set(AUTHORIZE_COOKIE, '1', AUTHORIZE_COOKIE_MS)
}

/** document.cookie jar (H5 only: the messaging browser is always H5). */
export const documentCookies: CookieJar = {
  get(name) {
    if (typeof document === 'undefined') return undefined
    const hit = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
    return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined
  },
  set(name, value, maxAgeMs) {
    if (typeof document === 'undefined') return
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(maxAgeMs / 1000)}; path=/`
  },
}
