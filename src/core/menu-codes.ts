/**
 * Menu code -> route table of product-spec 2.1 and the rule that turns a menu item into a target
 * (internal route, external link behind a disclaimer, or a coming-soon toast). Pure TS.
 */
import type { MenuItem } from '../../types/contract'
import { matchRoute, NOT_FOUND_PAGE } from './routes'

export interface MenuRoute {
  route: string
  /** the route needs a logged-in user */
  login?: boolean
  /** append the menu's resourceValue (a site id) as an optional last segment: '/scenic-list[/{siteId}]' */
  siteIdSuffix?: boolean
}

export const MENU_CODE_ROUTES: Record<string, MenuRoute> = {
  NEWS: { route: '/news-list/all' },
  INDEX: { route: '/index' },
  ACTIVITY: { route: '/activity-home' },
  TIME: { route: '/time' },
  USER: { route: '/user', login: true },
  PERSONAL: { route: '/default-personal', login: true },
  INTEGRAL: { route: '/vip-index', login: true },
  ORDERS: { route: '/user-order', login: true },
  MY_ACTIVITY: { route: '/user-activity?orderType=CONTENT_TYPE_ACTIVITY', login: true },
  BOOKING: { route: '/user-reservation', login: true },
  CONSUMPTION_CODE: { route: '/user-code', login: true },
  HONESTY: { route: '/user-credit', login: true },
  DESTINATION: { route: '/destination' },
  SCENIC: { route: '/scenic-list', siteIdSuffix: true },
  VENUE: { route: '/venues-list', siteIdSuffix: true },
  HOTEL: { route: '/hotel-list', siteIdSuffix: true },
  FOOD: { route: '/food-list', siteIdSuffix: true },
  RAIDERS: { route: '/strategy-list' },
  TOPIC: { route: '/topic-list' },
  VOLUNTEER: { route: '/volunteer-index' },
  VOLUNTEER_LIST: { route: '/volunteer-list/all' },
  COMMUNITY: { route: '/join-group' },
  zijiayou: { route: '/driving' },
  COMMON: { route: '/xj-service' },
  DEFAULT_SERVICE: { route: '/default-service' },
  CONFIGURE_SERVICE: { route: '/configure-service' },
  PANORAMIC: { route: '/xj-panoramic' },
  'CS-PANORAMIC': { route: '/spot-panorama' },
  'CS-WORSHIP': { route: '/index?isWorship=true' },
  'DPQ-SHOP': { route: '/dpq-shop' },
  LIVE: { route: '/xj-live' },
  HOT: { route: '/xj-hot' },
  GUIDE: { route: '/guide-search' },
  AGENCY: { route: '/travel-list' },
  TOILET: { route: '/service-map/CONTENT_TYPE_TOILET' },
  PARKING: { route: '/service-map/CONTENT_TYPE_PARKING' },
  GASSTATION: { route: '/service-map/CONTENT_TYPE_GAS_STATION' },
  GAS_STATION: { route: '/service-map/CONTENT_TYPE_GAS_STATION' },
  INTANGIBLE: { route: '/intangible-index' },
  INTANGIBLE_PROJECT: { route: '/project-list' },
  INTANGIBLE_SUCCESSOR: { route: '/successor-list' },
  PROJECT_EXPERIENCE_BASE: { route: '/experience-list' },
  MISSION_PROTECTION_BASE: { route: '/inheritance-list' },
  INTANGIBLE_FOOD: { route: '/intangible-food' },
  INTANGIBLE_NEWS: { route: '/intangible-news' },
  INTANGIBLE_VIDEO: { route: '/intangible-video' },
  INTANGIBLE_AUDIO: { route: '/intangible-audio' },
  ASK_FOR_HELP: { route: '/call-police' },
  ITINTERARY: { route: '/itinerary-list', login: true },
  BUS_INQUIRY: { route: '/bus-search' },
  TRAIN_INQUIRY: { route: '/train-search' },
  TICKET_INQUIRY: { route: '/car-search' },
  AIRCRAFT_INQUIRY: { route: '/plane-search' },
  ROBOT: { route: '/robot' },
  FEEDBACK: { route: '/feedback', login: true },
  SCHOOL: { route: '/course-list' },
  // COUNTRY_TOUR: '/rura/{region}[/{siteId}]', region from the site (see resolveMenuTarget)
  COUNTRY_TOUR: { route: '/rura', siteIdSuffix: true },
  FARMHOUSE: { route: '/homestay-list' },
  GUIDE_TOUR: { route: '/guide-scenic-list' },
  COMPLAINT: { route: '/user-complain' },
  ZXTS: { route: '/sc-complain' },
  SLOW_LIVE: { route: '/live-list' },
  AIR_QUALITY: { route: '/air-quality' },
  CAR_RENTAL: { route: '/use-car' },
  HEALTH_CODE: { route: '/xj-health' },
  ART_FUND: { route: '/column-list/scysjj' },
  // VOLUNTEER_SERVICE depends on the user's volunteerStatus (see resolveMenuTarget)
  VOLUNTEER_SERVICE: { route: '/volunteer-service' },
  MY_STUDY: { route: '/user-course' },
  EQ: { route: '/user-question' },
  INHERITOR: { route: '/user-intangible' },
  USER_VOTE: { route: '/user-vote' },
  VOTE_LIST: { route: '/online-vote' },
  REGION_RANK: { route: '/regional-rank' },
  ENTERTAIN: { route: '/entertain-list', siteIdSuffix: true },
  EXHIBITION: { route: '/exhibition-list' },
  COLLECTION: { route: '/relics-list' },
  QUESTIONNAIRE: { route: '/question-list' },
  'JMG-SUB': { route: '/jmg-sub' },
  STUDIES: { route: '/studies-base' },
  PLAYITEM: { route: '/amusement-facility/' },
  SUBJECTAREA: { route: '/subject-area/' },
  SHOW: { route: '/wonderful-show/' },
  SPECIALTY: { route: '/speciality-list' },
  DSP: { route: '/short-video-list' },
}

