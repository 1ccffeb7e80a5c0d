/**
 * The messaging browser's authorisation address (login flow steps 1-2): the provider page with
 * the user-info scope, the current address and the site id as state. Pure, so both the account
 * flow (features/account/flow/authorize.ts) and the H5 login adapter (platform/login) build it
 * without the platform importing the account feature.
 */

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
