/**
 * Statistics calls (rules-and-contract 7; docs/contract-stats.md). Records go out through the
 * platform beacon (src/platform/beacon): fire-and-forget, never through the request lifecycle, so
 * a collector that is down or slow never shows a loading indicator, a toast or a retry, and never
 * holds a page. The two readers are ordinary quiet GETs whose failure shows nothing.
 *   stay      POST <collector> (api.<env>.analytics, else <main>analytics/collect), form
 *   visit     POST api/api/access/record, JSON
 *   adClick   POST res/api/functionClick/addFunctionClickRecord, form functionType AD_CLICK, resourceId
 *   total     GET  api/api/accessNum/accessTotal
 *   pvUv      GET  api/api/statistics/getpvUvPageStatistics  site, clientType, module, path
 */
import type { Envelope } from '../../../types/contract'
import {
  AD_CLICK,
  collectorUrl,
  statPath,
  type AccessTotal,
  type PvUvStatistics,
  type StatClientType,
  type StayRecord,
} from '../../core/stats/record'
import { call, type Result } from '../../kit/result'
import { sendBeacon } from '../../platform/beacon'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { apiBase, get } from '../../services/request'

export const clientType = (): StatClientType => (process.env.TARO_ENV === 'weapp' ? 'APPLET' : 'H5')

/** the visitor's device id (the spec's `uuid` storage key): made once, kept */
export function visitorId(): string {
  const known = storage.get<string>(STORAGE_KEYS.uuid)
  if (known) return known
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  storage.set(STORAGE_KEYS.uuid, id)
  return id
}

/** the site goes in the address (a beacon carries no header of ours) */
const forSite = (url: string) => `${url}${url.includes('?') ? '&' : '?'}siteCode=${encodeURIComponent(__SITE__.siteCode)}`
const bases = () => __SITE__.api[__API_ENV__] || __SITE__.api.local
const quiet = { loading: false }

export const statsApi = {
  stay: (record: StayRecord) => {
    const form = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Record<string, string>
    return sendBeacon(forSite(collectorUrl(bases())), { form })
  },
  visit: (path: string) =>
    sendBeacon(forSite(`${apiBase()}api/api/access/record`), {
      json: { clientType: clientType(), uniqueId: visitorId(), path: statPath(path) },
    }),
  adClick: (resourceId: number) =>
    sendBeacon(forSite(`${apiBase()}res/api/functionClick/addFunctionClickRecord`), {
      form: { functionType: AD_CLICK, resourceId: String(resourceId) },
    }),
  total: (): Promise<Result<AccessTotal>> =>
    call<AccessTotal>(get<Envelope<AccessTotal>>('api/api/accessNum/accessTotal', undefined, quiet)),
  pvUv: (module: string, path = ''): Promise<Result<PvUvStatistics>> =>
    call<PvUvStatistics>(
      get<Envelope<PvUvStatistics>>(
        'api/api/statistics/getpvUvPageStatistics',
        { site: __SITE__.siteCode, clientType: clientType(), module, ...(path && { path }) },
        quiet,
      ),
    ),
}
