/**
 * Maps end to end on cd-city (needs its H5 build, the places server routes and their demo data):
 * /service-map/CONTENT_TYPE_TOILET around the visitor shows the toilets as markers (on the offline
 * fallback here: this machine reaches no tile server) and the list nearest first; without a position
 * the 4 s toast and the site's centre; /venues-map and /open-map render their map; an open-map
 * address missing a part is not a map; axe finds nothing serious on the service map, normal or elder.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, snap, tid, useServerAndBrowser, seriousViolations } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

/** near Tianfu Square, Chengdu, as a phone's GPS says it (WGS-84) */
const HERE_WGS84 = { latitude: 30.6598, longitude: 104.0633 }
const located = { ...PHONE, permissions: ['geolocation'], geolocation: HERE_WGS84 }

const distances = (page) =>
  page.$$eval('[data-testid="service-map-list"] [data-testid^="map-place-"]', (rows) =>
    rows.map((r) => Number(r.getAttribute('data-distance'))),
  )

test('/service-map/CONTENT_TYPE_TOILET: markers (offline fallback) and the list nearest first, with distances', async () => {
  const page = await e2e.open('cd-city', '/service-map/CONTENT_TYPE_TOILET', located)
  const root = page.locator(`${tid('service-map')}[data-state="ready"]`)
  await root.waitFor({ timeout: 30000 })
  assert.equal(await root.getAttribute('data-fallback'), 'false', 'the browser position is used')

  const map = page.locator(tid('place-map'))
  const markers = Number(await map.getAttribute('data-markers'))
  assert.ok(markers > 0, 'toilets near the visitor are on the map')
  // Leaflet drew them: single pins or cluster bubbles
  await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 20000 })
  // no tile server here: the offline note, the markers still there
  await page.locator(tid('place-map-offline')).waitFor({ timeout: 20000 })
  assert.equal(await map.getAttribute('data-tiles'), 'offline')
  assert.ok((await page.locator('.leaflet-marker-icon').count()) > 0)

  const rows = page.locator(`${tid('service-map-list')} [data-testid^="map-place-"]`)
  await rows.first().waitFor({ timeout: 20000 })
  const shown = await distances(page)
  assert.ok(shown.length > 0)
  assert.deepEqual(
    shown,
    [...shown].sort((a, b) => a - b),
    'nearest first',
  )
  assert.match(await rows.first().textContent(), /\d+(m|\.\d\dkm)/, 'the distance is shown')
  await snap(page, 'service-map-toilets')
})

test('no position: the 4 s toast "获取当前位置失败" and the list around the site centre', async () => {
  const page = await e2e.open('cd-city', '/service-map/CONTENT_TYPE_TOILET') // geolocation not granted
  await page.getByText('获取当前位置失败').waitFor({ timeout: 20000 })
  const root = page.locator(`${tid('service-map')}[data-state="ready"]`)
  await root.waitFor({ timeout: 30000 })
  assert.equal(await root.getAttribute('data-fallback'), 'true')
  await page
    .locator(`${tid('service-map-list')} [data-testid^="map-place-"]`)
    .first()
    .waitFor({ timeout: 20000 })
})

test('/venues-map/CONTENT_TYPE_SCENERY shows scenic areas on the map and under it', async () => {
  const page = await e2e.open('cd-city', '/venues-map/CONTENT_TYPE_SCENERY', located)
  await page.locator(`${tid('venues-map')}[data-state="ready"]`).waitFor({ timeout: 30000 })
  assert.ok(Number(await page.locator(tid('place-map')).getAttribute('data-markers')) > 0)
  await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 20000 })
  await page
    .locator(`${tid('venues-map-list')} [data-testid^="map-place-"]`)
    .first()
    .waitFor({ timeout: 20000 })
  await snap(page, 'venues-map-scenery')
})

test('/open-map with all four parts: one marker and the navigation link; a part missing is not a map', async () => {
  const path = `/open-map/104.065837/30.657349/${encodeURIComponent('天府广场')}/${encodeURIComponent('人民南路一段')}`
  const page = await e2e.open('cd-city', path)
  await page.locator(tid('open-map')).waitFor({ timeout: 30000 })
  await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 20000 })
  assert.equal(await page.locator('.leaflet-marker-icon').count(), 1)
  assert.match(
    await page.locator(tid('open-map-navigate')).getAttribute('href'),
    /^https:\/\/uri\.amap\.com\/marker\?position=104\.065837,30\.657349/,
  )
  await snap(page, 'open-map')

  const missing = await e2e.open('cd-city', `/open-map/104.065837/30.657349/${encodeURIComponent('天府广场')}`)
  await missing.locator(tid('page-not-found')).waitFor({ timeout: 30000 })
  const broken = await e2e.open('cd-city', `/open-map/abc/30.65/x/y`)
  await broken.locator(tid('open-map-invalid')).waitFor({ timeout: 30000 })
})

for (const elder of [false, true]) {
  test(`axe: the service map (${elder ? 'elder' : 'normal'} mode) has no serious or critical violations`, async () => {
    const page = await e2e.open('cd-city', `/service-map/CONTENT_TYPE_TOILET${elder ? '?elder=1' : ''}`, located)
    await page
      .locator(`${tid('service-map-list')} [data-testid^="map-place-"]`)
      .first()
      .waitFor({ timeout: 30000 })
    await page.locator(tid('place-map-offline')).waitFor({ timeout: 20000 })
    await page.waitForTimeout(1500) // the delayed bottom buttons
    const found = await seriousViolations(page)
    if (elder) await snap(page, 'service-map-elder')
    await page.context().close()
    assert.deepEqual(found, [])
  })
}
