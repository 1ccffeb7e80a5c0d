/**
 * Storage keys from rules-and-contract section 7 "Local storage". Keys the spec names
 * verbatim keep their name; keys the spec names only by role ("user info", "token time",
 * "version", "open id", "pending third-party values") get a name here, once.
 */
export const STORAGE_KEYS = {
  siteDetail: 'siteDetail',
  cloudUserInfo: 'cloudUserInfo',
  cloudNewToken: 'cloudNewToken',
  uuid: 'uuid',
  cloudLocation: 'cloudLocation',
  siteId: 'siteId',
  firstIn: 'firstIn',
  wechatOpenIdNew: 'wechatOpenIdNew',
  cloudSiteId: 'cloudSiteId',
  uploadFileKey: 'uploadFileKey',
  /** user info fields (userToken, userCenterToken, unid, ... volunteerStatus) */
  userInfo: 'userInfo',
  /** ms timestamp of the stored token; older than 6,000,000 ms triggers a refetch */
  tokenTime: 'tokenTime',
  /** login data version marker, value 1 */
  version: 'version',
  openId: 'wechatOpenId',
  /** third-party sign-in values found in the address, swapped for a token later */
  pendingThirdToken: 'thirdPartyToken',
  pendingThirdUnid: 'thirdPartyUnid',
  pendingThirdUrl: 'thirdPartyUrl',
  /** interface language chosen by the `lang` query or the language switch (app code: zh en fr ja ko) */
  language: 'lang',
  /** elder (age-friendly) mode chosen on this device: true, or absent */
  elderMode: 'elderMode',
  /** where the visitor last dropped the floating home button: { x, y } in screen px */
  backHomePosition: 'backHomePosition',
} as const

/** Session-scoped keys (H5 sessionStorage; the mini-program keeps them for the app's lifetime). */
export const SESSION_KEYS = {
  source: 'source',
  indexUrl: 'indexUrl',
  /** set when the page was opened with the `apnApp` query, so later pages still know they run in the app shell */
  apnApp: 'apnApp',
} as const

/** An appointment-query address keeps its query string under this key (one per path). */
export function appointmentQueryKey(path: string): string {
  return `appointmentQuery:${path}`
}

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
