/**
 * WeChat (OAuth through the dev authorize page, getUserData codes 0/2/4, invitation, bind calls,
 * JS-SDK signature, mini-program login) and partner logins (dev credentials, refusals).
 */
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { get, login, post, postSm4, sendCode, SITE, startHarness, type Harness } from './test-harness'
import { buildApp } from '../../app'
import { DEV_IFLY_USER_ID, PARTNER_CREDENTIAL_TTL_MS } from '../../providers/partner'
import { WECHAT_HANDLE_TTL_MS, WECHAT_INVITATION_HANDLE_TTL_MS } from './wechat-handles'

let h: Harness
let siteId: number
before(async () => {
  h = await startHarness()
  siteId = h.app.sites.get(SITE)!.id
})
after(() => h.close())

/** The whole messaging-browser dance: authorize param → dev page → Allow → callback → app address. */
async function authorize(openId: string, returnTo = 'http://localhost:8080/index?x=1', site = SITE): Promise<URL> {
  const id = h.app.sites.get(site)!.id
  const param = (await get(h, 'user/wechatOpenAuth/getAuthorizeParam', { siteId: id }, { site })).json()
  assert.equal(param.code, 0)
  const { appid, redirectUri, authorizeUrl } = param.data
  const page = await h.app.inject({
    method: 'GET',
    url: `${new URL(authorizeUrl).pathname}?${new URLSearchParams({ appid, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state: `${id}|${returnTo}`, siteCode: site })}`,
  })
  assert.equal(page.statusCode, 200)
  assert.match(page.headers['content-type'] as string, /text\/html/)
  const hrefs = [...page.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  const allow = hrefs.find((href) => href.includes(`openId=${openId}`))
  assert.ok(allow, `no Allow link for ${openId}`)
  const back = await h.app.inject({ method: 'GET', url: allow })
  assert.equal(back.statusCode, 302)
  const callback = new URL(back.headers.location as string)
  assert.equal(callback.pathname, '/api/user/wechatOpenAuth/callback')
  const final = await h.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` })
  assert.equal(final.statusCode, 302, final.body)
  return new URL(final.headers.location as string, 'http://localhost:8080')
}

/** The one-time handle the callback hands the page for this demo WeChat visitor. */
async function handleOf(openId: string): Promise<string> {
  return (await authorize(openId)).searchParams.get('wechatOpenId')!
}

describe('WeChat official account', () => {
  test('getAuthorizeParam answers siteId, appid, redirectUri, componentAppid', async () => {
    const res = (await get(h, 'user/wechatOpenAuth/getAuthorizeParam', { siteId })).json()
    assert.equal(res.code, 0)
    assert.equal(res.data.siteId, siteId)
    assert.ok(res.data.appid)
    assert.match(res.data.redirectUri, /\/api\/user\/wechatOpenAuth\/callback\?siteCode=intl-expo$/)
    assert.equal(typeof res.data.componentAppid, 'string')
    assert.equal((await get(h, 'user/wechatOpenAuth/getAuthorizeParam', { siteId: 99999 })).json().code, 400)
  })

  test('authorise → the app address gets a one-time handle (not the open id) and siteId → getUserData code 0 with a token', async () => {
    const back = await authorize('dev-wx-lvxing')
    assert.equal(back.pathname, '/index')
    assert.equal(back.searchParams.get('x'), '1')
    const handle = back.searchParams.get('wechatOpenId')!
    assert.match(handle, /^[\w-]{43}$/)
    assert.equal(back.searchParams.get('siteId'), String(siteId))
    const res = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: handle, siteId })).json()
    assert.equal(res.code, 0)
    assert.equal(res.data.nickName, '旅行者 (demo)')
    assert.equal(res.data.phone, undefined) // not bound yet: the app shows the phone gate
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: res.data.userToken })).json().code, 0)
    // the handle is spent; a new authorisation gives a new one, for the same user
    assert.equal((await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: handle, siteId })).json().code, 2)
    const again = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: await handleOf('dev-wx-lvxing'), siteId })).json()
    assert.equal(again.data.unid, res.data.unid)
  })

  test('getUserData: the raw open id, a made-up, spent, expired or other-site handle all get the same code 2', async () => {
    const refusal = { code: 2, message: 'The WeChat authorisation is not valid. Please authorise again.' }
    const ask = async (wechatOpenId: string, site = SITE, id = siteId) => {
      const body = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId, siteId: id }, { site, lang: 'en' })).json()
      return { code: body.code, message: body.message }
    }
    // the open id alone proves nothing, even right after an authorisation (account takeover, issue 23)
    const live = await handleOf('dev-wx-lvxing')
    assert.deepEqual(await ask('dev-wx-lvxing'), refusal)
    assert.deepEqual(await ask('made-up-open-id'), refusal)
    // bound to its site: another site's call does not take it (and leaves it unspent)
    const other = h.app.sites.get('cd-city')!
    assert.deepEqual(await ask(live, 'cd-city', other.id), { ...refusal, message: '微信授权已失效，请重新授权' })
    assert.equal((await ask(live)).code, 0)
    assert.deepEqual(await ask(live), refusal)
    // short-lived: WECHAT_HANDLE_TTL_MS
    const late = await handleOf('dev-wx-lvxing')
    h.advance(WECHAT_HANDLE_TTL_MS)
    assert.deepEqual(await ask(late), refusal)
    assert.equal((await get(h, 'user/wechatOpenAuth/getUserData', { siteId })).json().code, 400)
  })

  test('two parallel sign-ins with one handle: exactly one gets a token', async () => {
    const handle = await handleOf('dev-wx-lvxing')
    const answers = await Promise.all(
      [1, 2, 3].map(async () => (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: handle, siteId })).json().code),
    )
    assert.deepEqual(answers.sort(), [0, 2, 2])
  })

  test('a code is single use; an unknown code is code 2', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/user/wechatOpenAuth/callback?siteCode=${SITE}&code=nope&state=${encodeURIComponent(`${siteId}|/index`)}`,
    })
    assert.equal(res.json().code, 2)
  })

  test('the callback refuses to send the browser to another site (open redirect), in every spelling', async () => {
    const hostile = [
      'https://evil.example/steal',
      '//evil.example/',
      '///evil.example/',
      '/\\evil.example/steal',
      '\\/evil.example/steal',
      '/\\/evil.example/',
      '\\\\evil.example',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '\t//evil.example/',
      ' //evil.example/',
      '/%5Cevil.example/steal',
      '/%5cevil.example/steal',
      '%2F%2Fevil.example/',
      '/%2F/evil.example/',
      '/%2f%2fevil.example/',
      '/%252F%252Fevil.example/',
      'https:evil.example/',
      'https:/evil.example/',
      'http:/\\evil.example/',
      'https://evil.example\\@localhost/',
      'https://localhost@evil.example/',
      'https://user:pass@localhost/',
      'https://intl-expo.wenlv.example.evil.example/',
      'https://evil.example/intl-expo.wenlv.example',
      'javascript:alert(1)',
      'JavaScript://localhost/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://localhost/',
      'index',
      '/index\u0000',
      '/index\u007f',
    ]
    for (const target of hostile) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/user/wechatOpenAuth/callback?siteCode=${SITE}&code=x&state=${encodeURIComponent(`${siteId}|${target}`)}`,
      })
      assert.equal(res.statusCode, 400, JSON.stringify(target))
      assert.equal(res.json().code, 400, JSON.stringify(target))
    }
    assert.equal(
      (await h.app.inject({ method: 'GET', url: `/api/user/wechatOpenAuth/callback?siteCode=${SITE}&code=x&state=no-bar` })).json().code,
      400,
    )
    const page = await h.app.inject({
      method: 'GET',
      url: `/api/dev/wechat/authorize?siteCode=${SITE}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    })
    assert.equal(page.json().code, 400)
  })

  test('the callback returns to the site own addresses: a path, the request host, the h5Domain, localhost in development', async () => {
    const h5Domain = h.app.sites.get(SITE)!.h5Domain
    for (const [target, expected] of [
      ['/index?x=1', 'http://localhost:8080/index?x=1'],
      ['/login?redirect=%2Fuser%2Forders', 'http://localhost:8080/login?redirect=%2Fuser%2Forders'],
      [`https://${h5Domain}/user#top`, `https://${h5Domain}/user`],
      ['http://localhost:10086/index', 'http://localhost:10086/index'],
      ['http://intl-expo.localhost:8080/index', 'http://intl-expo.localhost:8080/index'],
    ]) {
      const back = await authorize('dev-wx-lvxing', target)
      assert.equal(`${back.origin}${back.pathname}${back.search.replace(/[?&]wechatOpenId=.*$/, '')}`, expected, target)
    }
  })

  test('code 4 for a visitor needing an invitation: the handle stays for accepting an invitation, then is spent', async () => {
    const handle = await handleOf('dev-wx-invitee')
    const four = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: handle, siteId })).json()
    assert.equal(four.code, 4)
    // still code 4 (not spent), also after the 5 minutes of an ordinary handle
    h.advance(WECHAT_HANDLE_TTL_MS + 60_000)
    assert.equal((await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: handle, siteId })).json().code, 4)
    // binding a phone does not get round the invitation
    const p = '13700000001'
    assert.equal((await postSm4(h, 'bindPhone', { phone: p, code: await sendCode(h, p), wechatOpenId: handle })).json().code, 4)
    const inviter = await login(h, '13700000002')
    const code = (await get(h, 'user/api/invite/myCode', {}, { token: inviter.userToken })).json().data.inviteCode
    // the raw open id is no proof here either
    assert.equal((await post(h, 'user/api/invite/acceptInvitation', { inviteCode: code, wechatOpenId: 'dev-wx-invitee' })).json().code, 2)
    assert.equal((await post(h, 'user/api/invite/acceptInvitation', { inviteCode: 'WRONG123', wechatOpenId: handle })).json().code, 400)
    const accepted = (await post(h, 'user/api/invite/acceptInvitation', { inviteCode: code, wechatOpenId: handle })).json()
    assert.equal(accepted.code, 0)
    assert.ok(accepted.data.userToken)
    // spent by the acceptance
    assert.equal((await post(h, 'user/api/invite/acceptInvitation', { inviteCode: code, wechatOpenId: handle })).json().code, 2)
    assert.equal((await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: handle, siteId })).json().code, 2)
    assert.equal(
      (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: await handleOf('dev-wx-invitee'), siteId })).json().code,
      0,
    )
    const list = (await get(h, 'user/api/invite/myInviteList', {}, { token: inviter.userToken })).json()
    assert.equal(list.page.total, 1)
  })

  test('a code-4 handle lives until WECHAT_INVITATION_HANDLE_TTL_MS after it was issued', async () => {
    // a second invitee-like visitor: the dev provider marks only dev-wx-invitee; its user exists now,
    // so use a fresh site for the same dev identity
    const site = 'cd-city'
    const other = h.app.sites.get(site)!
    const back = await authorize('dev-wx-invitee', 'http://localhost:8080/index', site)
    const handle = back.searchParams.get('wechatOpenId')!
    const ask = async () =>
      (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: handle, siteId: other.id }, { site })).json().code
    assert.equal(await ask(), 4)
    h.advance(WECHAT_INVITATION_HANDLE_TTL_MS - 1_000)
    assert.equal(await ask(), 4)
    h.advance(1_000)
    assert.equal(await ask(), 2)
  })

  test('bindPhone in the messaging browser (/bind-phone/-1): handle + phone → user with both; the handle is spent', async () => {
    const handle = await handleOf('dev-wx-xiaowen')
    const p = '13700000011'
    const sms = await sendCode(h, p)
    assert.equal((await postSm4(h, 'bindPhone', { phone: p, code: sms, wechatOpenId: 'dev-wx-xiaowen' })).json().code, 2)
    const res = (await postSm4(h, 'bindPhone', { phone: p, code: sms, wechatOpenId: handle })).json()
    assert.equal(res.code, 0)
    assert.equal(res.data.phone, p)
    assert.equal(res.data.wechatOpenId, 'dev-wx-xiaowen')
    h.advance(61_000)
    assert.equal((await postSm4(h, 'bindPhone', { phone: p, code: await sendCode(h, p), wechatOpenId: handle })).json().code, 2)
    const viaHandle = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: await handleOf('dev-wx-xiaowen'), siteId })).json()
    assert.equal(viaHandle.data.phone, p)
  })

  test('bindOpenId links an authorised visitor (by handle) to the logged-in user, once', async () => {
    const user = await login(h, '13700000021')
    const o = { token: user.userToken, lang: 'en' }
    const unknown = (await postSm4(h, 'bindOpenId', { wechatOpenId: 'never-authorised' }, o)).json()
    assert.deepEqual([unknown.code, unknown.message], [400, 'The WeChat authorisation is not valid. Please authorise again.'])
    // dev-wx-lvxing already belongs to the user created by getUserData above
    const taken = (await postSm4(h, 'bindOpenId', { wechatOpenId: await handleOf('dev-wx-lvxing') }, o)).json()
    assert.equal(taken.message, 'This WeChat account is already bound to another account.')
    assert.equal((await postSm4(h, 'bindOpenId', { wechatOpenId: await handleOf('dev-wx-lvxing') })).json().code, 2)
    // the raw open id is refused like an unknown handle
    assert.equal((await postSm4(h, 'bindOpenId', { wechatOpenId: 'dev-wx-lvxing' }, o)).json().message, unknown.message)
  })

  test('getSignature / getTicket: WeChat JS-SDK signature of the page url', async () => {
    const url = 'https://intl-expo.wenlv.example/index?a=1#frag'
    for (const call of ['getSignature', 'getTicket']) {
      const res = (await get(h, `user/wechatOpenAuth/${call}`, { url })).json()
      assert.equal(res.code, 0)
      const { appId, timestamp, nonceStr, signature } = res.data
      assert.ok(appId && nonceStr)
      const expected = crypto
        .createHash('sha1')
        .update(`jsapi_ticket=dev-jsapi-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=https://intl-expo.wenlv.example/index?a=1`)
        .digest('hex')
      assert.equal(signature, expected)
    }
    assert.equal((await get(h, 'user/wechatOpenAuth/getSignature', { url: 'not a url' })).json().code, 400)
  })
})

