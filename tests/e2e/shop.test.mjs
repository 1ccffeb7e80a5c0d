/**
 * The online shop end to end on cd-city (issue 14, docs/contract-shop.md): the demo user logs in,
 * taps the GOODS advert of the home carousel and lands on that goods' detail (/goods-detail/{id}),
 * adds it to the cart, opens the cart (/shop-cart), checks out and finds the material order on
 * /user-order with the shop's name; the goods page then shows one fewer in stock. Then /dpq-shop
 * shows the free-charge benefit (getElectricityFree answered "1"), the categories and the goods, and
 * /user the same benefit.
 * Orders made here live in this file's own server (each e2e file starts a fresh database).
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, seriousViolations, shown, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
let session

test('a GOODS advert on the home opens the goods; add to cart; checkout makes a material order on /user-order', async () => {
  const ad = (await e2e.server.api('res/api/advert/list', { siteCode: SITE })).datas.find((a) => a.type === 'GOODS')
  assert.ok(ad, 'cd-city has a GOODS advert')
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, redirect: '/index' })
  await page.waitForURL(/\/index$/, { timeout: 30000 })
  const slide = shown(page, tid(`home-advert-${ad.adId}`))
  await slide.waitFor({ timeout: 30000 })
  await slide.scrollIntoViewIfNeeded()
  await snap(page, 'shop-home-advert')
  await slide.click()

  await page.waitForURL(new RegExp(`/goods-detail/${ad.resourceId}$`), { timeout: 30000 })
  await shown(page, tid('goods-name')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('goods-name')).textContent(), '蒙顶甘露 · 明前特级')
  assert.match(await shown(page, tid('goods-price')).textContent(), /¥268\.00/)
  const stockBefore = Number((await shown(page, tid('goods-stock')).textContent()).match(/库存 (\d+)/)[1])
  assert.equal(await shown(page, tid('goods-pictures')).locator('img').count(), 3)
  await page.waitForTimeout(800) // the slide-in of the page ends
  await snap(page, 'shop-goods-detail')
  assert.deepEqual(await seriousViolations(page), [])

  await shown(page, tid('goods-add-cart')).click()
  await page.getByText('已加入购物车').first().waitFor({ timeout: 20000 })
  await shown(page, tid('goods-open-cart')).click()
  await page.waitForURL(/\/shop-cart$/, { timeout: 30000 })
  await shown(page, tid(`cart-line-${ad.resourceId}`)).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('shop-cart-total')).textContent(), '共 1 件，合计 ¥268.00')
  await page.waitForTimeout(800)
  await snap(page, 'shop-cart')
  assert.deepEqual(await seriousViolations(page), [])

  await shown(page, tid('shop-checkout')).click()
  await page.waitForURL(/\/user-order/, { timeout: 30000 })
  // the newest order of the list: the shop's material order, to pay (order labels of the user centre)
  const row = page.locator('.order-row:visible', { hasText: '天府文创优选' }).first()
  await row.waitFor({ timeout: 30000 })
  assert.equal(await row.getAttribute('data-type'), '1')
  assert.equal(await row.getAttribute('data-status'), '0')
  assert.match(await row.textContent(), /蒙顶甘露 · 明前特级/)
  await page.waitForTimeout(800)
  await snap(page, 'shop-user-order')

  await page.goto(e2e.server.siteUrl(SITE, `/goods-detail/${ad.resourceId}`))
  await shown(page, tid('goods-stock')).waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('goods-stock')).textContent(), new RegExp(`库存 ${stockBefore - 1}`))
  assert.deepEqual(errors, [])
  session = await page.context().storageState()
  await page.context().close()
})

test('/dpq-shop: the free-charge benefit, the categories and the goods of a category', async () => {
  const context = await e2e.browser.newContext({ ...PHONE, storageState: session })
  const page = await context.newPage()
  await page.goto(e2e.server.siteUrl(SITE, '/dpq-shop'))
  await shown(page, tid('electricity-benefit')).waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('electricity-benefit')).textContent(), /本月可免费充电 2 次，每次 30 度/)
  await shown(page, tid('shop-goods')).waitFor({ timeout: 30000 })
  await page
    .getByRole('button', { name: '川茶' })
    .or(page.getByText('川茶', { exact: true }))
    .first()
    .click()
  await shown(page, tid('shop-goods')).getByText('竹叶青 · 峨眉高山绿茶').waitFor({ timeout: 30000 })
  await snap(page, 'shop-dpq-shop')
  assert.deepEqual(await seriousViolations(page), [])
  // the user centre shows the same benefit
  await page.goto(e2e.server.siteUrl(SITE, '/user'))
  await shown(page, tid('electricity-benefit')).waitFor({ timeout: 30000 })
  await snap(page, 'shop-user-benefit')
  await context.close()
})
