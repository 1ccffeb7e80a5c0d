/**
 * Every resource type of the product (product-spec 1 and 2.2; rules-and-contract 7 "Resources"):
 * its CONTENT_TYPE_* code, list and detail routes, API base, the locale namespace its pages use,
 * and an icon name of @nutui/icons-react-taro. Detail jumps, collections, search results and the
 * server's resource plugins read this one table.
 * API bases are "not shown" in the spec: each is `res/api/<resource>` answering list (paged
 * variant a) and detail?id= like res/api/content (docs/ARCHITECTURE.md, contract decisions).
 */
import { routes } from './route-paths'

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

const type = (code: string, rest: Omit<ResourceType, 'code'>): ResourceType => ({ code, ...rest })

export const RESOURCE_TYPES = {
  SCENERY: type('CONTENT_TYPE_SCENERY', {
    list: () => routes.scenicList(),
    detail: routes.scenicDetail,
    api: 'res/api/scenic',
    namespace: 'places',
    icon: 'Location',
  }),
  SPOTS: type('CONTENT_TYPE_SPOTS', { detail: routes.spotDetail, api: 'res/api/spots', namespace: 'places', icon: 'Pin' }),
  VENUE: type('CONTENT_TYPE_VENUE', {
    list: () => routes.venuesList(),
    detail: routes.venuesDetail,
    api: 'res/api/venue',
    namespace: 'places',
    icon: 'Store',
  }),
  ACTIVITY_ROOM: type('CONTENT_TYPE_ACTIVITY_SHIU', {
    detail: routes.roomDetail,
    api: 'res/api/activityRoom',
    namespace: 'places',
    icon: 'Category',
  }),
  HOTEL: type('CONTENT_TYPE_HOTEL', {
    list: () => routes.hotelList(),
    detail: routes.hotelDetail,
    api: 'res/api/hotel',
    namespace: 'places',
    icon: 'Home',
  }),
  FOOD: type('CONTENT_TYPE_DINING', {
    list: () => routes.foodList(),
    detail: routes.foodDetail,
    api: 'res/api/dining',
    namespace: 'places',
    icon: 'Heart',
  }),
  SPECIALITY: type('CONTENT_TYPE_SPECIALITY', {
    list: routes.specialityList,
    detail: routes.specialityDetail,
    api: 'res/api/speciality',
    namespace: 'places',
    icon: 'Gift',
  }),
  HOMESTAY: type('CONTENT_TYPE_AGRITAINMENT', {
    list: routes.homestayList,
    detail: routes.homestayDetail,
    api: 'res/api/agritainment',
    namespace: 'places',
    icon: 'Home',
  }),
  RURAL: type('CONTENT_TYPE_RURAL', {
    list: routes.ruraList,
    detail: routes.ruralDetail,
    api: 'res/api/rural',
    namespace: 'places',
    icon: 'Footprint',
  }),
  ENTERTAINMENT: type('CONTENT_TYPE_ENTERTAINMENT', {
    list: () => routes.entertainList(),
    detail: routes.entertainDetail,
    api: 'res/api/entertainment',
    namespace: 'places',
    icon: 'Joy',
  }),
  EXHIBITION: type('CONTENT_TYPE_EXHIBITION', {
    list: routes.exhibitionList,
    detail: routes.exhibitionDetail,
    api: 'res/api/exhibition',
    namespace: 'places',
    icon: 'Image',
  }),
  COLLECTION: type('CONTENT_TYPE_COLLECTION', { list: routes.relicsList, api: 'res/api/collection', namespace: 'places', icon: 'Star' }),
  RESEARCH_BASE: type('CONTENT_TYPE_RESEARCH_BASE', {
    list: routes.studiesBase,
    detail: routes.studiesBaseDetail,
    api: 'res/api/researchBase',
    namespace: 'places',
    icon: 'Designer',
  }),
  SCENIC_PROJECT: type('CONTENT_TYPE_SCENIC_PROJECT', {
    list: routes.amusementFacility,
    detail: routes.amusementFacilityDesc,
    api: 'res/api/scenicProject',
    namespace: 'places',
    icon: 'Joy',
  }),
  SCENIC_SHOW: type('CONTENT_TYPE_SCENIC_SHOW', {
    list: routes.wonderfulShow,
    detail: routes.wonderfulShowDesc,
    api: 'res/api/scenicShow',
    namespace: 'places',
    icon: 'Video',
  }),
  TOILET: type('CONTENT_TYPE_TOILET', {
    list: () => routes.serviceMap('CONTENT_TYPE_TOILET'),
    api: 'res/api/toilet',
    namespace: 'services',
    icon: 'Location',
  }),
  PARKING: type('CONTENT_TYPE_PARKING', {
    list: () => routes.serviceMap('CONTENT_TYPE_PARKING'),
    api: 'res/api/parking',
    namespace: 'services',
    icon: 'Location',
  }),
  GAS_STATION: type('CONTENT_TYPE_GAS_STATION', {
    list: () => routes.serviceMap('CONTENT_TYPE_GAS_STATION'),
    api: 'res/api/gasStation',
    namespace: 'services',
    icon: 'Location',
  }),
  MEDICAL: type('CONTENT_TYPE_MEDICAL', {
    list: () => routes.serviceMap('CONTENT_TYPE_MEDICAL'),
    api: 'res/api/medical',
    namespace: 'services',
    icon: 'Health',
  }),
  NEWS: type('CONTENT_TYPE_NEWS', {
    list: () => routes.newsList('all'),
    detail: routes.newsDetail,
    api: 'res/api/content',
    namespace: 'news',
    icon: 'Articles',
  }),
  STRATEGY: type('CONTENT_TYPE_STRATEGY', {
    list: routes.strategyList,
    detail: routes.strategyDetail,
    api: 'res/api/story',
    namespace: 'stories',
    icon: 'Edit',
  }),
  STORY: type('CONTENT_TYPE_STORY', {
    detail: (id) => routes.storyDetail(id),
    api: 'res/api/story',
    namespace: 'stories',
    icon: 'Comment',
  }),
  TOPIC: type('CONTENT_TYPE_TOPIC', {
    list: routes.topicList,
    detail: routes.topicDetail,
    api: 'res/api/topic',
    namespace: 'stories',
    icon: 'Notice',
  }),
  BRAND: type('CONTENT_TYPE_BRAND', { detail: routes.brandDesc, api: 'res/api/brand', namespace: 'stories', icon: 'Fabulous' }),
  LIVE: type('CONTENT_TYPE_LIVE', {
    list: () => routes.liveList(),
    detail: routes.liveDetail,
    api: 'res/api/live',
    namespace: 'media',
    icon: 'Video',
  }),
  ACTIVITY: type('CONTENT_TYPE_ACTIVITY', {
    list: () => routes.activity(),
    detail: routes.activityDetail,
    api: 'res/api/activity',
    namespace: 'activity',
    icon: 'Clock',
  }),
  INTANGIBLE_PROJECT: type('CONTENT_TYPE_INTANGIBLE_PROJECT', {
    list: routes.projectList,
    detail: routes.projectDesc,
    api: 'res/api/heritage',
    namespace: 'heritage',
    icon: 'Star',
  }),
  INTANGIBLE_SUCCESSOR: type('CONTENT_TYPE_INTANGIBLE_SUCCESSOR', {
    list: routes.successorList,
    detail: routes.successorDesc,
    api: 'res/api/heritageSuccessor',
    namespace: 'heritage',
    icon: 'User',
  }),
  EXPERIENCE_BASE: type('CONTENT_TYPE_EXPERIENCE_BASE', {
    list: routes.experienceList,
    detail: routes.experienceDesc,
    api: 'res/api/heritageExperience',
    namespace: 'heritage',
    icon: 'Joy',
  }),
  INHERITANCE_BASE: type('CONTENT_TYPE_INHERITANCE_BASE', {
    list: routes.inheritanceList,
    detail: routes.inheritanceDesc,
    api: 'res/api/heritageInheritance',
    namespace: 'heritage',
    icon: 'Store',
  }),
  COURSE: type('CONTENT_TYPE_COURSE', {
    list: routes.courseList,
    detail: routes.courseDesc,
    api: 'res/api/course',
    namespace: 'courses',
    icon: 'Order',
  }),
  VOLUNTEER_ACTIVITY: type('CONTENT_TYPE_VOLUNTEER_ACTIVITY', {
    list: () => routes.volunteerList('all'),
    detail: routes.volunteerDesc,
    api: 'res/api/volunteerActivity',
    namespace: 'volunteer',
    icon: 'Heart',
  }),
  VOLUNTEER_TEAM: type('CONTENT_TYPE_VOLUNTEER_TEAM', {
    detail: routes.teamDesc,
    api: 'res/api/volunteerTeam',
    namespace: 'volunteer',
    icon: 'User',
  }),
} satisfies Record<string, ResourceType>

export type ResourceTypeKey = keyof typeof RESOURCE_TYPES

const BY_CODE = new Map<string, ResourceType>(Object.values(RESOURCE_TYPES).map((t) => [t.code, t]))

/** The type of a CONTENT_TYPE_* code, or undefined for an unknown code. */
export const resourceTypeOf = (code: string): ResourceType | undefined => BY_CODE.get(code)

/** Where a content item of any type opens (collections, search, adverts); undefined when it has no detail page. */
export function detailRouteOf(code: string, id: Id): string | undefined {
  return resourceTypeOf(code)?.detail?.(id)
}