describe('mini-program login', () => {
  test('Taro.login code → user and token; same code, same user; phone binding follows', async () => {
    const a = (await post(h, 'user/api/userBind/miniLogin', { code: 'demo-code-1' })).json()
    assert.equal(a.code, 0)
    assert.equal(a.data.phone, undefined)
    const b = (await post(h, 'user/api/userBind/miniLogin', { code: 'demo-code-1' })).json()
    assert.equal(b.data.unid, a.data.unid)
    const p = '13700000031'
    const bound = (await postSm4(h, 'bindPhone', { phone: p, code: await sendCode(h, p) }, { token: a.data.userToken })).json()
    assert.equal(bound.data.phone, p)
    assert.equal((await post(h, 'user/api/userBind/miniLogin', { code: 'bad code!' })).json().code, 2)
    assert.equal((await post(h, 'user/api/userBind/miniLogin', {})).json().code, 400)
  })
})

describe('partner logins', () => {
  const issue = async (kind: string, subject: string, extra: Record<string, string> = {}) => {
    const res = (await get(h, 'dev/partner/issue', { kind, subject, ...extra })).json()
    assert.equal(res.code, 0, JSON.stringify(res))
    return res.data.credential as string
  }

  test('externalLogin with an issued token, once; the partner phone links to an existing user', async () => {
    const existing = await login(h, '13700000041')
    const token = await issue('external', 'ext-user-1', { phone: '13700000041', nickname: 'Ext' })
    const res = (await post(h, 'user/api/userBind/externalLogin', { externalIdentityToken: token })).json()
    assert.equal(res.code, 0)
    assert.equal(res.data.unid, existing.unid)
    assert.equal((await post(h, 'user/api/userBind/externalLogin', { externalIdentityToken: token })).json().code, 2, 'replayed')
    assert.equal((await post(h, 'user/api/userBind/externalLogin', { externalIdentityToken: 'forged' })).json().code, 2)
    assert.equal((await post(h, 'user/api/userBind/externalLogin', {})).json().code, 400)
  })

  test('cddyLogin: the auth code must belong to the openid (a wrong one spends it), and works once', async () => {
    const code = await issue('cddy', 'cddy-openid-1')
    assert.equal((await post(h, 'user/api/userBind/cddyLogin', { authCode: code, openid: 'someone-else' })).json().code, 2)
    assert.equal((await post(h, 'user/api/userBind/cddyLogin', { authCode: code, openid: 'cddy-openid-1' })).json().code, 2)
    const code2 = await issue('cddy', 'cddy-openid-1')
    assert.equal((await post(h, 'user/api/userBind/cddyLogin', { authCode: code2, openid: 'cddy-openid-1' })).json().code, 0)
    assert.equal((await post(h, 'user/api/userBind/cddyLogin', { authCode: code2, openid: 'cddy-openid-1' })).json().code, 2)
  })

  test('iFlyLogin: the demo iFly user id itself is no credential; an issued one signs in once', async () => {
    assert.equal((await post(h, 'user/api/userBind/iFlyLogin', { iFlyUserId: DEV_IFLY_USER_ID })).json().code, 2)
    const credential = await issue('ifly', DEV_IFLY_USER_ID, { nickname: 'iFly demo' })
    assert.notEqual(credential, DEV_IFLY_USER_ID)
    const res = (await post(h, 'user/api/userBind/iFlyLogin', { iFlyUserId: credential })).json()
    assert.equal(res.code, 0)
    assert.equal(res.data.nickName, 'iFly demo')
    assert.equal((await post(h, 'user/api/userBind/iFlyLogin', { iFlyUserId: credential })).json().code, 2)
    assert.equal((await post(h, 'user/api/userBind/iFlyLogin', { iFlyUserId: 'ifly-unknown' })).json().code, 2)
  })

  test('a partner credential is bound to its site and lives PARTNER_CREDENTIAL_TTL_MS', async () => {
    const credential = await issue('external', 'ext-site-bound')
    const other = { site: 'cd-city' }
    assert.equal((await post(h, 'user/api/userBind/externalLogin', { externalIdentityToken: credential }, other)).json().code, 2)
    // refused elsewhere, still good here (the other site's try did not spend it)
    assert.equal((await post(h, 'user/api/userBind/externalLogin', { externalIdentityToken: credential })).json().code, 0)
    const late = await issue('external', 'ext-late')
    h.advance(PARTNER_CREDENTIAL_TTL_MS)
    assert.equal((await post(h, 'user/api/userBind/externalLogin', { externalIdentityToken: late })).json().code, 2)
  })

  test('a credential issued by one server process signs in at another (same database), once', async () => {
    const second = await buildApp({ database: h.db, clock: () => h.now() })
    try {
      const credential = await issue('tfcloud', 'tf-two-processes')
      const url = `/api/user/api/tfCloud/parseCode?siteCode=${SITE}&siteId=${siteId}&code=${encodeURIComponent(credential)}`
      assert.equal((await second.inject({ method: 'GET', url })).json().code, 0)
      assert.equal((await h.app.inject({ method: 'GET', url })).json().code, 2)
    } finally {
      await second.close()
    }
  })

  test('tfCloud and hheSpeed parseCode (GET, siteId + code)', async () => {
    for (const [path, kind] of [
      ['tfCloud', 'tfcloud'],
      ['hheSpeed', 'hhespeed'],
    ]) {
      const code = await issue(kind, `${kind}-user`)
      const res = (await get(h, `user/api/${path}/parseCode`, { siteId, code })).json()
      assert.equal(res.code, 0, path)
      assert.equal((await get(h, `user/api/${path}/parseCode`, { siteId, code })).json().code, 2, `${path} single use`)
      assert.equal((await get(h, `user/api/${path}/parseCode`, { siteId: 424242, code: 'x' })).json().code, 400)
    }
  })

  test('thirdPartyLogin swaps the partner token + unid (form body) for our token, once', async () => {
    const wrongUnid = (
      await post(h, 'user/api/userBind/thirdPartyLogin', { token: await issue('thirdparty', 'unid-42'), unid: 'unid-43' })
    ).json()
    assert.equal(wrongUnid.code, 2)
    const token = await issue('thirdparty', 'unid-42')
    const res = (await post(h, 'user/api/userBind/thirdPartyLogin', { token, unid: 'unid-42' })).json()
    assert.equal(res.code, 0)
    assert.notEqual(res.data.userToken, token)
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: res.data.userToken })).json().code, 0)
    assert.equal((await post(h, 'user/api/userBind/thirdPartyLogin', { token, unid: 'unid-42' })).json().code, 2)
  })

  test('dev issue refuses unknown kinds and odd subjects', async () => {
    assert.equal((await get(h, 'dev/partner/issue', { kind: 'bank', subject: 'a' })).json().code, 400)
    assert.equal((await get(h, 'dev/partner/issue', { kind: 'external', subject: 'a b<script>' })).json().code, 400)
  })
})
