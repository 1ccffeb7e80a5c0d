/**
 * A drawn icon per menu code, for menus the operator gave no remote icon (product-spec 2.1 codes,
 * src/core/menu-codes.ts). Codes of one family share an icon; anything unknown gets Category.
 * Names only here: the icons themselves are split (./eager-icons, ./more-icons) so the H5 first
 * load carries just the tab bar's.
 */
export type IconName =
  | 'Articles'
  | 'Category'
  | 'Clock'
  | 'Complaint'
  | 'Gift'
  | 'Heart'
  | 'Home'
  | 'Image'
  | 'Link'
  | 'List'
  | 'Location'
  | 'Order'
  | 'Service'
  | 'ShieldCheck'
  | 'Star'
  | 'Store'
  | 'Transit'
  | 'User'
  | 'Video'
  | 'Voice'

const FAMILIES: Array<[IconName, string[]]> = [
  ['Home', ['INDEX', 'HOTEL', 'FARMHOUSE']],
  ['Articles', ['NEWS', 'INTANGIBLE_NEWS']],
  ['Gift', ['ACTIVITY', 'MY_ACTIVITY', 'INTEGRAL']],
  ['Clock', ['TIME', 'BOOKING']],
  ['User', ['USER', 'PERSONAL']],
  ['Order', ['ORDERS', 'CONSUMPTION_CODE', 'ITINTERARY']],
  ['Image', ['SCENIC', 'SCENERY', 'DESTINATION', 'COUNTRY_TOUR', 'PANORAMIC', 'CS-PANORAMIC']],
  ['Store', ['VENUE', 'FOOD', 'DPQ-SHOP', 'INTANGIBLE_FOOD', 'AGENCY']],
  ['List', ['RAIDERS', 'TOPIC', 'SCHOOL', 'PROJECT_EXPERIENCE_BASE', 'MISSION_PROTECTION_BASE']],
  ['Location', ['TOILET', 'PARKING', 'GASSTATION', 'GAS_STATION', 'zijiayou', 'AIR_QUALITY']],
  ['Heart', ['VOLUNTEER', 'VOLUNTEER_LIST', 'VOLUNTEER_SERVICE', 'COMMUNITY', 'CS-WORSHIP']],
  ['Star', ['INTANGIBLE', 'INTANGIBLE_PROJECT', 'INTANGIBLE_SUCCESSOR', 'HOT']],
  ['Voice', ['GUIDE', 'GUIDE_TOUR', 'INTANGIBLE_AUDIO', 'ROBOT']],
  ['Video', ['LIVE', 'SLOW_LIVE', 'INTANGIBLE_VIDEO']],
  ['Transit', ['BUS_INQUIRY', 'TRAIN_INQUIRY', 'TICKET_INQUIRY', 'AIRCRAFT_INQUIRY', 'CAR_RENTAL']],
  ['Service', ['DEFAULT_SERVICE', 'CONFIGURE_SERVICE', 'COMMON', 'ASK_FOR_HELP']],
  ['Complaint', ['COMPLAINT', 'ZXTS', 'FEEDBACK']],
  ['ShieldCheck', ['HONESTY']],
  ['Link', ['EXTERNAL_LINK']],
]

const BY_CODE = new Map<string, IconName>(FAMILIES.flatMap(([icon, codes]) => codes.map((code) => [code, icon] as const)))

/**
 * An entry opened by its path (a page without a menu code of its own: menu-codes.ts inAppMenuPath)
 * is drawn by the words of its page's name, so a services page of such entries does not show one
 * icon over and over (issue 28: "icons repeat in 便民服务"). The first family whose words match wins.
 */
const PATH_WORDS: Array<[IconName, RegExp]> = [
  ['Video', /live|video|microclass/],
  ['Articles', /news|magazine|column/],
  ['Clock', /appointment|booking/],
  ['Location', /map|directory/],
  ['Image', /beauty|scenic|find/],
  ['Home', /index|visit/],
  ['Star', /card|culture|results|subject/],
  ['Voice', /guide/],
  ['Service', /service/],
]

/** the icon of a menu entry: its code's, else (a code without one) the words of its in-app path's first segment */
export function iconOfMenuCode(code: string, path?: string): IconName {
  const byCode = BY_CODE.get(code)
  if (byCode) return byCode
  const page = path?.split(/[/?#]/)[1] ?? ''
  return PATH_WORDS.find(([, words]) => words.test(page))?.[0] ?? (page ? 'List' : 'Category')
}
