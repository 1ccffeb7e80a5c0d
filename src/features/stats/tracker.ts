/**
 * The page-stay tracker: one page on screen at a time; showing a known page sends its record
 * (status 1), leaving it sends another with the time spent (status 2). The site's flag and the
 * fixed map of known routes decide (src/core/stats: `stayRecord` answers null otherwise).
 * Sending can never break a page: the transport's promise is not awaited, a rejection or a throw
 * is swallowed here, whatever the transport does.
 */
import { STAY_STATUS, stayRecord, type StatClientType, type StayRecord, type StayStatus } from '../../core/stats/record'
import type { SiteConfig } from '../../../types/site'

export interface TrackerDeps {
  site: Pick<SiteConfig, 'siteCode' | 'regionCode' | 'pageStayStats'>
  clientType: StatClientType
  uniqueId: () => string
  now: () => number
  send: (record: StayRecord) => unknown
}

export interface StayTracker {
  /** a page came on screen (its spec path) */
  shown(path: string): void
  /** the page at `path` left the screen (hidden, closed, or the browser tab put away) */
  left(path: string): void
}

export function createStayTracker(deps: TrackerDeps): StayTracker {
  let current: { path: string; since: number } | null = null

  const emit = (path: string, status: StayStatus, stayMs?: number) => {
    try {
      const record = stayRecord({ site: deps.site, clientType: deps.clientType, uniqueId: deps.uniqueId(), path, status, stayMs })
      if (!record) return
      void Promise.resolve(deps.send(record)).catch(() => undefined)
    } catch {
      // a statistics failure is never the page's
    }
  }

  const left = (path: string) => {
    // on H5 the next page may show before the previous one reports hiding: only the page on screen leaves
    if (!current || current.path !== path) return
    const { since } = current
    current = null
    emit(path, STAY_STATUS.LEFT, deps.now() - since)
  }

  return {
    shown(path) {
      if (current?.path === path) return
      if (current) left(current.path)
      current = { path, since: deps.now() }
      emit(path, STAY_STATUS.SHOWN)
    },
    left,
  }
}
