/**
 * The home sections that show places, as data: the call, the heading key (home namespace) and
 * the "more" route. The layouts (src/components/HomeLayout/variants.ts) pick sections by kind.
 */
import { regionCentre } from '../../core/geo'
import * as routes from '../../core/route-paths'
import { matchRoute, NOT_FOUND_PAGE } from '../../core/routes'
import type { Result } from '../../kit/result'
import { readKnownPosition } from '../places/use-visitor-position'
import { homeApi } from './api'
import type { StripPlace } from './PlaceStrip'

export interface PlaceSectionSpec {
  load(): Promise<Result<StripPlace[]>>
  more?: () => string
  /** the "more" link's text key when it is not "more" */
  moreKey?: string
  ranked?: boolean
}

/** the scenic area's guide map: the guided map tours when built, else the map of its spots */
const guideMap = () => {
  const tours = routes.guideScenicList()
  return matchRoute(tours).page === NOT_FOUND_PAGE ? routes.venuesMap('CONTENT_TYPE_SPOTS') : tours
}

/** the visitor's last known position (never asked for on the home page), else the site's centre */
export function nearbyPoint(): { longitude: number; latitude: number } {
  const { longitude, latitude } = readKnownPosition() ?? regionCentre(__SITE__.regionCode)
  return { longitude, latitude }
}

export const PLACE_SECTIONS = {
  recommend: { load: () => homeApi.recommended(6), more: () => routes.scenicList() },
  nearby: { load: () => homeApi.places('SCENERY', nearbyPoint(), 6), more: () => routes.venuesMap('CONTENT_TYPE_SCENERY') },
  rank: { load: () => homeApi.ranked('SCENERY', 5), more: () => routes.scenicRank('CONTENT_TYPE_SCENERY'), ranked: true },
  spots: { load: () => homeApi.places('SPOTS', {}, 8), more: guideMap, moreKey: 'guideMap' },
  villages: { load: () => homeApi.places('RURAL', {}, 6), more: () => routes.ruraList() },
  specialities: { load: () => homeApi.places('SPECIALITY', {}, 6), more: () => routes.specialityList() },
  silkRoad: { load: () => homeApi.places('SCENERY', {}, 6), more: () => routes.scenicList() },
  hot: { load: () => homeApi.ranked('SCENERY', 5), more: () => routes.xjHot(), ranked: true },
  culture: { load: () => homeApi.places('EXHIBITION', {}, 6), more: () => routes.exhibitionList() },
  posts: { load: () => homeApi.places('HOTEL', {}, 6), more: () => routes.hotelList() },
  venues: { load: () => homeApi.places('VENUE', {}, 6), more: () => routes.venuesList() },
} satisfies Record<string, PlaceSectionSpec>

export type PlaceSectionKind = keyof typeof PLACE_SECTIONS
