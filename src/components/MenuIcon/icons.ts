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

export function iconOfMenuCode(code: string): IconName {
  return BY_CODE.get(code) ?? 'Category'
}
