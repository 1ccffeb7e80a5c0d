/**
 * Messaging-browser authorisation (login flow steps 1-2): the provider's authorisation address
 * with the user-info scope, the current address and the site id as state, and the one-day cookie
 * that stops the app from sending the visitor through authorisation more than once a day.
 */
import { AUTHORIZE_COOKIE_MS } from '../../../core/login-flow'

/** Authorize data (rules-and-contract section 3), plus the provider page the server names. */
export interface AuthorizeData {
  siteId: number | string
  appid: string
  redirectUri: string
  componentAppid?: string
  /** the provider's authorisation page; the dev provider serves its own, production is WeChat's */
  authorizeUrl?: string
}

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'
export const USER_INFO_SCOPE = 'snsapi_userinfo'
export const AUTHORIZE_COOKIE = 'wenlvAuthorized'

/** state = "<siteId>|<current address>": the server's callback splits at the first '|'. */
export function authorizeState(siteId: number | string, currentUrl: string): string {
  return `${siteId}|${currentUrl}`
}

export function buildAuthorizeUrl(data: AuthorizeData, currentUrl: string): string {
  const params = [
    ['appid', data.appid],
    ['redirect_uri', data.redirectUri],
    ['response_type', 'code'],
    ['scope', USER_INFO_SCOPE],
    ['state', authorizeState(data.siteId, currentUrl)],
    ...(data.componentAppid ? [['component_appid', data.componentAppid]] : []),
  ]
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')
  // WeChat needs the #wechat_redirect fragment; a dev provider ignores it
  return `${data.authorizeUrl || WECHAT_AUTHORIZE_URL}?${query}#wechat_redirect`
}

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
