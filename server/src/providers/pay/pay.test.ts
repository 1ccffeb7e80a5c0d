/**
 * The payment adapters without a network: WeChat Pay v3's request signature, the client's pay
 * signature, the notification's signature check and AES-256-GCM resource, and the refund, all
 * against a locally generated merchant key pair and a locally generated "WeChat Pay" key pair.
 */
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { describe, test } from 'node:test'
import {
  createPayProvider,
  decryptResource,
  DevPayProvider,
  encryptResource,
  PayRefusal,
  signLines,
  verifyLines,
  WechatPayProvider,
} from '.'

const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const API_V3_KEY = '0123456789abcdef0123456789abcdef'
const NOW = new Date('2026-03-01T02:00:00Z')
const TS = String(NOW.getTime() / 1000)

interface Sent {
  url: string
  method: string
  headers: Record<string, string>
  body: string
}

/** a fetch that answers as WeChat Pay does: JSON signed with the platform key */
function fakeWechat(answer: Record<string, unknown>, sent: Sent[], { sign = true, status = 200 } = {}): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: String(init.body ?? '') })
    const text = JSON.stringify(answer)
    const nonce = 'answer-nonce'
    const signature = sign ? signLines(platform.privateKey, [TS, nonce, text]) : 'bad'
    return new Response(text, {
      status,
      headers: {
        'wechatpay-timestamp': TS,
        'wechatpay-nonce': nonce,
        'wechatpay-signature': signature,
        'content-type': 'application/json',
      },
    })
  }) as typeof fetch
}

function provider(fetchImpl: typeof fetch) {
  return new WechatPayProvider({
    mchid: '1900000001',
    serial: 'SERIAL0001',
    privateKey: merchant.privateKey,
    apiV3Key: API_V3_KEY,
    appid: 'wxofficial000001',
    miniAppid: 'wxmini0000000001',
    platformPublicKey: platform.publicKey,
    notifyUrl: 'https://wenlv.example/api/pay/wechat/notify',
    fetch: fetchImpl,
    clock: () => NOW,
  })
}

const order = {
  orderCode: 'BK20260301ABCDEFGHJKLM',
  amountFen: 12000,
  description: '都江堰景区',
  openId: 'o-user-1',
  channel: 'jsapi' as const,
  expiresAt: new Date('2026-03-01T02:15:00Z'),
}

