/**
 * The main visitor flows of issue 24, driven in cd-city's (and intl-expo's) built mini-program in
 * Node (harness.mjs) by taps and typing, against a started contract server; every text asserted
 * is the server's answer or a locales/ string. Needs dist/weapp/<site>/ built.
 *  1. SMS login from the user centre (code from the development outbox): the centre shows the
 *     user's nickname and masked phone.
 *  2. A venue session booked from the venues list for tomorrow (the demo venues close on Mondays:
 *     when tomorrow is one, the calendar must say so and the next open day is booked), found in
 *     /user-reservation under 待使用, cancelled after the spec's question: 已取消 (status 14).
 *  3. A complaint with a photo (the harness's picker hands out tests/weapp/fixtures/receipt.jpg,
 *     wx.uploadFile sends it to file/upload): listed on /user-complain as 待受理.
 *  4. Search 熊猫: the server's total and hits, the first hit opens its detail.
 *  5. intl-expo switched to English: the home and a place in locales/en words.
 * Run: node --import tsx --test tests/weapp/flows.test.mjs
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, test } from 'node:test'
import { startServer } from '../e2e/harness.mjs'
import { toMiniProgramUrl } from '../../src/core/routes.ts'
import { isIdCard } from '../../src/core/validation.ts'
import { PHOTO_FIXTURE, launch } from './harness.mjs'
import { exactly, field, inOrder, inside, locale, loginBySms, pageOf, siteClock, siteDay, tokenOf } from './visitor.mjs'

const SITE = 'cd-city'
/** the demo user (SHORT_LOSE_CREDIT: the credit dialog stops their bookings, product-spec) */
const DEMO_PHONE = '13800000001'
/** the demo user's friend 王芳: normal credit and a saved visitor, so she can book */
const FRIEND_PHONE = '13800000002'
/** the visitor added on the booking form (a valid id card number: GB 11643's check character) */
const VISITOR = { name: '李雷', idCard: '510104199003071237', phone: '13900000009' }
const zh = Object.fromEntries(
  ['booking', 'appointment', 'complaints', 'search', 'home', 'places', 'user'].map((ns) => [ns, locale('zh', ns)]),
)

let server
before(async () => {
  server = await startServer()
})
after(async () => {
  await server?.stop()
})

async function open(t, site, options = {}) {
  const mp = await launch(site, { server, ...options })
  t.after(() => mp.close())
  return mp
}

/**
 * A device where `phone` has logged in through the form once: the server sends one code a minute
 * per phone, so later flows of the same visitor reopen the app with that device's storage.
 */
const devices = new Map()
async function loggedIn(t, phone, options = {}) {
  const mp = await open(t, SITE, { ...options, storage: devices.get(phone) })
  if (!devices.has(phone)) {
    await loginBySms(mp, server, phone)
    devices.set(phone, mp.storageSnapshot())
  }
  return mp
}

async function menusOf(siteCode, lang = 'zh') {
  const home = await server.api('config/api/menu/getIndexMenuList', { siteCode, lang, clientType: 'WEB', location: 'HOME_BOTTOM' })
  const bottom = await server.api('config/api/layout/getBottomNavList', { siteCode, lang, clientType: 'WEB' })
  return { home: home.datas, bottom: bottom.data.layoutDetail }
}

const userApi = (mp, path, params = {}) => server.api(path, { siteCode: SITE, token: tokenOf(mp), ...params })

test('SMS login from the user centre: the centre shows the user’s nickname and masked phone', async (t) => {
  const mp = await loggedIn(t, DEMO_PHONE)
  const me = await userApi(mp, 'user/api/userInfo/refresh')
  assert.equal(me.code, 0)
  assert.ok(me.data.nickName, 'the demo user has a nickname')
  const centre = mp.currentPage()
  assert.ok(centre.find(exactly(me.data.nickName)), centre.text())
  assert.ok(centre.find(exactly(`${DEMO_PHONE.slice(0, 3)}****${DEMO_PHONE.slice(-4)}`)), centre.text())
  assert.equal(centre.find(locale('zh', 'user').user.loginNow), undefined, 'no login prompt once logged in')
  assert.deepEqual(mp.errors, [])
})

/**
 * The venues list's first free venue whose calendar answers, with the day to book: tomorrow, unless
 * the venue is closed then. Free by the calendar's price: a venue asks what its ticket says (issue 28),
 * and a paid one would open the pay page instead of the booking.
 */
