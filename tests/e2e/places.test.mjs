/**
 * Places end to end (needs the H5 build, the places server routes and their demo data): on
 * cd-city the SCENIC menu of the home page opens /scenic-list, a card opens /scenic-detail/{id}
 * (name, gallery, crowding from the visitor ratio, practical block, like bar), the photo viewer
 * zooms to 2 at most, an anonymous like goes to /login, back returns to the list; another site's id
 * shows the server's message; a SCENERY site's spot opens /spot-detail-new; intl-expo in French.
 * Logged in: collect a scenic area, find it on /user-collection (by type), cancel it. A child
 * site's /scenic-list/{siteId}; list → detail → map → back keeps the list's scroll position.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

const CROWDING = { veryComfortable: '非常舒适', comfortable: '舒适', average: '一般', crowded: '拥挤', veryCrowded: '非常拥挤' }
function crowdingOf(ratio) {
  if (ratio === null || ratio === undefined) return undefined
  if (ratio <= 0.3) return CROWDING.veryComfortable
  if (ratio < 0.5) return CROWDING.comfortable
  if (ratio >= 0.8) return CROWDING.veryCrowded
  if (ratio >= 0.6) return CROWDING.crowded
  return CROWDING.average
}

test('home → SCENIC menu → scenic list → detail (gallery, viewer, crowding, like gate) → back to the list', async () => {
  const list = await e2e.server.api('res/api/scenic/list', { siteCode: 'cd-city', currPage: '1', pageSize: '10' })
  assert.equal(list.code, 0, JSON.stringify(list).slice(0, 300))
  assert.ok(list.datas.length >= 8, `cd-city has demo scenic areas (${list.datas.length})`)
  const page = await e2e.open('cd-city', '/index')
  await page.locator(tid('index-menu-SCENIC')).click()
  await page.waitForURL(/\/scenic-list$/)
  const first = list.datas[0]
  const card = page.locator(tid(`place-item-${first.id}`))
  await card.waitFor({ timeout: 20000 })
  assert.match(await card.textContent(), new RegExp(first.name))
  await page.waitForTimeout(800)
  await snap(page, 'places-scenic-list')

  await card.click()
  await page.waitForURL(new RegExp(`/scenic-detail/${first.id}$`))
  // H5 keeps the list page in the document (hidden): the detail is found by its id
  const detail = page.locator(`${tid('place-detail')}[data-id="${first.id}"][data-state="ready"]`)
  await detail.waitFor({ timeout: 20000 })
  assert.equal(await detail.locator(tid('place-name')).textContent(), first.name)
  assert.equal(await page.title(), first.name, 'the title is the place name')
  await page.locator(tid('place-gallery')).waitFor()
  const expected = crowdingOf(first.visitorRatio)
  // the head's label (the spots below carry their own)
  if (expected) assert.equal(await detail.locator(`.place-head ${tid('place-crowding')}`).textContent(), expected)
  assert.match(await detail.locator(tid('place-like')).textContent(), /点赞 \d+/)
  await page.waitForTimeout(1000)
  await snap(page, 'places-scenic-detail')

  // the photo viewer: zoom 1 → 2 → 1, never more
  const hero = detail.locator('.place-gallery__hero')
  if (await hero.count()) {
    await hero.click()
    const viewer = page.locator(tid('photo-viewer'))
    await viewer.waitFor()
    await page.locator('.photo-viewer__stage').click()
    assert.equal(await viewer.getAttribute('data-zoom'), '2')
    await page.locator('.photo-viewer__stage').click()
    assert.equal(await viewer.getAttribute('data-zoom'), '1')
    await page.locator(tid('photo-viewer-close')).click()
    await viewer.waitFor({ state: 'detached' })
  }

  // an anonymous like asks for a login first
  await detail.locator(tid('place-like')).click()
  await page.waitForURL(/\/login\?redirect=/)
  await page.goBack()
  await page.waitForURL(new RegExp(`/scenic-detail/${first.id}$`))
  await page.goBack()
  await page.waitForURL(/\/scenic-list$/)
  await page.locator(tid(`place-item-${first.id}`)).waitFor({ timeout: 20000 })
})

test('hotel and food details show their crowding states', async () => {
  for (const [api, path, labels] of [
    ['hotel', 'hotel-detail', { SUFFICIENT: '房间充足', TIGHT: '房间紧张', FULL: '客满' }],
    ['dining', 'food-detail', { SUFFICIENT: '餐位充足', TIGHT: '餐位紧张', NEED_WAITING: '需要等位', VERY_POPULAR: '非常火爆' }],
  ]) {
    const list = await e2e.server.api(`res/api/${api}/list`, { siteCode: 'cd-city' })
    const item = list.datas.find((d) => d.crowdState) ?? list.datas[0]
    assert.ok(item, `cd-city has ${api} demo data`)
    const page = await e2e.open('cd-city', `/${path}/${item.id}`)
    await page.locator(`${tid('place-detail')}[data-state="ready"]`).waitFor({ timeout: 20000 })
    if (item.crowdState) assert.equal(await page.locator(`.place-head ${tid('place-crowding')}`).textContent(), labels[item.crowdState])
    await page.context().close()
  }
})

test("another site's scenic id shows the server's message", async () => {
  const other = await e2e.server.api('res/api/scenic/list', { siteCode: 'djy-scenic' })
  const page = await e2e.open('cd-city', `/scenic-detail/${other.datas[0].id}`)
  await page.locator(tid('place-detail-error')).waitFor({ timeout: 20000 })
  assert.equal(await page.locator(tid('place-detail')).getAttribute('data-state'), 'not-found')
})

test('a SCENERY site (djy-scenic): a spot of the scenic area opens /spot-detail-new', async () => {
  const scenic = await e2e.server.api('res/api/scenic/list', { siteCode: 'djy-scenic' })
  const parent = scenic.datas[0]
  const spots = await e2e.server.api('res/api/spots/list', { siteCode: 'djy-scenic', parentId: String(parent.id) })
  const page = await e2e.open('djy-scenic', `/scenic-detail/${parent.id}`)
  await page.locator(`${tid('place-detail')}[data-state="ready"]`).waitFor({ timeout: 20000 })
  if (spots.datas?.length) {
    await page.locator(`${tid('place-children')} ${tid(`place-item-${spots.datas[0].id}`)}`).click()
    await page.waitForURL(new RegExp(`/spot-detail-new/${spots.datas[0].id}$`))
    const spot = page.locator(`${tid('place-detail')}[data-id="${spots.datas[0].id}"][data-state="ready"]`)
    await spot.waitFor({ timeout: 20000 })
    assert.equal(await spot.locator(tid('place-name')).textContent(), spots.datas[0].name)
    await page.waitForTimeout(1000)
    await snap(page, 'places-spot-detail-new')
  }
  // djy-scenic is one of the four scenic-detail index-bar sites
  await page.goto(e2e.server.siteUrl('djy-scenic', `/scenic-detail/${parent.id}`))
  await page.locator(tid('tab-bar')).waitFor({ timeout: 20000 })
})

test('intl-expo in French: list title and cards', async () => {
  const page = await e2e.open('intl-expo', '/scenic-list?lang=fr')
  await page.locator('[data-testid^="place-item-"]').first().waitFor({ timeout: 20000 })
  await page.waitForFunction(() => document.title === 'Sites touristiques', null, { timeout: 10000 })
  await snap(page, 'places-intl-expo-fr')
})

test('logged in: collect a scenic area on its detail, find it on /user-collection, cancel it and see it gone', async () => {
  const list = await e2e.server.api('res/api/scenic/list', { siteCode: 'cd-city', currPage: '1', pageSize: '10' })
  const place = list.datas[1]
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  await smsLogin(e2e.server, page, { site: 'cd-city', redirect: `/scenic-detail/${place.id}` })
  await page.waitForURL(new RegExp(`/scenic-detail/${place.id}$`), { timeout: 20000 })
  const detail = page.locator(`${tid('place-detail')}[data-id="${place.id}"][data-state="ready"]`)
  await detail.waitFor({ timeout: 20000 })
  const collect = detail.locator(tid('place-collection'))
  assert.equal(await collect.getAttribute('data-on'), 'false')
  await collect.click()
  await page.getByText('感谢您的收藏').first().waitFor({ timeout: 10000 })
  assert.equal(await collect.getAttribute('data-on'), 'true')

  await page.goto(e2e.server.siteUrl('cd-city', '/user-collection'))
  const row = page.locator(tid(`collection-SCENERY-${place.id}`))
  await row.waitFor({ timeout: 20000 })
  assert.match(await row.textContent(), new RegExp(place.name))
  // the scenic tab keeps it, the hotel tab does not
  await page.locator(tid('collection-type-HOTEL')).click()
  await row.waitFor({ state: 'detached', timeout: 20000 })
  await page.locator(tid('collection-type-SCENERY')).click()
  await row.waitFor({ timeout: 20000 })
  await snap(page, 'places-user-collection')

  await page.locator(tid(`collection-cancel-SCENERY-${place.id}`)).click()
  await page.getByText('取消成功').first().waitFor({ timeout: 10000 })
  await row.waitFor({ state: 'detached', timeout: 20000 })
  await page.reload()
  await page
    .locator(`${tid('list-empty')}, ${tid('list-no-more')}`)
    .first()
    .waitFor({ timeout: 20000 })
  assert.equal(await page.locator(tid(`collection-SCENERY-${place.id}`)).count(), 0)
  await context.close()
})

test('/scenic-list/{siteId} of a child site lists the places of its region only; another site answers its message', async () => {
  const siteIdOf = async (siteCode) => (await e2e.server.api('user/api/site/getSiteDetail', { siteCode })).data.id
  // a parent site and a child site (its region inside the parent's) whose region holds some of the parent's scenic areas
  let found
  for (const [parent, child] of [
    ['cd-city', 'djy-scenic'],
    ['sc-province', 'cd-city'],
    ['sc-province', 'djy-scenic'],
    ['sc-province', 'mx-county'],
  ]) {
    const siteId = await siteIdOf(child)
    const narrowed = await e2e.server.api('res/api/scenic/list', { siteCode: parent, siteId: String(siteId) })
    const all = await e2e.server.api('res/api/scenic/list', { siteCode: parent })
    assert.equal(narrowed.code, 0, `${parent} / ${child}`)
    if (narrowed.datas.length > 0 && narrowed.page.total < all.page.total) {
      found = { parent, siteId, narrowed }
      break
    }
  }
  assert.ok(found, 'a demo parent site has scenic areas inside a child site')
  const { parent, siteId, narrowed } = found
  const page = await e2e.open(parent, `/scenic-list/${siteId}`)
  await page.locator(tid(`place-item-${narrowed.datas[0].id}`)).waitFor({ timeout: 20000 })
  const shown = await page.locator('[data-testid^="place-item-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  assert.deepEqual(
    shown.slice(0, narrowed.datas.length),
    narrowed.datas.map((d) => `place-item-${d.id}`),
  )
  // xj-region is not inside Sichuan: the list fails with the server's message instead of showing everything
  await page.goto(e2e.server.siteUrl(parent, `/scenic-list/${await siteIdOf('xj-region')}`))
  await page.locator(tid('list-error')).waitFor({ timeout: 20000 })
  await page.context().close()
})

// the list scrolls inside Taro's page element, which the browser resets while the page is hidden;
// the shell (PageShell useScrollRestore) puts it back
test('home → list → detail → map → back → back: the list is where it was scrolled to', async () => {
  const list = await e2e.server.api('res/api/scenic/list', { siteCode: 'cd-city', currPage: '1', pageSize: '10' })
  const target = list.datas.findLast((d) => d.longitude !== null && d.address) ?? list.datas.at(-1)
  const page = await e2e.open('cd-city', '/index')
  await page.locator(tid('index-menu-SCENIC')).click()
  await page.waitForURL(/\/scenic-list$/)
  const card = page.locator(tid(`place-item-${target.id}`))
  await card.waitFor({ timeout: 20000 })
  // where the card sits on screen says how far the list is scrolled, whichever element scrolls (the window or Taro's page)
  const topOf = () => card.evaluate((el) => Math.round(el.getBoundingClientRect().top))
  const unscrolled = await topOf()
  await card.scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  const scrolled = await topOf()
  assert.ok(unscrolled - scrolled > 200, `the list scrolled down (card from ${unscrolled} to ${scrolled})`)
  await card.click()
  await page.waitForURL(new RegExp(`/scenic-detail/${target.id}$`))
  const detail = page.locator(`${tid('place-detail')}[data-id="${target.id}"][data-state="ready"]`)
  await detail.waitFor({ timeout: 20000 })
  await detail.locator(tid('place-address')).click()
  await page.waitForURL(/\/open-map\//, { timeout: 20000 })
  // back once the map page is drawn: going back while its chunk still loads once left the detail
  // hidden on CI (a race in the H5 router, not what this test is about; docs/contract-places.md "Left")
  await page.locator(tid('open-map')).waitFor({ timeout: 20000 })
  await page.goBack()
  await page.waitForURL(new RegExp(`/scenic-detail/${target.id}$`))
  await detail.waitFor({ timeout: 20000 })
  await page.goBack()
  await page.waitForURL(/\/scenic-list$/)
  await card.waitFor({ timeout: 20000 })
  await page.waitForTimeout(500)
  const restored = await topOf()
  assert.ok(Math.abs(restored - scrolled) < 80, `scroll restored: the card at ${restored}, was at ${scrolled} (unscrolled ${unscrolled})`)
})
