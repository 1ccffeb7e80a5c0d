/**
 * Paying bookings on PGlite and PostgreSQL (issue 12 "Gates and payment"): a priced order waits in
 * 0, the dev checkout pays it (→ 11, or 4 for a reviewed resource), twice is once, an expired hold
 * cannot be paid, points are taken in the order's transaction (short: refused; two parallel pays
 * of one order take them once; two orders cannot overdraw), cancelling a paid order gives the
 * money or the points back, and another user's order is not found.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { BOOKING_LIMITS } from '../../../../src/core/booking/appointment-day'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { bookingOrders, bookingPayments, bookingResources, integralRecords, userContacts } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'
import { pointsBalance } from './pay-service'
import { ensureSlots, settleDue, type BookingResourceRow } from './service'

const SITE = 'cd-city'
// Sunday 2026-03-01 10:00 in Beijing
const START = new Date('2026-03-01T02:00:00Z')

let h: Harness
let siteId: number
let paid: BookingResourceRow
let pointsPriced: BookingResourceRow
let seq = 0

before(async () => {
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
  const resources = await h.app.db.select().from(bookingResources).where(eq(bookingResources.siteId, siteId)).orderBy(bookingResources.id)
  paid = resources.find((r) => r.priceFen > 0)!
  pointsPriced = resources.find((r) => r.pricePoints > 0)!
})
after(() => h.close())

/** a user with a bound phone, a token, `visitors` saved contacts and `points` in the wallet */
async function visitor({ visitors = 1, points = 0 } = {}) {
  const crypt = h.app.fieldCrypto
  const user = await createUser(h.app.db, crypt, { siteId, phone: `137${String(++seq).padStart(8, '0')}` })
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  const contacts = []
  for (let i = 0; i < visitors; i++) {
    const cert = `51010719900101${String(++seq).padStart(4, '0')}`
    const [row] = await h.app.db
      .insert(userContacts)
      .values({
        userId: user.id,
        name: `游客${seq}`,
        certType: 'ID_CARD',
        certNumberEncrypted: crypt.encrypt(cert),
        certNumberHash: crypt.hash(cert),
        phoneEncrypted: crypt.encrypt('13900000000'),
        createdAt: h.now(),
      })
      .returning()
    contacts.push(row)
  }
  if (points) await h.app.db.insert(integralRecords).values({ userId: user.id, points, reason: 'register', createdAt: h.now() })
  return { userId: user.id, token, contacts }
}

type Visitor = Awaited<ReturnType<typeof visitor>>

let dayOffset = 0
/**
 * books a fresh open day's first session of a resource (a new day each time: no per-day limits in
 * the way; not the day a venue closes on, the priced ones being venues and scenic areas alike)
 */
async function bookOf(v: Visitor, resource: BookingResourceRow, people = v.contacts.length) {
  const slots = (await ensureSlots(h.app.db, resource, h.now().getTime())).filter((s) => s.openStatus === 1)
  const days = [...new Set(slots.map((s) => s.day))]
  const slot = slots.filter((s) => s.day === days[1 + (dayOffset++ % (days.length - 1))])[0]
  const res = await post(h.app, 'act/api/activityOrder/save', {
    siteCode: SITE,
    token: v.token,
    slotId: slot.id,
    contactIds: v.contacts
      .slice(0, people)
      .map((c) => c.id)
      .join(','),
    idempotencyKey: `pay-key-${++seq}`,
  })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data.orderCode as string
}

const pay = (v: Visitor, orderCode: string, payType = 'MONEY') =>
  post(h.app, 'user/api/activityOrder/pay', { siteCode: SITE, token: v.token, orderCode, payType })
const confirm = (v: Visitor, orderCode: string, action = 'pay') =>
  post(h.app, 'user/api/dev/pay/confirm', { siteCode: SITE, token: v.token, orderCode, action })
const detail = async (v: Visitor, orderCode: string) =>
  (await get(h.app, 'act/api/activityOrder/detail', { siteCode: SITE, token: v.token, orderCode })).body.data
const cancelCall = (v: Visitor, orderCode: string) =>
  post(h.app, 'user/api/activityOrder/cancelReservationOrder', { siteCode: SITE, token: v.token, orderCode })
const paymentsOf = async (orderCode: string) => {
  const [order] = await h.app.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode))
  return h.app.db.select().from(bookingPayments).where(eq(bookingPayments.orderId, order.id))
}

