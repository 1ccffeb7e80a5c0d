/**
 * Demo menus for sites that have none yet, so every site's home grid and bottom bar work
 * out of the box. Operators change menus in the database afterwards; seeding never overwrites.
 * Menu codes are those of product-spec 2.1 (src/core/menu-codes.ts), plus DEVELOP (coming soon, on
 * the preview site only: COMING_SOON_DEMO_SITE)
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

/**
 * The one site whose grid shows the coming-soon tile (DEVELOP, product-spec 2.1: a toast, nothing
 * opens): the preview site, where "not open yet" is what a visitor expects. Elsewhere the tile
 * read as an unfinished app; those grids show a real service in its place (serviceInPlaceOfDevelop).
 */
export const COMING_SOON_DEMO_SITE = 'beta-preview'

/**
 * A service the site's grid lacks, where the preview site shows DEVELOP: complaints (/user-complain)
 * for an ordinary site; a scenic-area site, whose head has complaints already, gets the emergency
 * help (/call-police) a visitor on a mountain path looks for.
 */
function serviceInPlaceOfDevelop(site: SiteConfig): DemoMenu {
  if (site.siteCode === COMING_SOON_DEMO_SITE) return { code: 'DEVELOP' }
  return { code: site.siteVersion === 'SCENERY' ? 'ASK_FOR_HELP' : 'COMPLAINT' }
}

const commonTail = (site: SiteConfig): DemoMenu[] => [
  { code: 'ORDERS', needLogin: true },
  SERVICES,
  serviceInPlaceOfDevelop(site),
  { code: 'EXTERNAL_LINK', externalLink: EXTERNAL_DEMO_LINK },
]

/**
 * Bottom navigation: INDEX first, USER last, 3 to 5 entries. A scenic-area site (djy-scenic) puts its
 * spots (SCENIC, the scenic list) beside the guided tours: the page its visitors look for first, and
 * the demo of a tab whose page no weapp slot draws (it opens its own page, core/navigation assignTabs).
 */
export function demoBottomNav(site: SiteConfig): DemoMenu[] {
  if (site.siteCode === 'intl-expo') return [{ code: 'INDEX' }, { code: 'NEWS' }, { code: 'USER' }]
  if (site.siteVersion === 'SCENERY')
    return [{ code: 'INDEX' }, { code: 'GUIDE_TOUR' }, { code: 'SCENIC' }, { code: 'ACTIVITY' }, { code: 'USER' }]
  return [{ code: 'INDEX' }, { code: 'NEWS' }, { code: 'ACTIVITY' }, { code: 'TIME' }, { code: 'USER' }]
}

/**
 * Sites whose grid opens the memorial (CS-WORSHIP, `/index?isWorship=true`) in place of strategies:
 * the Sichuan province and Mao County, inside the 2008 Wenchuan earthquake zone, whose memorial
 * halls the memorial capability seeds (plugins/memorial/demo.ts); the grid keeps its 12 entries.
 */
const MEMORIAL_MENU_SITES = new Set(['sc-province', 'mx-county'])

/** Home menu grid (location HOME_BOTTOM): 12 entries, a scenic-area flavour for SCENERY sites. */
export function demoIndexMenu(site: SiteConfig): DemoMenu[] {
  const fifth = MEMORIAL_MENU_SITES.has(site.siteCode) ? 'CS-WORSHIP' : 'RAIDERS'
  // a site with a shop (shopUrl, docs/contract-shop.md) opens it (DPQ-SHOP) where the others show toilets
  const sixth = site.shopUrl ? 'DPQ-SHOP' : 'TOILET'
  const head =
    site.siteVersion === 'SCENERY'
      ? ['SCENIC', 'GUIDE_TOUR', 'TOILET', 'PARKING', 'FOOD', 'HOTEL', 'COMPLAINT', 'INTANGIBLE']
      : ['SCENIC', 'VENUE', 'HOTEL', 'FOOD', fifth, sixth, 'VOLUNTEER_SERVICE', 'INTANGIBLE']
  return [...head.map((code) => ({ code })), ...commonTail(site)]
}
