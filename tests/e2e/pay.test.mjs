/**
 * Paying a booking end to end on cd-city (issue 12 payment, PAY_PROVIDER dev-pay): the demo friend
 * books a money-priced scenic area (its booking asks what its ticket says, issue 28) and lands on
 * /order-pay with the amount and the hold's countdown; Cancel on the development checkout leaves it
 * awaiting payment (Pay on /user-reservation brings the visitor back), Pay there confirms; the
 * visitor lands on /user-reservation and finds the order under "To be used", paid. Then a
 * points-priced venue session is paid with the friend's points. Which places are priced, and at
 * what, the test reads from the details' `booking` field, not from the seed's order.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { chooseVisitor, PHONE, shown, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after }, { PAY_PROVIDER: 'dev-pay' })
const SITE = 'cd-city'
/** the demo user's friend (server/src/plugins/account/demo-seed.ts): normal credit, one saved visitor 王芳 */
const FRIEND_PHONE = '13800000002'

/**
 * The first bookable place of a kind (scenic or venue) whose detail's booking asks money
 * (`priceFen` > 0) or points (`pricePoints` > 0), with that booking: {place, booking, path}.
 */
async function priced(kind, currency) {
  const list = (await e2e.server.api(`res/api/${kind}/list`, { siteCode: SITE, pageSize: 50 })).datas ?? []
  for (const p of list) {
    const { booking } = (await e2e.server.api(`res/api/${kind}/detail`, { siteCode: SITE, id: p.id })).data ?? {}
    if (!booking) continue
    if (currency === 'money' ? booking.priceFen > 0 : booking.pricePoints > 0 && !booking.priceFen)
      return { place: p, booking, path: `/appointment-order/${p.id}${kind === 'scenic' ? '?scenic=scenic' : ''}` }
  }
  throw new Error(`no ${currency}-priced ${kind} on ${SITE}`)
}

/** the friend's logged-in browser storage, from the first test */
let friendSession

test('book the paid scenic area, pay it on the development checkout, find it under “to be used”', async () => {
  const { place: scenic, booking, path } = await priced('scenic', 'money')
  const yuan = `¥${(booking.priceFen / 100).toFixed(2)}`
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, phone: FRIEND_PHONE, redirect: path })
  await page.waitForURL(new RegExp(`/appointment-order/${scenic.id}`), { timeout: 30000 })
  await shown(page, '[data-testid^="booking-session-"][data-state="open"]').click({ timeout: 30000 })
  await chooseVisitor(page, '王芳')
  await shown(page, tid('booking-submit')).click()
  // the booking waits for its payment: the form opens its pay page
  await page.waitForURL(/\/order-pay\/BK\d{8}[A-Z2-9]{12}$/, { timeout: 30000 })
  const code = new URL(page.url()).pathname.split('/').pop()
  await shown(page, tid('order-pay-amount')).waitFor({ timeout: 30000 })
  assert.ok((await shown(page, tid('order-pay-amount')).textContent()).includes(yuan), yuan)
  assert.match(await shown(page, tid('order-pay-people')).textContent(), /1 人/)
  assert.match(await shown(page, tid('order-pay-countdown')).textContent(), /请在 1[45]:\d\d 内完成支付/)

  // Cancel on the checkout leaves it unpaid: the reservation list offers Pay again
  await shown(page, tid('order-pay-submit')).click()
  await shown(page, tid('dev-pay-cancel')).click({ timeout: 20000 })
  await shown(page, tid('order-pay-submit')).waitFor({ timeout: 20000 })
  await page.goto(e2e.server.siteUrl(SITE, '/user-reservation'))
  await shown(page, `[data-testid="reservation-${code}"][data-status="0"]`).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid(`reservation-status-${code}`)).textContent(), '待付款')
  await shown(page, tid(`reservation-pay-${code}`)).click()
  await page.waitForURL(new RegExp(`/order-pay/${code}$`), { timeout: 30000 })

  await shown(page, tid('order-pay-submit')).click()
  const sheet = shown(page, tid('dev-pay-sheet'))
  await sheet.waitFor({ timeout: 20000 })
  assert.match(await sheet.textContent(), /开发支付（dev-pay）/)
  await snap(page, 'pay-dev-checkout')
  await shown(page, tid('dev-pay-confirm')).click()

  await page.waitForURL(/\/user-reservation$/, { timeout: 30000 })
  await shown(page, tid('reservation-tab-toBeUsed')).click()
  const row = shown(page, `[data-testid="reservation-${code}"][data-status="11"]`)
  await row.waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid(`reservation-status-${code}`)).textContent(), '待使用')
  // read inside the paid row: the list page opened before paying is still in the DOM with the unpaid
  // row's amount, and a page-wide match read it once in CI
  assert.equal(await row.locator(tid(`payment-${code}`)).textContent(), `${yuan} · 在线支付`)
  // back: the list opened before paying shows again, reloaded, with the order paid and no Pay button
  await page.goBack()
  const before = page
    .locator(`${tid('user-reservation')}:visible`)
    .filter({ has: page.locator(`${tid('reservation-tab-all')}[aria-current="true"]`) })
  await before.locator(`[data-testid="reservation-${code}"][data-status="11"]`).waitFor({ timeout: 20000 })
  assert.equal(await before.locator(tid(`reservation-pay-${code}`)).count(), 0)
  await snap(page, 'pay-user-reservation')
  assert.deepEqual(errors, [])
  friendSession = await page.context().storageState()
  await page.context().close()
})

test('a points-priced booking is paid with points at once', async () => {
  // the friend is still logged in (a second SMS login would wait out the resend interval)
  const page = await (await e2e.browser.newContext({ ...PHONE, storageState: friendSession })).newPage()
  const { place: venue, booking, path } = await priced('venue', 'points')
  await page.goto(e2e.server.siteUrl(SITE, path))
  await page.waitForURL(new RegExp(`/appointment-order/${venue.id}`), { timeout: 30000 })
  await shown(page, '[data-testid^="booking-session-"][data-state="open"]').click({ timeout: 30000 })
  await chooseVisitor(page, '王芳')
  await shown(page, tid('booking-submit')).click()
  await page.waitForURL(/\/order-pay\//, { timeout: 30000 })
  const code = new URL(page.url()).pathname.split('/').pop()
  await shown(page, tid('order-pay-amount')).waitFor({ timeout: 30000 })
  assert.ok((await shown(page, tid('order-pay-amount')).textContent()).includes(`${booking.pricePoints} 积分`))
  const submit = shown(page, tid('order-pay-submit'))
  assert.equal(await submit.textContent(), '积分支付')
  await submit.click()
  await page.waitForURL(/\/user-reservation$/, { timeout: 30000 })
  assert.equal(await shown(page, tid(`payment-${code}`)).textContent({ timeout: 30000 }), `${booking.pricePoints} 积分 · 积分支付`)
  await page.context().close()
})
