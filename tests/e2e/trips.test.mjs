/**
 * Trips and transport end to end on cd-city (issue 13): the demo user opens /itinerary-list (their
 * two trips), plans a trip on /itinerary-edit (departure city, two scenic areas, dates on the range
 * calendar): 6 days are refused with "旅行时间不能超过120小时" (the shared rule, before any call), 5 days
 * (120 hours) are saved and shown day by day with the places on the map; then a recommended trip is
 * copied. /train-search finds the intercity trains from 成都 to 都江堰, and the swap searches back.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { fill, PHONE, shown, smsLogin, snap, tid, useServerAndBrowser, seriousViolations } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'

/** the site's day (UTC+8) `n` days from now, yyyy-mm-dd */
const siteDay = (n) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10)

async function pickDates(page, start, end) {
  await shown(page, tid('trip-dates')).click()
  for (const day of [start, end]) {
    const cell = shown(page, tid(`trip-day-${day}`))
    await cell.waitFor({ timeout: 20000 })
    await cell.scrollIntoViewIfNeeded()
    await cell.click()
  }
  await page.locator('.nut-calendar').getByText('完成', { exact: true }).last().click()
  await page.waitForFunction(
    ([s, e]) => {
      const el = [...document.querySelectorAll('[data-testid="trip-dates"]')].pop()
      return el?.dataset.start === s && el?.dataset.end === e
    },
    [start, end],
    { timeout: 10000 },
  )
}

test('plan a trip: 6 days refused with the spec message, 5 days (120 hours) saved day by day; copy a recommended trip', async () => {
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, redirect: '/itinerary-list' })
  await page.waitForURL(/\/itinerary-list$/, { timeout: 30000 })
  await shown(page, '[data-testid^="trip-item-"]').waitFor({ timeout: 30000 })
  assert.ok((await page.locator('[data-testid^="trip-item-"]:visible').count()) >= 2, 'the demo user’s trips')
  await snap(page, 'trips-list')

  await shown(page, tid('itinerary-add')).click()
  await page.waitForURL(/\/itinerary-edit$/, { timeout: 30000 })
  await fill(page, 'trip-name', '端午成都五日游')
  await fill(page, 'trip-departure-city', '成都')
  await shown(page, tid('trip-add-destination')).click()
  const picks = page.locator('.trip-pick:visible')
  await picks.first().waitFor({ timeout: 30000 })
  const names = [await picks.nth(0).getAttribute('data-name'), await picks.nth(1).getAttribute('data-name')]
  await picks.nth(0).click()
  await picks.nth(1).click()
  assert.equal(await shown(page, tid('trip-destinations')).getAttribute('data-count'), '2')
  await shown(page, tid('trip-add-destination')).click()
  assert.deepEqual(await seriousViolations(page), [], 'the plan form')

  // six days: start day 00:00 to end day 24:00 = 144 hours
  await pickDates(page, siteDay(3), siteDay(8))
  await shown(page, tid('trip-save')).click()
  await page.getByText('旅行时间不能超过120小时').first().waitFor({ timeout: 10000 })
  assert.match(page.url(), /\/itinerary-edit$/)
  await snap(page, 'trips-six-days-refused')

  // five days: 120 hours, accepted
  await pickDates(page, siteDay(3), siteDay(7))
  await shown(page, tid('trip-save')).click()
  await page.waitForURL(/\/itinerary-detail\/\d+$/, { timeout: 30000 })
  const plan = shown(page, tid('trip-plan'))
  await plan.waitFor({ timeout: 30000 })
  assert.equal(await plan.getAttribute('data-days'), '5')
  assert.equal(await shown(page, tid('trip-name-shown')).textContent(), '端午成都五日游')
  assert.match(await shown(page, tid('trip-day-1')).textContent(), new RegExp(`第1天 · ${siteDay(3)}`))
  for (const name of names) assert.ok((await plan.textContent()).includes(name), name)
  await shown(page, tid('trip-map')).waitFor({ timeout: 20000 })
  await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 20000 })
  await snap(page, 'trips-detail')
  assert.deepEqual(await seriousViolations(page), [], 'the trip detail')

  // a recommended trip, copied to mine
  await page.goto(e2e.server.siteUrl(SITE, '/itinerary-list'))
  await shown(page, tid('itinerary-tab-recommend')).click()
  await page.getByText('川西五日环线').first().waitFor({ timeout: 30000 })
  await page.getByText('川西五日环线').first().click()
  await page.waitForURL(/\/itinerary-detail\/\d+$/, { timeout: 30000 })
  const recommendedUrl = page.url()
  await shown(page, tid('trip-copy')).click()
  await page.waitForFunction((url) => location.href !== url && /\/itinerary-detail\/\d+$/.test(location.pathname), recommendedUrl, {
    timeout: 30000,
  })
  await shown(page, tid('trip-edit')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('trip-plan')).getAttribute('data-days'), '5')
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('search trains from 成都 to 都江堰: intercity trains with times, price and seats; swap searches back', async () => {
  const page = await e2e.open(SITE, '/train-search')
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await fill(page, 'transport-from', '成都')
  await fill(page, 'transport-to', '都江堰')
  await shown(page, tid('transport-search')).click()
  const results = shown(page, tid('transport-results'))
  await results.waitFor({ timeout: 30000 })
  assert.ok(Number(await results.getAttribute('data-count')) > 20)
  const text = await page.locator('[data-testid^="transport-row-C"]:visible').first().textContent()
  assert.match(text, /\d\d:\d\d/)
  assert.match(text, /都江堰站|青城山站/)
  assert.match(text, /¥[\d.]+起/)
  // late in the day (site time) every train of today may have left: still listed, marked departed
  assert.match(text, /余\d+张|售罄|已发车/)
  await snap(page, 'trips-train-search')
  assert.deepEqual(await seriousViolations(page), [], 'the train search')

  await shown(page, tid('transport-swap')).click()
  await shown(page, tid('transport-search')).click()
  await page.waitForFunction(
    () =>
      /成都站|成都西站|犀浦站/.test([...document.querySelectorAll('[data-testid^="transport-row-"]')].pop()?.textContent ?? '') &&
      /都江堰站|青城山站/.test([...document.querySelectorAll('[data-testid^="transport-row-"] .transport-row__end')][0]?.textContent ?? ''),
    null,
    { timeout: 20000 },
  )
  assert.deepEqual(errors, [])
})
