/**
 * H5 map tiles: the site's `mapTiles` URL template (types/site.ts), else AutoNavi's road map, whose
 * tiles are in gcj02 like every coordinate of the app (an OpenStreetMap-style template is WGS-84 and
 * shows Chinese places some hundred metres off; fine for a site outside China).
 * Offline fallback: when no tile loads (no network, a blocked provider), the map says so and keeps
 * showing its markers on a plain background.
 */
export const DEFAULT_MAP_TILES = 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}'

export interface TileSource {
  url: string
  subdomains: string
  attribution: string
  maxZoom: number
}

/** The tile layer of a site's template (blank or missing: the default). */
export function tileSource(template: string | undefined): TileSource {
  const url = template && template.trim() ? template.trim() : DEFAULT_MAP_TILES
  const autonavi = /autonavi|amap/i.test(url)
  return {
    url,
    subdomains: autonavi ? '1234' : 'abc',
    attribution: autonavi ? '© AutoNavi' : /openstreetmap|osm/i.test(url) ? '© OpenStreetMap contributors' : '',
    maxZoom: 18,
  }
}

/** How long a map waits for its first tile before it shows the offline note. */
export const TILE_WAIT_MS = 6000

export type TileStatus = 'loading' | 'ok' | 'offline'

/** One tile loaded: the map works. None, and either every asked tile failed or the wait ran out: offline. */
export function tileStatus(counts: { loaded: number; failed: number; pending: number; timedOut: boolean }): TileStatus {
  if (counts.loaded > 0) return 'ok'
  if (counts.failed > 0 && counts.pending === 0) return 'offline'
  if (counts.timedOut) return 'offline'
  return 'loading'
}