export const DEVELOP_MENU_CODE = 'DEVELOP'
/**
 * The code the demo menus give an entry opened by its `path` (a page without a menu code of its
 * own: /sc-live, /recent-news). Any code without a route of its own behaves the same; this one
 * only names the intent in the database.
 */
export const PATH_MENU_CODE = 'PAGE'

/**
 * The menu item's `path` when it is an in-app page: one leading slash (not '//host', not a web
 * address) and a path of the route table (a page, not the not-found one); else undefined.
 */
export function inAppMenuPath(path: string | undefined): string | undefined {
  const trimmed = path?.trim()
  if (!trimmed || !trimmed.startsWith('/') || trimmed.startsWith('//')) return undefined
  const pathname = trimmed.split(/[?#]/)[0]
  if (pathname === '/' || matchRoute(pathname).page === NOT_FOUND_PAGE) return undefined
  return trimmed
}
export const VOLUNTEER_SERVICE_ROUTES = { volunteer: '/volunteers', other: '/volunteer-service' } as const

/**
 * "Certain service menus in a mini-program on one site" show the coming-soon toast.
 * The spec does not name them; chosen here: the Xinjiang demo site's transport and health
 * services. Since issue 13 the transport pages (/train-search, /plane-search, /bus-search,
 * /car-search, src/package-trips) work in the mini-program too; the rule stays as the spec's
 * one-site product choice (docs/contract-trips.md), not a technical limit.
 */
export const MINI_PROGRAM_COMING_SOON = {
  siteCode: 'xj-region',
  menuCodes: ['BUS_INQUIRY', 'TRAIN_INQUIRY', 'TICKET_INQUIRY', 'AIRCRAFT_INQUIRY', 'HEALTH_CODE', 'CAR_RENTAL'],
} as const

export interface MenuContext {
  siteCode: string
  /** the site's region code (COUNTRY_TOUR) */
  region: string
  /** running as a mini-program */
  isMiniProgram: boolean
  /** cloud user info volunteerStatus; 1 means the user is a volunteer */
  volunteerStatus?: number
}

export type MenuTarget =
  | { kind: 'route'; url: string; needLogin: boolean }
  | { kind: 'external'; url: string }
  | { kind: 'coming-soon' }
  /** unknown menu code: the caller shows the coming-soon toast too (nothing to open) */
  | { kind: 'unknown' }

/**
 * Path rule (product-spec Menu item `path`, decided here): a jumpType-1 item whose menu code has no
 * route of its own (not in MENU_CODE_ROUTES, not DEVELOP) opens its `path` when that is an in-app
 * page (inAppMenuPath), with the item's login flag. A code with a route keeps it whatever the path
 * says: the code's route carries the rules a path would skip (its login, the site id suffix, the
 * volunteer's page, the Xinjiang mini-program's coming-soon codes). No usable path: 'unknown'.
 */
export function resolveMenuTarget(
  item: Pick<MenuItem, 'menuCode' | 'jumpType' | 'externalLink' | 'resourceValue' | 'needLogin' | 'path'>,
  ctx: MenuContext,
): MenuTarget {
  if (item.jumpType === 2 && item.externalLink) return { kind: 'external', url: item.externalLink }
  if (item.menuCode === DEVELOP_MENU_CODE) return { kind: 'coming-soon' }
  if (
    ctx.isMiniProgram &&
    ctx.siteCode === MINI_PROGRAM_COMING_SOON.siteCode &&
    (MINI_PROGRAM_COMING_SOON.menuCodes as readonly string[]).includes(item.menuCode)
  ) {
    return { kind: 'coming-soon' }
  }
  const entry = MENU_CODE_ROUTES[item.menuCode]
  if (!entry) {
    const path = item.jumpType === 2 ? undefined : inAppMenuPath(item.path)
    return path ? { kind: 'route', url: path, needLogin: !!item.needLogin } : { kind: 'unknown' }
  }
  const needLogin = !!(entry.login || item.needLogin)
  if (item.menuCode === 'VOLUNTEER_SERVICE') {
    const url = ctx.volunteerStatus === 1 ? VOLUNTEER_SERVICE_ROUTES.volunteer : VOLUNTEER_SERVICE_ROUTES.other
    return { kind: 'route', url, needLogin }
  }
  let url = entry.route
  if (item.menuCode === 'COUNTRY_TOUR') url = `${url}/${ctx.region}`
  if (entry.siteIdSuffix && item.resourceValue) url = `${url}/${item.resourceValue}`
  return { kind: 'route', url, needLogin }
}

/** The route a menu code opens, without user/site context (tab selection, "is this a menu route"). */
export function menuRoutePath(menuCode: string): string | undefined {
  return MENU_CODE_ROUTES[menuCode]?.route.split('?')[0]
}
