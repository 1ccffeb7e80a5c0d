/**
 * Orders on PGlite and PostgreSQL: the demo user's generic orders (list by type and status, pages
 * of 10, detail with address and timeline), cancel / refund / confirm receipt only where
 * src/core/orders allows them and once under a race, the dev logistics track, e-codes, and the
 * staff side: write-off 11 → 12 once (the second refused, a race won once), a code of another
 * resource not found, a non-staff user refused, reviews 4 → 11 / 79 with the places given back.
 * Another user's order is not found everywhere.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { findUserByPhone } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { bookingOrders, bookingResources, bookingSlots, genericOrders, resourceStaff, userContacts } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'
import { ensureSlots } from '../booking/service'

const SITE = 'cd-city'
// Sunday 2026-03-01 10:00 in Beijing
const START = new Date('2026-03-01T02:00:00Z')

let h: Harness
let siteId: number
let demo: { userId: number; token: string }
let friend: { userId: number; token: string }

async function tokenOf(phone: string) {
  const user = (await findUserByPhone(h.app.db, h.app.fieldCrypto, siteId, phone))!
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  return { userId: user.id, token }
}

before(async () => {
  h = await startHarness({ start: START, demoSeed: true })
  siteId = await siteIdOf(h.app, SITE)
  demo = await tokenOf('13800000001')
  friend = await tokenOf('13800000002')
})
after(() => h.close())

const list = (token: string, params: Record<string, unknown> = {}) =>
  get(h.app, 'user/api/order/list', { siteCode: SITE, token, ...params })
const detail = (token: string, orderCode: string) => get(h.app, 'user/api/order/detail', { siteCode: SITE, token, orderCode })
const act = (path: string, token: string, orderCode: string, extra: Record<string, unknown> = {}) =>
  post(h.app, `user/api/order/${path}`, { siteCode: SITE, token, orderCode, ...extra })

/** the demo user's first order of a type in a status */
async function demoOrder(orderType: number, status: number) {
  const [row] = await h.app.db
    .select()
    .from(genericOrders)
    .where(and(eq(genericOrders.userId, demo.userId), eq(genericOrders.orderType, orderType), eq(genericOrders.status, status)))
  assert.ok(row, `a demo order of type ${orderType} in ${status}`)
  return row
}

describe('the generic order list and detail', () => {
  test('pages of 10, newest first; by type; by type and status; every type has demo orders', async () => {
    const all = await list(demo.token)
    assert.equal(all.body.code, 0)
    assert.equal(all.body.datas.length, 10)
    assert.ok(all.body.page.total > 10, 'enough to page')
    assert.equal(all.body.page.totalPage, Math.ceil(all.body.page.total / 10))
    const times = all.body.datas.map((o: { createTime: string }) => o.createTime)
    assert.deepEqual(times, [...times].sort().reverse())
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const one = await list(demo.token, { orderType: type, pageSize: 50 })
      assert.ok(one.body.datas.length > 0, `type ${type}`)
      assert.ok(one.body.datas.every((o: { orderType: number }) => o.orderType === type))
    }
    const shipped = await list(demo.token, { orderType: 1, status: 21 })
    assert.deepEqual(
      shipped.body.datas.map((o: { items: { name: string }[] }) => o.items[0].name),
      ['蜀绣团扇·芙蓉锦鲤'],
    )
    const [fan] = shipped.body.datas
    assert.equal(fan.logisticsCompany, '顺丰速运')
    assert.deepEqual(fan.actions, ['confirmReceipt'])
    assert.equal(fan.payMoney, '168.00')
  })

  test('bad filters are refused; another user sees none of them', async () => {
    for (const bad of [{ orderType: 'x' }, { orderType: 9 }, { status: '-1' }, { status: '1e3' }]) {
      const res = await list(demo.token, bad)
      assert.equal(res.body.code, 400, JSON.stringify(bad))
    }
    const theirs = await list(friend.token)
    assert.equal(theirs.body.page.total, 0)
    assert.equal((await list('')).body.code, 2)
  })

  test('detail: items, amounts, the address as placed (phone masked), the timeline; another user’s is not found', async () => {
    const order = await demoOrder(1, 21)
    const res = await detail(demo.token, order.orderCode)
    assert.equal(res.body.code, 0)
    const d = res.body.data
    assert.equal(d.address.phone, '138****0001')
    assert.equal(d.address.region, '四川省 成都市 锦江区')
    assert.deepEqual(
      d.timeline.map((e: { status: number; event: string }) => [e.status, e.event]),
      [
        [0, 'created'],
        [20, 'paid'],
        [21, 'shipped'],
      ],
    )
    assert.equal(d.trackingNumber, 'SF1420387765521')
    const other = await detail(friend.token, order.orderCode)
    assert.equal(other.status, 404)
    assert.equal(other.body.message, '订单不存在')
    assert.equal((await detail(demo.token, 'ODX')).body.code, 400)
    assert.equal((await detail(demo.token, 'OD1AAAAAAAAAAAAAA')).body.code, 404)
  })
})

