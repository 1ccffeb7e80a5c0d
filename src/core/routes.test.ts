import { matchRoute, toMiniProgramUrl, appPagesConfig, allRoutes, matchPattern, PAGES } from './routes'
const { h5CustomRoutes } = require('../../config/custom-routes')

describe('route table (product-spec section 2)', () => {
  test.each([
    ['/news-detail/42', '/news-detail/:id', { id: '42' }],
    ['/story-detail/3', '/story-detail/:id/:type?', { id: '3' }],
    ['/story-detail/3/video', '/story-detail/:id/:type?', { id: '3', type: 'video' }],
    ['/seat-selection/1/4/9', '/seat-selection/:id/:max/:activityId', { id: '1', max: '4', activityId: '9' }],
    ['/service-map/CONTENT_TYPE_TOILET', '/service-map/:type/:longitude?/:latitude?', { type: 'CONTENT_TYPE_TOILET' }],
    [
      '/service-map/CONTENT_TYPE_TOILET/104.06/30.67',
      '/service-map/:type/:longitude?/:latitude?',
      { type: 'CONTENT_TYPE_TOILET', longitude: '104.06', latitude: '30.67' },
    ],
    ['/destination-desc/510100/8', '/destination-desc/:region/:id', { region: '510100', id: '8' }],
    [
      '/open-map/104.1/30.6/%E5%A4%A9%E5%BA%9C/road',
      '/open-map/:lng/:lat/:name/:address',
      { lng: '104.1', lat: '30.6', name: '天府', address: 'road' },
    ],
    ['/appointment-order/5/2026-12-01', '/appointment-order/:id/:date?', { id: '5', date: '2026-12-01' }],
    ['/guide/search', '/guide/search', {}],
    ['/volunteer-list/all', '/volunteer-list/:type', { type: 'all' }],
    ['/amusement-facility/', '/amusement-facility', {}],
  ])('%s matches %s', (path, pattern, params) => {
    const m = matchRoute(path)
    expect(m.pattern).toBe(pattern)
    expect(m.params).toEqual(params)
  })

  test('shell pages: root and /index -> index, utility routes -> their pages, unknown -> not-found', () => {
    expect(matchRoute('/').page).toBe('index')
    expect(matchRoute('/index').page).toBe('index')
    expect(matchRoute('/errorlinkFailure').page).toBe('expired-link')
    expect(matchRoute('/stop-service').page).toBe('stop-service')
    expect(matchRoute('/clear').page).toBe('clear')
    expect(matchRoute('/vConsole').page).toBe('vconsole')
    expect(matchRoute('/cc-guide').page).toBe('cc-guide')
    expect(matchRoute('/no/such/path').page).toBe('not-found')
    expect(matchRoute('/news-detail').page).toBe('not-found') // missing required id
    expect(matchRoute('/news-detail/1/2').page).toBe('not-found') // extra segment
  })

  test('the LIVE menu (/xj-live) opens the live rooms, as SLOW_LIVE (/live-list) does', () => {
    expect(matchRoute('/xj-live').page).toBe('live-list')
    expect(matchRoute('/live-list').page).toBe('live-list')
    expect(matchRoute('/live-list/12')).toMatchObject({ page: 'live-list', params: { id: '12' } })
  })

  test('login routes stay on a placeholder until the accounts area maps them', () => {
    expect(matchRoute('/login').pattern).toBe('/login')
    expect(matchRoute('/bind-phone/-1').params).toEqual({ type: '-1' })
  })

  test('weapp URL: page path + params and query as query string', () => {
    expect(toMiniProgramUrl('/scenic-detail/5')).toEqual({
      url: `/${PAGES['scenic-detail'].path}?id=5`,
      page: 'scenic-detail',
      isTab: false,
    })
    // an unknown path (every spec route is built now): the not-found page, which is told the path
    expect(toMiniProgramUrl('/no-such-page?x=1')).toEqual({
      url: `/${PAGES['not-found'].path}?x=1&path=%2Fno-such-page`,
      page: 'not-found',
      isTab: false,
    })
    expect(toMiniProgramUrl('/index?isWorship=true')).toEqual({ url: '/pages/index/index?isWorship=true', page: 'index', isTab: true })
    expect(toMiniProgramUrl('/errorlinkFailure').url).toBe('/package-shell/pages/expired-link/index')
  })

  test('app config: 2-5 tab pages in the main package, the rest in subpackages, index first', () => {
    const cfg = appPagesConfig()
    expect(cfg.pages[0]).toBe('pages/index/index')
    expect(cfg.tabPages.length).toBeGreaterThanOrEqual(2)
    expect(cfg.tabPages.length).toBeLessThanOrEqual(5)
    expect(cfg.subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))).toContain('package-shell/pages/not-found/index')
    expect(cfg.pages.every((p) => p.startsWith('pages/'))).toBe(true)
  })

  test('H5 customRoutes: every spec pattern listed once, catch-all last on the not-found page', () => {
    const custom = h5CustomRoutes()
    const all = (Object.values(custom) as string[][]).flat()
    expect(new Set(all).size).toBe(all.length)
    const notFound = custom[`/${PAGES['not-found'].path}`]
    expect(notFound[0]).toBe('/not-found')
    expect(notFound[notFound.length - 1]).toBe('/(.*)')
    expect(Object.keys(custom).pop()).toBe(`/${PAGES['not-found'].path}`)
    expect(allRoutes().length).toBeGreaterThan(250)
    // the H5 router's page paths are the app's (config/custom-routes.js writes pagePathOf again)
    for (const page of Object.values(PAGES).filter((p) => p.routes.length)) expect(custom[`/${page.path}`]).toEqual(page.routes)
    expect(PAGES['news-detail'].path).toBe('package-news/pages/news-detail/index')
    expect(PAGES.index.path).toBe('pages/index/index')
  })

  test('app config: the H5 catch-all page comes last, after every other subpackage page (the router tries them in order)', () => {
    const cfg = appPagesConfig()
    const last = cfg.subPackages[cfg.subPackages.length - 1]
    expect(`${last.root}/${last.pages[last.pages.length - 1]}`).toBe(PAGES['not-found'].path)
    expect(cfg.subPackages.map((s) => s.root)).toContain('package-account')
  })

  test('matchPattern ignores a trailing slash and rejects missing required segments', () => {
    expect(matchPattern('/a/:id', '/a/1/')).toEqual({ id: '1' })
    expect(matchPattern('/a/:id', '/a')).toBeNull()
  })
})
