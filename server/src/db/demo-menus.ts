/**
 * Demo menus for sites that have none yet, so every site's home grid and bottom bar work
 * out of the box. Operators change menus in the database afterwards; seeding never overwrites.
 * Menu codes are those of product-spec 2.1 (src/core/menu-codes.ts), plus DEVELOP (coming soon)
 * and EXTERNAL_LINK (jumpType 2, opened by its link whatever the code). The group with a subList
 * is DEFAULT_SERVICE, so an app that does not unfold sub-entries still opens a sensible page.
 */
import type { SiteConfig } from '../../../types/site'

export interface DemoMenu {
  code: string
  needLogin?: boolean
  externalLink?: string
  subList?: DemoMenu[]
}

/** Ministry of Culture and Tourism of China: a real, stable address for the external-link demo. */
const EXTERNAL_DEMO_LINK = 'https://www.mct.gov.cn/'

const SERVICES: DemoMenu = {
  code: 'DEFAULT_SERVICE',
  subList: [{ code: 'BUS_INQUIRY' }, { code: 'TRAIN_INQUIRY' }, { code: 'AIRCRAFT_INQUIRY' }],
}
const COMMON_TAIL: DemoMenu[] = [
  { code: 'ORDERS', needLogin: true },
  SERVICES,
  { code: 'DEVELOP' },
  { code: 'EXTERNAL_LINK', externalLink: EXTERNAL_DEMO_LINK },
]

/** Bottom navigation: INDEX first, USER last, 3 to 5 entries. */
export function demoBottomNav(site: SiteConfig): DemoMenu[] {
  if (site.siteCode === 'intl-expo') return [{ code: 'INDEX' }, { code: 'NEWS' }, { code: 'USER' }]
  if (site.siteVersion === 'SCENERY') return [{ code: 'INDEX' }, { code: 'GUIDE_TOUR' }, { code: 'ACTIVITY' }, { code: 'USER' }]
  return [{ code: 'INDEX' }, { code: 'NEWS' }, { code: 'ACTIVITY' }, { code: 'TIME' }, { code: 'USER' }]
}

/** Home menu grid (location HOME_BOTTOM): 12 entries, a scenic-area flavour for SCENERY sites. */
export function demoIndexMenu(site: SiteConfig): DemoMenu[] {
  const head =
    site.siteVersion === 'SCENERY'
      ? ['SCENIC', 'GUIDE_TOUR', 'TOILET', 'PARKING', 'FOOD', 'HOTEL', 'COMPLAINT', 'INTANGIBLE']
      : ['SCENIC', 'VENUE', 'HOTEL', 'FOOD', 'RAIDERS', 'TOILET', 'VOLUNTEER_SERVICE', 'INTANGIBLE']
  return [...head.map((code) => ({ code })), ...COMMON_TAIL]
}
