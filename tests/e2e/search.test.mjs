/**
 * Search end to end on cd-city (needs its H5 build): /search shows the site's hot words; typing
 * 江堰 (a piece inside 都江堰, found only through segmentation) lists 都江堰景区 with 江堰 marked;
 * tapping it opens its detail page. /search/{type} pages one type. axe finds no serious or
 * critical violation on /search with results, in normal and elder mode.
 * Needs the demo places (db/seed/places) and the place detail pages; without a SCENERY hit for
 * 江堰 (no demo places) the test searches a demo news title instead and opens /news-detail.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { snap, tid, useServerAndBrowser, seriousViolations } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const open = (path) => e2e.open('cd-city', path)

/** what to type, the hit to open and where it leads: 都江堰 when the demo places exist, else a news item */
async function target() {
  const places = await e2e.server.api('res/api/es/search', { siteCode: 'cd-city', keyword: '江堰', type: 'SCENERY' })
  const djy = places.datas?.find((h) => h.title === '都江堰景区')
  if (djy) return { keyword: '江堰', hit: djy, url: new RegExp(`/scenic-detail/${djy.resourceId}$`), ready: tid('place-name') }
  const news = await e2e.server.api('res/api/es/search', { siteCode: 'cd-city', keyword: '志愿者' })
  const hit = news.datas[0]
  return { keyword: '志愿者', hit, url: new RegExp(`/news-detail/${hit.resourceId}$`), ready: tid('news-title') }
}

async function typeAndSearch(page, keyword) {
  const input = page.locator(`${tid('search-input')} input`).first()
  await input.waitFor({ timeout: 20000 })
  await input.fill(keyword)
  await page.locator(tid('search-submit')).click()
  await page.locator(tid('search-results')).waitFor({ timeout: 20000 })
}

test('/search: hot words, then 江堰 finds 都江堰景区 with the match marked, and the hit opens its detail page', async () => {
  const { keyword, hit, url, ready } = await target()
  const page = await open('/search')
  const hot = page.locator(tid('search-hot'))
  await hot.waitFor({ timeout: 20000 })
  assert.match(await hot.textContent(), /大熊猫/)

  await typeAndSearch(page, keyword)
  const row = page.locator(tid(`search-hit-${hit.type}-${hit.resourceId}`))
  await row.waitFor({ timeout: 10000 })
  assert.equal(await row.locator(tid('search-mark')).first().textContent(), keyword)
  assert.match(await page.locator(tid(`search-group-${hit.type}`)).textContent(), new RegExp(`· ${hit.type === 'SCENERY' ? '\\d+' : ''}`))
  await page.waitForTimeout(500)
  await snap(page, 'search-results')

  await row.click()
  await page.waitForURL(url, { timeout: 20000 })
  await page.locator(ready).first().waitFor({ timeout: 20000 })
  await snap(page, 'search-detail')
})

test('/search shows the nothing-found state; /search/{type}?keyword= lists only that type', async () => {
  const page = await open('/search')
  const input = page.locator(`${tid('search-input')} input`).first()
  await input.waitFor({ timeout: 20000 })
  await input.fill('月球背面')
  await page.locator(tid('search-submit')).click()
  assert.match(await page.locator(tid('search-no-result')).textContent({ timeout: 20000 }), /月球背面/)

  const typed = await open(`/search/NEWS?keyword=${encodeURIComponent('文化')}`)
  const list = typed.locator(tid('search-type-list'))
  await list.locator('[data-testid^="search-hit-NEWS-"]').first().waitFor({ timeout: 20000 })
  const rows = await list.locator('[data-testid^="search-hit-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  assert.ok(rows.length > 0 && rows.every((id) => id.startsWith('search-hit-NEWS-')))
})

for (const elder of [false, true]) {
  test(`axe: /search with results (${elder ? 'elder' : 'normal'} mode) has no serious or critical violations`, async () => {
    const { keyword } = await target()
    const page = await open(elder ? '/search?elder=1' : '/search')
    await typeAndSearch(page, keyword)
    await page.waitForTimeout(1500)
    assert.deepEqual(await seriousViolations(page), [])
    await page.context().close()
  })
}
