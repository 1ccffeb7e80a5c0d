/**
 * Route table of product-spec section 2 (data in route-table.json) and the rules on it:
 * matching a spec path to its page, building the weapp page URL, and the app.config pages list.
 * Pure TS (no Taro): the server uses it to know which paths the app serves.
 */
import table from './route-table.json'

/** a page as route-table.json writes it */
interface PageRecord {
  /** its weapp subpackage root, e.g. 'package-news'; none: the main package */
  package?: string
  /** a tab page: weapp main package + tabBar.list */
  tab?: boolean
  /** spec path patterns served by this page */
  routes: string[]
  /** the page tells its static patterns apart: its mini-program URL carries the spec path as `path` */
  passesPath?: boolean
}

export interface PageEntry extends PageRecord {
  /** Taro page path without leading slash, e.g. 'pages/index/index' (pagePathOf) */
  path: string
}

/**
 * A page's Taro path: `<package>/pages/<key>/index`, `pages/<key>/index` in the main package. The
 * table names the package only, not the path: the table is part of the mini-program's launch JS,
 * and the 291 written-out paths were 5.7 KB of it (config/custom-routes.js writes this rule for H5).
 */
export const pagePathOf = (key: string, pkg?: string) => `${pkg ? `${pkg}/` : ''}pages/${key}/index`

export const PAGES: Record<string, PageEntry> = Object.fromEntries(
  Object.entries(table.pages as Record<string, PageRecord>).map(([key, page]) => [key, { ...page, path: pagePathOf(key, page.package) }]),
)
/**
 * Tour-bar flagged routes (product-spec 2.3: shown with the tour index bar, i.e. the bottom
 * navigation, though they are not menu routes): written once in route-table.json `tourBar`.
 */
export const TOUR_BAR_ROUTES: readonly string[] = table.tourBar
export const NOT_FOUND_PAGE = 'not-found'
export const HOME_ROUTE = '/index'

/** H5-router-only patterns (the '/(.*)' catch-all) are not spec routes. */
const isSpecPattern = (pattern: string) => !pattern.includes('(')

export interface RouteMatch {
  /** page key in PAGES */
  page: string
  /** the spec pattern that matched, '' when nothing matched */
  pattern: string
  params: Record<string, string>
}

/** Matches one pattern ('/a/:id', '/a/:id?', trailing slash ignored) against a pathname. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const split = (p: string) => p.split('/').filter(Boolean)
  const want = split(pattern)
  const got = split(pathname)
  const required = want.filter((seg) => !seg.endsWith('?')).length
  if (got.length < required || got.length > want.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const seg = want[i]
    const value = got[i]
    if (seg.startsWith(':')) {
      if (value === undefined) continue // optional segment absent
      params[seg.replace(/^:|\?$/g, '')] = decodeURIComponent(value)
    } else if (seg !== value) {
      return null
    }
  }
  return params
}

/** Every spec pattern with its page key, in table order. */
export function allRoutes(): Array<{ pattern: string; page: string }> {
  return Object.entries(PAGES).flatMap(([page, entry]) => entry.routes.filter(isSpecPattern).map((pattern) => ({ pattern, page })))
}

/**
 * The page for a spec path. Exact (static) patterns win over parameter patterns so that
 * '/guide/search' or '/volunteer-list/all' never fall into a ':param' pattern by accident.
 */
export function matchRoute(pathname: string): RouteMatch {
  const clean = pathname.split('?')[0].split('#')[0] || '/'
  const routes = allRoutes()
  const ranked = [...routes.filter((r) => !r.pattern.includes(':')), ...routes.filter((r) => r.pattern.includes(':'))]
  for (const { pattern, page } of ranked) {
    const params = matchPattern(pattern, clean)
    if (params) return { page, pattern, params }
  }
  return { page: NOT_FOUND_PAGE, pattern: '', params: {} }
}

