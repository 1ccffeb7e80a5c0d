/**
 * Paying with WeChat Pay (PAY_PROVIDER=wechat-pay) on PGlite and PostgreSQL, without a network:
 * WeChat Pay is a local key pair and a stubbed fetch that answers signed. The pay call answers the
 * signed JSAPI parameters for the user's open id (a plain browser is told to open WeChat), the
 * dev checkout is not there, a notification signed by WeChat Pay moves the order (once, however
 * often it comes), a forged one is refused, and a cancel asks WeChat Pay for the refund.
 */
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { bookingOrders, bookingPayments, bookingResources, userContacts, users } from '../../db/schema'
import { encryptResource, signLines, verifyLines } from '../../providers/pay'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'
import { ensureSlots, type BookingResourceRow } from './service'

const SITE = 'cd-city'
const START = new Date('2026-03-01T02:00:00Z')
const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345'
const MCHID = '1900000109'
const ENV = {
  PAY_PROVIDER: 'wechat-pay',
  WECHAT_PAY_MCHID: MCHID,
  WECHAT_PAY_SERIAL: 'MERCHANTSERIAL01',
  WECHAT_PAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  WECHAT_PAY_APIV3_KEY: API_V3_KEY,
  WECHAT_PAY_APPID: 'wxofficial000001',
  WECHAT_PAY_MINI_APPID: 'wxmini0000000001',
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  WECHAT_PAY_NOTIFY_URL: 'https://wenlv.example/api/pay/wechat/notify',
}

let h: Harness
let siteId: number
let paid: BookingResourceRow
const saved: Record<string, string | undefined> = {}
const realFetch = globalThis.fetch
const sent: { url: string; body: string; authorization: string }[] = []

/** WeChat Pay's API: answers signed with its key, as the real one does */
function wechatPayApi(url: string, init: RequestInit): Response {
  const body = String(init.body ?? '')
  sent.push({ url, body, authorization: String((init.headers as Record<string, string>).authorization) })
  const answer = url.endsWith('/v3/pay/transactions/jsapi')
    ? { prepay_id: `wx${crypto.randomBytes(8).toString('hex')}` }
    : { refund_id: '50000000382019052709732678859', status: 'PROCESSING' }
  const text = JSON.stringify(answer)
  const ts = String(Math.floor(h.now().getTime() / 1000))
  return new Response(text, {
    status: 200,
    headers: {
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': 'nonce1',
      'wechatpay-signature': signLines(platform.privateKey, [ts, 'nonce1', text]),
    },
  })
}

before(async () => {
  for (const [k, v] of Object.entries(ENV)) {
    saved[k] = process.env[k]
    process.env[k] = v
  }
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    if (url.startsWith('https://api.mch.weixin.qq.com/')) return wechatPayApi(url, init ?? {})
    return realFetch(input, init)
  }) as typeof fetch
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
  const resources = await h.app.db.select().from(bookingResources).where(eq(bookingResources.siteId, siteId))
  paid = resources.find((r) => r.priceFen > 0)!
})
after(async () => {
  await h.close()
  globalThis.fetch = realFetch
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
})

let seq = 0
async function bookedOrder() {
  const crypt = h.app.fieldCrypto
  const user = await createUser(h.app.db, crypt, { siteId, phone: `136${String(++seq).padStart(8, '0')}` })
  await h.app.db
    .update(users)
    .set({ wechatOpenId: `o-wx-${seq}` })
    .where(eq(users.id, user.id))
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  const cert = `51010819900101${String(++seq).padStart(4, '0')}`
  const [contact] = await h.app.db
    .insert(userContacts)
    .values({
      userId: user.id,
      name: '李明',
      certType: 'ID_CARD',
      certNumberEncrypted: crypt.encrypt(cert),
      certNumberHash: crypt.hash(cert),
      phoneEncrypted: crypt.encrypt('13900000000'),
      createdAt: h.now(),
    })
    .returning()
  const slots = await ensureSlots(h.app.db, paid, h.now().getTime())
  // a later day's open session: a priced venue is closed on Mondays
  const slot = slots.filter((s) => s.day !== slots[0].day && s.openStatus === 1)[seq % 4]
  const res = await post(h.app, 'act/api/activityOrder/save', {
    siteCode: SITE,
    token,
    slotId: slot.id,
    contactIds: String(contact.id),
    idempotencyKey: `wx-key-${seq}`,
  })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return { token, orderCode: res.body.data.orderCode as string }
}

/** what WeChat Pay sends when a payment succeeded */
function notification(orderCode: string, amountFen: number, { signer = platform.privateKey } = {}) {
  const resource = encryptResource(
    API_V3_KEY,
    JSON.stringify({
      mchid: MCHID,
      appid: 'wxofficial000001',
      out_trade_no: orderCode,
      transaction_id: `42000000002026030${seq}`,
      trade_state: 'SUCCESS',
      amount: { total: amountFen, payer_total: amountFen, currency: 'CNY' },
    }),
  )
  const body = JSON.stringify({ id: crypto.randomUUID(), event_type: 'TRANSACTION.SUCCESS', resource_type: 'encrypt-resource', resource })
  const ts = String(Math.floor(h.now().getTime() / 1000))
  return h.app.inject({
    method: 'POST',
    url: '/api/pay/wechat/notify',
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': 'abc123',
      'wechatpay-signature': signLines(signer, [ts, 'abc123', body]),
      'wechatpay-serial': 'PUB_KEY_ID_01',
    },
    payload: body,
  })
}

