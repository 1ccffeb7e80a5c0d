/**
 * The home-group routes end to end (needs the H5 build and the server's demo data): each opens on
 * a site that has it and shows the demo data's real names (asked of the same server first, so the
 * test follows the seed), never a placeholder; the site-only pages say "not on this site"
 * elsewhere; a place detail shows its brand banner and opens the brand's page.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

/** the demo data as the server answers it */
async function api(site, path, params = {}) {
  const query = new URLSearchParams({ siteCode: site, ...params })
  const body = await (await fetch(`${e2e.server.origin}/api/${path}?${query}`)).json()
  assert.equal(body.code, 0, `${path}: ${body.message}`)
  return body
}
const names = async (site, path, params) => (await api(site, path, params)).datas.map((p) => p.name)

/** opens the route and answers the page once `testId` shows */
async function openRoute(site, path, testId) {
  const page = await e2e.open(site, path)
  await page.locator(tid(testId)).first().waitFor({ timeout: 30000 })
  return page
}

/** the names of the place cards listed (waits for the first) */
async function listedNames(page) {
  const cards = page.locator('[data-testid^="place-item-"] .place-card__name')
  await cards.first().waitFor({ timeout: 20000 })
  return cards.allTextContents()
}

test('/sc-index on djy-scenic: the scenery layout with the site’s spots; /default-index and /default on cd-city: the default layout with its recommended places', async () => {
  const spots = await names('djy-scenic', 'res/api/spots/list', { pageSize: 8 })
  let page = await openRoute('djy-scenic', '/sc-index', 'home-layout-scenery')
  const strip = page.locator(`${tid('home-section-spots')} [data-testid^="home-spots-item-"]`)
  await strip.first().waitFor({ timeout: 20000 })
  assert.equal(await strip.first().locator('.home-strip__name').textContent(), spots[0])
  await snap(page, 'home-routes-sc-index')

  const recommended = await names('cd-city', 'res/api/recommend/list', { pageSize: 6 })
  for (const path of ['/default-index', '/default']) {
    page = await openRoute('cd-city', path, 'home-layout-default')
    const first = page.locator(`${tid('home-section-recommend')} [data-testid^="home-recommend-item-"] .home-strip__name`).first()
    await first.waitFor({ timeout: 20000 })
    assert.equal(await first.textContent(), recommended[0], path)
  }
})

test('place-type pages on cd-city list the demo places of each tab', async () => {
  const cases = [
    ['/culture-results', 'culture-results', 'res/api/exhibition/list', 'COLLECTION', 'res/api/collection/list'],
    ['/play-list', 'play-list', 'res/api/scenicProject/list', 'SCENIC_SHOW', 'res/api/scenicShow/list'],
    ['/travel-directory', 'travel-directory', 'res/api/scenic/list', 'HOTEL', 'res/api/hotel/list'],
    ['/visit', 'visit', 'res/api/venue/list', 'EXHIBITION', 'res/api/exhibition/list'],
  ]
  for (const [path, testId, firstApi, tab, tabApi] of cases) {
    const page = await openRoute('cd-city', path, testId)
    const expected = await names('cd-city', firstApi, { pageSize: 10 })
    assert.deepEqual(await listedNames(page), expected, path)
    await page.locator(tid(`${testId}-tab-${tab}`)).click()
    const tabNames = await names('cd-city', tabApi, { pageSize: 10 })
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid^="place-item-"] .place-card__name')?.textContent === name,
      tabNames[0],
      { timeout: 20000 },
    )
    assert.deepEqual(await listedNames(page), tabNames, `${path} → ${tab}`)
  }
})

