/**
 * The pure parts of the measuring scripts of issue 26 (scripts/lib/bench-pages.mjs): which pages a
 * site is measured on, the median run shown, the --site list. No server, no browser.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { issuePages, medianRun, sampleIds, siteList } from '../../scripts/lib/bench-pages.mjs'
import { H5_PAGE_JS_GOALS_KB } from '../../scripts/lib/size-budgets.mjs'

test("the six pages of issue 26, the details on the site's own first place and news item, each with its kind's goal", () => {
  const pages = issuePages({ scenicId: 12, newsId: 'n 7' })
  assert.deepEqual(
    pages.map((p) => p.path),
    ['/index', '/news-list/all', '/scenic-detail/12', '/news-detail/n%207', '/activity-home', '/user'],
  )
  assert.deepEqual(
    pages.map((p) => p.goalKb),
    [
      H5_PAGE_JS_GOALS_KB.home,
      H5_PAGE_JS_GOALS_KB.list,
      H5_PAGE_JS_GOALS_KB.detail,
      H5_PAGE_JS_GOALS_KB.detail,
      H5_PAGE_JS_GOALS_KB.list,
      null,
    ],
  )
  assert.ok(pages.every((p) => !('skipped' in p)))
})

test('a site without a scenic area or news keeps the page in the list, not measured, and says why', () => {
  const pages = issuePages({ scenicId: undefined, newsId: '' })
  assert.equal(pages.length, 6)
  const [place, news] = [pages[2], pages[3]]
  assert.equal(place.path, null)
  assert.equal(news.path, null)
  assert.match(place.skipped, /scenic/)
  assert.match(news.skipped, /news/)
  // id 0 is an id
  assert.equal(issuePages({ scenicId: 0 })[2].path, '/scenic-detail/0')
})

test('sampleIds asks the lists the app asks, for one row of the given site', async () => {
  const asked = []
  const api = async (path, params) => {
    asked.push([path, params])
    return path.includes('scenic') ? { datas: [{ id: 375 }, { id: 376 }] } : { datas: [] }
  }
  assert.deepEqual(await sampleIds(api, 'xj-region'), { scenicId: 375, newsId: undefined })
  assert.deepEqual(
    asked.map(([path, p]) => [path, p.siteCode, p.pageSize, p.channelCode]),
    [
      ['res/api/scenic/list', 'xj-region', 1, undefined],
      ['res/api/content/list', 'xj-region', 1, 'all'],
    ],
  )
})

test('the median run is the middle one by score, its own figures; of an even count the lower middle', () => {
  const runs = [
    { score: 80, lcp: 'a' },
    { score: 60, lcp: 'b' },
    { score: 70, lcp: 'c' },
  ]
  assert.equal(medianRun(runs), runs[2])
  assert.equal(medianRun([runs[0]]), runs[0])
  assert.equal(medianRun([runs[0], runs[1]]), runs[1])
  // ties keep the order of the runs
  const tied = [{ score: 50 }, { score: 50 }, { score: 50 }]
  assert.equal(medianRun(tied), tied[1])
  assert.equal(medianRun([]), undefined)
})

test('a run Lighthouse could not finish (score 0) is not a measurement: it takes no part in the median', () => {
  const runs = [{ score: 49 }, { score: 0, runtimeError: 'NO_LCP' }, { score: 51 }, { score: 60 }]
  assert.equal(medianRun(runs), runs[2])
  assert.equal(medianRun([{ score: 0, runtimeError: 'x' }]), undefined)
})

test('--site takes one code or a comma list, with or without =; absent gives the fallback', () => {
  assert.deepEqual(siteList(['node', 's', '--site', 'cd-city']), ['cd-city'])
  assert.deepEqual(siteList(['node', 's', '--site', 'a, b,a', '--runs', '3']), ['a', 'b'])
  assert.deepEqual(siteList(['node', 's', '--site=a,b']), ['a', 'b'])
  assert.deepEqual(siteList(['node', 's'], ['cd-city']), ['cd-city'])
  assert.equal(siteList(['node', 's'], null), null)
  assert.throws(() => siteList(['node', 's', '--site']), /site codes/)
})
