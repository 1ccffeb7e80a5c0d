/**
 * The fixed map of known routes whose page stays go to the analytics collector
 * (rules-and-contract 7: "sent only for a fixed map of known routes"). A route outside it sends
 * nothing. `module` is the collector's page group (menu codes where a menu opens the route);
 * `special` names the parameter holding the item a detail page shows, `region` the one holding
 * a region code. Patterns are the route table's (`:param`, `?` optional); campaign pages are
 * listed before their route exists so their records start with it.
 */
import { matchPattern } from '../routes'

export interface StatRoute {
  module: string
  special?: string
  region?: string
}

export const STAT_ROUTES: Readonly<Record<string, StatRoute>> = {
  '/index': { module: 'INDEX' },
  '/news-list/:code': { module: 'NEWS' },
  '/news-list/:code/:tagId': { module: 'NEWS' },
  '/news-detail/:id': { module: 'NEWS', special: 'id' },
  '/scenic-list/:siteId?': { module: 'SCENIC' },
  '/scenic-detail/:id': { module: 'SCENIC', special: 'id' },
  '/spot-detail/:id': { module: 'SCENIC', special: 'id' },
  '/venues-list/:siteId?': { module: 'VENUE' },
  '/venues-detail/:id': { module: 'VENUE', special: 'id' },
  '/room-detail/:id': { module: 'VENUE', special: 'id' },
  '/hotel-list/:siteId?': { module: 'HOTEL' },
  '/hotel-detail/:id': { module: 'HOTEL', special: 'id' },
  '/food-list/:siteId?': { module: 'FOOD' },
  '/food-detail/:id': { module: 'FOOD', special: 'id' },
  '/speciality-list': { module: 'SPECIALTY' },
  '/rura/:region/:siteId?': { module: 'COUNTRY_TOUR', region: 'region' },
  '/destination': { module: 'DESTINATION' },
  '/destination-city/:region/:siteId': { module: 'DESTINATION', region: 'region' },
  '/guide-map/:tourId': { module: 'GUIDE_TOUR', special: 'tourId' },
  '/live-list/:id?': { module: 'SLOW_LIVE', special: 'id' },
  '/intangible-index': { module: 'INTANGIBLE' },
  '/topic-list': { module: 'TOPIC' },
  '/topic-detail/:id': { module: 'TOPIC', special: 'id' },
  '/strategy-list': { module: 'RAIDERS' },
  '/strategy-detail/:id': { module: 'RAIDERS', special: 'id' },
  '/story-detail/:id/:type?': { module: 'STORY', special: 'id' },
  '/time': { module: 'TIME' },
  '/activity-home': { module: 'ACTIVITY' },
  '/activity-detail/:id': { module: 'ACTIVITY', special: 'id' },
  '/online-vote': { module: 'VOTE_LIST' },
  '/vote-detail/:id': { module: 'VOTE_LIST', special: 'id' },
  '/campaign/:code': { module: 'CAMPAIGN', special: 'code' },
  '/user': { module: 'USER' },
}

/** every module the collector accepts (the server refuses others) */
export const STAT_MODULES: readonly string[] = [...new Set(Object.values(STAT_ROUTES).map((r) => r.module))]

export interface StatTarget {
  pattern: string
  module: string
  special: string
  region: string
}

/** The known route of a spec path (query and hash ignored), or null: that page sends nothing. */
export function statTargetOf(path: string): StatTarget | null {
  const clean = path.split('?')[0].split('#')[0]
  // static patterns first, like the route table, so '/index' never falls into a parameter pattern
  const patterns = Object.keys(STAT_ROUTES).sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')))
  for (const pattern of patterns) {
    const params = matchPattern(pattern, clean)
    if (!params) continue
    const route = STAT_ROUTES[pattern]
    return {
      pattern,
      module: route.module,
      special: (route.special && params[route.special]) || '',
      region: (route.region && params[route.region]) || '',
    }
  }
  return null
}