describe('cancel, refund, confirm receipt', () => {
  test('confirm receipt: shipped → received once; two at the same time: one wins', async () => {
    const order = await demoOrder(1, 21)
    const [a, b] = await Promise.all([
      act('confirmReceipt', demo.token, order.orderCode),
      act('confirmReceipt', demo.token, order.orderCode),
    ])
    const codes = [a.body.code, b.body.code].sort()
    assert.deepEqual(codes, [0, 400])
    const won = a.body.code === 0 ? a : b
    const lost = a.body.code === 0 ? b : a
    assert.equal(won.body.data.status, 22)
    assert.equal(won.body.message, '已确认收货')
    assert.equal(lost.body.message, '该订单当前不能确认收货')
    const again = await act('confirmReceipt', demo.token, order.orderCode)
    assert.equal(again.body.code, 400)
    const timeline = (await detail(demo.token, order.orderCode)).body.data.timeline
    assert.equal(timeline.filter((e: { event: string }) => e.event === 'received').length, 1)
  })

  test('refund where allowed (fictitious to consume → 36 refunded), refused elsewhere; cancel a to-pay order', async () => {
    const voucher = await demoOrder(2, 10)
    const refund = await act('applyRefund', demo.token, voucher.orderCode, { reason: '行程有变' })
    assert.equal(refund.body.code, 0)
    assert.equal(refund.body.data.status, 36)
    const d = (await detail(demo.token, voucher.orderCode)).body.data
    assert.equal(d.refundStatus, 1)
    assert.equal(d.refundReason, '行程有变')
    const received = await demoOrder(1, 22)
    assert.equal((await act('applyRefund', demo.token, received.orderCode)).body.message, '该订单当前不能申请退款')
    const material = await demoOrder(1, 20)
    const r2 = await act('applyRefund', demo.token, material.orderCode)
    assert.deepEqual([r2.body.code, r2.body.data.status], [0, 3])
    const toPay = await demoOrder(1, 0)
    assert.equal((await act('cancel', friend.token, toPay.orderCode)).status, 404)
    const c = await act('cancel', demo.token, toPay.orderCode)
    assert.deepEqual([c.body.code, c.body.data.status], [0, 3])
    assert.equal((await act('cancel', demo.token, toPay.orderCode)).body.message, '该订单当前不能取消')
    const hotel = await demoOrder(5, 2)
    assert.deepEqual((await act('applyRefund', demo.token, hotel.orderCode)).body.data.status, 9)
    assert.equal((await act('applyRefund', demo.token, hotel.orderCode, { reason: 'x'.repeat(201) })).body.code, 400)
  })
})

