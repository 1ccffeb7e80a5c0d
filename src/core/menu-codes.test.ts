import { inAppMenuPath, MENU_CODE_ROUTES, PATH_MENU_CODE, resolveMenuTarget, type MenuContext } from './menu-codes'
import { matchRoute, NOT_FOUND_PAGE } from './routes'

const ctx: MenuContext = { siteCode: 'cd-city', region: '510100', isMiniProgram: false }
const item = (menuCode: string, over: object = {}) => ({ menuCode, jumpType: 1 as const, ...over })

// every code of product-spec 2.1, in the spec's order
const SPEC_CODES = `NEWS INDEX ACTIVITY TIME USER PERSONAL INTEGRAL ORDERS MY_ACTIVITY BOOKING CONSUMPTION_CODE HONESTY
DESTINATION SCENIC VENUE HOTEL FOOD RAIDERS TOPIC VOLUNTEER VOLUNTEER_LIST COMMUNITY zijiayou COMMON DEFAULT_SERVICE
CONFIGURE_SERVICE PANORAMIC CS-PANORAMIC CS-WORSHIP DPQ-SHOP LIVE HOT GUIDE AGENCY TOILET PARKING GASSTATION GAS_STATION
INTANGIBLE INTANGIBLE_PROJECT INTANGIBLE_SUCCESSOR PROJECT_EXPERIENCE_BASE MISSION_PROTECTION_BASE INTANGIBLE_FOOD
INTANGIBLE_NEWS INTANGIBLE_VIDEO INTANGIBLE_AUDIO ASK_FOR_HELP ITINTERARY BUS_INQUIRY TRAIN_INQUIRY TICKET_INQUIRY
AIRCRAFT_INQUIRY ROBOT FEEDBACK SCHOOL COUNTRY_TOUR FARMHOUSE GUIDE_TOUR COMPLAINT ZXTS SLOW_LIVE AIR_QUALITY CAR_RENTAL
HEALTH_CODE ART_FUND VOLUNTEER_SERVICE MY_STUDY EQ INHERITOR USER_VOTE VOTE_LIST REGION_RANK ENTERTAIN EXHIBITION
COLLECTION QUESTIONNAIRE JMG-SUB STUDIES PLAYITEM SUBJECTAREA SHOW SPECIALTY DSP`.split(/\s+/)

