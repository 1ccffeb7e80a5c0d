/**
 * The service hubs (/default-service, /xj-service, /gs-service, /configure-service, the Great Wall's /cc-service): one grid of
 * service entries, a different list per hub (docs/contract-help.md "Service hubs"). An entry opens
 * a menu code where the spec has one (so the menu rules apply alike: login, the Xinjiang
 * mini-program's coming-soon codes, src/core/menu-codes.ts), else a route of its own.
 * /configure-service reads its entries from the site's menus instead (configuredServiceMenus).
 */
import type { MenuItem } from '../../../types/contract'
import { MENU_CODE_ROUTES } from '../menu-codes'
import * as routes from '../route-paths'

/**
 * The glyph a hub entry shows (src/features/help/hub-glyphs.ts draws each): one per service, so no
 * two entries of a hub look alike (the menu-code families gave a car to every means of transport
 * and a pin to toilets, parking and fuel alike).
 */
export type HubIcon =
  | 'lifebuoy'
  | 'flag'
  | 'complaint'
  | 'question'
  | 'robot'
  | 'phone'
  | 'toilet'
  | 'parking'
  | 'fuel'
  | 'firstAid'
  | 'bus'
  | 'train'
  | 'plane'
  | 'ticket'
  | 'route'
  | 'car'
  | 'healthShield'
  | 'wind'
  | 'pencil'

export type HubEntry =
  /** label `help:hub.<key>`; opened as the menu code */
  | { key: string; code: string; icon: HubIcon }
  /** label `help:hub.<key>`; opened as its route */
  | { key: string; route: string; icon: HubIcon; needLogin?: boolean }

export type HubKind = 'default' | 'xj' | 'gs' | 'greatwall'

const ASK_FOR_HELP: HubEntry = { key: 'askForHelp', code: 'ASK_FOR_HELP', icon: 'lifebuoy' }
const REPORT: HubEntry = { key: 'report', route: routes.callUpload(), icon: 'flag', needLogin: true }
const COMPLAINT: HubEntry = { key: 'complaint', code: 'COMPLAINT', icon: 'complaint' }
const FAQ: HubEntry = { key: 'faq', route: routes.commonProblem(), icon: 'question' }
const ROBOT: HubEntry = { key: 'robot', code: 'ROBOT', icon: 'robot' }
const HOTLINES: HubEntry = { key: 'hotlines', route: routes.appCall(), icon: 'phone' }
const TOILET: HubEntry = { key: 'toilet', code: 'TOILET', icon: 'toilet' }
const PARKING: HubEntry = { key: 'parking', code: 'PARKING', icon: 'parking' }
const GAS: HubEntry = { key: 'gasStation', code: 'GAS_STATION', icon: 'fuel' }
const MEDICAL: HubEntry = { key: 'medical', route: routes.serviceMap('CONTENT_TYPE_MEDICAL'), icon: 'firstAid' }
const BUS: HubEntry = { key: 'bus', code: 'BUS_INQUIRY', icon: 'bus' }
const TRAIN: HubEntry = { key: 'train', code: 'TRAIN_INQUIRY', icon: 'train' }
const PLANE: HubEntry = { key: 'plane', code: 'AIRCRAFT_INQUIRY', icon: 'plane' }
const COACH: HubEntry = { key: 'coach', code: 'TICKET_INQUIRY', icon: 'ticket' }
const ITINERARY: HubEntry = { key: 'itinerary', code: 'ITINTERARY', icon: 'route' }
const CAR: HubEntry = { key: 'car', code: 'CAR_RENTAL', icon: 'car' }
const HEALTH: HubEntry = { key: 'health', code: 'HEALTH_CODE', icon: 'healthShield' }
const AIR: HubEntry = { key: 'airQuality', code: 'AIR_QUALITY', icon: 'wind' }
const FEEDBACK: HubEntry = { key: 'feedback', code: 'FEEDBACK', icon: 'pencil' }

