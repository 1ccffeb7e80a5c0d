/**
 * The six H5 pages issue 26 measures on a site (bench-lighthouse.mjs and bench-size.mjs): the home,
 * a list, a place detail, a news detail, the activity hub and the user centre. The two details are
 * the site's own first scenic area and first news item, looked up through the API (ids differ per
 * site and per seed), so no id is written here.
 *
 * JavaScript goals of issue 26 (size-budgets.mjs H5_PAGE_JS_GOALS_KB: /index ≤ 160, a detail ≤ 190,
 * a list ≤ 180). /activity-home is counted as a list (the ACTIVITY tab: classifies, a week strip and
 * the activities to come); the issue sets no size goal for /user, so none is given to it.
 */
import { H5_PAGE_JS_GOALS_KB } from './size-budgets.mjs'

/**
 * The pages in the issue's order. `scenicId` / `newsId`: the site's first scenic area and news
 * item (undefined when it has none: that page is listed with `path: null` and why).
 * @returns {{ label: string, kind: 'home'|'list'|'detail'|'user', path: string|null, goalKb: number|null, skipped?: string }[]}
 */
export function issuePages({ scenicId, newsId } = {}) {
  const page = (label, kind, path, skipped) => ({
    label,
    kind,
    path,
    goalKb: H5_PAGE_JS_GOALS_KB[kind] ?? null,
    ...(path ? {} : { skipped }),
  })
  const has = (id) => id !== undefined && id !== null && id !== ''
  return [
    page('/index', 'home', '/index'),
    page('/news-list/all', 'list', '/news-list/all'),
    page(
      'place detail',
      'detail',
      has(scenicId) ? `/scenic-detail/${encodeURIComponent(scenicId)}` : null,
      'the site lists no scenic area',
    ),
    page('news detail', 'detail', has(newsId) ? `/news-detail/${encodeURIComponent(newsId)}` : null, 'the site lists no news'),
    page('/activity-home', 'list', '/activity-home'),
    page('/user', 'user', '/user'),
  ]
}

/**
 * The site's first scenic area and first news item as the app's own lists ask for them
 * (res/api/scenic/list, res/api/content/list of channel "all"); `api(path, params)` is the
 * harness server's `api`. An answer without rows gives undefined.
 */
export async function sampleIds(api, site) {
  const first = async (path, params = {}) => (await api(path, { siteCode: site, currPage: 1, pageSize: 1, ...params }))?.datas?.[0]?.id
  return { scenicId: await first('res/api/scenic/list'), newsId: await first('res/api/content/list', { channelCode: 'all' }) }
}

/**
 * The median run of several: the runs ordered by `key` (ascending, stable), the middle one; of an
 * even count the lower middle (the less flattering of the two). Its own figures are shown, so the
 * metrics and opportunities printed belong to one real run. A run Lighthouse could not finish
 * (`runtimeError`: its score is 0, not a measurement) takes no part; undefined when none finished.
 */
export function medianRun(runs, key = (r) => r.score) {
  const finished = runs.filter((r) => !r.runtimeError)
  if (!finished.length) return undefined
  const sorted = finished
    .map((r, i) => ({ r, i }))
    .sort((a, b) => key(a.r) - key(b.r) || a.i - b.i)
    .map((x) => x.r)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** `--site a,b` / `--site=a,b`: the site codes, in order, without repeats; `fallback` when absent */
export function siteList(argv, fallback = []) {
  const at = argv.findIndex((a) => a === '--site' || a.startsWith('--site='))
  if (at < 0) return fallback
  const value = argv[at].includes('=') ? argv[at].slice(argv[at].indexOf('=') + 1) : argv[at + 1]
  const sites = [
    ...new Set(
      String(value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
  if (!sites.length) throw new Error('--site needs one or more site codes, comma separated')
  return sites
}

/** prints rows as aligned columns (the first row is the header) */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? '').length)))
  for (const r of rows)
    console.log(
      r
        .map((c, i) => String(c ?? '').padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
}
