/**
 * Activities on PGlite and PostgreSQL: classifies, the list and its filters (classify, date, keyword,
 * state, place) with paging and bad input, the detail (another site's id: not found), the calendar,
 * an activity's sessions, and booking one through the booking capability's save: free → to be used,
 * paid and points → awaiting payment, the sign-up window and the faithUseStatus minimum refused by
 * the guard whichever call books; the survey with its rules, once per person.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { activities, bookingResources, bookingSlots, creditNoShows, userContacts } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'

const SITE = 'cd-city'
// Thursday 2026-03-05 10:00 in Beijing: the seed dates activities from this day
const START = new Date('2026-03-05T02:00:00Z')

let h: Harness
let siteId: number
let phoneSeq = 0
let certSeq = 0

before(async () => {
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
})
after(() => h.close())

async function visitor() {
  const crypt = h.app.fieldCrypto
  const user = await createUser(h.app.db, crypt, { siteId, phone: `137${String(++phoneSeq).padStart(8, '0')}` })
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  const cert = `51010419900202${String(++certSeq).padStart(4, '0')}`
  const [contact] = await h.app.db
    .insert(userContacts)
    .values({
      userId: user.id,
      name: `访客${user.id}`,
      certType: 'ID_CARD',
      certNumberEncrypted: crypt.encrypt(cert),
      certNumberHash: crypt.hash(cert),
      phoneEncrypted: crypt.encrypt('13900000000'),
      createdAt: h.now(),
    })
    .returning()
  return { userId: user.id, token, contactId: contact.id }
}

const list = (params: Record<string, unknown> = {}) =>
  get(h.app, 'res/api/activity/getActivityList', { siteCode: SITE, pageSize: 50, ...params })
const byName = async (name: string) => (await list({ keyword: name })).body.datas.find((a: { name: string }) => a.name === name)
let keySeq = 0
const book = (token: string, slotId: number, contactId: number) =>
  post(h.app, 'act/api/activityOrder/save', {
    siteCode: SITE,
    token,
    slotId,
    contactIds: String(contactId),
    idempotencyKey: `act-key-${++keySeq}-x`,
  })
async function firstOpenSlot(activityId: number) {
  const { body } = await get(h.app, 'res/api/activity/getActivitySessions', { siteCode: SITE, id: activityId })
  assert.equal(body.code, 0)
  for (const day of body.datas) for (const s of day.orderTimes) if (s.state === 'open') return s
  return undefined
}

describe('classifies and lists', () => {
  test('six classifies, each with its activities that have not ended', async () => {
    const { body } = await get(h.app, 'res/api/activity/getActivityClassifyList', { siteCode: SITE })
    assert.equal(body.code, 0)
    assert.deepEqual(
      body.datas.map((c: { name: string }) => c.name),
      ['演出赛事', '亲子研学', '非遗体验', '讲座阅读', '展览展示', '志愿服务'],
    )
    assert.ok(body.datas.every((c: { activityCount: number }) => c.activityCount >= 1))
    // each classify counts its own activities that have not ended
    for (const c of body.datas) {
      const own = (await list({ classifyId: c.id })).body.datas.filter((a: { state: string }) => a.state !== 'ended')
      assert.equal(c.activityCount, own.length, c.name)
    }
  })

  test('at least 25 activities, paged, each state present, the ones still open first', async () => {
    const page1 = await list({ pageSize: 10 })
    assert.equal(page1.body.code, 0)
    assert.ok(page1.body.page.total >= 25)
    assert.equal(page1.body.datas.length, 10)
    assert.equal(page1.body.page.totalPage, Math.ceil(page1.body.page.total / 10))
    const all = (await list()).body.datas as Array<{ state: string; startTime: string }>
    const states = new Set(all.map((a) => a.state))
    assert.deepEqual([...states].sort(), ['ended', 'inProgress', 'notStarted'])
    const firstEnded = all.findIndex((a) => a.state === 'ended')
    assert.ok(
      all.slice(firstEnded).every((a) => a.state === 'ended'),
      'ended ones come last',
    )
  })

  test('filters: classify, date, keyword, state, place; another classify id or bad values refused', async () => {
    const classifies = (await get(h.app, 'res/api/activity/getActivityClassifyList', { siteCode: SITE })).body.datas
    const shows = await list({ classifyId: classifies[0].id })
    assert.ok(shows.body.datas.length > 0)
    assert.ok(shows.body.datas.every((a: { classifyName: string }) => a.classifyName === '演出赛事'))
    assert.equal((await list({ keyword: '川剧变脸' })).body.datas[0].name, '川剧变脸专场')
    assert.equal((await list({ keyword: '%' })).body.datas.length, 0)
    const ended = (await list({ state: 3 })).body.datas
    assert.ok(ended.length > 0 && ended.every((a: { state: string }) => a.state === 'ended'))
    const today = (await list({ date: '2026-03-05' })).body.datas
    assert.ok(today.some((a: { name: string }) => a.name === '成都图书馆周末读书会'))
    assert.ok(today.every((a: { startTime: string; endTime: string }) => Date.parse(a.startTime) < Date.parse('2026-03-05T16:00:00Z')))
    const museum = await byName('成都博物馆亲子研学')
    const atPlace = (await list({ placeId: museum.placeId, placeType: museum.placeType })).body.datas
    assert.ok(atPlace.length >= 2 && atPlace.every((a: { placeId: number }) => a.placeId === museum.placeId))

    for (const [params, code] of [
      [{ date: '2026-02-30' }, 400],
      [{ date: 'today' }, 400],
      [{ state: 4 }, 400],
      [{ classifyId: 'abc' }, 400],
      [{ classifyId: 999999 }, 404],
      [{ placeId: '-1' }, 400],
    ] as const) {
      const res = await list(params)
      assert.equal(res.body.code, code, JSON.stringify(params))
      assert.ok(res.body.message)
    }
  })
})

describe('detail, calendar, sessions', () => {
  test('the detail: times, place, price, seat map, booking resource; unknown and bad ids', async () => {
    const show = await byName('川剧变脸专场')
    const { body } = await get(h.app, 'res/api/activity/getActivityInfo', { siteCode: SITE, id: show.id })
    assert.equal(body.code, 0)
    const d = body.data
    assert.equal(d.method, 'ACTIVITY_MODE_PAY')
    assert.equal(d.activityType, 'ACTIVITY_TYPE_RESERVE')
    assert.equal(d.money, '180.00')
    assert.equal(d.seatSelection, true)
    assert.ok(d.bookingResourceId > 0)
    assert.ok(d.images.length >= 1 && d.cover.startsWith('/api/demo/pictures/'))
    assert.ok(d.address && d.longitude && d.latitude)
    assert.deepEqual(d.vipResourceStatus, { likeStatus: false, collectionStatus: false, focusStatus: false })
    assert.equal((await get(h.app, 'res/api/activity/detail', { siteCode: SITE, id: show.id })).body.data.id, show.id)
    assert.equal((await get(h.app, 'res/api/activity/getActivityInfo', { siteCode: SITE, id: 99999999 })).body.code, 404)
    assert.equal((await get(h.app, 'res/api/activity/getActivityInfo', { siteCode: SITE, id: 'x' })).body.code, 400)
    // another site's activity is not found here
    assert.equal((await get(h.app, 'res/api/activity/getActivityInfo', { siteCode: 'djy-scenic', id: show.id })).body.code, 404)
    const plain = await byName('文殊院禅茶分享会')
    assert.equal(plain.stock, null)
    const points = await byName('熊猫主题音乐剧亲子场')
    assert.equal(points.integral, 200)
    assert.equal(points.money, '')
  })

  test('the month calendar: every day with its count; a bad month refused', async () => {
    const { body } = await get(h.app, 'res/api/activity/activityCalendar', { siteCode: SITE, time: '2026-03' })
    assert.equal(body.code, 0)
    assert.equal(body.datas.length, 31)
    assert.equal(body.datas[0].dateTime, '2026-03-01')
    const today = body.datas.find((d: { dateTime: string }) => d.dateTime === '2026-03-05')
    assert.equal(today.activityCount, (await list({ date: '2026-03-05' })).body.page.total)
    assert.equal((await get(h.app, 'res/api/activity/activityCalendar', { siteCode: SITE, time: '2026-13' })).body.code, 400)
    assert.equal((await get(h.app, 'res/api/activity/activityCalendar', { siteCode: SITE })).body.code, 400)
  })

  test('sessions of a bookable activity; a publicity one has none', async () => {
    const study = await byName('成都博物馆亲子研学')
    const { body } = await get(h.app, 'res/api/activity/getActivitySessions', { siteCode: SITE, id: study.id })
    assert.equal(body.code, 0)
    assert.equal(body.datas.length, 4)
    assert.equal(body.datas[0].date, '2026-03-06')
    assert.equal(body.datas[0].orderTimes[0].stock, 30)
    const plain = await byName('文殊院禅茶分享会')
    assert.equal((await get(h.app, 'res/api/activity/getActivitySessions', { siteCode: SITE, id: plain.id })).body.code, 400)
    assert.equal((await get(h.app, 'res/api/activity/getActivitySessions', { siteCode: SITE, id: 99999999 })).body.code, 404)
  })
})

describe('booking an activity goes through book()', () => {
  test('free: to be used, the places left drop; paid and points: awaiting payment', async () => {
    const v = await visitor()
    const study = await byName('成都博物馆亲子研学')
    const slot = (await firstOpenSlot(study.id))!
    const res = await book(v.token, slot.id, v.contactId)
    assert.equal(res.body.code, 0, res.body.message)
    assert.equal(res.body.data.status, 11)
    assert.equal((await byName('成都博物馆亲子研学')).stock, study.stock - 1)
    assert.equal((await byName('成都博物馆亲子研学')).signNum, study.signNum + 1)
    const mine = await get(h.app, 'user/api/activityOrder/getActivityOrderList', {
      siteCode: SITE,
      token: v.token,
      orderType: 'CONTENT_TYPE_ACTIVITY',
    })
    assert.equal(mine.body.datas[0].resourceId, study.id)

    const paid = await byName('锦江剧场川剧折子戏')
    const paidRes = await book(v.token, (await firstOpenSlot(paid.id))!.id, v.contactId)
    assert.equal(paidRes.body.data.status, 0)
    const points = await byName('熊猫主题音乐剧亲子场')
    const pointsRes = await book(v.token, (await firstOpenSlot(points.id))!.id, v.contactId)
    assert.equal(pointsRes.body.data.status, 0)
  })

  test('the sign-up window: not open yet and closed are refused by the save call', async () => {
    const v = await visitor()
    const later = await byName('宽窄巷子盖碗茶课')
    const [laterSlot] = await h.app.db
      .select()
      .from(bookingSlots)
      .innerJoin(bookingResources, eq(bookingResources.id, bookingSlots.bookingResourceId))
      .where(and(eq(bookingResources.resourceType, 'CONTENT_TYPE_ACTIVITY'), eq(bookingResources.resourceId, later.id)))
    const notOpen = await book(v.token, laterSlot.booking_slots.id, v.contactId)
    assert.equal(notOpen.body.code, 400)
    assert.match(notOpen.body.message, /报名尚未开始/)
    const closed = await byName('古籍修复公开课')
    const [closedSlot] = await h.app.db
      .select()
      .from(bookingSlots)
      .innerJoin(bookingResources, eq(bookingResources.id, bookingSlots.bookingResourceId))
      .where(and(eq(bookingResources.resourceType, 'CONTENT_TYPE_ACTIVITY'), eq(bookingResources.resourceId, closed.id)))
    const res = await book(v.token, closedSlot.booking_slots.id, v.contactId)
    assert.equal(res.body.code, 400)
    assert.equal(res.body.message, '报名已截止')
  })

  test('faithUseStatus: a score under the minimum gets the spec’s words; enough books', async () => {
    const low = await visitor()
    // two no-shows: score 100 - 2×10 = 80 (a third would restrict all booking); the activity asks 90
    await h.app.db
      .insert(creditNoShows)
      .values(
        [1, 2].map((d) => ({ userId: low.userId, siteId, occurredAt: new Date(START.getTime() - d * 86_400_000), createdAt: h.now() })),
      )
    const embroidery = await byName('非遗蜀绣体验课')
    await h.app.db.update(activities).set({ minCreditScore: 90 }).where(eq(activities.id, embroidery.id))
    const slot = (await firstOpenSlot(embroidery.id))!
    const refused = await book(low.token, slot.id, low.contactId)
    assert.equal(refused.body.code, 400)
    assert.equal(refused.body.message, '抱歉，您的诚信分未达到最低要求，无法预约此活动。')
    const good = await visitor()
    assert.equal((await book(good.token, slot.id, good.contactId)).body.code, 0)
  })
})

describe('search', () => {
  test('the search finds activities by name, as CONTENT_TYPE_ACTIVITY', async () => {
    const { body } = await get(h.app, 'res/api/es/search', { siteCode: SITE, keyword: '川剧变脸' })
    assert.equal(body.code, 0)
    const found = body.datas.find(
      (d: { resourceType: string; title?: string; name?: string }) => d.resourceType === 'CONTENT_TYPE_ACTIVITY',
    )
    assert.ok(found, JSON.stringify(body.datas.map((d: { resourceType: string }) => d.resourceType)))
    assert.equal(found.resourceId ?? found.id, (await byName('川剧变脸专场')).id)
  })
})

describe('the survey', () => {
  const save = (token: string, form: Record<string, unknown>) =>
    post(h.app, 'res/api/activity/saveSurvey', { siteCode: SITE, token, ...form })
  test('login needed; rules; once per person; not before the activity begins', async () => {
    const ended = await byName('自然博物馆恐龙夜游')
    const good = { activityId: ended.id, satisfaction: 5, content: 4, organisation: 4, recommend: 1, suggestion: '希望多办几场' }
    assert.equal((await save('', good)).body.code, 2)
    const v = await visitor()
    const broken = await save(v.token, { ...good, content: 7 })
    assert.equal(broken.body.code, 400)
    assert.equal(broken.body.message, '请为每一项打分（1-5 星）')
    assert.equal((await save(v.token, { ...good, recommend: '' })).body.message, '请选择是否愿意推荐')
    assert.equal((await save(v.token, { ...good, suggestion: '字'.repeat(201) })).body.message, '建议最多 200 字')
    const ok = await save(v.token, good)
    assert.equal(ok.body.code, 0)
    assert.equal(ok.body.message, '感谢您的反馈！')
    assert.equal((await save(v.token, good)).body.message, '您已提交过该活动的问卷')
    const future = await byName('川剧变脸专场')
    assert.equal((await save(v.token, { ...good, activityId: future.id })).body.message, '活动开始后才能填写问卷')
    assert.equal((await save(v.token, { ...good, activityId: 99999999 })).body.code, 404)
  })
})
