/**
 * Activities end to end on cd-city (issue 12): a logged-in visitor opens /activity-home, a classify,
 * a free activity's detail, books it (session, saved visitor, the one save call), lands on
 * /activity-success with the order, and finds it on /user-activity under the activity orders. Then a
 * paid sign-up (锦江剧场川剧折子戏, ¥60) goes through the development pay page and is found paid.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { chooseVisitor, PHONE, shown, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'
import { demoActivities } from './route-samples.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
/** the demo user's friend (server/src/plugins/account/demo-seed.ts): normal credit, one saved visitor 王芳 */
const FRIEND_PHONE = '13800000002'

/** the friend's logged-in browser storage, from the first test (a second SMS login would wait out the resend interval) */
let friendSession

test('activity home → a classify → a free activity → book it → it is on /user-activity', async () => {
  const { bookable } = await demoActivities(e2e.server, SITE)
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, phone: FRIEND_PHONE, redirect: '/activity-home' })
  await page.waitForURL(/\/activity-home$/, { timeout: 30000 })

  await shown(page, tid(`activity-classify-${bookable.classifyId}`)).click()
  await page.waitForURL(new RegExp(`/activity/${bookable.classifyId}$`), { timeout: 30000 })
  const card = shown(page, tid(`activity-item-${bookable.id}`))
  await card.waitFor({ timeout: 30000 })
  await snap(page, 'activity-classify')
  await card.click()

  await page.waitForURL(new RegExp(`/activity-detail/${bookable.id}$`), { timeout: 30000 })
  await shown(page, tid('activity-name')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('activity-action')).getAttribute('data-kind'), 'book')
  await snap(page, 'activity-detail')
  await shown(page, tid('activity-button')).click()

  await page.waitForURL(new RegExp(`/activity-order/${bookable.id}$`), { timeout: 30000 })
  const session = shown(page, '[data-testid^="booking-session-"][data-state="open"]')
  await session.waitFor({ timeout: 30000 })
  await session.click()
  await chooseVisitor(page, '王芳')
  await shown(page, tid('booking-submit')).click()

  await page.waitForURL(/\/activity-success\/BK\w+$/, { timeout: 30000 })
  const code = page.url().split('/').pop()
  assert.match(code, /^BK\d{8}[A-Z2-9]{12}$/)
  await page.waitForFunction(() => document.querySelector('[data-testid="booked-order-status"]')?.dataset.status === '11', null, {
    timeout: 20000,
  })
  await snap(page, 'activity-success')
  await shown(page, tid('activity-success-mine')).click()

  await page.waitForURL(/\/user-activity\?orderType=CONTENT_TYPE_ACTIVITY$/, { timeout: 30000 })
  const row = shown(page, tid(`reservation-${code}`))
  await row.waitFor({ timeout: 30000 })
  assert.equal(await row.getAttribute('data-status'), '11')
  assert.equal(await shown(page, tid(`reservation-status-${code}`)).textContent(), '待使用')
  await snap(page, 'activity-user-activity')
  assert.deepEqual(errors, [])
  friendSession = await page.context().storageState()
  await page.context().close()
})

test('a paid sign-up: detail → sign up → the development pay page → paid, to be used', async () => {
  const all = (await e2e.server.api('res/api/activity/getActivityList', { siteCode: SITE, pageSize: 50 })).datas
  const paid = all.find((a) => a.name === '锦江剧场川剧折子戏')
  assert.equal(paid?.method, 'ACTIVITY_MODE_ENROLL_PAY')
  const page = await (await e2e.browser.newContext({ ...PHONE, storageState: friendSession })).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(e2e.server.siteUrl(SITE, `/activity-detail/${paid.id}`))
  await shown(page, tid('activity-name')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('activity-action')).getAttribute('data-kind'), 'signUp')
  await shown(page, tid('activity-button')).click()

  await page.waitForURL(new RegExp(`/activity-order/${paid.id}$`), { timeout: 30000 })
  await shown(page, '[data-testid^="booking-session-"][data-state="open"]').click({ timeout: 30000 })
  await chooseVisitor(page, '王芳')
  await shown(page, tid('booking-submit')).click()

  // a paid sign-up waits for its payment (status 0): the form opens the pay page
  await page.waitForURL(/\/order-pay\/BK\d{8}[A-Z2-9]{12}$/, { timeout: 30000 })
  const code = new URL(page.url()).pathname.split('/').pop()
  await shown(page, tid('order-pay-amount')).waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('order-pay-amount')).textContent(), /¥60\.00/)
  await shown(page, tid('order-pay-submit')).click()
  await shown(page, tid('dev-pay-confirm')).click({ timeout: 20000 })

  await page.waitForURL(/\/user-reservation$/, { timeout: 30000 })
  await shown(page, tid('reservation-tab-toBeUsed')).click()
  await shown(page, `[data-testid="reservation-${code}"][data-status="11"]`).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid(`payment-${code}`)).textContent(), '¥60.00 · 在线支付')
  assert.deepEqual(errors, [])
  await page.context().close()
})
