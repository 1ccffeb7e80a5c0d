/**
 * Appointments beyond the calendar, on PGlite and PostgreSQL: the query block's resources, the ZYTF
 * order list / detail / cancel of the development ticketing provider, third-party orders and the
 * identity of their redirect, route products with their notes and reminders, narrator and
 * interpretation services booked through the one save call, the comment mark of a completed order,
 * and the booking SMS code of a site that asks for one.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { SERVICE_TYPES } from '../../../../src/core/booking/appointments'
import { createUser, findUserByPhone } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { bookingOrders, bookingResources, comments, userContacts, zytfOrders } from '../../db/schema'
import { DevSmsProvider } from '../../providers/sms'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'
import { ensureSlots } from './service'

const SITE = 'cd-city'
const SMS_SITE = 'djy-scenic'
const DEMO_PHONE = '13800000001'
const HOUR = 3_600_000
const DAY = 24 * HOUR
// Sunday 2026-03-01 10:00 in Beijing
const START = new Date('2026-03-01T02:00:00Z')

let h: Harness
let siteId: number
let demo: { userId: number; token: string }
let phoneSeq = 0
let certSeq = 0

before(async () => {
  h = await startHarness({ start: START, demoSeed: true })
  siteId = await siteIdOf(h.app, SITE)
  const user = (await findUserByPhone(h.app.db, h.app.fieldCrypto, siteId, DEMO_PHONE))!
  demo = { userId: user.id, token: (await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })).token }
})
after(() => h.close())

async function visitor(site = siteId) {
  const crypt = h.app.fieldCrypto
  const phone = `137${String(++phoneSeq).padStart(8, '0')}`
  const user = await createUser(h.app.db, crypt, { siteId: site, phone })
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId: site, now: h.now() })
  const cert = `51010419850101${String(++certSeq).padStart(4, '0')}`
  const [c] = await h.app.db
    .insert(userContacts)
    .values({
      userId: user.id,
      name: `游客${user.id}`,
      certType: 'ID_CARD',
      certNumberEncrypted: crypt.encrypt(cert),
      certNumberHash: crypt.hash(cert),
      phoneEncrypted: crypt.encrypt(phone),
      createdAt: h.now(),
    })
    .returning()
  return { userId: user.id, token, phone, contactId: c.id }
}

let keySeq = 0
const newKey = () => `appt-${Date.now()}-${++keySeq}`

describe('the appointment query block', () => {
  test('lists the site’s bookable resources with three days of places left, by type and by name', async () => {
    const all = await get(h.app, 'res/api/booking/resourceList', { siteCode: SITE, pageSize: 50 })
    assert.equal(all.body.code, 0)
    const types = new Set(all.body.datas.map((r: { resourceType: string }) => r.resourceType))
    for (const type of ['CONTENT_TYPE_VENUE', 'CONTENT_TYPE_SCENERY', SERVICE_TYPES.NARRATOR, SERVICE_TYPES.INTERPRETATION])
      assert.ok(types.has(type), type)
    const first = all.body.datas[0]
    assert.equal(first.days.length, 3)
    assert.deepEqual(Object.keys(first.days[0]).sort(), ['date', 'state', 'stock', 'week'])
    assert.equal(all.body.page.total, all.body.datas.length)

    const narrators = await get(h.app, 'res/api/booking/resourceList', { siteCode: SITE, resourceType: SERVICE_TYPES.NARRATOR })
    assert.ok(narrators.body.datas.length > 0)
    assert.ok(narrators.body.datas.every((r: { resourceType: string }) => r.resourceType === SERVICE_TYPES.NARRATOR))

    const word = first.resourceName.slice(0, 2)
    const found = await get(h.app, 'res/api/booking/resourceList', { siteCode: SITE, keyword: word })
    assert.ok(found.body.datas.length > 0)
    assert.ok(found.body.datas.every((r: { resourceName: string }) => r.resourceName.includes(word)))
    const none = await get(h.app, 'res/api/booking/resourceList', { siteCode: SITE, keyword: '%' })
    assert.equal(none.body.datas.length, 0, 'a % is a character, not a wildcard')

    const bad = await get(h.app, 'res/api/booking/resourceList', { siteCode: SITE, resourceType: 'CONTENT_TYPE_HOTEL' })
    assert.equal(bad.body.code, 400)
  })
})

describe('ZYTF orders (development ticketing provider)', () => {
  const list = (token: string, params: Record<string, unknown> = {}) =>
    get(h.app, 'user/api/activityOrder/getZYTFOrderList', { siteCode: SITE, token, pageNum: 1, pageSize: 5, ...params })

  test('the demo user’s orders in pages of 5 (variant b), every status 0-7, free when payMoney is empty', async () => {
    const page1 = await list(demo.token)
    assert.equal(page1.body.code, 0)
    assert.equal(page1.body.data.pageSize, 5)
    assert.equal(page1.body.data.list.length, 5)
    const total = page1.body.data.total
    const page2 = await list(demo.token, { pageNum: 2 })
    assert.equal(page1.body.data.list.length + page2.body.data.list.length, total)
    const all = [...page1.body.data.list, ...page2.body.data.list]
    assert.deepEqual([...new Set(all.map((o: { orderStatus: number }) => o.orderStatus))].sort(), [0, 1, 2, 3, 4, 5, 6, 7])
    assert.ok(all.some((o: { payMoney: string }) => o.payMoney === ''))
    assert.ok(all.some((o: { payMoney: string }) => /^\d+\.\d\d$/.test(o.payMoney)))
    // what each order paid is its people × the place's own ticket: the free street free, the ¥55 base ¥55 each (issue 28)
    const paidOf = (name: string) =>
      all
        .filter((o: { resource: { resourceName: string } }) => o.resource.resourceName === name)
        .map((o: { orderNum: number; payMoney: string }) => [o.orderNum, o.payMoney])
    assert.ok(paidOf('宽窄巷子').length > 0 && paidOf('宽窄巷子').every(([, money]) => money === ''))
    const panda = paidOf('成都大熊猫繁育研究基地')
    assert.ok(panda.length > 0)
    for (const [num, money] of panda) assert.equal(money, (55 * Number(num)).toFixed(2))
    const o = all[0]
    assert.match(o.orderStartTime, /^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    assert.equal(typeof o.resource.resourceName, 'string')
    assert.ok(o.resource.images.includes(','))

    const toPay = await list(demo.token, { status: 4 })
    assert.ok(toPay.body.data.list.length > 0)
    assert.ok(toPay.body.data.list.every((x: { orderStatus: number }) => x.orderStatus === 4))
    assert.equal((await list(demo.token, { status: 8 })).body.code, 400)
    assert.equal((await list(demo.token, { status: '' })).body.data.total, total, 'empty status is all')
  })

  test('another user sees none of them and cannot read or cancel one; anonymous gets code 2', async () => {
    const other = await visitor()
    assert.equal((await list(other.token)).body.data.total, 0)
    const [row] = await h.app.db.select().from(zytfOrders).where(eq(zytfOrders.userId, demo.userId)).limit(1)
    const detail = await get(h.app, 'user/api/activityOrder/getZYTFOrderDetail', {
      siteCode: SITE,
      token: other.token,
      orderCode: row.orderCode,
    })
    assert.equal(detail.body.code, 404)
    const cancel = await post(h.app, 'user/api/activityOrder/cancelZYTFOrder', {
      siteCode: SITE,
      token: other.token,
      orderCode: row.orderCode,
    })
    assert.equal(cancel.body.code, 404)
    assert.equal((await get(h.app, 'user/api/activityOrder/getZYTFOrderList', { siteCode: SITE })).body.code, 2)
  })

  test('cancel only while cancelStatus and before cancelTime; once', async () => {
    const rows = await h.app.db.select().from(zytfOrders).where(eq(zytfOrders.userId, demo.userId))
    const open = rows.find((r) => r.orderStatus === 0 && r.cancelStatus && r.cancelTime && r.cancelTime > h.now())!
    const fixed = rows.find((r) => !r.cancelStatus)!
    const cancel = (orderCode: string) =>
      post(h.app, 'user/api/activityOrder/cancelZYTFOrder', { siteCode: SITE, token: demo.token, orderCode })
    const done = await cancel(open.orderCode)
    assert.equal(done.body.code, 0)
    assert.equal(done.body.message, '取消成功')
    const after = await get(h.app, 'user/api/activityOrder/getZYTFOrderDetail', {
      siteCode: SITE,
      token: demo.token,
      orderCode: open.orderCode,
    })
    assert.equal(after.body.data.orderStatus, 2)
    assert.equal((await cancel(open.orderCode)).body.code, 400, 'a cancelled order is not cancelled again')
    assert.equal((await cancel(fixed.orderCode)).body.code, 400)

    const late = rows.find((r) => r.orderStatus === 4 && r.cancelStatus)!
    h.advance(late.cancelTime!.getTime() - h.now().getTime())
    const closed = await cancel(late.orderCode)
    assert.equal(closed.body.code, 400)
    assert.equal(closed.body.message, '已超过可取消时间，不能取消')
    h.advance(-(late.cancelTime!.getTime() - START.getTime()))
  })
})

describe('third-party orders and the identity of their redirect', () => {
  test('the demo user’s tripartite orders carry tripartiteOrderInfo; the identity is stable, per user, and tells nothing', async () => {
    const res = await get(h.app, 'user/api/activityOrder/getTripartiteOrderList', { siteCode: SITE, token: demo.token })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.datas.length, 2)
    for (const o of res.body.datas) {
      assert.equal(o.orderType, 'CONTENT_TYPE_TRIPARTITE')
      assert.deepEqual(Object.keys(o.tripartiteOrderInfo).sort(), ['coverImage', 'infoUrl', 'name'])
    }
    const inList = await get(h.app, 'user/api/activityOrder/getActivityOrderList', {
      siteCode: SITE,
      token: demo.token,
      orderType: 'CONTENT_TYPE_TRIPARTITE',
    })
    assert.deepEqual(
      inList.body.datas.map((o: { orderCode: string }) => o.orderCode),
      res.body.datas.map((o: { orderCode: string }) => o.orderCode),
      'the reservation list of that order type answers the same orders',
    )
    const done = await get(h.app, 'user/api/activityOrder/getActivityOrderList', {
      siteCode: SITE,
      token: demo.token,
      orderType: 'CONTENT_TYPE_TRIPARTITE',
      status: 12,
    })
    assert.equal(done.body.datas.length, 1)
    const id1 = await get(h.app, 'user/api/activityOrder/getIdentity', { siteCode: SITE, token: demo.token })
    const id2 = await get(h.app, 'user/api/activityOrder/getIdentity', { siteCode: SITE, token: demo.token })
    const other = await visitor()
    const id3 = await get(h.app, 'user/api/activityOrder/getIdentity', { siteCode: SITE, token: other.token })
    assert.equal(id1.body.data, id2.body.data)
    assert.notEqual(id1.body.data, id3.body.data)
    assert.match(id1.body.data, /^[0-9a-f]{32}$/)
    assert.ok(!id1.body.data.includes(DEMO_PHONE))
    const none = await get(h.app, 'user/api/activityOrder/getTripartiteOrderList', { siteCode: SITE, token: other.token })
    assert.equal(none.body.datas.length, 0)
  })
})

describe('route products', () => {
  const routes = (token?: string, params: Record<string, unknown> = {}) =>
    get(h.app, 'res/api/route/getRouteList', { siteCode: SITE, sysCode: SITE, ...(token ? { token } : {}), ...params })

  test('getRouteList answers code 1 with domain and productListVO; another system code has none', async () => {
    const res = await routes()
    assert.equal(res.body.code, 1)
    assert.match(res.body.data.domain, /^https:\/\//)
    const list = res.body.data.productListVO
    assert.equal(list.length, 4)
    assert.deepEqual(
      list.map((p: { saleType: number }) => p.saleType),
      [1, 2, 2, 1],
    )
    assert.ok(list.every((p: { remindStatus: number }) => p.remindStatus === 0))
    assert.equal((await routes(undefined, { sysCode: 'elsewhere' })).body.data.productListVO.length, 0)
  })

  test('reservation notes by productSn; an unknown one is not found', async () => {
    const notes = await get(h.app, 'res/api/route/getRouteReservationNotes', { siteCode: SITE, productSn: 'CD-L001', sysCode: SITE })
    assert.equal(notes.body.code, 1)
    for (const k of ['reservationNotes', 'included', 'exclude', 'considerations']) assert.ok(notes.body.data[k].length > 0, k)
    const none = await get(h.app, 'res/api/route/getRouteReservationNotes', { siteCode: SITE, productSn: 'NOPE' })
    assert.equal(none.body.code, 404)
  })

  test('setOpenAndClose: a reminder on a sale still to open answers code 1 and shows as reminded, to that user only', async () => {
    const list = (await routes()).body.data.productListVO
    const coming = list.find((p: { saleType: number; upperTime: number | null }) => p.saleType === 2 && p.upperTime! > h.now().getTime())
    const normal = list.find((p: { saleType: number }) => p.saleType === 1)
    const user = await visitor()
    const remind = (productId: number, status = 1) =>
      post(h.app, 'user/api/route/setOpenAndClose', { siteCode: SITE, token: user.token, productId, status, openid: 'wx-open-id' })
    const done = await remind(coming.id)
    assert.equal(done.body.code, 1)
    assert.equal(done.body.msg, '设置提醒成功')
    assert.equal((await remind(coming.id)).body.code, 1, 'twice is still one reminder')
    const mine = (await routes(user.token)).body.data.productListVO.find((p: { id: number }) => p.id === coming.id)
    assert.equal(mine.remindStatus, 1)
    const others = (await routes(demo.token)).body.data.productListVO.find((p: { id: number }) => p.id === coming.id)
    assert.equal(others.remindStatus, 0)
    const refused = await remind(normal.id)
    assert.equal(refused.body.code, 400)
    assert.ok(refused.body.message.length > 0)
    assert.equal((await remind(coming.id, 0)).body.code, 1)
    assert.equal((await routes(user.token)).body.data.productListVO.find((p: { id: number }) => p.id === coming.id).remindStatus, 0)
    assert.equal((await remind(999999)).body.code, 404)
  })
})

describe('narrator and interpretation services', () => {
  test('are booking resources of their own types, booked through the one save call', async () => {
    for (const type of Object.values(SERVICE_TYPES)) {
      const [resource] = await h.app.db
        .select()
        .from(bookingResources)
        .where(and(eq(bookingResources.siteId, siteId), eq(bookingResources.resourceType, type)))
      assert.ok(resource, type)
      const days = await get(h.app, 'res/api/booking/commonOrderTimeList', {
        siteCode: SITE,
        resourceType: type,
        resourceId: resource.resourceId,
      })
      assert.equal(days.body.code, 0)
      const slots = await ensureSlots(h.app.db, resource, h.now().getTime())
      const slot = slots.find((s) => s.startsAt.getTime() > h.now().getTime() + DAY && s.openStatus === 1)!
      const user = await visitor()
      const booked = await post(h.app, 'act/api/activityOrder/save', {
        siteCode: SITE,
        token: user.token,
        slotId: slot.id,
        contactIds: String(user.contactId),
        idempotencyKey: newKey(),
      })
      assert.equal(booked.body.code, 0, booked.body.message)
      const detail = await get(h.app, 'act/api/activityOrder/detail', {
        siteCode: SITE,
        token: user.token,
        orderCode: booked.body.data.orderCode,
      })
      assert.equal(detail.body.code, 0, JSON.stringify(detail.body))
      assert.equal(detail.body.data.orderType, type)
      assert.equal(detail.body.data.resourceId, resource.resourceId)
      // the visitors with the certificate number masked
      assert.equal(detail.body.data.visitors.length, 1)
      assert.equal(detail.body.data.visitors[0].name, `游客${user.userId}`)
      assert.match(detail.body.data.visitors[0].certNumber, /^510\*{11}\d{4}$/)
    }
  })
})

describe('commenting on a completed booking', () => {
  test('only a completed order with commentStatus 0, after the comment is posted; then commentStatus 1', async () => {
    const [venue] = await h.app.db
      .select()
      .from(bookingResources)
      .where(and(eq(bookingResources.siteId, siteId), eq(bookingResources.resourceType, 'CONTENT_TYPE_VENUE')))
    const slots = await ensureSlots(h.app.db, venue, h.now().getTime())
    const slot = slots.find((s) => s.startsAt.getTime() > h.now().getTime() + DAY && s.openStatus === 1)!
    const user = await visitor()
    const booked = await post(h.app, 'act/api/activityOrder/save', {
      siteCode: SITE,
      token: user.token,
      slotId: slot.id,
      contactIds: String(user.contactId),
      idempotencyKey: newKey(),
    })
    const orderCode = booked.body.data.orderCode
    const mark = () => post(h.app, 'user/api/activityOrder/commentOrder', { siteCode: SITE, token: user.token, orderCode })
    assert.equal((await mark()).body.code, 400, 'to be used: not yet')
    await h.app.db.update(bookingOrders).set({ status: 12 }).where(eq(bookingOrders.orderCode, orderCode))
    const first = await mark()
    assert.equal(first.body.code, 400)
    assert.equal(first.body.message, '请先发表评价')
    await h.app.db.insert(comments).values({
      siteId,
      userId: user.userId,
      resourceType: 'CONTENT_TYPE_VENUE',
      resourceId: venue.resourceId,
      content: '讲解很细致，环境安静，值得再来。',
      createdAt: h.now(),
    })
    assert.equal((await mark()).body.code, 0)
    const detail = await get(h.app, 'act/api/activityOrder/detail', { siteCode: SITE, token: user.token, orderCode })
    assert.equal(detail.body.data.commentStatus, 1)
    assert.equal((await mark()).body.code, 400, 'once')
    const other = await visitor()
    assert.equal(
      (await post(h.app, 'user/api/activityOrder/commentOrder', { siteCode: SITE, token: other.token, orderCode })).body.code,
      404,
    )
  })
})

describe('the booking SMS code', () => {
  test('a site that does not ask refuses to send one; one that asks needs the code sent to the bound phone, once per order', async () => {
    const plain = await visitor()
    assert.equal((await post(h.app, 'act/api/activityOrder/sendSmsCode', { siteCode: SITE, token: plain.token })).body.code, 400)

    const smsSite = await siteIdOf(h.app, SMS_SITE)
    const user = await visitor(smsSite)
    const [venue] = await h.app.db
      .select()
      .from(bookingResources)
      .where(and(eq(bookingResources.siteId, smsSite), eq(bookingResources.resourceType, 'CONTENT_TYPE_SCENERY')))
      .limit(1)
    const slots = await ensureSlots(h.app.db, venue, h.now().getTime())
    const slot = slots.find((s) => s.startsAt.getTime() > h.now().getTime() + DAY && s.openStatus === 1)!
    const key = newKey()
    const save = (extra: Record<string, unknown> = {}, idempotencyKey = key) =>
      post(h.app, 'act/api/activityOrder/save', {
        siteCode: SMS_SITE,
        token: user.token,
        slotId: slot.id,
        contactIds: String(user.contactId),
        idempotencyKey,
        ...extra,
      })
    const without = await save()
    assert.equal(without.body.code, 400)
    assert.equal(without.body.message, '请输入短信验证码')
    const sent = await post(h.app, 'act/api/activityOrder/sendSmsCode', { siteCode: SMS_SITE, token: user.token })
    assert.equal(sent.body.code, 0)
    const outbox = (h.app.accountProviders.sms as DevSmsProvider).outbox(user.phone)
    assert.equal(outbox[0].purpose, 'booking')
    const code = outbox[0].code
    const wrong = await save({ smsCode: code === '000000' ? '111111' : '000000' })
    assert.equal(wrong.body.code, 400)
    const right = await save({ smsCode: code })
    assert.equal(right.body.code, 0, right.body.message)
    const again = await save({ smsCode: code })
    assert.equal(again.body.code, 0, 'a retry of the same key answers the same order')
    assert.equal(again.body.data.orderCode, right.body.data.orderCode)
    assert.equal(again.body.data.created, false)
  })
})