async function venueAndDay(t) {
  const venues = (await server.api('res/api/venue/list', { siteCode: SITE })).datas
  for (const venue of venues) {
    const query = { siteCode: SITE, resourceType: 'CONTENT_TYPE_VENUE', resourceId: venue.id }
    const calendar = await server.api('res/api/booking/commonOrderTimeList', query)
    if (calendar.code !== 0 || calendar.datas.some((d) => d.priceFen > 0 || d.pricePoints > 0)) continue
    const tomorrow = calendar.datas.find((d) => d.date === siteDay(1))
    if (tomorrow.state === 'open') return { venue, tomorrow, day: tomorrow }
    assert.equal(tomorrow.state, 'closed', 'a venue bookable ahead is open tomorrow or closed for its weekly day off')
    t.diagnostic(`${venue.name} is closed tomorrow (${tomorrow.date}, its weekly day off): booking its next open day`)
    return { venue, tomorrow, day: calendar.datas.find((d) => d.date > tomorrow.date && d.state === 'open') }
  }
  throw new Error('no free bookable venue on the first page of the venues list')
}

test('book a venue session for tomorrow from the venues list, find it in /user-reservation, cancel it', async (t) => {
  const { venue, tomorrow, day } = await venueAndDay(t)
  const session = day.orderTimes.find((s) => s.state === 'open')
  const times = `${siteClock(session.startTime)}-${siteClock(session.endTime)}`
  const [month, date] = day.date.slice(5).split('-')
  const mp = await loggedIn(t, FRIEND_PHONE)
  const saved = (await userApi(mp, 'user/api/consumUserContacts/list')).datas.map((c) => c.name)
  assert.ok(saved.length > 0, 'the friend has saved visitors')

  // the home's 场馆 menu, then the venue in the list
  const menus = await menusOf(SITE)
  await mp.tap(mp.tabBar().find(exactly(menus.bottom.find((m) => m.menuCode === 'INDEX').name)))
  await mp.tap(mp.currentPage().find(exactly(menus.home.find((m) => m.menuCode === 'VENUE').name)))
  assert.equal(mp.currentPage().route, pageOf('/venues-list'))
  await mp.waitFor(() => mp.currentPage().find(venue.name), `the list shows ${venue.name}`)
  await mp.tap(mp.currentPage().find(venue.name))
  assert.equal(mp.currentPage().route, pageOf(`/venues-detail/${venue.id}`))
  await mp.waitFor(() => mp.currentPage().find(zh.booking.entry.book), 'the book button')
  await mp.tap(mp.currentPage().find(zh.booking.entry.book))

  const form = mp.currentPage()
  assert.equal(form.route, pageOf(`/appointment-order/${venue.id}`))
  await mp.waitFor(() => form.find(times), `the sessions of ${day.date}`)
  assert.ok(form.find(exactly(`${tomorrow.date.slice(5)} ${zh.booking.day[tomorrow.state]}`)), form.text())
  await mp.tap(form.find(exactly(`${month}-${date} ${zh.booking.day.open}`)))
  await mp.tap(form.find(exactly(`${times}${zh.booking.form.left.replace('{{count}}', String(session.stock))}`)))
  for (const name of saved) assert.ok(form.find(exactly(name)), `the saved visitor ${name}`)
  // a visitor added on the way, booked for
  await mp.tap(form.find(exactly(zh.booking.form.addVisitor)))
  const add = mp.currentPage()
  assert.equal(add.route, pageOf('/appointment-add'))
  assert.ok(isIdCard(VISITOR.idCard))
  await mp.input(field(add, zh.user.contacts.namePlaceholder), VISITOR.name)
  await mp.input(field(add, zh.user.contacts.certPlaceholder), VISITOR.idCard)
  await mp.input(field(add, zh.user.contacts.phonePlaceholder), VISITOR.phone)
  await mp.tap(add.find(exactly(zh.user.common.save)))
  await mp.waitFor(() => mp.currentPage().instance === form.instance, 'back on the booking form')
  assert.equal(mp.toasts.at(-1).title, zh.user.common.saved)
  await mp.waitFor(() => form.find(exactly(VISITOR.name)), `the form lists ${VISITOR.name}`)
  await mp.tap(form.find(exactly(VISITOR.name)))
  await mp.tap(form.find(exactly(zh.booking.form.submit)))
  await mp.waitFor(() => mp.currentPage().route === pageOf('/appointment-success'), 'the booking’s result page')
  const done = mp.currentPage()
  assert.deepEqual(mp.toasts.at(-1).title, zh.booking.form.booked)
  for (const line of [
    zh.appointment.detail.code.replace('{{code}}', done.query.orderCode),
    zh.appointment.detail.place.replace('{{name}}', venue.name),
    zh.appointment.detail.status.replace('{{status}}', zh.booking.status[11]),
  ])
    assert.ok(done.find(exactly(line)), `the result shows “${line}”:\n${done.text()}`)

  await mp.tap(done.find(exactly(zh.appointment.success.view)))
  const mine = mp.currentPage()
  assert.equal(mine.route, pageOf('/user-reservation'))
  const row = (status) => mine.find(inOrder(venue.name, zh.booking.status[status], `${month}/${date} ${times}`))
  await mp.waitFor(() => row(11), `the order under ${zh.booking.status[11]}`)
  const order = (await userApi(mp, 'act/api/activityOrder/detail', { orderCode: done.query.orderCode })).data
  assert.deepEqual(
    [order.resourceId, order.startTime, order.status, order.visitors.map((v) => v.name)],
    [venue.id, session.startTime, 11, [VISITOR.name]],
  )

  // the row's text opens its detail; its cancel button sits beside that text, inside the whole row
  const wholeRow = mine.find(inOrder(venue.name, zh.booking.status[11], `${month}/${date} ${times}`, zh.booking.cancel.button))
  await mp.tap(inside(mine, wholeRow, exactly(zh.booking.cancel.button)))
  assert.deepEqual(
    mp.modals.map((m) => [m.title, m.content]),
    [[zh.booking.cancel.title, zh.booking.cancel.ask]],
  )
  await mp.waitFor(() => row(14), `the order turned ${zh.booking.status[14]}`)
  assert.equal(mp.toasts.at(-1).title, zh.booking.error.cancelled)
  assert.equal((await userApi(mp, 'act/api/activityOrder/detail', { orderCode: done.query.orderCode })).data.status, 14)
  assert.deepEqual(mp.errors, [])
})

