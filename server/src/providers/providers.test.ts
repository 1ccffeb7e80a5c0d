/**
 * Real adapters (HTTP gateway, WeChat API, partner and id-card services) against a fake fetch:
 * the requests they make and how they read answers; plus provider selection from the environment.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ApiWechatProvider, DevWechatProvider, jsSdkSignature } from './wechat'
import { createSmsProvider, HttpSmsProvider, DevSmsProvider } from './sms'
import { createPartnerProvider, DevPartnerProvider, HttpPartnerProvider, PARTNER_SPENT_TTL_MS, type PartnerContext } from './partner'
import { HttpIdCardProvider } from './idcard'

type Call = { url: string; init?: RequestInit }
function fakeFetch(answers: Array<{ status?: number; body: unknown }>) {
  const calls: Call[] = []
  const fn = (async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), init })
    const a = answers.shift() ?? { status: 500, body: {} }
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
  return { fn, calls }
}

/** A partner context whose replay guard is a Set (the server's is database rows, partner-credentials.ts). */
function memoryContext(): PartnerContext & { remembered: unknown[] } {
  const seen = new Set<string>()
  const remembered: unknown[] = []
  return {
    siteCode: 'cd-city',
    remembered,
    credentials: {
      issue: async () => assert.fail('not issued here'),
      spend: async () => null,
      firstUse: async (kind, credential, ttlMs) => {
        if (seen.has(`${kind}:${credential}`)) return false
        seen.add(`${kind}:${credential}`)
        remembered.push([kind, credential, ttlMs])
        return true
      },
    },
  }
}

describe('provider selection', () => {
  test('dev by default; real ones need their credentials', () => {
    assert.ok(createSmsProvider({}) instanceof DevSmsProvider)
    assert.throws(() => createSmsProvider({ SMS_PROVIDER: 'http' }), /SMS_GATEWAY_URL and SMS_API_KEY/)
    assert.throws(() => createSmsProvider({ SMS_PROVIDER: 'carrier-pigeon' }), /dev or http/)
    assert.ok(
      createSmsProvider({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_API_KEY: 'k' }) instanceof HttpSmsProvider,
    )
    assert.ok(createPartnerProvider({}) instanceof DevPartnerProvider)
    assert.ok(createPartnerProvider({ PARTNER_PROVIDER: 'http' }) instanceof HttpPartnerProvider)
  })
})

describe('HTTP SMS gateway', () => {
  test('posts phone and code with the API key; a non-2xx answer is an error', async () => {
    const { fn, calls } = fakeFetch([{ body: { ok: true } }, { status: 502, body: {} }])
    const sms = new HttpSmsProvider({ url: 'https://sms.example/send', apiKey: 'secret', sign: 'Wenlv', template: 'T1', fetch: fn })
    await sms.send({ siteCode: 'cd-city', phone: '13800000001', code: '123456', purpose: 'login' })
    assert.equal(calls[0].url, 'https://sms.example/send')
    assert.equal((calls[0].init!.headers as Record<string, string>).authorization, 'Bearer secret')
    assert.deepEqual(JSON.parse(String(calls[0].init!.body)), {
      phone: '13800000001',
      sign: 'Wenlv',
      template: 'T1',
      params: { code: '123456' },
      site: 'cd-city',
    })
    await assert.rejects(sms.send({ siteCode: 'cd-city', phone: '13800000001', code: '1', purpose: 'login' }), /HTTP 502/)
  })
})