describe('money (dev-pay)', () => {
  test('a priced booking waits in 0 with its hold; the dev checkout pays it into 11; paying again is refused, confirming again changes nothing', async () => {
    const v = await visitor({ visitors: 2 })
    const code = await bookOf(v, paid)
    const before = await detail(v, code)
    assert.equal(before.status, 0)
    assert.equal(before.payMoney, ((paid.priceFen * 2) / 100).toFixed(2))
    assert.equal(before.payIntegral, 0)
    assert.equal(new Date(before.payDeadline).getTime(), h.now().getTime() + BOOKING_LIMITS.PAY_HOLD_MS)

    const started = await pay(v, code)
    assert.equal(started.body.code, 0, JSON.stringify(started.body))
    assert.deepEqual(started.body.data, {
      orderCode: code,
      payType: 'MONEY',
      paid: false,
      params: { provider: 'dev-pay', channel: 'dev', orderCode: code, amountFen: paid.priceFen * 2 },
    })
    // pressing Cancel on the checkout changes nothing
    assert.equal((await confirm(v, code, 'cancel')).body.message, '已取消支付')
    assert.equal((await detail(v, code)).status, 0)

    const done = await confirm(v, code)
    assert.deepEqual(done.body, { code: 0, data: { orderCode: code, status: 11 }, message: '支付成功' })
    const after = await detail(v, code)
    assert.equal(after.status, 11)
    assert.equal(after.payType, 'MONEY')

    assert.deepEqual((await pay(v, code)).body, { code: 400, message: '订单已支付，请勿重复支付' })
    const twice = await Promise.all([confirm(v, code), confirm(v, code)])
    assert.ok(twice.every((r) => r.body.code === 0 && r.body.data.status === 11))
    const rows = await paymentsOf(code)
    assert.deepEqual(
      rows.map((r) => [r.kind, r.payType, r.amount, r.state]),
      [['pay', 'MONEY', paid.priceFen * 2, 'SUCCESS']],
    )
  })

  test('parallel confirms of one unpaid order record one payment', async () => {
    const v = await visitor()
    const code = await bookOf(v, paid)
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(v, code)))
    assert.ok(answers.every((a) => a.body.code === 0))
    assert.equal((await paymentsOf(code)).length, 1)
  })

  test('a hold past its end cannot be paid: before and after settleDue released it', async () => {
    const v = await visitor()
    const code = await bookOf(v, paid)
    h.advance(BOOKING_LIMITS.PAY_HOLD_MS)
    const expired = '支付已超时，预约名额已释放，请重新预约'
    assert.deepEqual((await pay(v, code)).body, { code: 400, message: expired })
    assert.deepEqual((await confirm(v, code)).body, { code: 400, message: expired })
    await settleDue(h.app.db, h.now())
    assert.equal((await detail(v, code)).status, 14)
    assert.deepEqual((await pay(v, code)).body, { code: 400, message: expired })
    assert.deepEqual((await pay(v, code, 'POINTS')).body, { code: 400, message: expired })
    // the checkout confirmed too late (a payment landing after the release) is refunded at once
    const rows = await paymentsOf(code)
    assert.deepEqual(rows.map((r) => [r.kind, r.state]).sort(), [
      ['pay', 'SUCCESS'],
      ['refund', 'SUCCESS'],
    ])
    assert.equal((await detail(v, code)).refundState, 'SUCCESS')
    // confirming again changes nothing: still expired, one payment and one refund
    assert.deepEqual((await confirm(v, code)).body, { code: 400, message: expired })
    assert.equal((await paymentsOf(code)).length, 2)
  })

  test('cancelling a paid order inside the window refunds it (dev-pay: at once) in the cancel’s transaction', async () => {
    const v = await visitor()
    const code = await bookOf(v, paid)
    await confirm(v, code)
    const cancelled = await cancelCall(v, code)
    assert.deepEqual(cancelled.body, { code: 0, data: { orderCode: code, status: 14, refundState: 'SUCCESS' }, message: '取消成功' })
    const after = await detail(v, code)
    assert.equal(after.status, 14)
    assert.equal(after.refundState, 'SUCCESS')
    const refund = (await paymentsOf(code)).find((r) => r.kind === 'refund')!
    assert.deepEqual(
      [refund.payType, refund.amount, refund.state, refund.provider, refund.outNo],
      ['MONEY', paid.priceFen, 'SUCCESS', 'dev-pay', `RF${code}`],
    )
    // an unpaid order's cancel has nothing to give back
    const unpaid = await bookOf(v, paid)
    assert.equal((await cancelCall(v, unpaid)).body.data.refundState, '')
  })

  test('another user’s order is not found; bad input is refused clearly', async () => {
    const owner = await visitor()
    const other = await visitor({ points: 100 })
    const code = await bookOf(owner, paid)
    assert.deepEqual((await pay(other, code)).body, { code: 404, message: '订单不存在' })
    assert.deepEqual((await pay(other, code, 'POINTS')).body, { code: 404, message: '订单不存在' })
    assert.deepEqual((await confirm(other, code)).body, { code: 404, message: '订单不存在' })
    assert.equal((await detail(owner, code)).status, 0)
    assert.equal((await pay(owner, code, 'CASH')).body.code, 400)
    assert.equal(
      (await post(h.app, 'user/api/activityOrder/pay', { siteCode: SITE, token: owner.token, orderCode: code, channel: 'x' })).body.code,
      400,
    )
    assert.equal((await confirm(owner, code, 'steal')).body.code, 400)
    // a money order is not paid with points, a points order not with money
    assert.deepEqual((await pay(owner, code, 'POINTS')).body, { code: 400, message: '该订单不支持积分支付' })
    const anon = await post(h.app, 'user/api/activityOrder/pay', { siteCode: SITE, orderCode: code })
    assert.equal(anon.body.code, 2)
  })
})