test('file a complaint with a photo from /user-complain and see it there as 待受理', async (t) => {
  // the visitor stands at the place complained about: /complain-place lists the places around
  const [place] = (await server.api('res/api/scenic/list', { siteCode: SITE })).datas
  const mp = await loggedIn(t, DEMO_PHONE, { location: { latitude: place.latitude, longitude: place.longitude } })
  const c = zh.complaints
  await mp.navigate(toMiniProgramUrl('/user-complain').url) // the COMPLAINT menu's page
  await mp.tap(mp.currentPage().find(exactly(c.title.save)))
  const form = mp.currentPage()
  assert.equal(form.route, pageOf('/complain-save'))

  const complaint = { name: '张伟', respondent: `${place.name}某茶馆`, address: '门口第三家店铺', reason: '变相强制消费' }
  await mp.input(field(form, c.field.name), complaint.name)
  await mp.tap(form.find(exactly(c.type.PRICE)))
  await mp.input(field(form, c.field.respondent), complaint.respondent)
  await mp.tap(form.find(c.placeholder.choosePlace))
  assert.equal(mp.currentPage().route, pageOf('/complain-place'))
  await mp.waitFor(
    () => mp.currentPage().find(exactly(`${place.name}${place.address}${c.place.pick}`)),
    `${place.name} among the places around`,
  )
  await mp.tap(
    inside(mp.currentPage(), mp.currentPage().find(exactly(`${place.name}${place.address}${c.place.pick}`)), exactly(c.place.pick)),
  )
  assert.equal(mp.currentPage().route, pageOf('/complain-save'))
  assert.ok(form.find(inOrder(c.field.place, place.name)), 'the form shows the place picked')

  await mp.input(field(form, c.field.address), complaint.address)
  const [dayPicker, clockPicker] = form.nodes((n) => n.tag === 'picker')
  await mp.tap(dayPicker, { type: 'change', detail: { value: siteDay() } })
  await mp.tap(clockPicker, { type: 'change', detail: { value: siteClock(new Date().toISOString()) } })
  await mp.input(field(form, c.field.reason), complaint.reason)
  await mp.input(field(form, c.field.content), '入座后才告知每人最低消费88元，要求离开时被阻拦。')
  await mp.tap(form.find(exactly(`+ ${c.form.addPhoto}`)))
  const upload = mp.requests.at(-1)
  assert.deepEqual([upload.path, upload.status, upload.code], ['/api/file/upload', 200, 0])
  assert.equal(form.nodes((n) => n.tag === 'image').length, 1, 'the photo’s thumbnail')

  await mp.tap(form.find(exactly(c.form.submit)))
  await mp.waitFor(() => mp.currentPage().route === pageOf('/complain-success'), 'the success page')
  const id = mp.currentPage().query.id
  assert.ok(mp.currentPage().find(exactly(c.success.message)), mp.currentPage().text())
  const filed = (await userApi(mp, 'res/api/complaints/detail', { id })).data
  assert.equal(filed.status, 'pending')
  assert.equal(filed.images.length, 1)
  const stored = Buffer.from(await (await fetch(filed.images[0].replace(/^https?:\/\/[^/]+/, server.origin))).arrayBuffer())
  assert.ok(stored.equals(fs.readFileSync(PHOTO_FIXTURE)), 'the server keeps the photo picked, byte for byte')

  await mp.tap(mp.currentPage().find(exactly(c.success.viewMine)))
  assert.equal(mp.currentPage().route, pageOf('/user-complain'))
  const listed = inOrder(complaint.respondent, c.status.pending, `${c.type.PRICE} · ${place.name}`, complaint.reason)
  await mp.waitFor(() => mp.currentPage().find(listed), 'the complaint on /user-complain')
  assert.deepEqual(mp.errors, [])
})

