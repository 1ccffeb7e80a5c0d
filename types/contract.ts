/**
 * The server contract of rules-and-contract.md section 3 and 7, shared by the app (client)
 * and server/ (implementation). Field names are the contract's: do not rename.
 */

/** Envelope codes of the error catalogue (rules-and-contract section 8). */
export const ResultCode = {
  OK: 0,
  /** a few calls (route booking, reminders) answer 1 on success */
  OK_ALT: 1,
  /** token missing where required, invalid or expired: log in again */
  TOKEN_INVALID: 2,
  /** the site's service is paused: go to /stop-service */
  SERVICE_PAUSED: 3,
  /** open-id lookup: user must accept an invitation first */
  NEED_INVITATION: 4,
  /** server over its admission limit: too-many-visitors dialog */
  TOO_MANY_VISITORS: 5,
  /** bad input: message says what is wrong */
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  /** unexpected server fault; message stays human */
  SERVER_ERROR: 500,
} as const

export interface Envelope<T = unknown> {
  code: number
  data?: T
  datas?: T
  message?: string
  msg?: string
  /** set by the app, never by a server: this answer is the copy saved on the device at this time (ms), shown offline */
  savedAt?: number
}

/** Paged variant (a): params + currPage/pageSize → datas + page{total,totalPage} */
export interface PagedA<T> extends Envelope<T[]> {
  datas: T[]
  page: { total: number; totalPage: number }
}
/** Paged variant (b): pageNum → data{list,total,pageSize} */
export type PagedB<T> = Envelope<{ list: T[]; total: number; pageSize: number }>
/** Paged variant (c): ranking → data{data,totalCount,totalPage} */
export type PagedC<T> = Envelope<{ data: T[]; totalCount: number; totalPage: number }>

/** Site entry (siteInfo). */
export interface SiteEntry {
  title: string
  siteCode: string
  language?: 'zh' | 'en' | 'fr' | 'jp' | 'kr'
  isLocal?: boolean
  state: 'NORMAL' | 'PAUSED'
  remarks?: string
  urlApi?: string
}

/** Site detail (getSiteDetail). */
export interface SiteDetail {
  id: number
  siteCode: string
  name: string
  english: string
  region: string
  siteLanguage: string
  siteVersion: string
  siteIntroduce: string
  shopUrl: string
  h5Domain: string
  useNewMenu: boolean
  betaStatus: boolean
  siteLogo: string
  siteInfos: { vConsole: boolean; themeColor: string; skin: string; footer: string; languages: string[] }
}

/** Menu item (index menu list, bottom navigation). jumpType 1 internal route, 2 external link. */
export interface MenuItem {
  id: number
  name: string
  menuCode: string
  jumpType: 1 | 2
  externalLink?: string
  resourceValue?: string
  selectIcon?: string
  unSelectIcon?: string
  subList?: MenuItem[]
  path?: string
  needLogin?: boolean
}

/** Cloud user info kept locally (rules-and-contract section 3). */
export interface CloudUserInfo {
  userToken: string
  userCenterToken?: string
  unid?: string
  encryption?: string
  siteCode?: string
  region?: string
  siteLanguage?: string
  shopUrl?: string
  phone?: string
  siteId?: number
  volunteerStatus?: number
  nickName?: string
  headImg?: string
}

export interface CreditUserView {
  creditScore: number
  creditStatus: 'NORMAL' | 'LOSE_CREDIT' | 'SHORT_LOSE_CREDIT'
  losePromiseCount: number
  loseCreditStartTime?: string
  loseCreditEndTime?: string
}
