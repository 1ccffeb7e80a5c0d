/**
 * The Great Wall culture park (cc-greatwall; product-spec 2.3 "Great Wall section",
 * docs/contract-greatwall.md): the park's sections as the tiles of its home (/cc-scenic), the guide
 * types of /other-guide/{type} and what each guide lists. Texts are keys of the `greatwall`
 * namespace (`section.<key>`, `guide.<type>.<item>.title|text`). Pure TS.
 */
import * as routes from '../route-paths'

/** the subpackage of the area (site-packages.json ships it to cc-greatwall only) */
export const GREATWALL_PACKAGE = 'package-greatwall'

/** chosen: walking routes along the wall, the four seasons, and how to visit the wall without harming it */
export const GUIDE_TYPES = ['routes', 'seasons', 'etiquette'] as const
export type GuideType = (typeof GUIDE_TYPES)[number]

export const isGuideType = (type: string | undefined): type is GuideType => GUIDE_TYPES.includes(type as GuideType)

/** each guide's entries in reading order */
export const GUIDE_ITEMS: Record<GuideType, readonly string[]> = {
  /** Hebei's classic walks: Jinshanling's east section, the sea-to-mountain line at Shanhaiguan, a wild wall, a canyon wall */
  routes: ['jinshanling', 'shanhaiguan', 'dongjiakou', 'baiyangyu'],
  seasons: ['spring', 'summer', 'autumn', 'winter'],
  etiquette: ['noCarving', 'wildWall', 'leaveNoTrace', 'weather'],
}

export interface ParkSection {
  /** label `greatwall:section.<key>` */
  key: string
  route: string
}

/** the tiles of the Great Wall home, in the park's order: see, stay, eat, enjoy, then help */
export const PARK_SECTIONS: readonly ParkSection[] = [
  { key: 'scenicspot', route: routes.ccScenicspot() },
  { key: 'hotel', route: routes.ccHotel() },
  { key: 'food', route: routes.ccFood() },
  { key: 'interesting', route: routes.ccInteresting() },
  { key: 'art', route: routes.ccArt() },
  { key: 'activity', route: routes.ccActivity() },
  { key: 'routes', route: routes.otherGuide('routes') },
  { key: 'seasons', route: routes.otherGuide('seasons') },
  { key: 'etiquette', route: routes.otherGuide('etiquette') },
  { key: 'service', route: routes.ccService() },
  { key: 'user', route: routes.ccUser() },
]

/** /cc-interesting's tabs: the place types that are things to do around the wall */
export const INTERESTING_TYPES = ['ENTERTAINMENT', 'SCENIC_PROJECT', 'SCENIC_SHOW', 'RURAL'] as const
/** /cc-food's tabs */
export const FOOD_TYPES = ['FOOD', 'SPECIALITY'] as const

/** /cc-user's entries (keys of the user centre's `user.entries.*`, routes of its grid) */
export const PARK_USER_ENTRIES: ReadonlyArray<readonly [string, string]> = [
  ['orders', routes.userOrder()],
  ['reservations', routes.userReservation()],
  ['collection', routes.userCollection()],
  ['messages', routes.messageCenter()],
  ['contacts', routes.userContacts()],
  ['profile', routes.userData()],
]
