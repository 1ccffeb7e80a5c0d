/**
 * A site is one deployment of the white-label app. One JSON file in `sites/` per site code;
 * the build injects the chosen site into the app, and the server seeds its database from all of them.
 */
export type SpecLanguage = 'zh' | 'en' | 'fr' | 'jp' | 'kr'
export type ApiEnvironment = 'development' | 'test' | 'production' | 'regionalProduction' | 'local'

export interface SiteApiBases {
  /** main contract API base, ending in '/'; a relative '/api/' means "the server that served this page" */
  main: string
  /** worship/media API base; some regional environments omit it */
  worship?: string
  electricity?: string
  electricityPay?: string
  upload?: string
  commentary?: string
  /** page-stay analytics collector; absent = `<main>analytics/collect` (src/core/stats/record.ts) */
  analytics?: string
}

/**
 * Partners whose app may open ours with a sign-in credential in the address
 * (src/features/account/flow/partner-login.ts says which query values each one sends).
 */
export type PartnerLoginKind = 'external' | 'cddy' | 'ifly' | 'tfcloud' | 'hhespeed'

export interface SiteConfig {
  siteCode: string
  localSiteCode: string
  name: string
  english: string
  regionCode: string
  /** 'SCENERY' selects the scenic-area standard layout; anything else is the ordinary version */
  siteVersion: 'SCENERY' | 'STANDARD' | 'ALL_REGION'
  useNewMenu: boolean
  languages: SpecLanguage[]
  defaultLanguage: SpecLanguage
  /** app title per language (zh, en, fr at least for multilingual sites) */
  appTitle?: Partial<Record<SpecLanguage, string>>
  themeColor: string
  skin: string
  footer: string
  /** WeChat mini-program appid written into the weapp build's project.config.json */
  appid: string
  h5Domain: string
  api: Record<ApiEnvironment, SiteApiBases>
  /** shows the debug console toggle (/vConsole) */
  vConsole: boolean
  /** beta sites require login: unauthenticated visitors go to /login */
  betaStatus: boolean
  /** NORMAL serves; PAUSED answers every call with code 3 (service paused) */
  state: 'NORMAL' | 'PAUSED'
  remarks?: string
  shopUrl?: string
  siteIntroduce?: string
  siteLogo?: string
  /** SM4 key (32 hex chars) for the *Sm4 calls; per deployment. Demo sites carry a development key. */
  sm4Key: string
  /** the partner this deployment accepts sign-in from (at most one; absent = none) */
  partnerLogin?: PartnerLoginKind
  /** phone numbers of the test-account switch */
  testAccounts?: string[]
  /**
   * H5 map tiles: a URL template with {x} {y} {z} (and {s} for a subdomain) of a provider whose tiles
   * are in gcj02 like the app's coordinates; absent: AutoNavi's road map (src/features/maps/tiles.ts)
   */
  mapTiles?: string
  /** booking asks for an SMS code sent to the visitor's bound phone (act/api/activityOrder/sendSmsCode) before the save */
  bookingSmsCode?: boolean
  /** hours a complaint may wait before it is accepted; past it the operator list flags it overdue (default 24, src/core/complaints) */
  complaintAcceptHours?: number
  /**
   * sends page-stay records of the known routes to the analytics collector (rules-and-contract 7:
   * the spec's disabled flag, on by default: absent or false = nothing sent; src/core/stats)
   */
  pageStayStats?: boolean
}

export const DEFAULT_THEME_COLOR = 'rgb(230,170,58)'