test('search 熊猫: the server’s total and hits; the first hit opens its detail', async (t) => {
  const mp = await open(t, SITE)
  await mp.navigate(toMiniProgramUrl('/search').url) // no menu code leads here: a start page
  const page = mp.currentPage()
  const hot = (await server.api('res/api/hotWord/list', { siteCode: SITE })).datas
  await mp.waitFor(() => page.find(exactly(hot[0].word)), 'the hot words')
  await mp.input(field(page, zh.search.label), '熊猫')
  await mp.tap(page.find(exactly(zh.search.submit)))
  const answer = await server.api('res/api/es/search', { siteCode: SITE, keyword: '熊猫', currPage: 1, pageSize: 50 })
  const [first] = answer.datas
  await mp.waitFor(() => page.find(exactly(zh.search.total.replace('{{count}}', answer.page.total))), 'the total')
  assert.ok(answer.page.total > 1)
  for (const hit of answer.datas.slice(0, 3)) assert.ok(page.find(hit.title), `the hit ${hit.title}:\n${page.text()}`)
  await mp.tap(page.find(first.title))
  assert.equal(mp.currentPage().route, pageOf(`/scenic-detail/${first.resourceId}`))
  const detail = (await server.api('res/api/scenic/detail', { siteCode: SITE, id: first.resourceId })).data
  await mp.waitFor(() => mp.currentPage().title === detail.name, `the detail titled ${detail.name}`)
  assert.ok(mp.currentPage().find(exactly(zh.places.intro)), mp.currentPage().text())
  assert.deepEqual(mp.errors, [])
})

test('intl-expo in English: the home and a scenic area in the English interface words', async (t) => {
  const site = JSON.parse(fs.readFileSync(new URL('../../sites/intl-expo.json', import.meta.url), 'utf8'))
  const [zhHome, enHome, enPlaces] = [zh.home, locale('en', 'home'), locale('en', 'places')]
  const mp = await open(t, site.siteCode)
  const home = mp.currentPage()
  assert.ok(home.find(exactly(zhHome.section.recommend)), 'the home starts in Chinese')
  await mp.tap(home.find(exactly('EN')))
  await mp.waitFor(() => home.find(exactly(enHome.section.recommend)), 'the home in English')
  assert.equal(home.title, site.appTitle.en, JSON.stringify(mp.titles))
  for (const key of ['recommend', 'nearby', 'rank', 'news', 'weather']) {
    assert.ok(home.find(exactly(enHome.section[key])), `the home shows “${enHome.section[key]}”`)
    assert.equal(home.find(exactly(zhHome.section[key])), undefined, `no “${zhHome.section[key]}” left`)
  }
  for (const tab of (await menusOf(site.siteCode, 'en')).bottom) assert.ok(mp.tabBar().find(exactly(tab.name)), `the tab ${tab.name}`)

  const places = (await server.api('res/api/scenic/list', { siteCode: site.siteCode, lang: 'en', pageSize: 50 })).datas
  const place = places.find((p) => home.find(exactly(p.name)))
  assert.ok(place, 'the home shows a scenic area by its English name')
  await mp.tap(home.find(exactly(place.name)))
  const detail = mp.currentPage()
  assert.equal(detail.route, pageOf(`/scenic-detail/${place.id}`))
  await mp.waitFor(() => detail.title === place.name, `the detail titled ${place.name}`)
  for (const words of [enPlaces.intro, enPlaces.openHours, enPlaces.address, locale('en', 'booking').entry.book])
    assert.ok(detail.find(exactly(words)), `the place shows “${words}”:\n${detail.text()}`)
  for (const words of [zh.places.intro, zh.places.openHours, zh.booking.entry.book])
    assert.equal(detail.find(exactly(words)), undefined, `no “${words}” left`)
  assert.deepEqual(mp.errors, [])
})
