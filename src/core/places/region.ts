/**
 * Region codes (six-digit administrative codes, GB/T 2260): the level is read from the trailing
 * zeros. `510000` is a province (level 1), `510100` a city (level 2), `510181` a county or district
 * (level 3). A region's children share its significant digits: the cities of 510000 are 51xx00,
 * the counties of 510100 are 5101xx. Server (siteChildRegion, region rankings) and app (provincial
 * home page, /rura/{region}) read this one rule.
 */
export type RegionLevel = 1 | 2 | 3

const CODE = /^\d{6}$/

export const isRegionCode = (code: string): boolean => CODE.test(code) && code !== '000000'

/** 1 province, 2 city, 3 county; undefined for a string that is not a region code. */
export function regionLevel(code: string): RegionLevel | undefined {
  if (!isRegionCode(code)) return undefined
  if (code.endsWith('0000')) return 1
  if (code.endsWith('00')) return 2
  return 3
}

/** The significant digits of a region: '51' for 510000, '5101' for 510100, '510181' for itself. */
export function regionPrefix(code: string): string {
  const level = regionLevel(code)
  return level === undefined ? code : code.slice(0, level * 2)
}

/** Whether `code` is `region` itself or lies inside it. */
export function isWithinRegion(code: string, region: string): boolean {
  return isRegionCode(code) && regionLevel(region) !== undefined && code.startsWith(regionPrefix(region))
}

/**
 * The child of `parent` that contains `code` (510181 inside 510000 → 510100; inside 510100 →
 * 510181), undefined when `code` is outside `parent`, is `parent` itself, or `parent` is a county.
 */
export function childRegionOf(code: string, parent: string): string | undefined {
  const level = regionLevel(parent)
  if (level === undefined || level === 3 || !isWithinRegion(code, parent) || code === parent) return undefined
  const digits = (level + 1) * 2
  const child = code.slice(0, digits).padEnd(6, '0')
  return child === parent ? undefined : child
}