test('/find and /driving on cd-city: places nearest first; /driving offers parking and fuel maps', async () => {
  const scenic = new Set(await names('cd-city', 'res/api/scenic/list', { pageSize: 50 }))
  for (const path of ['/find', '/driving']) {
    const page = await openRoute('cd-city', path, path.slice(1))
    const listed = await listedNames(page)
    assert.ok(listed.length > 0 && listed.every((n) => scenic.has(n)), `${path}: ${listed}`)
    if (path === '/driving') {
      await page.locator(tid('driving-parking')).click()
      await page.waitForURL(/\/service-map\/CONTENT_TYPE_PARKING/, { timeout: 20000 })
    }
  }
})

test('site-only pages on their sites: /jmg-sub on djy-scenic, /xj-hot and /xj-panoramic on xj-region, /guide-map-zytf on sc-province', async () => {
  let page = await openRoute('djy-scenic', '/jmg-sub', 'jmg-sub')
  assert.deepEqual(await listedNames(page), await names('djy-scenic', 'res/api/scenic/list', { pageSize: 10 }))

  const rank = (await api('xj-region', 'res/api/scenic/rank', { pageSize: 10 })).data.data.map((p) => p.name)
  page = await openRoute('xj-region', '/xj-hot', 'place-list')
  assert.deepEqual(await listedNames(page), rank)
  assert.match(await page.locator(tid('place-rank')).first().textContent(), /1/)
  await snap(page, 'home-routes-xj-hot')

  const panoramas = (await api('xj-region', 'res/api/panorama/list', { pageSize: 10 })).datas
  assert.ok(panoramas.length > 0, 'xj-region has panoramas')
  page = await openRoute('xj-region', '/xj-panoramic', 'spot-panorama')
  const card = page.locator(tid(`panorama-${panoramas[0].id}`))
  await card.waitFor({ timeout: 20000 })
  assert.match(await card.textContent(), new RegExp(panoramas[0].name))
  await card.click()
  await page.locator(tid('panorama-viewer')).waitFor({ timeout: 10000 })

  const province = new Set(await names('sc-province', 'res/api/scenic/list', { pageSize: 50 }))
  page = await openRoute('sc-province', '/guide-map-zytf', 'venues-map')
  const rows = page.locator('[data-testid^="map-place-"]')
  await rows.first().waitFor({ timeout: 30000 })
  const rowText = await rows.first().textContent()
  assert.ok(
    [...province].some((n) => rowText.includes(n)),
    `a Sichuan scenic area: ${rowText}`,
  )
  await snap(page, 'home-routes-guide-map-zytf')
})

test('site-only pages elsewhere say so, with the way home', async () => {
  for (const path of ['/xj-hot', '/xj-panoramic', '/jmg-sub', '/guide-map-zytf']) {
    const page = await openRoute('cd-city', path, 'not-on-site')
    const text = await page.locator(tid('not-on-site')).textContent()
    assert.match(text, /本站点没有这个栏目/, path)
    assert.match(text, /成都文旅云/, path)
  }
  const page = await openRoute('mx-county', '/xj-hot', 'not-on-site')
  await page.locator(tid('not-on-site-action')).click()
  await page.waitForURL(/\/index/, { timeout: 20000 })
})

test('a scenic area’s detail shows its brand; the banner opens /brand-desc with its places', async () => {
  const scenic = (await api('djy-scenic', 'res/api/scenic/list', { pageSize: 50 })).datas.find((p) => p.name === '都江堰景区')
  assert.ok(scenic)
  const page = await openRoute('djy-scenic', `/scenic-detail/${scenic.id}`, 'place-body')
  const banner = page.locator(tid('brand-banner'))
  await banner.waitFor({ timeout: 20000 })
  assert.match(await banner.textContent(), /拜水都江堰 · 问道青城山/)
  await banner.click()
  await page.waitForURL(/\/brand-desc\/\d+/, { timeout: 20000 })
  await page.locator(tid('brand-name')).waitFor({ timeout: 20000 })
  assert.equal(await page.locator(tid('brand-name')).textContent(), '拜水都江堰 · 问道青城山')
  assert.match(await page.locator(tid('brand-places')).textContent(), /都江堰景区/)
  await snap(page, 'home-routes-brand-desc')
})
