/**
 * Orders end to end on cd-city (issue 12): the demo user sees /user-order with its type tabs and
 * product-spec 4's labels, follows the shipped 蜀绣团扇 to its tracking events and confirms receipt;
 * /user-code shows the booked visit as a QR code with its digits; the demo friend, staff of that
 * venue, writes the code off (the same code again has nothing left to write off), and the visitor finds the visit under
 * "Completed" in /user-reservation.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { fill, PHONE, shown, smsLogin, snap, textSettles, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
/** the demo friend (server/src/plugins/account/demo-seed.ts): staff of the first bookable venue (plugins/orders/demo-orders.ts) */
const FRIEND_PHONE = '13800000002'

const textOf = async (page, selector) => (await shown(page, selector).textContent())?.trim()

let visit // { orderCode, code }
/** the demo user's page, logged in once (a second SMS code to the same phone within a minute is refused) */
let demoPage

test('the demo user’s orders: type tabs and labels, a shipment’s track, confirm receipt', async () => {
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  demoPage = page
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, redirect: '/user-order' })
  await page.waitForURL(/\/user-order$/, { timeout: 30000 })
  await shown(page, '[data-testid^="order-OD"]').waitFor({ timeout: 30000 })
  const types = []
  for (const k of ['all', 'material', 'fictitious', 'scenic', 'direct', 'hotel', 'line'])
    types.push(await textOf(page, tid(`order-type-${k}`)))
  assert.deepEqual(types, ['全部', '实物', '虚拟', '门票', '直购', '酒店', '线路'])

  await shown(page, tid('order-type-material')).click()
  await shown(page, tid('order-status-tab-21')).click()
  const row = shown(page, '[data-testid^="order-OD"][data-type="1"][data-status="21"]')
  await row.waitFor({ timeout: 20000 })
  const code = (await row.getAttribute('data-testid')).replace('order-', '')
  // the label's words come with the booking namespace, which may arrive just after the list
  await textSettles(page, `order-status-${code}`, '已发货')
  assert.equal(await textOf(page, tid(`order-status-${code}`)), '已发货')
  assert.match(await row.textContent(), /蜀绣团扇/)
  await snap(page, 'orders-user-order')

  await shown(page, tid(`order-logistics-${code}`)).click()
  await page.waitForURL(new RegExp(`/logistics/${code}$`), { timeout: 30000 })
  await shown(page, tid('logistics-state')).waitFor({ timeout: 20000 })
  assert.equal(await textOf(page, tid('logistics-company')), '顺丰速运')
  const events = await textOf(page, tid('logistics-events'))
  assert.match(events, /【成都市】顺丰速运 已揽收/)
  assert.match(events, /派件/)
  await snap(page, 'orders-logistics')

  await page.goto(e2e.server.siteUrl(SITE, `/order-detail/${code}`))
  await shown(page, tid('order-detail-status')).waitFor({ timeout: 30000 })
  assert.equal(await textOf(page, tid('order-detail-status')), '已发货')
  assert.match(await textOf(page, tid('order-detail-address')), /张明远 138\*\*\*\*0001/)
  await shown(page, tid(`order-confirmReceipt-${code}`)).click()
  await page.getByText('确认已收到全部商品吗？').waitFor({ timeout: 10000 })
  await page.getByText('确定', { exact: true }).last().click()
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="order-detail-status"]')].some((el) => el.textContent === '已收货'),
    null,
    {
      timeout: 20000,
    },
  )
  assert.match(await textOf(page, tid('order-detail-timeline')), /确认收货/)
  await snap(page, 'orders-order-detail')
  assert.deepEqual(errors, [])
})

test('/user-code shows the booked visit as a QR code and its digits; a tap enlarges it', async () => {
  const page = demoPage
  await page.goto(e2e.server.siteUrl(SITE, '/user-code'))
  await page.waitForURL(/\/user-code$/, { timeout: 30000 })
  const card = shown(page, '[data-testid^="ecode-BK"]')
  await card.waitFor({ timeout: 30000 })
  visit = { orderCode: (await card.getAttribute('data-testid')).replace('ecode-', ''), code: await card.getAttribute('data-code') }
  assert.match(visit.code, /^\d{12}$/)
  assert.equal(await textOf(page, tid(`ecode-digits-${visit.orderCode}`)), visit.code.replace(/(\d{4})(?=\d)/g, '$1 '))
  const src = await shown(page, `${tid(`ecode-qr-${visit.orderCode}`)} img`).getAttribute('src')
  assert.match(src, /^data:image\/gif;base64,/)
  await shown(page, tid(`ecode-qr-${visit.orderCode}`)).click()
  await shown(page, tid('ecode-large')).waitFor({ timeout: 10000 })
  await snap(page, 'orders-user-code')
  await shown(page, `${tid('ecode-large')} [role="button"]`).click()
})

test('staff write the visit off once; the visitor sees it under “Completed”', async () => {
  assert.ok(visit, 'the /user-code test found the visit')
  const staff = await (await e2e.browser.newContext(PHONE)).newPage()
  await smsLogin(e2e.server, staff, { site: SITE, phone: FRIEND_PHONE, redirect: '/user-code' })
  await staff.waitForURL(/\/user-code$/, { timeout: 30000 })
  await shown(staff, '[data-testid^="user-code-staff-"]').click({ timeout: 30000 })
  await staff.waitForURL(/\/write-off\/CONTENT_TYPE_VENUE\/\d+$/, { timeout: 30000 })
  await shown(staff, tid('write-off-place')).waitFor({ timeout: 20000 })
  await fill(staff, 'write-off-code', visit.code)
  await shown(staff, tid('write-off-find')).click()
  await shown(staff, tid('write-off-order')).waitFor({ timeout: 20000 })
  assert.equal(await textOf(staff, tid('write-off-status')), '待使用')
  assert.match(await textOf(staff, tid('write-off-order')), /张明远/)
  await shown(staff, tid('write-off-submit')).click()
  await staff.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="write-off-status"]')].some((el) => el.textContent === '已完成'),
    null,
    {
      timeout: 20000,
    },
  )
  await snap(staff, 'orders-write-off')
  // the same code again: the booking shows as completed, with nothing to write off (the server refuses a second write-off)
  await shown(staff, tid('write-off-next')).click()
  await fill(staff, 'write-off-code', visit.code)
  await shown(staff, tid('write-off-find')).click()
  await staff.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="write-off-status"]')].some((el) => el.textContent === '已完成'),
    null,
    {
      timeout: 20000,
    },
  )
  assert.equal(await staff.locator(`${tid('write-off-submit')}:visible`).count(), 0)
  await staff.context().close()

  const visitor = demoPage
  await visitor.goto(e2e.server.siteUrl(SITE, '/user-reservation'))
  await visitor.waitForURL(/\/user-reservation$/, { timeout: 30000 })
  await shown(visitor, tid('reservation-tab-completed')).click({ timeout: 30000 })
  await shown(visitor, tid(`reservation-${visit.orderCode}`)).waitFor({ timeout: 20000 })
  assert.equal(await textOf(visitor, tid(`reservation-status-${visit.orderCode}`)), '已完成')
  await snap(visitor, 'orders-user-reservation-completed')
  await visitor.context().close()
})
