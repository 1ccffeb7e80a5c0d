/**
 * Guides end to end on cd-city (needs its H5 build and the guides server capability's demo data):
 * /guide-search → the female guides → a guide's detail in place; /guide-map/<id> shows the tour's
 * stops on the map and the tour bar steps to the next stop.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

test('/guide-search → female guides → a guide’s detail', async () => {
  const page = await e2e.open('cd-city', '/guide-search')
  await page.locator(tid('guide-search')).waitFor({ timeout: 30000 })
  await page.locator(`${tid('guide-sex-2')}`).click()
  await page.locator(tid('guide-search-submit')).click()
  await page.waitForURL(/\/guide-list\/all\/2/, { timeout: 20000 })
  const cards = page.locator(`${tid('guide-list-page')} [data-testid^="guide-"][data-sex]`)
  await cards.first().waitFor({ timeout: 20000 })
  const sexes = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-sex')))
  assert.ok(sexes.length > 0 && sexes.every((s) => s === '2'), `only female guides: ${sexes}`)
  await cards.first().locator('[role="button"]').first().click()
  const detail = page.locator(tid('guide-detail'))
  await detail.waitFor({ timeout: 20000 })
  assert.match(await detail.textContent(), /D-5101-\d{6}/)
  await snap(page, 'guide-list-female')
})

test('/guide-map/<id>: the stops on the map and the tour bar', async () => {
  const res = await fetch(`${e2e.server.origin}/api/res/api/guideTour/list?siteCode=cd-city`)
  const tour = (await res.json()).datas[0]
  const page = await e2e.open('cd-city', `/guide-map/${tour.id}`)
  const map = page.locator(tid('guide-map'))
  await map.waitFor({ timeout: 30000 })
  const stops = page.locator('[data-testid^="tour-stop-"]')
  // the stops come with the tour's detail, after the map: wait for the last one (a loaded CI machine read 0)
  await stops.nth(tour.stopCount - 1).waitFor({ timeout: 20000 })
  // and keep them: a loaded machine once read 0 right after the last one showed (the list drawn again)
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid^="tour-stop-"]').length === n, tour.stopCount, {
    timeout: 20000,
  })
  assert.equal(await stops.count(), tour.stopCount)
  // the map draws the stops as markers once its library has loaded
  await page.locator(`${tid('guide-map-map')}[data-markers="${tour.stopCount}"]`).waitFor({ timeout: 20000 })
  await page.locator(tid('tour-next')).click()
  assert.equal(await map.getAttribute('data-current'), '1')
  assert.equal(await page.locator(tid('tour-current')).textContent(), (await stops.nth(1).textContent()).replace(/^2/, ''))
  await snap(page, 'guide-map')
})