export function parseQuery(search: string): Record<string, string> {
  // no prototype: `?__proto__=x` or `?constructor=x` are plain keys, never Object.prototype's members
  const query: Record<string, string> = Object.create(null)
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue
    const [k, v = ''] = pair.split('=')
    query[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return query
}

export function buildQuery(query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

/**
 * The mini-program URL of a spec path: page path + path params and query as query string.
 * An unknown path goes to the not-found page, which is told the path it could not serve.
 */
export function toMiniProgramUrl(url: string): { url: string; page: string; isTab: boolean } {
  const [pathname, search = ''] = url.split('?')
  const match = matchRoute(pathname)
  const entry = PAGES[match.page]
  const query: Record<string, string> = { ...match.params, ...parseQuery(search) }
  if (match.page === NOT_FOUND_PAGE || entry.passesPath) query.path = pathname
  return { url: `/${entry.path}${buildQuery(query)}`, page: match.page, isTab: !!entry.tab }
}

/** The page key of a Taro page path (what getCurrentPages()/useRouter().path report). */
export function pageKeyOfPath(pagePath: string): string | undefined {
  const clean = pagePath.split('?')[0].replace(/^\//, '')
  return Object.keys(PAGES).find((key) => PAGES[key].path === clean)
}

/** Whether a Taro page path is a weapp tab page (tabBar.list), on which WeChat draws the custom tab bar. */
export function isTabPagePath(pagePath: string): boolean {
  const key = pageKeyOfPath(pagePath)
  return !!key && !!PAGES[key].tab
}

/**
 * The spec path a page shows: on H5 the location is one already; on weapp it is the page path, and
 * the spec path is its `path` query (passesPath, not-found) or its first pattern filled with the
 * page's parameters ('/live-list/:id?' with id 5 → '/live-list/5').
 */
export function specPathOf(location: string, params: Record<string, string> = {}): string {
  const key = pageKeyOfPath(location)
  if (!key) return location
  if (params.path) return params.path
  for (const pattern of PAGES[key].routes.filter(isSpecPattern)) {
    const filled: string[] = []
    let complete = true
    for (const seg of pattern.split('/').filter(Boolean)) {
      const name = seg.replace(/^:|\?$/g, '')
      if (!seg.startsWith(':')) filled.push(seg)
      else if (params[name]) filled.push(encodeURIComponent(params[name]))
      else if (!seg.endsWith('?')) complete = false
    }
    if (complete) return `/${filled.join('/')}`
  }
  return location
}

/** Whether a spec path is tour-bar flagged (route-table.json `tourBar`). */
export const showsTourBar = (specPath: string): boolean => TOUR_BAR_ROUTES.some((pattern) => matchPattern(pattern, specPath) !== null)

/** The app.config pages/subPackages/tab pages built from the table: tab pages first (index is the entry). */
export function appPagesConfig() {
  const entries = Object.values(PAGES)
  const mainPages = entries.filter((p) => p.tab).map((p) => p.path)
  const roots = new Map<string, string[]>()
  for (const p of entries.filter((e) => !e.tab)) {
    const [root, ...rest] = p.path.split('/')
    roots.set(root, [...(roots.get(root) || []), rest.join('/')])
  }
  // The H5 router tries pages in this order, so the subpackage holding the not-found page (and its
  // '/(.*)' catch-all) goes last, and inside it the not-found page last; otherwise it would swallow
  // every page of the subpackages after it.
  const notFound = PAGES[NOT_FOUND_PAGE].path.split('/')
  const catchAllRoot = notFound[0]
  const notFoundRest = notFound.slice(1).join('/')
  const subPackages = [...roots]
    .sort(([a], [b]) => Number(a === catchAllRoot) - Number(b === catchAllRoot))
    .map(([root, pages]) => ({ root, pages: root === catchAllRoot ? [...pages.filter((p) => p !== notFoundRest), notFoundRest] : pages }))
  return {
    pages: mainPages,
    subPackages,
    tabPages: mainPages,
  }
}

// H5 router.customRoutes are built from the same table by config/custom-routes.js (Taro's config loader reads only config/).