describe('logistics', () => {
  test('a shipped order’s track (dev provider): picked up in Chengdu first, newest first; none for the others', async () => {
    const [order] = await h.app.db
      .select()
      .from(genericOrders)
      .where(and(eq(genericOrders.userId, demo.userId), eq(genericOrders.trackingNumber, 'SF1420387765521')))
    const res = await get(h.app, 'user/api/order/logistics', { siteCode: SITE, token: demo.token, orderCode: order.orderCode })
    assert.equal(res.body.code, 0)
    const t = res.body.data
    assert.equal(t.companyName, '顺丰速运')
    assert.equal(t.trackingNumber, 'SF1420387765521')
    // shipped 17 hours before the seed: out for delivery
    assert.equal(t.state, 'delivering')
    assert.match(t.events[t.events.length - 1].context, /成都市.*已揽收/)
    assert.match(t.events[0].context, /派件/)
    const times = t.events.map((e: { time: string }) => e.time)
    assert.deepEqual(times, [...times].sort().reverse())
    const notShipped = await demoOrder(1, 20).catch(() => null)
    const any = notShipped ?? (await demoOrder(6, 1))
    assert.equal(
      (await get(h.app, 'user/api/order/logistics', { siteCode: SITE, token: demo.token, orderCode: any.orderCode })).status,
      404,
    )
    assert.equal(
      (await get(h.app, 'user/api/order/logistics', { siteCode: SITE, token: friend.token, orderCode: order.orderCode })).status,
      404,
    )
  })
})

