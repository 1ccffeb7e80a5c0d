/**
 * Page-stay records and the other statistics payloads (rules-and-contract 7;
 * docs/contract-stats.md), shared by the app (which builds them) and the server (which checks them).
 * A record goes out when a known page is shown (status 1) and when it is left (status 2, with the
 * stay in ms); `uniqueId` is the visitor's device id, so the collector counts visitors (UV) as well
 * as views (PV) and stays.
 */
import type { SiteApiBases, SiteConfig } from '../../../types/site'
import { matchRoute } from '../routes'
import { statTargetOf } from './routes'

/** the product the collector files every site's records under */
export const STAT_PROJECT = 'WENLV_CLOUD'
export const STAT_CLIENT_TYPES = ['H5', 'APPLET'] as const
export type StatClientType = (typeof STAT_CLIENT_TYPES)[number]
export const STAY_STATUS = { SHOWN: '1', LEFT: '2' } as const
export type StayStatus = (typeof STAY_STATUS)[keyof typeof STAY_STATUS]
/** a longer stay is a page left open, not reading: counted as this much */
export const MAX_STAY_MS = 30 * 60_000
/** the one function type of addFunctionClickRecord the spec names: an advert tap */
export const AD_CLICK = 'AD_CLICK'
/** longest text of any field (ids, codes, paths) */
export const STAT_FIELD_MAX = 200

/** the form the collector receives (all text: it is form-encoded) */
export interface StayRecord {
  site: string
  project: string
  clientType: StatClientType
  status: StayStatus
  uniqueId: string
  regionCode: string
  module: string
  special: string
  region: string
  /** beyond the spec's fields: the page's address and, on status 2, the stay */
  path: string
  stayMs?: string
}

type StatsSite = Pick<SiteConfig, 'siteCode' | 'regionCode' | 'pageStayStats'>

/** The spec's disabled flag, on by default: a site sends page stays only with `pageStayStats: true`. */
export const statsEnabled = (site: Pick<SiteConfig, 'pageStayStats'>): boolean => site.pageStayStats === true

/** The collector's address in an API environment: its own base, else the main base's `analytics/collect`. */
export const collectorUrl = (bases: SiteApiBases): string => bases.analytics || `${bases.main}analytics/collect`

/**
 * The path a record carries, within the collector's STAT_FIELD_MAX (the server refuses a longer one
 * with 400, so the visit would not be counted): the page's own path when it fits, else its route
 * pattern (an /open-map address carries a place's name and street), else the path cut to the limit.
 */
export function statPath(location: string): string {
  const path = location.split('?')[0].split('#')[0]
  if (path.length <= STAT_FIELD_MAX) return path
  let pattern = ''
  try {
    pattern = matchRoute(path).pattern
  } catch {
    // a malformed %-escape matches no route: cut below
  }
  return pattern || path.slice(0, STAT_FIELD_MAX)
}

export const clampStay = (ms: number): number => Math.max(0, Math.min(MAX_STAY_MS, Math.round(ms) || 0))

export interface StayInput {
  site: StatsSite
  clientType: StatClientType
  uniqueId: string
  /** the spec path of the page (on the mini-program rebuilt from its page path, specPathOf) */
  path: string
  status: StayStatus
  stayMs?: number
}

/** The record of a page shown or left, or null when the site's flag is off or the route is not a known one. */
export function stayRecord(input: StayInput): StayRecord | null {
  if (!statsEnabled(input.site)) return null
  const target = statTargetOf(input.path)
  if (!target) return null
  return {
    site: input.site.siteCode,
    project: STAT_PROJECT,
    clientType: input.clientType,
    status: input.status,
    uniqueId: input.uniqueId,
    regionCode: input.site.regionCode,
    module: target.module,
    special: target.special,
    region: target.region,
    path: statPath(input.path),
    ...(input.status === STAY_STATUS.LEFT && { stayMs: String(clampStay(input.stayMs ?? 0)) }),
  }
}

/** POST api/api/access/record (JSON): a visit, sent at app start */
export interface AccessRecord {
  clientType: StatClientType
  uniqueId: string
  path: string
}

/** GET api/api/accessNum/accessTotal */
export interface AccessTotal {
  total: number
  today: number
  /** the last 7 site days, oldest first, every day present */
  days: Array<{ day: string; count: number }>
}

/** GET api/api/statistics/getpvUvPageStatistics */
export interface PvUvStatistics {
  module: string
  path: string
  pv: number
  uv: number
  /** average of the stays reported on leaving, in whole seconds */
  averageStaySeconds: number
}
