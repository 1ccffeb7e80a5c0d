/**
 * Visit statistics end to end (issue 14, rules-and-contract 7):
 * - cd-city (pageStayStats on): opening the home sends its page-stay record (INDEX, status 1);
 *   tapping a place advert sends the advert tap (AD_CLICK with the advert id) and the home's
 *   leaving record (status 2, with the stay), then the detail's; the server counts them
 *   (getpvUvPageStatistics) and the home's foot shows the site's visit count (accessTotal).
 * - djy-scenic (flag off): no page-stay record at all, while the visit (access/record) still goes.
 * - The collector down (every statistics call aborted) or hanging (never answered): the pages render,
 *   navigate and go back as usual, with no page error, no toast and no loading indicator left.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, shown, snap, tid, useServerAndBrowser } from './harness.mjs'

// records reach the tables within 0.2 s instead of 1 s
const e2e = useServerAndBrowser({ before, after }, { STATS_FLUSH_MS: '200' })
const COLLECT = '/api/analytics/collect'
const STATS_CALLS = /\/api\/(analytics\/collect|api\/api\/access\/record|res\/api\/functionClick\/addFunctionClickRecord)/

/** every statistics call the page makes: its form or JSON fields, its address path (`url`) and site */
function watchStats(page) {
  const calls = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (!STATS_CALLS.test(url.pathname)) return
    const body = req.postData() || ''
    const fields = body.startsWith('{') ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body))
    calls.push({ ...fields, url: url.pathname, siteCode: url.searchParams.get('siteCode') })
  })
  return calls
}

async function until(check, what, timeout = 20000) {
  const end = Date.now() + timeout
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** a PLACE advert of the site's home, whose tap opens a place detail */
async function placeAdvert(site) {
  const ads = (await e2e.server.api('res/api/advert/list', { siteCode: site })).datas
  const ad = ads.find((a) => a.type === 'PLACE')
  assert.ok(ad, `${site} has a place advert`)
  return ad
}

test('cd-city (flag on): page stays, the advert tap and the visit reach the server; the home shows the visit count', async () => {
  const ad = await placeAdvert('cd-city')
  const before = (await e2e.server.api('api/api/statistics/getpvUvPageStatistics', { siteCode: 'cd-city', module: 'INDEX' })).data.pv
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  const calls = watchStats(page)
  await page.goto(e2e.server.siteUrl('cd-city', '/index'))
  await shown(page, tid('home-site-name')).waitFor({ timeout: 30000 })
  const shownRecord = await until(() => calls.find((c) => c.url === COLLECT && c.module === 'INDEX' && c.status === '1'), 'the home record')
  assert.deepEqual(
    { ...shownRecord, uniqueId: typeof shownRecord.uniqueId },
    {
      url: COLLECT,
      siteCode: 'cd-city',
      site: 'cd-city',
      project: 'WENLV_CLOUD',
      clientType: 'H5',
      status: '1',
      uniqueId: 'string',
      regionCode: '510100',
      module: 'INDEX',
      special: '',
      region: '',
      path: '/index',
    },
  )
  assert.ok(calls.some((c) => c.url.endsWith('/access/record') && c.clientType === 'H5' && c.uniqueId === shownRecord.uniqueId))

  await page.waitForTimeout(1200)
  await shown(page, tid(`home-advert-${ad.adId}`)).click()
  await page.waitForURL(/-detail\//, { timeout: 30000 })
  await shown(page, '.wl-detail-page[data-state="ready"]').waitFor({ timeout: 30000 })
  const click = await until(() => calls.find((c) => c.url.endsWith('/addFunctionClickRecord')), 'the advert tap')
  assert.deepEqual([click.functionType, click.resourceId], ['AD_CLICK', String(ad.adId)])
  const leftHome = await until(() => calls.find((c) => c.url === COLLECT && c.module === 'INDEX' && c.status === '2'), 'the leaving record')
  assert.ok(Number(leftHome.stayMs) >= 1000, `stay ${leftHome.stayMs} ms`)
  // the place types whose detail route is a known one (src/core/stats/routes.ts)
  if (/\/(scenic|spot|venues|room|hotel|food)-detail\//.test(page.url())) {
    const detail = await until(
      () => calls.find((c) => c.url === COLLECT && c.status === '1' && c.special === String(ad.resourceId)),
      'the detail record',
    )
    assert.match(detail.path, /-detail\//)
  }

  const counted = await until(async () => {
    const { data } = await e2e.server.api('api/api/statistics/getpvUvPageStatistics', {
      siteCode: 'cd-city',
      module: 'INDEX',
      clientType: 'H5',
    })
    return data.pv > before && data
  }, 'the server count')
  assert.ok(counted.uv >= 1)

  await page.goBack()
  const visits = shown(page, tid('visit-count'))
  // asked for only when near the screen: scroll down to its (empty until then) place
  await page.locator('.visit-count:visible').last().scrollIntoViewIfNeeded({ timeout: 30000 })
  await visits.waitFor({ timeout: 30000 })
  assert.match(await visits.textContent(), /本站累计访问 \d+ 次 · 今日 \d+ 次/)
  await snap(page, 'stats-visit-count')
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('djy-scenic (flag off): no page-stay record, the visit still counted', async () => {
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const calls = watchStats(page)
  await page.goto(e2e.server.siteUrl('djy-scenic', '/index'))
  await shown(page, tid('home-site-name')).waitFor({ timeout: 30000 })
  await until(() => calls.find((c) => c.url.endsWith('/access/record')), 'the visit')
  await page.waitForTimeout(2000)
  assert.deepEqual(
    calls.filter((c) => c.url === COLLECT),
    [],
  )
  await page.context().close()
})

for (const [mode, handler] of [
  ['down (every statistics call aborted)', (route) => route.abort('connectionrefused')],
  // never answered while the test runs
  ['hanging (never answered)', () => new Promise(() => {})],
]) {
  test(`the collector ${mode}: pages render, navigate and go back, with no error, toast or loading left`, async () => {
    const ad = await placeAdvert('cd-city')
    const context = await e2e.browser.newContext(PHONE)
    let intercepted = 0
    await context.route(STATS_CALLS, (route) => {
      intercepted++
      return handler(route)
    })
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (e) => errors.push(String(e)))
    await page.goto(e2e.server.siteUrl('cd-city', '/index'))
    await shown(page, tid('home-site-name')).waitFor({ timeout: 30000 })
    await shown(page, tid(`home-advert-${ad.adId}`)).click()
    await page.waitForURL(/-detail\//, { timeout: 30000 })
    await shown(page, '.wl-detail-page[data-state="ready"]').waitFor({ timeout: 30000 })
    await page.goBack()
    await page.waitForURL(/\/index$/, { timeout: 30000 })
    await shown(page, tid('home-site-name')).waitFor({ timeout: 30000 })
    await page.goto(e2e.server.siteUrl('cd-city', '/scenic-list'))
    await shown(page, tid('page-shell')).waitFor({ timeout: 30000 })
    assert.ok(intercepted >= 3, `the statistics calls were failed (${intercepted})`)
    // Taro's toast and loading indicator are the same element
    assert.equal(await page.locator('.taro__toast:visible').count(), 0, 'no toast or loading indicator')
    assert.deepEqual(errors, [])
    await snap(page, `stats-collector-${mode.split(' ')[0]}`)
    await context.close()
  })
}