const statusOf = async (token: string, orderCode: string) =>
  (await get(h.app, 'act/api/activityOrder/detail', { siteCode: SITE, token, orderCode })).body.data

describe('WeChat Pay', () => {
  test('pay answers the signed JSAPI parameters for the user’s open id; a plain browser is told to open WeChat; no dev checkout', async () => {
    const { token, orderCode } = await bookedOrder()
    const plain = await post(h.app, 'user/api/activityOrder/pay', { siteCode: SITE, token, orderCode, payType: 'MONEY', channel: 'h5' })
    assert.deepEqual(plain.body, { code: 400, message: '请在微信中打开以完成支付' })

    const res = await post(h.app, 'user/api/activityOrder/pay', { siteCode: SITE, token, orderCode, payType: 'MONEY', channel: 'jsapi' })
    assert.equal(res.body.code, 0, JSON.stringify(res.body))
    const params = res.body.data.params
    assert.equal(params.provider, 'wechat-pay')
    assert.equal(params.appId, 'wxofficial000001')
    assert.match(params.package, /^prepay_id=wx[0-9a-f]{16}$/)
    assert.ok(verifyLines(merchant.publicKey, [params.appId, params.timeStamp, params.nonceStr, params.package], params.paySign))
    const order = JSON.parse(sent.at(-1)!.body)
    assert.equal(order.out_trade_no, orderCode)
    assert.equal(order.amount.total, paid.priceFen)
    assert.match(order.payer.openid, /^o-wx-/)
    assert.match(sent.at(-1)!.authorization, /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",/)
    // the mini-program has no open id for this user: refused clearly
    const mini = await post(h.app, 'user/api/activityOrder/pay', { siteCode: SITE, token, orderCode, payType: 'MONEY', channel: 'mini' })
    assert.deepEqual(mini.body, { code: 400, message: '请先使用微信登录后再支付' })

    const dev = await post(h.app, 'user/api/dev/pay/confirm', { siteCode: SITE, token, orderCode, action: 'pay' })
    assert.deepEqual(dev.body, { code: 404, message: '开发支付未启用' })
    assert.equal((await statusOf(token, orderCode)).status, 0)
  })

  test('a signed notification pays the order once however often it comes; a forged one is refused; the cancel asks for the refund', async () => {
    const { token, orderCode } = await bookedOrder()
    const forged = await notification(orderCode, paid.priceFen, { signer: merchant.privateKey })
    assert.equal(forged.statusCode, 400)
    assert.equal((await statusOf(token, orderCode)).status, 0)

    const answers = await Promise.all([notification(orderCode, paid.priceFen), notification(orderCode, paid.priceFen)])
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200],
    )
    const detail = await statusOf(token, orderCode)
    assert.equal(detail.status, 11)
    assert.equal(detail.payType, 'MONEY')
    const [row] = await h.app.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode))
    const payments = await h.app.db.select().from(bookingPayments).where(eq(bookingPayments.orderId, row.id))
    assert.equal(payments.length, 1)
    assert.equal(payments[0].provider, 'wechat-pay')

    const cancelled = await post(h.app, 'user/api/activityOrder/cancelReservationOrder', { siteCode: SITE, token, orderCode })
    assert.equal(cancelled.body.data.refundState, 'PROCESSING')
    const refund = JSON.parse(sent.at(-1)!.body)
    assert.equal(refund.out_refund_no, `RF${orderCode}`)
    assert.deepEqual(refund.amount, { refund: paid.priceFen, total: paid.priceFen, currency: 'CNY' })

    // WeChat Pay's refund notification settles it
    const resource = encryptResource(
      API_V3_KEY,
      JSON.stringify({ mchid: MCHID, out_refund_no: `RF${orderCode}`, refund_status: 'SUCCESS' }),
      'refund',
    )
    const body = JSON.stringify({ event_type: 'REFUND.SUCCESS', resource })
    const ts = String(Math.floor(h.now().getTime() / 1000))
    const settled = await h.app.inject({
      method: 'POST',
      url: '/api/pay/wechat/notify',
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': 'r1',
        'wechatpay-signature': signLines(platform.privateKey, [ts, 'r1', body]),
      },
      payload: body,
    })
    assert.equal(settled.statusCode, 200)
    assert.equal((await statusOf(token, orderCode)).refundState, 'SUCCESS')
  })

  test('an amount that is not the order’s does not pay it', async () => {
    const { token, orderCode } = await bookedOrder()
    assert.equal((await notification(orderCode, 1)).statusCode, 200)
    assert.equal((await statusOf(token, orderCode)).status, 0)
  })
})
