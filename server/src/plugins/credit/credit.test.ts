/**
 * Credit view from no-show records (rules: src/core/credit.ts), own record only; the seeded
 * demo user is SHORT_LOSE_CREDIT; bad input on every account call never answers 500.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { DAY_MS } from '../../../../src/core/credit'
import { sm4EncryptJson } from '../../../../src/core/sm4'
import { get, login, post, postSm4, SM4_KEY, startHarness, type Harness } from '../account/test-harness'

let h: Harness
before(async () => {
  h = await startHarness({ demoSeed: true })
})
after(() => h.close())

const view = async (token: string, phone: string, extra: Record<string, string> = {}) =>
  (
    await get(
      h,
      'user/api/credit/getCreditUserView',
      { platformCode: 'intl-expo', platformChannel: 'cultural', phone, ...extra },
      { token },
    )
  ).json()

describe('getCreditUserView', () => {
  // first: the demo rows are dated from the start clock, and later tests move the clock
  test('the seeded demo user of a site is SHORT_LOSE_CREDIT', async () => {
    // the demo user logs in by SMS with the site's first test phone
    const res = await postSm4(h, 'smsCodeSm4', { phone: '13800000001' })
    assert.equal(res.json().code, 0)
    const code = (await get(h, 'dev/sms/outbox', { phone: '13800000001' })).json().datas[0].code
    const info = (await postSm4(h, 'loginSm4', { phone: '13800000001', code })).json().data
    const d = (await view(info.userToken, '13800000001')).datas[0]
    assert.equal(d.creditStatus, 'SHORT_LOSE_CREDIT')
    assert.equal(d.losePromiseCount, 3)
    // and has demo rows in the user centre
    assert.equal((await get(h, 'user/api/receiveAddress/list', {}, { token: info.userToken })).json().page.total, 2)
    assert.equal((await get(h, 'websocket/api/message/list', {}, { token: info.userToken })).json().page.total, 5)
    assert.equal((await get(h, 'user/api/collection/list', {}, { token: info.userToken })).json().page.total, 4)
    assert.equal((await get(h, 'user/api/wallet/info', {}, { token: info.userToken })).json().data.balance, 78)
  })

  test('a new user is NORMAL with 100 points; three no-shows within 120 days restrict for 90 days', async () => {
    const user = await login(h, '13500000001')
    assert.deepEqual((await view(user.userToken, '13500000001')).datas, [{ creditScore: 100, creditStatus: 'NORMAL', losePromiseCount: 0 }])
    for (const daysAgo of [100, 50]) {
      await post(
        h,
        'dev/credit/addNoShow',
        { occurredAt: new Date(h.now().getTime() - daysAgo * DAY_MS).toISOString() },
        { token: user.userToken },
      )
    }
    assert.equal((await view(user.userToken, '13500000001')).datas[0].creditStatus, 'NORMAL')
    const third = (await post(h, 'dev/credit/addNoShow', {}, { token: user.userToken })).json()
    assert.equal(third.data.creditStatus, 'SHORT_LOSE_CREDIT')
    const d = (await view(user.userToken, '13500000001')).datas[0]
    assert.equal(d.creditScore, 70)
    assert.equal(d.losePromiseCount, 3)
    assert.equal(d.loseCreditStartTime, '2026-03-01')
    assert.equal(d.loseCreditEndTime, '2026-05-30')
    h.advance(90 * DAY_MS)
    // tokens live 7 days: log in again after the jump
    const later = (await login(h, '13500000001')).userToken
    assert.equal((await view(later, '13500000001')).datas[0].creditStatus, 'NORMAL')
    // three more within a year of the first restriction: LOSE_CREDIT for 180 days
    for (let i = 0; i < 3; i++) await post(h, 'dev/credit/addNoShow', {}, { token: later })
    const lose = (await view(later, '13500000001')).datas[0]
    assert.equal(lose.creditStatus, 'LOSE_CREDIT')
    assert.equal(lose.loseCreditStartTime, '2026-05-30')
    assert.equal(lose.loseCreditEndTime, '2026-11-26')
    const list = (await get(h, 'user/api/credit/noShowList', {}, { token: later })).json()
    assert.equal(list.page.total, 6)
  })

  test("another user's phone is refused; bad channel and phone are 400; no token is code 2", async () => {
    const user = await login(h, '13500000002')
    const other = await view(user.userToken, '13800000001', { lang: 'en' })
    assert.equal(other.code, 400)
    assert.equal(other.message, 'You can only view your own integrity record.')
    assert.equal((await view(user.userToken, '13500000002', { platformChannel: 'shop' })).code, 400)
    assert.equal((await view(user.userToken, '1350000')).code, 400)
    assert.equal((await get(h, 'user/api/credit/getCreditUserView', { phone: '13500000002' })).json().code, 2)
    assert.equal((await post(h, 'dev/credit/addNoShow', { occurredAt: 'yesterday-ish' }, { token: user.userToken })).json().code, 400)
  })
})

describe('bad input never answers 500 and never writes half', () => {
  test('garbage in every field of every account call', async () => {
    const user = await login(h, '13500000003')
    const token = user.userToken
    const garbage: unknown[] = ['', ' ', 'x'.repeat(5000), '-1', '0', '1e9', 'null', '[]', '{}', '\u0000', '<script>', '9'.repeat(30)]
    const posts = [
      'user/api/userBind/smsCodeSm4',
      'user/api/userBind/loginSm4',
      'user/api/userBind/registerSm4',
      'user/api/userBind/loginOrRegister',
      'user/api/userBind/bindPhone',
      'user/api/userBind/bindOpenId',
      'user/api/userBind/miniLogin',
      'user/api/userBind/externalLogin',
      'user/api/userBind/cddyLogin',
      'user/api/userBind/iFlyLogin',
      'user/api/userBind/thirdPartyLogin',
      'user/api/userInfo/update',
      'user/api/receiveAddress/save',
      'user/api/receiveAddress/delete',
      'user/api/consumUserContacts/save',
      'user/api/consumUserContacts/delete',
      'res/api/idcard/idcardIdentify',
      'user/api/wallet/withdraw',
      'user/api/collection/delete',
      'websocket/api/message/read',
      'user/api/feedback/save',
      'user/api/invite/fillInCode',
      'user/api/invite/acceptInvitation',
      'user/api/testAccount/switch',
    ]
    const gets = [
      'user/api/userBind/sendSmsCodeSm4',
      'user/wechatOpenAuth/getUserData',
      'user/wechatOpenAuth/getSignature',
      'user/wechatOpenAuth/getTicket',
      'user/wechatOpenAuth/callback',
      'user/api/tfCloud/parseCode',
      'user/api/hheSpeed/parseCode',
      'user/api/receiveAddress/list',
      'user/api/receiveAddress/detail',
      'user/api/consumUserContacts/detail',
      'websocket/api/message/detail',
      'websocket/api/message/list',
      'user/api/integral/records',
      'user/api/credit/getCreditUserView',
      'user/api/invite/codeInfo',
      'user/api/collection/list',
    ]
    const fields = [
      'data',
      'phone',
      'code',
      'id',
      'currPage',
      'pageSize',
      'amount',
      'account',
      'content',
      'name',
      'certNumber',
      'certType',
      'idCard',
      'realName',
      'region',
      'detail',
      'inviteCode',
      'wechatOpenId',
      'url',
      'state',
      'siteId',
      'externalIdentityToken',
      'authCode',
      'openid',
      'iFlyUserId',
      'token',
      'unid',
      'nickname',
      'email',
      'images',
      'msgType',
      'resourceType',
    ]
    const before = (await get(h, 'user/api/receiveAddress/list', {}, { token })).json().page.total
    let calls = 0
    for (const [i, value] of garbage.entries()) {
      const form = Object.fromEntries(fields.map((f) => [f, value]))
      for (const path of posts) {
        const res = await post(h, path, form, { token: i % 2 ? token : '' })
        calls++
        assert.ok(res.statusCode < 500, `${path} ${JSON.stringify(value).slice(0, 20)} → ${res.statusCode} ${res.body.slice(0, 200)}`)
        // (miniLogin excepted: the dev mini-program provider maps any url-safe code to a user by design)
        if (path !== 'user/api/userBind/miniLogin')
          assert.notEqual(res.json().code, 0, `${path} accepted garbage ${JSON.stringify(value).slice(0, 20)}`)
        assert.ok(res.json().message, path)
      }
      for (const path of gets) {
        const res = await get(h, path, form, { token: i % 2 ? token : '' })
        calls++
        assert.ok(res.statusCode < 500, `${path} → ${res.statusCode} ${res.body.slice(0, 200)}`)
      }
    }
    // JSON bodies of the wrong shape and broken JSON
    for (const payload of ['[1,2]', '"text"', '{"data":{"phone":1}}', '{broken']) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/user/api/userBind/loginSm4?siteCode=intl-expo&token=`,
        headers: { 'content-type': 'application/json' },
        payload,
      })
      assert.ok(res.statusCode < 500 && res.json().code !== 0, `${payload} → ${res.body}`)
    }
    // an encrypted payload of the wrong types
    for (const p of [{ phone: 13500000003, code: 123456 }, { phone: ['13500000003'] }, { phone: null }]) {
      const res = await post(h, 'user/api/userBind/loginOrRegister', { data: sm4EncryptJson(p, SM4_KEY) })
      assert.equal(res.json().code, 400)
    }
    assert.equal((await get(h, 'user/api/receiveAddress/list', {}, { token })).json().page.total, before)
    assert.ok(calls > 400)
  })
})
