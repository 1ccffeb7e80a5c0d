/**
 * The facts the demo texts are written from (issue 28: "demo text a visitor would believe, made by
 * rules"): a site's own demo places (db/seed/places: each site's table of real places of its
 * region), grouped by kind, with the sentences a text can quote from them. News, strategies,
 * stories and reviews are generated from these, so each item's text names its own place, hours,
 * price and season, and a Xinjiang site never writes about Chengdu.
 */
import { demoPlacesOf, DEMO_PLACE_TABLES, type DemoPlace, type PlaceKind } from '../../db/seed/places'
import { isDemoScene, type DemoScene } from '../demo-pictures/pictures'

/** the short name a text calls the region by, per region code of the place tables */
const SHORT_NAMES: Record<string, string> = {
  '510100': '成都',
  '510000': '四川',
  '510181': '都江堰',
  '650000': '新疆',
  '513223': '茂县',
  '130000': '河北长城沿线',
}

export interface RegionFacts {
  /** 成都, 新疆... */
  short: string
  /** the region's Chinese name as an address starts (四川省成都市...) */
  regionName: string
  /** the site's top-level places of a kind, in table order */
  of: (kind: PlaceKind) => DemoPlace[]
  /** the children (spots, rooms, exhibitions...) of a place */
  childrenOf: (place: DemoPlace) => DemoPlace[]
  all: DemoPlace[]
}

const cache = new Map<string, RegionFacts | undefined>()

/** the facts of a demo site, undefined for a site without a place table */
export function regionFactsOf(siteCode: string): RegionFacts | undefined {
  if (cache.has(siteCode)) return cache.get(siteCode)
  const table = DEMO_PLACE_TABLES[siteCode]
  const all = demoPlacesOf(siteCode)
  const facts =
    table && all.length > 0
      ? {
          short: SHORT_NAMES[table.region] ?? table.regionName,
          regionName: table.regionName,
          of: (kind: PlaceKind) => all.filter((p) => p.type === kind && !p.parent),
          childrenOf: (place: DemoPlace) => all.filter((p) => p.parent === `${place.type}:${place.name}`),
          all,
        }
      : undefined
  cache.set(siteCode, facts)
  return facts
}

/** FNV-1a: stable numbers from a name */
export function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** the scene of a demo picture URL (…/pictures/<scene>-<n>.svg), `fallback` when not one */
export function sceneOfCover(url: string, fallback: DemoScene = 'mountain'): { scene: DemoScene; n: number } {
  const m = /\/([a-z]+)-(\d+)\.svg$/.exec(url)
  return m && isDemoScene(m[1]) ? { scene: m[1], n: Number(m[2]) } : { scene: fallback, n: 0 }
}

/** the sentences of a text (。！？ kept) */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[。！？])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)

/**
 * What the place's own table line says beyond its summary: the intro's second paragraph when the
 * line wrote one (`intro=`), else its summary as a sentence.
 */
export function ownWords(place: DemoPlace): string {
  const paragraphs = place.intro.split('\n\n')
  const written = paragraphs.find((p, i) => i > 0 && !/开放时间|门票|票价|关键词|营业时间|演出时间|电话|请/.test(p))
  return written ?? `${place.summary}。`
}

/** ownWords, or '' when the line wrote nothing beyond its summary (a text already quoting the summary) */
export function extraWords(place: DemoPlace): string {
  const own = ownWords(place)
  return own === `${place.summary}。` ? '' : own
}

/** the place's address without the region's own name (天池景区, not 新疆维吾尔自治区昌吉…) */
export function shortAddress(place: DemoPlace, facts: RegionFacts): string {
  const rest = place.address.startsWith(facts.regionName) ? place.address.slice(facts.regionName.length) : place.address
  return rest || place.address
}

/** suggested hours and season of a scenic place (places' defaults), when it has them */
export function visitFacts(place: DemoPlace): { hours: number | null; season: string | null } {
  const extra = place.extra as { suggestHours?: unknown; bestSeason?: unknown }
  return {
    hours: typeof extra.suggestHours === 'number' ? extra.suggestHours : null,
    season: typeof extra.bestSeason === 'string' ? extra.bestSeason : null,
  }
}

/** the place nearest to `from` among `list` (straight-line, degrees are enough for choosing) */
export function nearest(from: DemoPlace, list: DemoPlace[]): DemoPlace | undefined {
  let best: DemoPlace | undefined
  let bestD = Infinity
  for (const p of list) {
    if (p === from) continue
    const d = (p.longitude - from.longitude) ** 2 + (p.latitude - from.latitude) ** 2
    if (d < bestD) [best, bestD] = [p, d]
  }
  return best
}

/** the i-th item of a list, wrapping; undefined for an empty list */
export const pick = <T>(list: T[], i: number): T | undefined => (list.length > 0 ? list[i % list.length] : undefined)
