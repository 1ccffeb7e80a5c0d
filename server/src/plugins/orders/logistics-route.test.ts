/**
 * The logistics call with the real Kuaidi100 provider (LOGISTICS_PROVIDER=kuaidi100), its HTTP
 * answered here instead of the network: the signed query goes out with the order's carrier, waybill
 * and the last four digits of the receiver's phone, and the carrier's events come back; a refusal
 * answers "物流信息暂时查询不到，请稍后再试", never the carrier's internal words.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { issueToken } from '../../auth/tokens'
import { findUserByPhone } from '../../auth/users'
import { genericOrders } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, siteIdOf } from '../places/test-fixtures'

const SITE = 'cd-city'
let h: Harness
let token: string
let orderCode: string
const realFetch = globalThis.fetch
let answer: () => Response
const sent: URLSearchParams[] = []

before(async () => {
  Object.assign(process.env, { LOGISTICS_PROVIDER: 'kuaidi100', KUAIDI100_KEY: 'test-key', KUAIDI100_CUSTOMER: 'TESTCUSTOMER' })
  globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
    if (String(url).startsWith('https://poll.kuaidi100.com/')) {
      sent.push(new URLSearchParams(String(init?.body)))
      return answer()
    }
    return realFetch(url, init)
  }) as typeof fetch
  h = await startHarness({ demoSeed: true })
  const siteId = await siteIdOf(h.app, SITE)
  const user = (await findUserByPhone(h.app.db, h.app.fieldCrypto, siteId, '13800000001'))!
  token = (await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })).token
  const [order] = await h.app.db
    .select()
    .from(genericOrders)
    .where(and(eq(genericOrders.userId, user.id), eq(genericOrders.trackingNumber, 'SF1420387765521')))
  orderCode = order.orderCode
})
after(async () => {
  globalThis.fetch = realFetch
  for (const k of ['LOGISTICS_PROVIDER', 'KUAIDI100_KEY', 'KUAIDI100_CUSTOMER']) delete process.env[k]
  await h.close()
})

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

test('the carrier’s events through Kuaidi100', async () => {
  answer = () =>
    json({
      message: 'ok',
      status: '200',
      state: '3',
      data: [{ time: '2026-03-01 09:00:00', ftime: '2026-03-01 09:00:00', context: '已签收，签收人：本人' }],
    })
  const res = await get(h.app, 'user/api/order/logistics', { siteCode: SITE, token, orderCode })
  assert.equal(res.body.code, 0)
  assert.equal(res.body.data.state, 'signed')
  assert.equal(res.body.data.events[0].context, '已签收，签收人：本人')
  const param = JSON.parse(sent[0].get('param')!)
  assert.deepEqual([param.com, param.num, param.phone], ['shunfeng', 'SF1420387765521', '0001'])
  assert.equal(sent[0].get('customer'), 'TESTCUSTOMER')
  assert.match(sent[0].get('sign')!, /^[0-9A-F]{32}$/)
})

test('a refusal (an expired key) answers a clear message', async () => {
  answer = () => json({ result: false, returnCode: '601', message: 'key已过期' })
  const res = await get(h.app, 'user/api/order/logistics', { siteCode: SITE, token, orderCode })
  assert.equal(res.body.code, 500)
  assert.equal(res.body.message, '物流信息暂时查询不到，请稍后再试')
})
