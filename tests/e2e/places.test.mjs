/**
 * Places end to end (needs the H5 build, the places server routes and their demo data): on
 * cd-city the SCENIC menu of the home page opens /scenic-list, a card opens /scenic-detail/{id}
 * (name, gallery, crowding from the visitor ratio, practical block, like bar), the photo viewer
 * zooms to 2 at most, an anonymous like goes to /login, back returns to the list; another site's id
 * shows the server's message; a SCENERY site's spot opens /spot-detail-new; intl-expo in French.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { snap, tid, useServerAndBrowser } from './harness.mjs'

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
