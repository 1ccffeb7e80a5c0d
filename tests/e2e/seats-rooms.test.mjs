/**
 * Activity rooms and seat selection end to end on cd-city (issue 12): a logged-in visitor opens a
 * venue's rooms, books a room's session for a group (people, purpose, person in charge), sees
 * "awaiting the venue's review" and finds the order under Pending review in /user-reservation;
 * a visitor chooses a seat of the demo hall and holds it (countdown), and a second visitor's seat
 * map shows that seat taken.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, fill, PHONE, shown, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'
import { bookableRoom, seatedSession } from './route-samples.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
/** the demo user's friend (server/src/plugins/account/demo-seed.ts): normal credit, one saved visitor 王芳 */
const FRIEND_PHONE = '13800000002'

/** the friend's logged-in page, kept for the second test: a phone gets one SMS code a minute */
let friend

async function loggedIn(phone, redirect) {
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, phone, redirect })
  return { page, errors }
}

test('book an activity room for a group: awaiting review, then under “Pending review” in my reservations', async () => {
  const { venueId, roomId } = await bookableRoom(e2e.server, SITE)
  friend = await loggedIn(FRIEND_PHONE, `/activity-room/${venueId}`)
  const { page, errors } = friend
  await page.waitForURL(new RegExp(`/activity-room/${venueId}$`), { timeout: 30000 })
  await shown(page, tid(`room-book-${roomId}`)).click()
  await page.waitForURL(new RegExp(`/time-choice/${roomId}$`), { timeout: 30000 })

  const session = shown(page, '[data-testid^="booking-session-"][data-state="open"]')
  await session.waitFor({ timeout: 30000 })
  await session.click()
  await shown(page, tid('time-choice-next')).click()
  await page.waitForURL(new RegExp(`/room-order/${roomId}$`), { timeout: 30000 })

  await shown(page, tid('room-order-time')).waitFor({ timeout: 30000 })
  await fill(page, 'room-order-people', '6')
  await fill(page, 'room-order-purpose', '社区合唱团排练')
  await fill(page, 'room-order-organisation', '玉林街道合唱团')
  await shown(page, tid('room-order-contacts')).getByText('王芳').click()
  await snap(page, 'rooms-room-order')
  await shown(page, tid('room-order-submit')).click()

  await page.waitForURL(/\/order-success\/BK\d{8}[A-Z2-9]{12}$/, { timeout: 30000 })
  const code = page.url().split('/').pop()
  await page.getByText('预约已提交，等待场馆审核').first().waitFor({ timeout: 20000 })
  await shown(page, '[data-testid="booked-order"][data-state="ready"]').waitFor({ timeout: 20000 })
  await snap(page, 'rooms-order-success')
  await shown(page, tid('booked-order-view')).click()

  await page.waitForURL(/\/user-reservation$/, { timeout: 30000 })
  const row = shown(page, `[data-testid="reservation-${code}"]`)
  await row.waitFor({ timeout: 30000 })
  assert.equal(await row.getAttribute('data-status'), '4')
  assert.equal(await shown(page, tid(`reservation-status-${code}`)).textContent(), '待审核')
  assert.deepEqual(errors, [])
})

test('a visitor holds a seat with a countdown; a second visitor’s seat map shows it taken', async () => {
  const { slotId, activityId } = await seatedSession(e2e.server, SITE)
  const path = `/seat-selection/${slotId}/2/${activityId}`
  const first = friend ?? (await loggedIn(FRIEND_PHONE, path))
  if (friend) await first.page.goto(e2e.server.siteUrl(SITE, path))
  await first.page.waitForURL(new RegExp(`${path}$`), { timeout: 30000 })
  const seat = shown(first.page, tid('seat-4-7'))
  await seat.waitFor({ timeout: 30000 })
  assert.equal(await seat.getAttribute('data-state'), 'free')
  await seat.click()
  await shown(first.page, tid('seat-confirm')).click()
  await shown(first.page, tid('seat-countdown')).waitFor({ timeout: 20000 })
  assert.match(await shown(first.page, tid('seat-countdown')).textContent(), /剩余 0[45]:\d\d$/)
  await snap(first.page, 'seats-held')

  const second = await loggedIn(DEMO_PHONE, path)
  await second.page.waitForURL(new RegExp(`${path}$`), { timeout: 30000 })
  const taken = shown(second.page, tid('seat-4-7'))
  await taken.waitFor({ timeout: 30000 })
  assert.equal(await taken.getAttribute('data-state'), 'held')
  // tapping it chooses nothing
  await taken.click({ force: true })
  assert.equal(await shown(second.page, tid('seat-chosen')).textContent(), '已选 0/2')
  await snap(second.page, 'seats-taken')
  assert.deepEqual([...first.errors, ...second.errors], [])
})
