/**
 * Volunteers end to end on cd-city (issue 13): the demo volunteer 李晓雨 (13800000003, signed up for
 * 成都博物馆展厅讲解服务, under way now: server/src/plugins/volunteers/demo.ts) opens the sign-in page
 * with the browser's position set (playwright geolocation and permission, WGS-84 as a phone gives
 * it; the app converts to gcj02): 1.5 km away the server refuses (500 m), at the museum the sign-in is taken,
 * then the sign-out gives the hours; the volunteer home shows the record.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, shown, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'
import { wgs84ToGcj02 } from '../../src/core/geo.ts'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
const VOLUNTEER_PHONE = '13800000003'

/** the WGS-84 point a phone reports where the app (gcj02) sees `gcj` (one fixed-point step is within a metre) */
function wgsOf(gcj) {
  const [lng, lat] = wgs84ToGcj02(gcj.longitude, gcj.latitude)
  return { longitude: gcj.longitude - (lng - gcj.longitude), latitude: gcj.latitude - (lat - gcj.latitude) }
}

test('a volunteer signs in to an activity within 500 m, not from 1.5 km, then signs out with the hours', async () => {
  const demo = (await e2e.server.api('dev/volunteers/demo', { siteCode: SITE, phone: VOLUNTEER_PHONE })).data
  const activity = demo.activities.find((a) => a.name === '成都博物馆展厅讲解服务')
  assert.ok(activity, 'the demo activity under way')
  const place = { longitude: activity.longitude, latitude: activity.latitude }
  const far = wgsOf({ longitude: place.longitude + 0.016, latitude: place.latitude })
  const near = wgsOf({ longitude: place.longitude + 0.001, latitude: place.latitude + 0.0005 })

  const context = await e2e.browser.newContext({ ...PHONE, geolocation: far, permissions: ['geolocation'] })
  let page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, phone: VOLUNTEER_PHONE, redirect: `/sign-in-activity-detail/${activity.id}` })
  await page.waitForURL(new RegExp(`/sign-in-activity-detail/${activity.id}$`), { timeout: 30000 })
  await shown(page, tid('sign-in-submit')).waitFor({ timeout: 30000 })
  await snap(page, 'volunteer-sign-in')

  // 1.5 km away: refused with the server's words, still not signed in
  await shown(page, tid('sign-in-submit')).click()
  await page
    .getByText(/需在 500 米内签到/)
    .first()
    .waitFor({ timeout: 20000 })
  assert.equal(await page.locator(`${tid('sign-out-submit')}:visible`).count(), 0)

  // at the museum (a fresh context with the same login: the page's position may be cached up to a minute)
  const session = await context.storageState()
  await context.close()
  const nearContext = await e2e.browser.newContext({ ...PHONE, storageState: session, geolocation: near, permissions: ['geolocation'] })
  page = await nearContext.newPage()
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(e2e.server.siteUrl(SITE, `/sign-in-activity-detail/${activity.id}`))
  await shown(page, tid('sign-in-submit')).waitFor({ timeout: 30000 })
  await shown(page, tid('sign-in-submit')).click()
  await shown(page, tid('sign-out-submit')).waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('sign-in-distance')).innerText(), /\d+ 米/)
  assert.ok((await shown(page, tid('sign-in-in')).innerText()).length > 0)
  await snap(page, 'volunteer-signed-in')
  await shown(page, tid('sign-out-submit')).click()
  const finished = shown(page, tid('sign-in-finished'))
  await finished.waitFor({ timeout: 30000 })
  assert.match(await finished.innerText(), /\d+\.\d 小时/)

  // the record is in the volunteer's service records
  await page.goto(e2e.server.siteUrl(SITE, '/volunteer-records'))
  await shown(page, '[data-testid^="record-"]').waitFor({ timeout: 30000 })
  assert.ok(await page.getByText('成都博物馆展厅讲解服务').first().isVisible())
  await snap(page, 'volunteer-records')
  assert.deepEqual(errors, [])
  await nearContext.close()
})
