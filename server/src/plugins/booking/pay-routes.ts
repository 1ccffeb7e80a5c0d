/**
 * Payment calls (rules-and-contract 7: POST user/api/activityOrder/pay; payloads "not shown":
 * decided here and in docs/contract-booking.md "Payment").
 *   POST user/api/activityOrder/pay   orderCode, payType MONEY|POINTS (default MONEY),
 *        channel jsapi|mini|h5 (what the client is: WeChat browser, mini-program, any browser) (login)
 *        → POINTS: data {orderCode, payType, paid: true, status}
 *        → MONEY:  data {orderCode, payType, paid: false, params} (params: the provider's PayParams)
 *   POST pay/wechat/notify            WeChat Pay's signed notification (payment or refund) → {code, message}
 *   POST user/api/dev/pay/confirm     orderCode, action pay|cancel (login; only while dev-pay is the provider)
 *        → data {orderCode, status} ('pay'), or nothing changed ('cancel')
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope'
import { badInput, fieldsOf, notFound, single } from '../../http/fields'
import { DataEnvelope, Query, routeSchema, Text, Type } from '../../http/schema'
import { PayRefusal, type PayChannel, type PayProvider } from '../../providers/pay'
import { markPaid, PAY_TYPES, payWithPoints, refundLate, settleRefund, startMoneyPayment, type PayType } from './pay-service'
import { orderOf } from './service'

const CHANNELS = ['jsapi', 'mini', 'h5'] as const

export async function userPayRoutes(app: FastifyInstance, opts: { provider: PayProvider }): Promise<void> {
  const { provider } = opts

  app.post(
    '/api/user/api/activityOrder/pay',
    { config: { idempotent: true }, schema: routeSchema({ body: { orderCode: Text(), payType: Text(), channel: Text() } }) },
    async (request) => {
      const f = fieldsOf(request)
      const orderCode = single(f, 'orderCode')
      if (!orderCode) throw badInput('account:field.required', { field: 'orderCode' })
      const payType = (single(f, 'payType') || 'MONEY') as PayType
      if (!PAY_TYPES.includes(payType)) throw badInput('account:field.invalid', { field: 'payType' })
      const channelText = single(f, 'channel') || 'h5'
      if (!(CHANNELS as readonly string[]).includes(channelText)) throw badInput('account:field.invalid', { field: 'channel' })
      const input = { siteId: request.site.id, userId: request.user!.id, orderCode, now: app.clock() }
      if (payType === 'POINTS') {
        const order = await payWithPoints(app.db, input)
        return ok(request, { orderCode, payType, paid: true, status: order.status }, 'pay:paid')
      }
      const user = request.user!
      const channel: PayChannel = provider.name === 'dev-pay' ? 'dev' : channelText === 'mini' ? 'mini' : 'jsapi'
      if (provider.name !== 'dev-pay' && channelText === 'h5') throw badInput('pay:error.channel')
      const openId = (channel === 'mini' ? user.miniOpenId : user.wechatOpenId) ?? undefined
      try {
        const params = await startMoneyPayment(app.db, provider, { ...input, channel, openId })
        return ok(request, { orderCode, payType, paid: false, params })
      } catch (e) {
        if (e instanceof PayRefusal) throw badInput(e.messageKey)
        throw e
      }
    },
  )

  app.post('/api/user/api/dev/pay/confirm', { schema: routeSchema({ body: { orderCode: Text(), action: Text() } }) }, async (request) => {
    // the dev checkout exists only while the dev provider is the one: with WeChat Pay it is not there
    if (provider.name !== 'dev-pay') throw notFound('pay:error.devOnly')
    const f = fieldsOf(request)
    const action = single(f, 'action')
    if (action !== 'pay' && action !== 'cancel') throw badInput('account:field.invalid', { field: 'action' })
    const now = app.clock()
    const order = await orderOf(app.db, request.site.id, request.user!.id, single(f, 'orderCode'))
    if (action === 'cancel') return ok(request, { orderCode: order.orderCode, status: order.status }, 'pay:payCancelled')
    const result = await markPaid(app.db, {
      orderCode: order.orderCode,
      provider: provider.name,
      transactionId: `DEV${now.getTime()}`,
      amountFen: order.payMoneyFen,
      now,
    })
    if (result.outcome === 'late') {
      await refundLate(app.db, result.order!, provider, now)
      throw badInput('pay:error.expired')
    }
    if (result.outcome === 'mismatch') throw badInput('pay:error.cannotPay')
    // confirmed again after a late payment was refunded: still expired, never "paid"
    if (!result.order!.payType && result.outcome === 'already') throw badInput('pay:error.expired')
    return ok(request, { orderCode: order.orderCode, status: result.order!.status }, 'pay:paid')
  })
}

/**
 * WeChat Pay's notifications: the raw body is what WeChat signed, so this scope reads JSON as text.
 * WeChat reads the HTTP status only (2xx received; 4xx/5xx: it sends again later), so the answer is
 * the usual envelope: a bad signature is a 400 and WeChat retries; a payment recorded is a 200.
 */
export async function payNotifyRoutes(app: FastifyInstance, opts: { provider: PayProvider }): Promise<void> {
  const { provider } = opts
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.post(
    '/api/pay/wechat/notify',
    {
      schema: {
        summary: 'WeChat Pay v3 notification (signed; resource AES-256-GCM)',
        querystring: Query(),
        body: Type.String({ maxLength: 16_384 }),
        response: { 200: DataEnvelope() },
      },
    },
    async (request) => {
      const notice = await provider.verifyNotification(request.headers, typeof request.body === 'string' ? request.body : '')
      if (!notice) throw badInput('pay:error.signature')
      const now = app.clock()
      if (notice.kind === 'refund') await settleRefund(app.db, notice.refundNo, notice.state, now)
      if (notice.kind !== 'paid') return ok(request)
      const result = await markPaid(app.db, { ...notice, provider: provider.name, now })
      if (result.outcome === 'late') await refundLate(app.db, result.order!, provider, now)
      if (result.outcome === 'mismatch') {
        request.log.error({ orderCode: notice.orderCode, amount: notice.amountFen }, 'WeChat Pay amount is not the order’s')
      }
      return ok(request)
    },
  )
}