describe('WeChat API adapter', () => {
  test('OAuth code → access token → user info', async () => {
    const { fn, calls } = fakeFetch([
      { body: { access_token: 'AT', openid: 'o-1' } },
      { body: { nickname: 'Wang', headimgurl: 'https://img/1' } },
    ])
    const wx = new ApiWechatProvider({ appid: 'wxA', secret: 'S', fetch: fn })
    assert.deepEqual(await wx.exchangeCode('C1'), { openId: 'o-1', nickname: 'Wang', headImg: 'https://img/1' })
    assert.match(
      calls[0].url,
      /^https:\/\/api\.weixin\.qq\.com\/sns\/oauth2\/access_token\?appid=wxA&secret=S&code=C1&grant_type=authorization_code$/,
    )
    assert.match(calls[1].url, /sns\/userinfo\?access_token=AT&openid=o-1/)
  })

  test('a WeChat error code means no user', async () => {
    const { fn } = fakeFetch([{ body: { errcode: 40029, errmsg: 'invalid code' } }])
    assert.equal(await new ApiWechatProvider({ appid: 'wxA', secret: 'S', fetch: fn }).exchangeCode('bad'), null)
  })

  test('jsapi ticket is fetched once and cached', async () => {
    const { fn, calls } = fakeFetch([{ body: { access_token: 'AT' } }, { body: { errcode: 0, ticket: 'TICKET' } }])
    const wx = new ApiWechatProvider({ appid: 'wxA', secret: 'S', fetch: fn })
    assert.equal(await wx.jsapiTicket(), 'TICKET')
    assert.equal(await wx.jsapiTicket(), 'TICKET')
    assert.equal(calls.length, 2)
  })

  test('mini-program jscode2session needs its own credentials (without them: not available)', async () => {
    const { fn, calls } = fakeFetch([{ body: { openid: 'mini-1', session_key: 'k' } }])
    await assert.rejects(new ApiWechatProvider({ appid: 'wxA', secret: 'S', fetch: fn }).miniLogin('c'), /^AppError: serviceOff\.wechat$/)
    const wx = new ApiWechatProvider({ appid: 'wxA', secret: 'S', miniAppid: 'wxM', miniSecret: 'MS', fetch: fn })
    assert.deepEqual(await wx.miniLogin('JS1'), { openId: 'mini-1' })
    assert.match(calls[0].url, /jscode2session\?appid=wxM&secret=MS&js_code=JS1&grant_type=authorization_code/)
  })

  test('JS-SDK signature follows the documented example', () => {
    // WeChat JS-SDK documentation, appendix 1 (signature algorithm) example
    const sig = jsSdkSignature(
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      'Wm3WZYTPz0wzccnW',
      1414587457,
      'http://mp.weixin.qq.com?params=value',
    )
    assert.equal(sig, '0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  test('dev provider: issued codes work once and expire after 5 minutes', async () => {
    let now = 0
    const dev = new DevWechatProvider(() => new Date(now))
    const code = dev.issueCode('dev-wx-lvxing')!
    assert.equal((await dev.exchangeCode(code))?.openId, 'dev-wx-lvxing')
    assert.equal(await dev.exchangeCode(code), null)
    const late = dev.issueCode('dev-wx-lvxing')!
    now += 5 * 60_000
    assert.equal(await dev.exchangeCode(late), null)
    assert.equal(dev.issueCode('not-a-demo-user'), null)
  })
})

describe('partner and id-card HTTP adapters', () => {
  test('partner: 2xx with a subject is a user, 401 is a refusal, an unconfigured kind is not available', async () => {
    const { fn, calls } = fakeFetch([{ body: { subject: 'p-1', nickname: 'P' } }, { status: 401, body: {} }])
    const partner = new HttpPartnerProvider({ external: { url: 'https://partner.example/verify', key: 'K' } }, fn)
    const context = memoryContext()
    assert.deepEqual(await partner.resolve('external', { externalIdentityToken: 't' }, context), {
      subject: 'p-1',
      nickname: 'P',
      phone: undefined,
    })
    // the site goes along so the partner can check the credential was meant for it
    assert.deepEqual(JSON.parse(String(calls[0].init!.body)), { externalIdentityToken: 't', siteCode: 'cd-city' })
    assert.equal(await partner.resolve('external', { externalIdentityToken: 'bad' }, context), null)
    await assert.rejects(partner.resolve('cddy', { authCode: 'a', openid: 'o' }, context), /^AppError: serviceOff\.partner$/)
  })

  test('partner: a credential the partner accepts again (a replay) is refused on our side, for PARTNER_SPENT_TTL_MS', async () => {
    const { fn, calls } = fakeFetch([{ body: { subject: 'p-1' } }, { body: { subject: 'p-1' } }, { body: { subject: 'p-1' } }])
    const partner = new HttpPartnerProvider({ cddy: { url: 'https://partner.example/cddy', key: 'K' } }, fn)
    const context = memoryContext()
    assert.equal((await partner.resolve('cddy', { authCode: 'code-1', openid: 'o' }, context))?.subject, 'p-1')
    assert.equal(await partner.resolve('cddy', { authCode: 'code-1', openid: 'o' }, context), null)
    assert.equal((await partner.resolve('cddy', { authCode: 'code-2', openid: 'o' }, context))?.subject, 'p-1')
    assert.equal(calls.length, 3)
    assert.deepEqual(context.remembered, [
      ['cddy', 'code-1', PARTNER_SPENT_TTL_MS],
      ['cddy', 'code-2', PARTNER_SPENT_TTL_MS],
    ])
  })

  test('id card: match true/false from the service', async () => {
    const { fn } = fakeFetch([{ body: { match: true } }, { body: { match: false } }])
    const idc = new HttpIdCardProvider({ url: 'https://id.example/verify', key: 'K', fetch: fn })
    assert.equal(await idc.verify('张三', '11010519491231002X'), true)
    assert.equal(await idc.verify('李四', '11010519491231002X'), false)
  })
})
