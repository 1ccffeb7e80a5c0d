/**
 * WeChat (OAuth through the dev authorize page, getUserData codes 0/2/4, invitation, bind calls,
 * JS-SDK signature, mini-program login) and partner logins (dev credentials, refusals).
 */
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { get, login, post, postSm4, sendCode, SITE, startHarness, type Harness } from './test-harness'

let h: Harness
let siteId: number
before(async () => {
  h = await startHarness()
  siteId = h.app.sites.get(SITE)!.id
})
after(() => h.close())

/** The whole messaging-browser dance: authorize param → dev page → Allow → callback → app address. */
async function authorize(openId: string, returnTo = 'http://localhost:8080/index?x=1'): Promise<URL> {
  const param = (await get(h, 'user/wechatOpenAuth/getAuthorizeParam', { siteId })).json()
  assert.equal(param.code, 0)
  const { appid, redirectUri, authorizeUrl } = param.data
  const page = await h.app.inject({
    method: 'GET',
    url: `${new URL(authorizeUrl).pathname}?${new URLSearchParams({ appid, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state: `${siteId}|${returnTo}`, siteCode: SITE })}`,
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

  test('authorise → the app address gets wechatOpenId and siteId → getUserData code 0 with a token', async () => {
    const back = await authorize('dev-wx-lvxing')
    assert.equal(back.pathname, '/index')
    assert.equal(back.searchParams.get('x'), '1')
    assert.equal(back.searchParams.get('wechatOpenId'), 'dev-wx-lvxing')
    assert.equal(back.searchParams.get('siteId'), String(siteId))
    const res = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: 'dev-wx-lvxing', siteId })).json()
    assert.equal(res.code, 0)
    assert.equal(res.data.nickName, '旅行者 (demo)')
    assert.equal(res.data.phone, undefined) // not bound yet: the app shows the phone gate
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: res.data.userToken })).json().code, 0)
    // same open id, same user
    const again = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: 'dev-wx-lvxing', siteId })).json()
    assert.equal(again.data.unid, res.data.unid)
  })

  test('getUserData: an open id that never came through authorisation is code 2', async () => {
    const res = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: 'made-up-open-id', siteId })).json()
    assert.equal(res.code, 2)
    assert.equal((await get(h, 'user/wechatOpenAuth/getUserData', { siteId })).json().code, 400)
  })

  test('a code is single use; an unknown code is code 2', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/user/wechatOpenAuth/callback?siteCode=${SITE}&code=nope&state=${encodeURIComponent(`${siteId}|/index`)}`,
    })
    assert.equal(res.json().code, 2)
  })

  test('the callback refuses to send the browser to another site (open redirect)', async () => {
    for (const state of [`${siteId}|https://evil.example/steal`, `${siteId}|//evil.example/`, `${siteId}|javascript:alert(1)`, 'no-bar']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/user/wechatOpenAuth/callback?siteCode=${SITE}&code=x&state=${encodeURIComponent(state)}`,
      })
      assert.equal(res.json().code, 400, state)
    }
    const page = await h.app.inject({
      method: 'GET',
      url: `/api/dev/wechat/authorize?siteCode=${SITE}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    })
    assert.equal(page.json().code, 400)
  })

  test('code 4 for a visitor needing an invitation; accepting an invite code makes them a user', async () => {
    await authorize('dev-wx-invitee')
    const four = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: 'dev-wx-invitee', siteId })).json()
    assert.equal(four.code, 4)
    // binding a phone does not get round the invitation
    const p = '13700000001'
    assert.equal((await postSm4(h, 'bindPhone', { phone: p, code: await sendCode(h, p), wechatOpenId: 'dev-wx-invitee' })).json().code, 4)
    const inviter = await login(h, '13700000002')
    const code = (await get(h, 'user/api/invite/myCode', {}, { token: inviter.userToken })).json().data.inviteCode
    assert.equal(
      (await post(h, 'user/api/invite/acceptInvitation', { inviteCode: 'WRONG123', wechatOpenId: 'dev-wx-invitee' })).json().code,
      400,
    )
    const accepted = (await post(h, 'user/api/invite/acceptInvitation', { inviteCode: code, wechatOpenId: 'dev-wx-invitee' })).json()
    assert.equal(accepted.code, 0)
    assert.ok(accepted.data.userToken)
    assert.equal((await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: 'dev-wx-invitee', siteId })).json().code, 0)
    const list = (await get(h, 'user/api/invite/myInviteList', {}, { token: inviter.userToken })).json()
    assert.equal(list.page.total, 1)
  })

  test('bindPhone in the messaging browser (/bind-phone/-1): open id + phone → user with both', async () => {
    await authorize('dev-wx-xiaowen')
    const p = '13700000011'
    const res = (await postSm4(h, 'bindPhone', { phone: p, code: await sendCode(h, p), wechatOpenId: 'dev-wx-xiaowen' })).json()
    assert.equal(res.code, 0)
    assert.equal(res.data.phone, p)
    assert.equal(res.data.wechatOpenId, 'dev-wx-xiaowen')
    const viaOpenId = (await get(h, 'user/wechatOpenAuth/getUserData', { wechatOpenId: 'dev-wx-xiaowen', siteId })).json()
    assert.equal(viaOpenId.data.phone, p)
  })

  test('bindOpenId links an authorised open id to the logged-in user, once', async () => {
    const user = await login(h, '13700000021')
    assert.equal((await postSm4(h, 'bindOpenId', { wechatOpenId: 'never-authorised' }, { token: user.userToken })).json().code, 400)
    // dev-wx-lvxing already belongs to the user created by getUserData above
    const taken = (await postSm4(h, 'bindOpenId', { wechatOpenId: 'dev-wx-lvxing' }, { token: user.userToken, lang: 'en' })).json()
    assert.equal(taken.message, 'This WeChat account is already bound to another account.')
    assert.equal((await postSm4(h, 'bindOpenId', { wechatOpenId: 'dev-wx-lvxing' })).json().code, 2)
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
  const issue = async (kind: string, subject: string, extra: Record<string, string> = {}) =>
    (await get(h, 'dev/partner/issue', { kind, subject, ...extra })).json().data.credential as string

  test('externalLogin with an issued token; the partner phone links to an existing user', async () => {
    const existing = await login(h, '13700000041')
    const token = await issue('external', 'ext-user-1', { phone: '13700000041', nickname: 'Ext' })
    const res = (await post(h, 'user/api/userBind/externalLogin', { externalIdentityToken: token })).json()
    assert.equal(res.code, 0)
    assert.equal(res.data.unid, existing.unid)
    assert.equal((await post(h, 'user/api/userBind/externalLogin', { externalIdentityToken: 'forged' })).json().code, 2)
    assert.equal((await post(h, 'user/api/userBind/externalLogin', {})).json().code, 400)
  })

  test('cddyLogin: the auth code must belong to the openid, and works once', async () => {
    const code = await issue('cddy', 'cddy-openid-1')
    assert.equal((await post(h, 'user/api/userBind/cddyLogin', { authCode: code, openid: 'someone-else' })).json().code, 2)
    const code2 = await issue('cddy', 'cddy-openid-1')
    assert.equal((await post(h, 'user/api/userBind/cddyLogin', { authCode: code2, openid: 'cddy-openid-1' })).json().code, 0)
    assert.equal((await post(h, 'user/api/userBind/cddyLogin', { authCode: code2, openid: 'cddy-openid-1' })).json().code, 2)
  })

  test('iFlyLogin: the seeded demo id and issued ids log in; unknown ids do not', async () => {
    assert.equal((await post(h, 'user/api/userBind/iFlyLogin', { iFlyUserId: 'ifly-demo-0001' })).json().code, 0)
    assert.equal((await post(h, 'user/api/userBind/iFlyLogin', { iFlyUserId: await issue('ifly', 'ifly-xyz') })).json().code, 0)
    assert.equal((await post(h, 'user/api/userBind/iFlyLogin', { iFlyUserId: 'ifly-unknown' })).json().code, 2)
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

  test('thirdPartyLogin swaps the partner token + unid (form body) for our token', async () => {
    const token = await issue('thirdparty', 'unid-42')
    const wrongUnid = (await post(h, 'user/api/userBind/thirdPartyLogin', { token, unid: 'unid-43' })).json()
    assert.equal(wrongUnid.code, 2)
    const res = (await post(h, 'user/api/userBind/thirdPartyLogin', { token, unid: 'unid-42' })).json()
    assert.equal(res.code, 0)
    assert.notEqual(res.data.userToken, token)
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: res.data.userToken })).json().code, 0)
  })

  test('dev issue refuses unknown kinds and odd subjects', async () => {
    assert.equal((await get(h, 'dev/partner/issue', { kind: 'bank', subject: 'a' })).json().code, 400)
    assert.equal((await get(h, 'dev/partner/issue', { kind: 'external', subject: 'a b<script>' })).json().code, 400)
  })
})
