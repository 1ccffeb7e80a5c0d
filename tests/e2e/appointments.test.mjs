/**
 * Appointments end to end on cd-city (issue 12): the appointment query block lists the bookable
 * places and a row opens its booking; the demo user's ZYTF orders show the tabs all and 0-7 with
 * their paid totals and "free"; a booking opened on /reservation-detail is cancelled inside its
 * window (the spec's question, then "cancelled"), and its places come back.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { chooseVisitor, PHONE, shown, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
/** the demo user's friend (server/src/plugins/account/demo-seed.ts): normal credit, one saved visitor 王芳 */
const FRIEND_PHONE = '13800000002'

/** an open day's word on its tab (locales/zh/booking.json day.open) */
const OPEN_DAY = '可预约'

/** the first of these bookable rows whose calendar asks neither money nor points */
async function firstFree(rows) {
  for (const r of rows) {
    const days = await e2e.server.api('res/api/booking/commonOrderTimeList', {
      siteCode: SITE,
      resourceType: r.resourceType,
      resourceId: r.resourceId,
    })
    if (days.code === 0 && days.datas.every((d) => !d.priceFen && !d.pricePoints)) return r
  }
  throw new Error('no free bookable venue')
}

test('/appointment-query lists the bookable places with their days, and a row opens /appointment-order (login first)', async () => {
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(e2e.server.siteUrl(SITE, `/appointment-query`))
  const first = shown(page, '[data-testid^="query-resource-"][data-type="CONTENT_TYPE_VENUE"]')
  await first.waitFor({ timeout: 30000 })
  const id = (await first.getAttribute('data-testid')).replace('query-resource-', '')
  assert.equal(await page.locator(`[data-testid^="query-day-${id}-"]:visible`).count(), 3)
  await shown(page, tid('route-products')).waitFor({ timeout: 20000 })
  await snap(page, 'appointment-query')
  const list = await e2e.server.api('res/api/booking/resourceList', { siteCode: SITE, pageSize: 50 })
  const resource = list.datas.find((r) => String(r.id) === id)
  await first.click()
  // booking needs a login (product-spec 6): a visitor who is not logged in goes to login first, with
  // the booking page to come back to, and the page's login-only calls are not made before
  const target = `/appointment-order/${resource.resourceId}`
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === target, { timeout: 30000 })
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('the ZYTF list: tabs all and 0-7, paid totals and free, cancel and pay by the rules', async () => {
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  await smsLogin(e2e.server, page, { site: SITE, redirect: '/appointment-query-zytf' })
  await page.waitForURL(/\/appointment-query-zytf$/, { timeout: 30000 })
  await shown(page, '[data-testid^="zytf-ZY"]').waitFor({ timeout: 30000 })
  const tabs = []
  for (const s of ['all', 0, 1, 2, 3, 4, 5, 6, 7]) tabs.push(await shown(page, tid(`zytf-tab-${s}`)).textContent())
  assert.deepEqual(tabs, ['全部', '待使用', '已使用', '已取消', '已过期', '待支付', '部分核销', '已退款', '部分退款'])
  const money = await page.locator('[data-testid^="zytf-money-"]:visible').allTextContents()
  assert.equal(money.length, 5, 'a page of 5')
  assert.ok(money.some((m) => m === '免费'))
  assert.ok(money.some((m) => /^实付：¥\d+\.\d\d$/.test(m)))
  await snap(page, 'appointment-zytf')
  await shown(page, tid('zytf-tab-4')).click()
  const toPay = shown(page, '[data-testid^="zytf-ZY"][data-status="4"]')
  await toPay.waitFor({ timeout: 20000 })
  const code = (await toPay.getAttribute('data-testid')).replace('zytf-', '')
  await shown(page, tid(`zytf-pay-${code}`)).click()
  await page.waitForURL(new RegExp(`/reservation-detail/${code}\\?zytf=1$`), { timeout: 30000 })
  await shown(page, tid('reservation-detail-status')).waitFor({ timeout: 20000 })
  assert.equal(await shown(page, tid('reservation-detail-status')).textContent(), '状态：待支付')
  await page.context().close()
})

test('a booking opened on /reservation-detail is cancelled inside its window', async () => {
  const list = await e2e.server.api('res/api/booking/resourceList', { siteCode: SITE, resourceType: 'CONTENT_TYPE_VENUE', pageSize: 50 })
  // a free one: a venue asks what its ticket says (issue 28), and a paid booking would open the pay page
  const venue = await firstFree(list.datas.filter((r) => r.days.some((d) => d.state === 'open')))
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, phone: FRIEND_PHONE, redirect: `/appointment-order/${venue.resourceId}` })
  await page.waitForURL(new RegExp(`/appointment-order/${venue.resourceId}$`), { timeout: 30000 })
  // a session of a later day: well inside the 2-hour cancel window
  await page.locator('[data-testid^="booking-day-"]:visible', { hasText: OPEN_DAY }).nth(1).click({ timeout: 30000 })
  const session = shown(page, '[data-testid^="booking-session-"][data-state="open"]')
  await session.waitFor({ timeout: 30000 })
  const slotId = (await session.getAttribute('data-testid')).replace('booking-session-', '')
  await session.click()
  await chooseVisitor(page, '王芳')
  await shown(page, tid('booking-submit')).click()
  await page.waitForURL(/\/appointment-success\?orderCode=BK/, { timeout: 30000 })
  const code = new URL(page.url()).searchParams.get('orderCode')

  await page.goto(e2e.server.siteUrl(SITE, `/reservation-detail/${code}`))
  await shown(page, tid('reservation-detail-cancel')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('reservation-detail-status')).textContent(), '状态：待使用')
  await snap(page, 'reservation-detail')
  await shown(page, tid('reservation-detail-cancel')).click()
  await page.getByText('取消后需要重新预约，确认取消吗？').waitFor({ timeout: 10000 })
  await page.getByText('确定', { exact: true }).last().click()
  await page.waitForFunction(
    () => document.querySelector('[data-testid="reservation-detail-status"]')?.textContent === '状态：已取消',
    null,
    {
      timeout: 20000,
    },
  )
  assert.equal(await page.locator(`${tid('reservation-detail-cancel')}:visible`).count(), 0)
  const days = await e2e.server.api('res/api/booking/commonOrderTimeList', {
    siteCode: SITE,
    resourceType: 'CONTENT_TYPE_VENUE',
    resourceId: venue.resourceId,
  })
  const slot = days.datas.flatMap((d) => d.orderTimes).find((s) => String(s.id) === slotId)
  assert.equal(slot.stock, slot.maxNum, 'the places came back')
  assert.deepEqual(errors, [])
  await page.context().close()
})
