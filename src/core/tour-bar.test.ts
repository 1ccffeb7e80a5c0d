/**
 * The tour-bar rule (product-spec 2.3 "Tour-bar flagged routes"), written once in route-table.json
 * `tourBar`: guided tours, campaign pages, rankings, Great Wall pages, study-tour pages and
 * /errorlinkFailure show the bottom index bar; other routes do not. On the mini-program the page
 * path and its parameters give the spec path back.
 */
import { PAGES, showsTourBar, specPathOf, toMiniProgramUrl, TOUR_BAR_ROUTES } from './routes'
import { NAMED_CAMPAIGN_ROUTES } from './campaigns/rules'

test('the flagged routes of the spec', () => {
  for (const path of [
    '/guide-map/3',
    '/guide-map-zytf',
    '/live-list/12',
    '/campaign/summer-night-tour',
    '/player-list/skills-competition',
    '/winter-scenic-desc/7',
    '/regional-rank',
    '/scenic-rank/CONTENT_TYPE_SCENERY',
    '/cc-interesting',
    '/cc-detail/5',
    '/cc-art-detail/5',
    '/other-guide/food',
    '/study-tour-index',
    '/study-instructor-details/2',
    '/errorlinkFailure',
    ...NAMED_CAMPAIGN_ROUTES,
  ])
    expect([path, showsTourBar(path)]).toEqual([path, true])
  for (const path of ['/index', '/live-list', '/news-list/all', '/scenic-detail/3', '/vote-detail/1', '/user'])
    expect([path, showsTourBar(path)]).toEqual([path, false])
})

test('every flagged pattern is a route of the table', () => {
  const served = new Set(Object.values(PAGES).flatMap((p) => p.routes.map((r) => r.replace(/\?$/, ''))))
  for (const pattern of TOUR_BAR_ROUTES) expect([pattern, served.has(pattern)]).toEqual([pattern, true])
})

test('mini-program: the spec path from the page path and its parameters', () => {
  const live = toMiniProgramUrl('/live-list/12')
  expect(specPathOf(live.url.split('?')[0], { id: '12' })).toBe('/live-list/12')
  expect(showsTourBar(specPathOf(live.url.split('?')[0], {}))).toBe(false)
  // the campaign page serves many static routes: its URL carries the path (passesPath)
  const winter = toMiniProgramUrl('/winter-guide')
  expect(winter.url).toBe('/package-campaigns/pages/campaign/index?path=%2Fwinter-guide')
  expect(specPathOf('/package-campaigns/pages/campaign/index', { path: '/winter-guide' })).toBe('/winter-guide')
  expect(specPathOf('/guide-map/3')).toBe('/guide-map/3')
})