export const HUB_ENTRIES: Record<HubKind, HubEntry[]> = {
  /** DEFAULT_SERVICE: a city's everyday services */
  default: [ASK_FOR_HELP, COMPLAINT, FAQ, ROBOT, HOTLINES, TOILET, PARKING, MEDICAL, BUS, TRAIN, PLANE, ITINERARY, CAR, FEEDBACK],
  /** COMMON (Xinjiang): long drives, health and fuel first */
  xj: [ASK_FOR_HELP, HEALTH, COMPLAINT, ROBOT, FAQ, GAS, TOILET, MEDICAL, CAR, BUS, TRAIN, PLANE, ITINERARY, HOTLINES],
  /** a Gansu-style province site: the Hexi corridor by train, coach and hired car, air quality for the desert */
  gs: [ASK_FOR_HELP, REPORT, COMPLAINT, FAQ, ROBOT, TRAIN, COACH, PLANE, CAR, TOILET, PARKING, GAS, AIR, ITINERARY, HOTLINES],
  /** the Great Wall park (/cc-service): passes far apart in the mountains, so the road, the toilets and first aid first */
  greatwall: [TOILET, PARKING, MEDICAL, ASK_FOR_HELP, HOTLINES, ROBOT, FAQ, TRAIN, BUS, CAR, GAS, ITINERARY, COMPLAINT, FEEDBACK],
}

/**
 * The glyph of a service menu code (/configure-service draws the site's own menus): the hub entry
 * of that code's; the two fuel codes and GASSTATION alike.
 */
export const HUB_ICON_OF_CODE: ReadonlyMap<string, HubIcon> = new Map([
  ...Object.values(HUB_ENTRIES)
    .flat()
    .flatMap((e): Array<[string, HubIcon]> => ('code' in e ? [[e.code, e.icon]] : [])),
  ['GASSTATION', 'fuel'],
  ['zijiayou', 'car'],
  ['ZXTS', 'complaint'],
])

/** the groups whose subList a site's menus may fill with service entries */
export const SERVICE_GROUP_CODES = ['CONFIGURE_SERVICE', 'DEFAULT_SERVICE', 'COMMON'] as const

/** menu codes that are services (what /configure-service shows of a site's home menu) */
export const SERVICE_MENU_CODES = new Set([
  'ASK_FOR_HELP',
  'COMPLAINT',
  'ZXTS',
  'ROBOT',
  'TOILET',
  'PARKING',
  'GASSTATION',
  'GAS_STATION',
  'BUS_INQUIRY',
  'TRAIN_INQUIRY',
  'TICKET_INQUIRY',
  'AIRCRAFT_INQUIRY',
  'ITINTERARY',
  'CAR_RENTAL',
  'HEALTH_CODE',
  'AIR_QUALITY',
  'FEEDBACK',
  'GUIDE',
  'AGENCY',
  'zijiayou',
])

/** what makes two menu entries the same service: code, page, link and resource (a repeat is shown once) */
const menuIdentity = (m: MenuItem) => `${m.menuCode}|${m.path ?? ''}|${m.externalLink ?? ''}|${m.resourceValue ?? ''}`

/**
 * /configure-service: the entries the operator configured. The subList of the site's
 * CONFIGURE_SERVICE group when it has one, else every service entry of the home menu (the service
 * codes above, and the sub-entries of a DEFAULT_SERVICE or COMMON group), in the menu's order, each once.
 */
export function configuredServiceMenus(menus: MenuItem[]): MenuItem[] {
  const own = menus.find((m) => m.menuCode === 'CONFIGURE_SERVICE' && m.subList?.length)
  if (own) return own.subList!
  const out: MenuItem[] = []
  const seen = new Set<string>()
  const add = (m: MenuItem) => {
    const id = menuIdentity(m)
    if (seen.has(id)) return
    seen.add(id)
    out.push(m)
  }
  for (const m of menus) {
    if ((SERVICE_GROUP_CODES as readonly string[]).includes(m.menuCode)) m.subList?.forEach(add)
    else if (SERVICE_MENU_CODES.has(m.menuCode) && MENU_CODE_ROUTES[m.menuCode]) add(m)
  }
  return out
}

/**
 * /default-service: the site's own services after the hub's fixed entries: the sub-entries of its
 * home menu's DEFAULT_SERVICE group (what an operator, or the demo menus, put there: a service
 * with a code of its own, a page by its path), leaving out the codes the hub already shows and
 * repeats, in the menu's order.
 */
export function siteServiceExtras(menus: MenuItem[] | undefined, entries: HubEntry[]): MenuItem[] {
  const shown = new Set(entries.flatMap((e) => ('code' in e ? [e.code] : [])))
  const seen = new Set<string>()
  const out: MenuItem[] = []
  for (const group of menus ?? []) {
    if (group.menuCode !== 'DEFAULT_SERVICE') continue
    for (const m of group.subList ?? []) {
      const id = menuIdentity(m)
      if (shown.has(m.menuCode) || seen.has(id)) continue
      seen.add(id)
      out.push(m)
    }
  }
  return out
}