describe('WeChat Pay v3', () => {
  test('JSAPI order: the request is signed with the merchant key over method, path, time, nonce and body', async () => {
    const sent: Sent[] = []
    const params = await provider(fakeWechat({ prepay_id: 'wx201410272009395522657a690389285100' }, sent)).createPayment(order)
    assert.equal(sent.length, 1)
    const req = sent[0]
    assert.equal(req.url, 'https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi')
    const body = JSON.parse(req.body)
    assert.deepEqual(body, {
      appid: 'wxofficial000001',
      mchid: '1900000001',
      description: '都江堰景区',
      out_trade_no: order.orderCode,
      notify_url: 'https://wenlv.example/api/pay/wechat/notify',
      time_expire: '2026-03-01T10:15:00+08:00',
      amount: { total: 12000, currency: 'CNY' },
      payer: { openid: 'o-user-1' },
    })
    const auth =
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="SERIAL0001"$/.exec(
        req.headers.authorization,
      )
    assert.ok(auth, req.headers.authorization)
    const [, nonce, signature, timestamp] = auth
    assert.equal(timestamp, TS)
    assert.ok(verifyLines(merchant.publicKey, ['POST', '/v3/pay/transactions/jsapi', timestamp, nonce, req.body], signature))
    // the client's parameters: chooseWXPay / requestPayment, signed over appId, time, nonce, package
    assert.equal(params.provider, 'wechat-pay')
    if (params.provider !== 'wechat-pay') return
    assert.equal(params.appId, 'wxofficial000001')
    assert.equal(params.package, 'prepay_id=wx201410272009395522657a690389285100')
    assert.equal(params.signType, 'RSA')
    assert.ok(verifyLines(merchant.publicKey, [params.appId, params.timeStamp, params.nonceStr, params.package], params.paySign))
  })

  test('the mini-program pays with its own app id; no open id or a plain browser is refused', async () => {
    const sent: Sent[] = []
    const p = provider(fakeWechat({ prepay_id: 'wx1' }, sent))
    const mini = await p.createPayment({ ...order, channel: 'mini' })
    assert.equal(JSON.parse(sent[0].body).appid, 'wxmini0000000001')
    assert.equal(mini.provider === 'wechat-pay' && mini.appId, 'wxmini0000000001')
    await assert.rejects(
      p.createPayment({ ...order, openId: undefined }),
      (e) => e instanceof PayRefusal && e.messageKey === 'pay:error.needWechat',
    )
    await assert.rejects(
      p.createPayment({ ...order, channel: 'dev' }),
      (e) => e instanceof PayRefusal && e.messageKey === 'pay:error.channel',
    )
  })

  test('an answer not signed by WeChat Pay is not believed', async () => {
    await assert.rejects(provider(fakeWechat({ prepay_id: 'wx1' }, [], { sign: false })).createPayment(order), /not signed/)
  })

  test('a notification: signature checked with WeChat Pay’s key, resource decrypted (AES-256-GCM with the APIv3 key)', async () => {
    const p = provider(fakeWechat({}, []))
    const resource = encryptResource(
      API_V3_KEY,
      JSON.stringify({
        mchid: '1900000001',
        out_trade_no: order.orderCode,
        transaction_id: '4200000000202603010000000001',
        trade_state: 'SUCCESS',
        amount: { total: 12000, payer_total: 12000, currency: 'CNY' },
      }),
    )
    const body = JSON.stringify({ id: 'n1', event_type: 'TRANSACTION.SUCCESS', resource_type: 'encrypt-resource', resource })
    const headers = (b: string, signer = platform.privateKey, ts = TS) => ({
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': 'n0nce',
      'wechatpay-signature': signLines(signer, [ts, 'n0nce', b]),
      'wechatpay-serial': 'PUB_KEY_ID_0001',
    })
    assert.deepEqual(await p.verifyNotification(headers(body), body), {
      kind: 'paid',
      orderCode: order.orderCode,
      transactionId: '4200000000202603010000000001',
      amountFen: 12000,
    })
    // signed by someone else, changed after signing, replayed later: refused
    assert.equal(await p.verifyNotification(headers(body, merchant.privateKey), body), null)
    assert.equal(await p.verifyNotification(headers(body), body.replace('"n1"', '"n2"')), null)
    assert.equal(await p.verifyNotification(headers(body, platform.privateKey, String(Number(TS) - 3600)), body), null)
    // a tampered ciphertext fails the GCM tag (another first character: the IV is random, so the
    // ciphertext may itself start with 'A', which made a fixed replacement a no-op 1 run in 64)
    const first = resource.ciphertext[0] === 'A' ? 'B' : 'A'
    const broken = JSON.stringify({
      event_type: 'TRANSACTION.SUCCESS',
      resource: { ...resource, ciphertext: `${first}${resource.ciphertext.slice(1)}` },
    })
    assert.equal(await p.verifyNotification(headers(broken), broken), null)
    // a refund's notification
    const refund = encryptResource(
      API_V3_KEY,
      JSON.stringify({ mchid: '1900000001', out_refund_no: 'RFX', refund_status: 'SUCCESS' }),
      'refund',
    )
    const refundBody = JSON.stringify({ event_type: 'REFUND.SUCCESS', resource: refund })
    assert.deepEqual(await p.verifyNotification(headers(refundBody), refundBody), { kind: 'refund', refundNo: 'RFX', state: 'SUCCESS' })
  })

  test('decryptResource reads what WeChat encrypts', () => {
    const r = encryptResource(API_V3_KEY, '{"a":"文旅"}', 'transaction')
    assert.equal(decryptResource(API_V3_KEY, r), '{"a":"文旅"}')
    assert.throws(() => decryptResource('fedcba9876543210fedcba9876543210', r))
  })

  test('a refund: the whole amount of the order, our refund number, the state WeChat answers', async () => {
    const sent: Sent[] = []
    const result = await provider(fakeWechat({ refund_id: '50000000382019052709732678859', status: 'PROCESSING' }, sent)).refund({
      orderCode: order.orderCode,
      refundNo: `RF${order.orderCode}`,
      totalFen: 12000,
      amountFen: 12000,
    })
    assert.deepEqual(result, { state: 'PROCESSING', providerRef: '50000000382019052709732678859' })
    assert.equal(sent[0].url, 'https://api.mch.weixin.qq.com/v3/refund/domestic/refunds')
    assert.deepEqual(JSON.parse(sent[0].body).amount, { refund: 12000, total: 12000, currency: 'CNY' })
  })
})

describe('choosing the provider', () => {
  test('dev-pay by default; wechat-pay names what it misses', async () => {
    assert.ok(createPayProvider({}) instanceof DevPayProvider)
    assert.throws(() => createPayProvider({ PAY_PROVIDER: 'alipay' }), /dev-pay or wechat-pay/)
    assert.throws(() => createPayProvider({ PAY_PROVIDER: 'wechat-pay', WECHAT_PAY_MCHID: '1' }), /WECHAT_PAY_SERIAL/)
    const env = {
      PAY_PROVIDER: 'wechat-pay',
      WECHAT_PAY_MCHID: '1900000001',
      WECHAT_PAY_SERIAL: 'S',
      WECHAT_PAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      WECHAT_PAY_APIV3_KEY: API_V3_KEY,
      WECHAT_PAY_APPID: 'wx1',
      WECHAT_PAY_PLATFORM_PUBLIC_KEY: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      WECHAT_PAY_NOTIFY_URL: 'https://wenlv.example/api/pay/wechat/notify',
    }
    assert.equal(createPayProvider(env).name, 'wechat-pay')
    assert.throws(() => createPayProvider({ ...env, WECHAT_PAY_APIV3_KEY: 'short' }), /32 bytes/)
  })

  test('dev-pay: the app’s own checkout, immediate refunds, no notifications', async () => {
    const dev = new DevPayProvider()
    assert.deepEqual(await dev.createPayment({ ...order, channel: 'dev' }), {
      provider: 'dev-pay',
      channel: 'dev',
      orderCode: order.orderCode,
      amountFen: 12000,
    })
    assert.equal((await dev.refund({ orderCode: 'X', refundNo: 'RFX', totalFen: 1, amountFen: 1 })).state, 'SUCCESS')
    assert.equal(await dev.verifyNotification(), null)
  })
})
