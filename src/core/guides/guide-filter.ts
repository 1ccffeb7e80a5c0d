/**
 * The guide list's filters, shared by the app and the server (issue 10, /guide-list/{keyword}/{sex}):
 * the route always carries both segments, so "no filter" is the word `all` in either; the sex is
 * '1' (male) or '2' (female); a keyword is at most KEYWORD_MAX characters after trimming.
 */
export const ANY = 'all'
export const GUIDE_SEXES = ['1', '2'] as const
export type GuideSex = (typeof GUIDE_SEXES)[number]
export const KEYWORD_MAX = 30

export interface GuideFilter {
  keyword?: string
  sex?: GuideSex
}

export const isGuideSex = (value: string): value is GuideSex => (GUIDE_SEXES as readonly string[]).includes(value)

/** The filter of the route's two segments: `all`, empty or unknown means no filter. */
export function guideFilterOf(keyword: string | undefined, sex: string | undefined): GuideFilter {
  const filter: GuideFilter = {}
  const word = (keyword ?? '').trim().slice(0, KEYWORD_MAX)
  if (word && word !== ANY) filter.keyword = word
  if (sex && isGuideSex(sex)) filter.sex = sex
  return filter
}

/** The route's two segments for a filter (the reverse of guideFilterOf). */
export function guideRouteArgs(filter: GuideFilter): [string, string] {
  const word = (filter.keyword ?? '').trim()
  return [word || ANY, filter.sex ?? ANY]
}
