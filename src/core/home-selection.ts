/**
 * Home page selection of product-spec section 1: one home layout per site, chosen by site code,
 * then by the two region rules, then by site version, then by menu version. Pure TS.
 *
 * The spec leaves the exact site codes "not shown"; the codes chosen here are written down below.
 */

export type HomeLayout =
  | 'default' // newer menu version (useNewMenu)
  | 'standard' // ordinary version with the older menu
  | 'scenery' // scenic-area standard layout (siteVersion SCENERY)
  | 'province' // provincial all-region version (siteVersion ALL_REGION)
  | 'xinjiang' // region code 65xxxx or XINJIANG_SITE_CODE
  | 'county' // region 513223 or COUNTY_SITE_CODES, except COUNTY_EXCLUDED_SITE_CODE
  | 'great-wall' // great-wall culture park
  | 'volunteer' // volunteer-service sites

/** Custom home pages bound to site codes (checked first). */
export const CUSTOM_HOME_BY_SITE_CODE: Record<string, HomeLayout> = {
  'cc-greatwall': 'great-wall',
  // chosen: two volunteer-service deployments share the volunteer home
  'zy-volunteer': 'volunteer',
  'sc-volunteer': 'volunteer',
}

/** chosen: the Xinjiang Production and Construction Corps site, whose region code is not 65xxxx */
export const XINJIANG_SITE_CODE = 'xj-bingtuan'
export const XINJIANG_REGION_PREFIX = '65'

export const COUNTY_REGION_CODE = '513223'
/** chosen: the county's tourism and culture-bureau sites outside region 513223 */
export const COUNTY_SITE_CODES = ['mx-tourism', 'mx-culture'] as const
/** chosen: the county museum site lives in region 513223 but keeps the ordinary home */
export const COUNTY_EXCLUDED_SITE_CODE = 'mx-museum'

export interface HomeSelectionInput {
  siteCode: string
  regionCode: string
  siteVersion: string
  useNewMenu: boolean
}

export function selectHomeLayout(site: HomeSelectionInput): HomeLayout {
  const custom = CUSTOM_HOME_BY_SITE_CODE[site.siteCode]
  if (custom) return custom
  if (site.regionCode.startsWith(XINJIANG_REGION_PREFIX) || site.siteCode === XINJIANG_SITE_CODE) return 'xinjiang'
  const countyRule = site.regionCode === COUNTY_REGION_CODE || (COUNTY_SITE_CODES as readonly string[]).includes(site.siteCode)
  if (countyRule && site.siteCode !== COUNTY_EXCLUDED_SITE_CODE) return 'county'
  if (site.siteVersion === 'SCENERY') return 'scenery'
  if (site.siteVersion === 'ALL_REGION') return 'province'
  return site.useNewMenu ? 'default' : 'standard'
}

/** First visit to the great-wall site shows /cc-guide once; the firstIn flag then turns off. */
export const FIRST_VISIT_GUIDE = { siteCode: 'cc-greatwall', route: '/cc-guide' } as const

export function firstVisitGuideRoute(siteCode: string, firstInDone: boolean): string | undefined {
  return siteCode === FIRST_VISIT_GUIDE.siteCode && !firstInDone ? FIRST_VISIT_GUIDE.route : undefined
}

/**
 * H5, before the router reads the address: the guide's address when a first visit opens the home
 * ('/' or '/index'), so the app loads the guide at once instead of the home and then the guide.
 */
export function firstVisitGuideAtStart(siteCode: string, firstInDone: boolean, pathname: string): string | undefined {
  const home = ['/', '/index'].includes(pathname.replace(/(.)\/+$/, '$1'))
  return home ? firstVisitGuideRoute(siteCode, firstInDone) : undefined
}