describe('e-codes and write-off', () => {
  const codes = (token: string) => get(h.app, 'user/api/order/eCodeList', { siteCode: SITE, token })
  const info = (token: string, key: { resourceType: string; resourceId: number }, code: string) =>
    get(h.app, 'act/api/activityOrder/validOrderInfo', { siteCode: SITE, token, ...key, code })
  const writeOff = (token: string, key: { resourceType: string; resourceId: number }, code: string) =>
    post(h.app, 'act/api/activityOrder/selfValidOrder', { siteCode: SITE, token, ...key, code })

  test('the demo user’s codes: the booked visit and the orders to consume, 12 digits, the same on every call', async () => {
    const first = await codes(demo.token)
    assert.equal(first.body.code, 0)
    const kinds = first.body.datas.map((c: { kind: string }) => c.kind)
    assert.ok(kinds.includes('booking'))
    assert.ok(first.body.datas.some((c: { orderType?: number }) => c.orderType === 3))
    for (const c of first.body.datas) assert.match(c.code, /^\d{12}$/)
    const again = await codes(demo.token)
    assert.deepEqual(
      again.body.datas.map((c: { code: string }) => c.code),
      first.body.datas.map((c: { code: string }) => c.code),
    )
    assert.deepEqual((await codes(friend.token)).body.datas, [])
  })

  test('staff write a visit off once (11 → 12); a second time, a stranger, another resource and bad input are refused', async () => {
    const visit = (await codes(demo.token)).body.datas.find((c: { kind: string }) => c.kind === 'booking')
    const key = { resourceType: visit.resourceType, resourceId: visit.resourceId }
    const staff = await get(h.app, 'act/api/activityOrder/staffResources', { siteCode: SITE, token: friend.token })
    assert.deepEqual(
      staff.body.datas.map((r: { resourceId: number }) => r.resourceId),
      [visit.resourceId],
    )

    const stranger = await info(demo.token, key, visit.code)
    assert.equal(stranger.body.code, 400)
    assert.equal(stranger.body.message, '您不是该场馆的工作人员，不能核销或审核')
    assert.equal((await writeOff(demo.token, key, visit.code)).body.code, 400)

    const shown = await info(friend.token, key, visit.code.replace(/(\d{4})/g, '$1 '))
    assert.equal(shown.body.code, 0)
    assert.equal(shown.body.data.orderCode, visit.orderCode)
    assert.equal(shown.body.data.status, 11)
    assert.deepEqual(shown.body.data.visitors, ['张明远'])

    // the friend is staff of a second venue too: the code is not found there
    const [other] = await h.app.db
      .select()
      .from(bookingResources)
      .where(and(eq(bookingResources.siteId, siteId), eq(bookingResources.resourceType, visit.resourceType)))
      .orderBy(bookingResources.id)
      .offset(1)
      .limit(1)
    await h.app.db
      .insert(resourceStaff)
      .values({ siteId, userId: friend.userId, resourceType: other.resourceType, resourceId: other.resourceId, createdAt: h.now() })
    const elsewhere = await info(friend.token, { resourceType: other.resourceType, resourceId: other.resourceId }, visit.code)
    assert.equal(elsewhere.status, 404)
    assert.equal(elsewhere.body.message, '电子码不存在或不属于本场馆')

    for (const bad of ['12345', 'abcdefghijkl', '']) assert.equal((await info(friend.token, key, bad)).body.code, 400, bad)
    assert.equal((await info(friend.token, { ...key, resourceType: 'venue' }, visit.code)).body.code, 400)

    const [a, b] = await Promise.all([writeOff(friend.token, key, visit.code), writeOff(friend.token, key, visit.code)])
    assert.deepEqual([a.body.code, b.body.code].sort(), [0, 400])
    const won = a.body.code === 0 ? a : b
    assert.equal(won.body.message, '核销成功')
    assert.equal(won.body.data.status, 12)
    const twice = await writeOff(friend.token, key, visit.code)
    assert.equal(twice.body.message, '该电子码已核销，不能重复核销')
    const [row] = await h.app.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, visit.orderCode))
    assert.equal(row.status, 12)
    // the places stay used
    const [slot] = await h.app.db.select().from(bookingSlots).where(eq(bookingSlots.id, row.slotId))
    assert.ok(slot.sold >= 1)
    // the visitor's reservation list shows it completed, and the code is gone from /user-code
    const mine = await get(h.app, 'user/api/activityOrder/getActivityOrderList', { siteCode: SITE, token: demo.token, status: 12 })
    assert.ok(mine.body.datas.some((o: { orderCode: string }) => o.orderCode === visit.orderCode))
    assert.ok(!(await codes(demo.token)).body.datas.some((c: { orderCode: string }) => c.orderCode === visit.orderCode))
  })

  test('reviews: staff approve (4 → 11) or reject (4 → 79, places back) a reviewed booking once', async () => {
    const [room] = await h.app.db
      .select()
      .from(bookingResources)
      .where(and(eq(bookingResources.siteId, siteId), eq(bookingResources.reviewed, true)))
      .limit(1)
    const key = { resourceType: room.resourceType, resourceId: room.resourceId }
    const [contact] = await h.app.db.select().from(userContacts).where(eq(userContacts.userId, friend.userId))
    const slots = await ensureSlots(h.app.db, room, h.now().getTime())
    const slot = slots.find((s) => s.startsAt > h.now() && s.openStatus === 1)!
    const book = async (k: string) =>
      (
        await post(h.app, 'act/api/activityOrder/save', {
          siteCode: SITE,
          token: friend.token,
          slotId: slot.id,
          contactIds: contact.id,
          idempotencyKey: k,
        })
      ).body
    const booked = await book('review-test-1')
    assert.equal(booked.data.status, 4)
    const audit = (token: string, orderCode: string, auditStatus: string) =>
      post(h.app, 'act/api/activityOrder/audit', { siteCode: SITE, token, ...key, orderCode, auditStatus })
    assert.equal((await audit(friend.token, booked.data.orderCode, '2')).body.message, '您不是该场馆的工作人员，不能核销或审核')
    await h.app.db.insert(resourceStaff).values({ siteId, userId: demo.userId, ...key, createdAt: h.now() })
    const pending = await get(h.app, 'act/api/activityOrder/auditList', { siteCode: SITE, token: demo.token, ...key })
    assert.deepEqual(
      pending.body.datas.map((o: { orderCode: string }) => o.orderCode),
      [booked.data.orderCode],
    )
    const soldBefore = (await h.app.db.select().from(bookingSlots).where(eq(bookingSlots.id, slot.id)))[0].sold
    assert.equal((await audit(demo.token, booked.data.orderCode, '3')).body.code, 400)
    const rejected = await audit(demo.token, booked.data.orderCode, '2')
    assert.deepEqual([rejected.body.code, rejected.body.data.status, rejected.body.message], [0, 79, '已驳回'])
    assert.equal((await h.app.db.select().from(bookingSlots).where(eq(bookingSlots.id, slot.id)))[0].sold, soldBefore - 1)
    assert.equal((await audit(demo.token, booked.data.orderCode, '1')).body.message, '该预约不在待审核状态')
    // the visitor may book the same person again, and this one is approved
    const second = await book('review-test-2')
    assert.equal(second.code, 0, second.message)
    const approved = await audit(demo.token, second.data.orderCode, '1')
    assert.deepEqual([approved.body.code, approved.body.data.status], [0, 11])
  })
})