describe('points', () => {
  test('a points-priced booking asks pricePoints × people; short is refused with the numbers; enough pays it in one transaction', async () => {
    const v = await visitor({ visitors: 2, points: pointsPriced.pricePoints * 2 - 1 })
    const code = await bookOf(v, pointsPriced)
    const before = await detail(v, code)
    assert.equal(before.status, 0)
    assert.equal(before.payIntegral, pointsPriced.pricePoints * 2)
    assert.equal(before.payMoney, '')
    const need = pointsPriced.pricePoints * 2
    assert.deepEqual((await pay(v, code, 'POINTS')).body, { code: 400, message: `积分不足：需要 ${need} 积分，当前 ${need - 1} 积分` })
    assert.equal((await detail(v, code)).status, 0)
    assert.deepEqual((await pay(v, code, 'MONEY')).body, { code: 400, message: '该订单无需现金支付' })

    await h.app.db.insert(integralRecords).values({ userId: v.userId, points: 1, reason: 'checkIn', day: '2026-03-01', createdAt: h.now() })
    const done = await pay(v, code, 'POINTS')
    assert.deepEqual(done.body, { code: 0, data: { orderCode: code, payType: 'POINTS', paid: true, status: 11 }, message: '支付成功' })
    assert.equal(await pointsBalance(h.app.db, v.userId), 0)
    assert.equal((await detail(v, code)).payType, 'POINTS')
    // the wallet's list names the deduction
    const list = await get(h.app, 'user/api/integral/records', { siteCode: SITE, token: v.token })
    assert.ok(JSON.stringify(list.body).includes('预约支付'), JSON.stringify(list.body))
  })

  test('the race: parallel pays of one order take the points once; two orders cannot overdraw the wallet', async () => {
    const v = await visitor({ points: pointsPriced.pricePoints * 3 })
    const one = await bookOf(v, pointsPriced)
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(v, one, 'POINTS')))
    assert.equal(answers.filter((a) => a.body.code === 0).length, 1, JSON.stringify(answers.map((a) => a.body.message)))
    for (const lost of answers.filter((a) => a.body.code !== 0)) assert.equal(lost.body.message, '订单已支付，请勿重复支付')
    assert.equal(await pointsBalance(h.app.db, v.userId), pointsPriced.pricePoints * 2)

    // 2 × pricePoints left, three orders of pricePoints paid side by side... after taking one more away
    await h.app.db
      .insert(integralRecords)
      .values({ userId: v.userId, points: -pointsPriced.pricePoints + 1, reason: 'test', createdAt: h.now() })
    const a = await bookOf(v, pointsPriced)
    const b = await bookOf(v, pointsPriced)
    const both = await Promise.all([pay(v, a, 'POINTS'), pay(v, b, 'POINTS')])
    assert.equal(both.filter((r) => r.body.code === 0).length, 1, JSON.stringify(both.map((r) => r.body.message)))
    assert.match(both.find((r) => r.body.code !== 0)!.body.message, /^积分不足/)
    assert.equal(await pointsBalance(h.app.db, v.userId), 1)
  })

  test('cancelling a points-paid order gives the points back (refund SUCCESS), once', async () => {
    const v = await visitor({ points: pointsPriced.pricePoints })
    const code = await bookOf(v, pointsPriced)
    assert.equal((await pay(v, code, 'POINTS')).body.code, 0)
    assert.equal(await pointsBalance(h.app.db, v.userId), 0)
    const answers = await Promise.all([cancelCall(v, code), cancelCall(v, code)])
    assert.equal(answers.filter((a) => a.body.code === 0).length, 1)
    assert.equal(await pointsBalance(h.app.db, v.userId), pointsPriced.pricePoints)
    assert.equal((await detail(v, code)).refundState, 'SUCCESS')
    const rows = await paymentsOf(code)
    assert.deepEqual(rows.map((r) => [r.kind, r.payType, r.amount, r.state]).sort(), [
      ['pay', 'POINTS', pointsPriced.pricePoints, 'SUCCESS'],
      ['refund', 'POINTS', pointsPriced.pricePoints, 'SUCCESS'],
    ])
  })
})
