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
  /** name key under locales/<lang>/server.json `demoMenu` (default: the code) */
  nameKey?: string
  needLogin?: boolean
  externalLink?: string
  /** an in-app path for an entry whose code has no route of its own (menu-codes path rule) */
  path?: string
  subList?: DemoMenu[]
}

/** the code of an entry opened by its path: src/core/menu-codes.ts PATH_MENU_CODE (routes.test.ts checks they agree) */
export const DEMO_PATH_CODE = 'PAGE'
/** an entry opened by its path, named `demoMenu.page.<name>` */
const page = (name: string, path: string): DemoMenu => ({ code: DEMO_PATH_CODE, nameKey: `page.${name}`, path })

/**
 * A site's own services after the common transport queries (the DEFAULT_SERVICE group's subList,
 * which /default-service shows after its fixed entries): the pages of the spec that belong to one
 * kind of site and that no menu code opens, each on the demo site whose layout they belong to, so
 * a visitor reaches every page by taps (the visitor's crawl, tests/e2e/crawl.test.mjs).
 */
const SITE_SERVICES: Record<string, DemoMenu[]> = {
  // the province (智游天府): its media, guide map, service hub, city cards, art fund, the scenic areas' home
  'sc-province': [
    page('scLive', '/sc-live'),
    page('scVideo', '/sc-video'),
    page('scBeauty', '/sc-beauty'),
    page('guideMapZytf', '/guide-map-zytf'),
    page('gsService', '/gs-service'),
    page('cityCard', '/city-card'),
    page('artFund', '/column-list-new/scysjj'),
    page('scIndex', '/sc-index'),
  ],
  // the county (its culture bureau's site): its tourism directory, cultural results and magazine
  'mx-county': [
    page('travelDirectory', '/travel-directory'),
    page('cultureResults', '/culture-results'),
    page('magazineList', '/magazine-list'),
  ],
  // the scenic area: its webcams, sub-areas, rides and shows, the day planner
  'djy-scenic': [
    page('scenicLive', '/scenic-live'),
    { code: 'SUBJECTAREA' },
    page('playList', '/play-list'),
    page('playGuide', '/play-guide'),
  ],
  // Xinjiang: the news in the region's large-card layout
  'xj-region': [page('newsListXj', '/news-list-xj/all')],
  // the Great Wall park: its micro-class (the culture channel's lessons)
  'cc-greatwall': [page('ccMicroclass', '/cc-microclass/culture')],
  // the city: agencies, bookings, what is near, the places to visit, the live rooms, the other home, the welcome
  'cd-city': [
    { code: 'AGENCY' },
    page('appointmentResources', '/appointment-resources'),
    page('find', '/find'),
    page('visit', '/visit'),
    page('liveList1', '/live-list1'),
    page('defaultIndex', '/default-index'),
    page('firstGuide', '/first-guide'),
  ],
}

/** Ministry of Culture and Tourism of China: a real, stable address for the external-link demo. */
const EXTERNAL_DEMO_LINK = 'https://www.mct.gov.cn/'

const services = (site: SiteConfig): DemoMenu => ({
  code: 'DEFAULT_SERVICE',
  subList: [{ code: 'BUS_INQUIRY' }, { code: 'TRAIN_INQUIRY' }, { code: 'AIRCRAFT_INQUIRY' }, ...(SITE_SERVICES[site.siteCode] ?? [])],
})

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
  services(site),
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
