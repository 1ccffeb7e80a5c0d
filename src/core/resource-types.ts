/**
 * Every resource type of the product (product-spec 1 and 2.2; rules-and-contract 7 "Resources"):
 * its CONTENT_TYPE_* code, list and detail routes, API base, the locale namespace its pages use,
 * and an icon name of @nutui/icons-react-taro. Detail jumps, collections, search results and the
 * server's resource plugins read this one table.
 * API bases are "not shown" in the spec: each is `res/api/<resource>` answering list (paged
 * variant a) and detail?id= like res/api/content (docs/ARCHITECTURE.md, contract decisions).
 */
import * as routes from './route-paths'

type Id = string | number

export interface ResourceType {
  code: string
  /** the list page (undefined: listed only inside another page, e.g. spots in a scenic area) */
  list?: () => string
  detail?: (id: Id) => string
  /** contract path without /api/ prefix, e.g. 'res/api/scenic' (+ '/list', '/detail') */
  api: string
  /** locale namespace of its pages */
  namespace: 'places' | 'news' | 'stories' | 'media' | 'heritage' | 'activity' | 'volunteer' | 'courses' | 'services'
  icon: string
}

/**
 * One row of the table: the code after CONTENT_TYPE_, the locale namespace, the API base after
 * res/api/, the icon, then the list page and the detail page where the type has them.
 */
function row(
  code: string,
  namespace: ResourceType['namespace'],
  api: string,
  icon: string,
  list?: () => string,
  detail?: (id: Id) => string,
) {
  const type: ResourceType = { code: `CONTENT_TYPE_${code}`, api: `res/api/${api}`, namespace, icon }
  if (list) type.list = list
  if (detail) type.detail = detail
  return type
}

export const RESOURCE_TYPES = {
  SCENERY: row('SCENERY', 'places', 'scenic', 'Location', () => routes.scenicList(), routes.scenicDetail),
  SPOTS: row('SPOTS', 'places', 'spots', 'Pin', undefined, routes.spotDetail),
  VENUE: row('VENUE', 'places', 'venue', 'Store', () => routes.venuesList(), routes.venuesDetail),
  ACTIVITY_ROOM: row('ACTIVITY_SHIU', 'places', 'activityRoom', 'Category', undefined, routes.roomDetail),
  HOTEL: row('HOTEL', 'places', 'hotel', 'Home', () => routes.hotelList(), routes.hotelDetail),
  FOOD: row('DINING', 'places', 'dining', 'Heart', () => routes.foodList(), routes.foodDetail),
  SPECIALITY: row('SPECIALITY', 'places', 'speciality', 'Gift', routes.specialityList, routes.specialityDetail),
  HOMESTAY: row('AGRITAINMENT', 'places', 'agritainment', 'Home', routes.homestayList, routes.homestayDetail),
  RURAL: row('RURAL', 'places', 'rural', 'Footprint', routes.ruraList, routes.ruralDetail),
  ENTERTAINMENT: row('ENTERTAINMENT', 'places', 'entertainment', 'Joy', () => routes.entertainList(), routes.entertainDetail),
  EXHIBITION: row('EXHIBITION', 'places', 'exhibition', 'Image', routes.exhibitionList, routes.exhibitionDetail),
  COLLECTION: row('COLLECTION', 'places', 'collection', 'Star', routes.relicsList, routes.relicsDetail),
  RESEARCH_BASE: row('RESEARCH_BASE', 'places', 'researchBase', 'Designer', routes.studiesBase, routes.studiesBaseDetail),
  SCENIC_PROJECT: row('SCENIC_PROJECT', 'places', 'scenicProject', 'Joy', routes.amusementFacility, routes.amusementFacilityDesc),
  SCENIC_SHOW: row('SCENIC_SHOW', 'places', 'scenicShow', 'Video', routes.wonderfulShow, routes.wonderfulShowDesc),
  TOILET: row('TOILET', 'services', 'toilet', 'Location', () => routes.serviceMap('CONTENT_TYPE_TOILET')),
  PARKING: row('PARKING', 'services', 'parking', 'Location', () => routes.serviceMap('CONTENT_TYPE_PARKING')),
  GAS_STATION: row('GAS_STATION', 'services', 'gasStation', 'Location', () => routes.serviceMap('CONTENT_TYPE_GAS_STATION')),
  MEDICAL: row('MEDICAL', 'services', 'medical', 'Health', () => routes.serviceMap('CONTENT_TYPE_MEDICAL')),
  NEWS: row('NEWS', 'news', 'content', 'Articles', () => routes.newsList('all'), routes.newsDetail),
  STRATEGY: row('STRATEGY', 'stories', 'story', 'Edit', routes.strategyList, routes.strategyDetail),
  STORY: row('STORY', 'stories', 'story', 'Comment', undefined, (id) => routes.storyDetail(id)),
  TOPIC: row('TOPIC', 'stories', 'topic', 'Notice', routes.topicList, routes.topicDetail),
  BRAND: row('BRAND', 'stories', 'brand', 'Fabulous', undefined, routes.brandDesc),
  LIVE: row('LIVE', 'media', 'live', 'Video', () => routes.liveList(), routes.liveDetail),
  ACTIVITY: row('ACTIVITY', 'activity', 'activity', 'Clock', () => routes.activity(), routes.activityDetail),
  INTANGIBLE_PROJECT: row('INTANGIBLE_PROJECT', 'heritage', 'heritage', 'Star', routes.projectList, routes.projectDesc),
  INTANGIBLE_SUCCESSOR: row('INTANGIBLE_SUCCESSOR', 'heritage', 'heritageSuccessor', 'User', routes.successorList, routes.successorDesc),
  EXPERIENCE_BASE: row('EXPERIENCE_BASE', 'heritage', 'heritageExperience', 'Joy', routes.experienceList, routes.experienceDesc),
  INHERITANCE_BASE: row('INHERITANCE_BASE', 'heritage', 'heritageInheritance', 'Store', routes.inheritanceList, routes.inheritanceDesc),
  COURSE: row('COURSE', 'courses', 'course', 'Order', routes.courseList, routes.courseDesc),
  VOLUNTEER_ACTIVITY: row(
    'VOLUNTEER_ACTIVITY',
    'volunteer',
    'volunteerActivity',
    'Heart',
    () => routes.volunteerList('all'),
    routes.volunteerDesc,
  ),
  VOLUNTEER_TEAM: row('VOLUNTEER_TEAM', 'volunteer', 'volunteerTeam', 'User', undefined, routes.teamDesc),
} satisfies Record<string, ResourceType>

export type ResourceTypeKey = keyof typeof RESOURCE_TYPES

const BY_CODE = new Map<string, ResourceType>(Object.values(RESOURCE_TYPES).map((t) => [t.code, t]))

/** The type of a CONTENT_TYPE_* code, or undefined for an unknown code. */
export const resourceTypeOf = (code: string): ResourceType | undefined => BY_CODE.get(code)

const KEY_BY_CODE = new Map(Object.entries(RESOURCE_TYPES).map(([key, t]) => [t.code, key as ResourceTypeKey]))

/** The RESOURCE_TYPES key of a CONTENT_TYPE_* code (the app names and routes an item by it), or undefined. */
export const resourceTypeKeyOf = (code: string): ResourceTypeKey | undefined => KEY_BY_CODE.get(code)

/** Where a content item of any type opens (collections, search, adverts); undefined when it has no detail page. */
export function detailRouteOf(code: string, id: Id): string | undefined {
  return resourceTypeOf(code)?.detail?.(id)
}