describe('menu code table (product-spec 2.1)', () => {
  test('every spec code is present and no extra code is invented', () => {
    expect(Object.keys(MENU_CODE_ROUTES).sort()).toEqual([...SPEC_CODES].sort())
  })

  test('every menu route is a route of the route table', () => {
    for (const code of SPEC_CODES) {
      const target = resolveMenuTarget(item(code, { resourceValue: '12' }), ctx)
      expect(target.kind).toBe('route')
      if (target.kind !== 'route') continue
      const match = matchRoute(target.url)
      expect({ code, pattern: match.pattern }).not.toEqual({ code, pattern: '' })
    }
  })

  test.each([
    ['NEWS', '/news-list/all', false],
    ['USER', '/user', true],
    ['MY_ACTIVITY', '/user-activity?orderType=CONTENT_TYPE_ACTIVITY', true],
    ['HONESTY', '/user-credit', true],
    ['ITINTERARY', '/itinerary-list', true],
    ['FEEDBACK', '/feedback', true],
    ['CS-WORSHIP', '/index?isWorship=true', false],
    ['ART_FUND', '/column-list/scysjj', false],
    ['TOILET', '/service-map/CONTENT_TYPE_TOILET', false],
    ['PARKING', '/service-map/CONTENT_TYPE_PARKING', false],
    ['GASSTATION', '/service-map/CONTENT_TYPE_GAS_STATION', false],
    ['GAS_STATION', '/service-map/CONTENT_TYPE_GAS_STATION', false],
    ['PLAYITEM', '/amusement-facility/', false],
    ['DSP', '/short-video-list', false],
  ])('%s -> %s (login %s)', (code, url, needLogin) => {
    expect(resolveMenuTarget(item(code), ctx)).toEqual({ kind: 'route', url, needLogin })
  })

  test('optional site id segment and the COUNTRY_TOUR region', () => {
    expect(resolveMenuTarget(item('SCENIC'), ctx)).toMatchObject({ url: '/scenic-list' })
    expect(resolveMenuTarget(item('SCENIC', { resourceValue: '7' }), ctx)).toMatchObject({ url: '/scenic-list/7' })
    expect(resolveMenuTarget(item('COUNTRY_TOUR'), ctx)).toMatchObject({ url: '/rura/510100' })
    expect(resolveMenuTarget(item('COUNTRY_TOUR', { resourceValue: '3' }), ctx)).toMatchObject({ url: '/rura/510100/3' })
  })

  test('VOLUNTEER_SERVICE: volunteerStatus 1 -> /volunteers, otherwise /volunteer-service', () => {
    expect(resolveMenuTarget(item('VOLUNTEER_SERVICE'), { ...ctx, volunteerStatus: 1 })).toMatchObject({ url: '/volunteers' })
    expect(resolveMenuTarget(item('VOLUNTEER_SERVICE'), { ...ctx, volunteerStatus: 0 })).toMatchObject({ url: '/volunteer-service' })
    expect(resolveMenuTarget(item('VOLUNTEER_SERVICE'), ctx)).toMatchObject({ url: '/volunteer-service' })
  })

  test('DEVELOP is coming soon everywhere; the xj service menus only in the mini-program', () => {
    expect(resolveMenuTarget(item('DEVELOP'), ctx)).toEqual({ kind: 'coming-soon' })
    const xj = { ...ctx, siteCode: 'xj-region' }
    expect(resolveMenuTarget(item('TRAIN_INQUIRY'), { ...xj, isMiniProgram: true })).toEqual({ kind: 'coming-soon' })
    expect(resolveMenuTarget(item('TRAIN_INQUIRY'), xj)).toMatchObject({ kind: 'route', url: '/train-search' })
    expect(resolveMenuTarget(item('TRAIN_INQUIRY'), { ...ctx, isMiniProgram: true })).toMatchObject({ kind: 'route' })
  })

  test('jumpType 2 is an external link; a menu needLogin flag adds login', () => {
    expect(resolveMenuTarget(item('NEWS', { jumpType: 2, externalLink: 'https://x.example/' }), ctx)).toEqual({
      kind: 'external',
      url: 'https://x.example/',
    })
    expect(resolveMenuTarget(item('NEWS', { needLogin: true }), ctx)).toMatchObject({ needLogin: true })
    expect(resolveMenuTarget(item('NO_SUCH'), ctx)).toEqual({ kind: 'unknown' })
  })
})

describe('path rule: a code without a route of its own opens the item path', () => {
  test('an in-app path opens, with its query, under the item login flag', () => {
    expect(resolveMenuTarget(item(PATH_MENU_CODE, { path: '/sc-live' }), ctx)).toEqual({ kind: 'route', url: '/sc-live', needLogin: false })
    expect(resolveMenuTarget(item('ANY_OTHER', { path: '/news-list-xj/all?x=1', needLogin: true }), ctx)).toEqual({
      kind: 'route',
      url: '/news-list-xj/all?x=1',
      needLogin: true,
    })
  })

  test('a code with a route keeps it whatever the path says', () => {
    const withPath = resolveMenuTarget(item('NEWS', { path: '/sc-live' }), ctx)
    expect(withPath).toEqual(resolveMenuTarget(item('NEWS'), ctx))
    expect(resolveMenuTarget(item('DEVELOP', { path: '/sc-live' }), ctx)).toEqual({ kind: 'coming-soon' })
  })

  test('no page behind the path: unknown (the coming-soon toast)', () => {
    for (const path of [undefined, '', '/', '/no-such-page', 'sc-live', '//evil.example/sc-live', 'https://x.example/sc-live'])
      expect(resolveMenuTarget(item(PATH_MENU_CODE, { path }), ctx)).toEqual({ kind: 'unknown' })
    expect(inAppMenuPath(' /sc-video ')).toBe('/sc-video')
  })

  test('jumpType 2 without a link does not fall back to the path', () => {
    expect(resolveMenuTarget(item(PATH_MENU_CODE, { jumpType: 2, path: '/sc-live' }), ctx)).toEqual({ kind: 'unknown' })
  })
})

test('the not-found page key is the fallback of matchRoute', () => {
  expect(matchRoute('/no-such-page').page).toBe(NOT_FOUND_PAGE)
})
