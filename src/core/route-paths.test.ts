/** The generated builders lead exactly where the route table says: every spec pattern, every page. */
import * as routes from './route-paths'
import { allRoutes, matchRoute } from './routes'

describe('typed route builders', () => {
  it('build every spec pattern, and the matcher takes the path back to that pattern and its params', () => {
    for (const { pattern, page } of allRoutes()) {
      if (pattern === '/') continue
      const params = pattern
        .split('/')
        .filter((s) => s.startsWith(':'))
        .map((_s, i) => `v${i}`)
      const builder = Object.values(routes).find((b) => {
        const path = (b as (...a: string[]) => string)(...params)
        const m = matchRoute(path)
        return m.pattern === pattern
      })
      expect({ pattern, found: !!builder }).toEqual({ pattern, found: true })
      const path = (builder as (...a: string[]) => string)(...params)
      expect(matchRoute(path).page).toBe(page)
    }
  })

  it('encode parameters and drop absent optional ones', () => {
    expect(routes.newsDetail(42)).toBe('/news-detail/42')
    expect(routes.newsList('all')).toBe('/news-list/all')
    expect(routes.newsList('all', 'tag 1')).toBe('/news-list/all/tag%201')
    expect(routes.scenicList()).toBe('/scenic-list')
    expect(routes.openMap(104.06, 30.67, '宽窄巷子', 'a/b')).toBe('/open-map/104.06/30.67/%E5%AE%BD%E7%AA%84%E5%B7%B7%E5%AD%90/a%2Fb')
    expect(matchRoute(routes.openMap(1, 2, 'x', 'a/b')).params.address).toBe('a/b')
  })
})
