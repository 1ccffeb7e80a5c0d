/**
 * SMS channel: validation messages, payload decryption, rate limits, expiry, wrong-try
 * invalidation, register/login/loginOrRegister/bindPhone, check-in, token expiry and logout.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sm4EncryptJson } from '../../../../src/core/sm4'
import { eq } from 'drizzle-orm'
import { DEFAULT_TOKEN_TTL_MS } from '../../auth/tokens'
import { users } from '../../db/schema'
import { SMS_LIMITS } from './sms-codes'
import { get, login, post, postSm4, sendCode, startHarness, type Harness } from './test-harness'

let h: Harness
before(async () => {
  h = await startHarness()
})
after(() => h.close())

const MIN = 60_000
let n = 0
/** a fresh phone per test, so limits of one test do not touch another */
const phone = () => `1390000${String(++n).padStart(4, '0')}`

describe('send code (smsCodeSm4 / sendSmsCodeSm4)', () => {
  test('sends a 6-digit code readable in the dev outbox, via POST and GET', async () => {
    const p = phone()
    const res = await postSm4(h, 'smsCodeSm4', { phone: p })
    assert.equal(res.json().code, 0, res.body)
    assert.deepEqual(res.json().data, { retryAfterSeconds: 60, expiresInSeconds: 300 })
    const outbox = (await get(h, 'dev/sms/outbox', { phone: p })).json().datas
    assert.equal(outbox.length, 1)
    assert.match(outbox[0].code, /^\d{6}$/)
    const q = phone()
    const viaGet = await get(h, 'user/api/userBind/sendSmsCodeSm4', {
      data: sm4EncryptJson({ phone: q }, '0123456789abcdeffedcba9876543210'),
    })
    assert.equal(viaGet.json().code, 0, viaGet.body)
  })

  test('phone must be 11 digits: the spec message, zh by default and en with lang=en', async () => {
    for (const bad of ['1390000', '139000000012', 'abcdefghijk', '']) {
      const res = await postSm4(h, 'smsCodeSm4', { phone: bad })
      assert.equal(res.json().code, 400)
      assert.equal(res.json().message, '请输入正确的手机号！')
    }
    const en = await postSm4(h, 'smsCodeSm4', { phone: '123' }, { lang: 'en' })
    assert.equal(en.json().message, 'Please enter the correct phone number!')
  })

  test('payload: missing, not base64, wrong key, not JSON → 400 with a clear message, nothing sent', async () => {
    const missing = await post(h, 'user/api/userBind/smsCodeSm4', {}, { lang: 'en' })
    assert.equal(missing.json().code, 400)
    assert.equal(missing.json().message, 'The encrypted field "data" is missing.')
    for (const data of ['%%%', sm4EncryptJson({ phone: phone() }, 'ffffffffffffffffffffffffffffffff'), 'AAAAAAAAAAAAAAAAAAAAAA==']) {
      const res = await post(h, 'user/api/userBind/smsCodeSm4', { data }, { lang: 'en' })
      assert.equal(res.statusCode, 400)
      assert.match(res.json().message, /could not be read/)
    }
  })

  test('per phone: 1 per 60 s, then 10 per hour', async () => {
    const p = phone()
    assert.equal((await postSm4(h, 'smsCodeSm4', { phone: p })).json().code, 0)
    const soon = await postSm4(h, 'smsCodeSm4', { phone: p }, { lang: 'en' })
    assert.equal(soon.json().code, 400)
    assert.equal(soon.json().message, 'Codes are being requested too often. Please try again in 60 s.')
    for (let i = 1; i < 10; i++) {
      h.advance(MIN)
      assert.equal((await postSm4(h, 'smsCodeSm4', { phone: p }, { ip: '10.0.0.1' })).json().code, 0)
    }
    h.advance(MIN)
    const hourly = await postSm4(h, 'smsCodeSm4', { phone: p }, { lang: 'en', ip: '10.0.0.1' })
    assert.equal(hourly.json().message, 'This phone number can receive at most 10 codes per hour. Please try again later.')
    h.advance(60 * MIN) // the hour has passed
    assert.equal((await postSm4(h, 'smsCodeSm4', { phone: p }, { ip: '10.0.0.1' })).json().code, 0)
  })

  test('per address: 20 per hour across phones', async () => {
    const ip = '10.9.9.9'
    for (let i = 0; i < 20; i++) assert.equal((await postSm4(h, 'smsCodeSm4', { phone: phone() }, { ip })).json().code, 0)
    const res = await postSm4(h, 'smsCodeSm4', { phone: phone() }, { ip, lang: 'en' })
    assert.equal(res.json().message, 'This network has requested 20 codes in the last hour. Please try again later.')
    // another address is not affected
    assert.equal((await postSm4(h, 'smsCodeSm4', { phone: phone() }, { ip: '10.9.9.10' })).json().code, 0)
  })

  test('per address, 60 sends at once to 60 phones: exactly 20 accepted (the count is atomic)', async () => {
    const ip = '10.9.8.7'
    const answers = await Promise.all(Array.from({ length: 60 }, () => postSm4(h, 'smsCodeSm4', { phone: phone() }, { ip, lang: 'en' })))
    const codes = answers.map((a) => a.json().code)
    assert.equal(codes.filter((c) => c === 0).length, SMS_LIMITS.perIpPerHour)
    assert.equal(codes.filter((c) => c === 400).length, 60 - SMS_LIMITS.perIpPerHour)
    const refused = answers.find((a) => a.json().code === 400)!
    assert.equal(refused.json().message, 'This network has requested 20 codes in the last hour. Please try again later.')
  })

  test('an IPv6 visitor is counted by its /64: other addresses of the same line share the 20', async () => {
    for (let i = 1; i <= 20; i++) {
      const res = await postSm4(h, 'smsCodeSm4', { phone: phone() }, { ip: `2001:db8:1:2::${i.toString(16)}` })
      assert.equal(res.json().code, 0, res.body)
    }
    assert.equal((await postSm4(h, 'smsCodeSm4', { phone: phone() }, { ip: '2001:db8:1:2:ffff::1' })).json().code, 400)
    assert.equal((await postSm4(h, 'smsCodeSm4', { phone: phone() }, { ip: '2001:db8:1:3::1' })).json().code, 0)
  })
  test('a gateway failure answers a clear message and does not count against the limits', async () => {
    const p = phone()
    const sms = h.app.accountProviders.sms
    const original = sms.send
    sms.send = async () => {
      throw new Error('gateway down')
    }
    try {
      const res = await postSm4(h, 'smsCodeSm4', { phone: p }, { lang: 'en' })
      assert.equal(res.json().code, 400)
      assert.equal(res.json().message, 'The text message could not be sent. Please try again later.')
    } finally {
      sms.send = original
    }
    // at once, no 60 s wait: the failed send left no row behind
    assert.equal((await postSm4(h, 'smsCodeSm4', { phone: p })).json().code, 0)
  })
})

describe('login and registration', () => {
  test('registerSm4: validation order phone → code → agreement, then a token', async () => {
    const p = phone()
    assert.equal((await postSm4(h, 'registerSm4', { phone: 'x', code: '123456', agreement: true })).json().message, '请输入正确的手机号！')
    assert.equal((await postSm4(h, 'registerSm4', { phone: p, code: '12345', agreement: true })).json().message, '请输入6位验证码！')
    const code = await sendCode(h, p)
    const noAgreement = await postSm4(h, 'registerSm4', { phone: p, code }, { lang: 'en' })
    assert.equal(noAgreement.json().message, 'Please read and accept the registration agreement.')
    const ok = await postSm4(h, 'registerSm4', { phone: p, code, agreement: 'true', nickname: 'Traveller' })
    assert.equal(ok.json().code, 0, ok.body)
    const info = ok.json().data
    assert.equal(info.phone, p)
    assert.equal(info.nickName, 'Traveller')
    assert.equal(info.siteCode, 'intl-expo')
    assert.ok(info.userToken.length >= 40)
    assert.equal(info.userCenterToken, info.userToken)
    assert.ok(info.encryption)
    // stored encrypted: the phone is not in the users row as plain text
    const [row] = await h.db.db.select().from(users).where(eq(users.unid, info.unid))
    assert.ok(row.phoneEncrypted && row.phoneHash)
    assert.doesNotMatch(JSON.stringify(row), new RegExp(p))
    h.advance(MIN)
    const again = await postSm4(h, 'registerSm4', { phone: p, code: await sendCode(h, p), agreement: true }, { lang: 'en' })
    assert.equal(again.json().message, 'This phone number is already registered. Please log in.')
  })

  test('loginSm4: unknown phone refused; a registered phone logs in with a new token', async () => {
    const p = phone()
    const unknown = await postSm4(h, 'loginSm4', { phone: p, code: await sendCode(h, p) }, { lang: 'en' })
    assert.equal(unknown.json().message, 'This phone number is not registered yet. Please register first.')
    h.advance(MIN)
    const first = await login(h, p)
    const res = await postSm4(h, 'loginSm4', { phone: p, code: await sendCode(h, p) })
    assert.equal(res.json().code, 0, res.body)
    assert.equal(res.json().data.unid, first.unid)
    assert.notEqual(res.json().data.userToken, first.userToken)
  })

  test('a code expires after 5 minutes', async () => {
    const p = phone()
    const code = await sendCode(h, p)
    h.advance(5 * MIN)
    const res = await postSm4(h, 'loginOrRegister', { phone: p, code, agreement: true }, { lang: 'en' })
    assert.equal(res.json().message, 'The verification code has expired or was not requested. Please get a new one.')
  })

  test("a stranger's wrong guesses lock the stranger's address, not the visitor's code", async () => {
    const p = phone()
    const code = await sendCode(h, p, { ip: '10.1.1.1' })
    const wrong = code === '000000' ? '111111' : '000000'
    const stranger = { ip: '10.66.6.6', lang: 'en' }
    for (let left = 4; left >= 1; left--) {
      const res = await postSm4(h, 'loginOrRegister', { phone: p, code: wrong, agreement: true }, stranger)
      assert.equal(res.json().message, `Wrong verification code. ${left} tries left.`)
    }
    const locked = 'Too many wrong verification codes were entered from this network. Please try again in 15 minutes.'
    const fifth = await postSm4(h, 'loginOrRegister', { phone: p, code: wrong, agreement: true }, stranger)
    assert.deepEqual(fifth.json(), { code: 400, message: locked })
    // locked: even the right code is not looked at from there, on this or any other phone
    assert.equal((await postSm4(h, 'loginOrRegister', { phone: p, code, agreement: true }, stranger)).json().message, locked)
    assert.equal((await postSm4(h, 'loginSm4', { phone: phone(), code: '123456' }, stranger)).json().message, locked)
    // the visitor, from their own address, logs in with the code they were sent
    const visitor = await postSm4(h, 'loginOrRegister', { phone: p, code, agreement: true }, { ip: '10.1.1.1' })
    assert.equal(visitor.json().code, 0, visitor.body)
    assert.equal(visitor.json().data.phone, p)
    // the lock lasts its window
    h.advance(2 * SMS_LIMITS.addressGuessWindowMs)
    const later = await postSm4(h, 'loginSm4', { phone: p, code: '123456' }, stranger)
    assert.equal(later.json().message, 'The verification code has expired or was not requested. Please get a new one.')
  })

  test('right codes do not count against the address; parallel wrong guesses from one address stop at 5', async () => {
    const ip = '10.77.7.7'
    for (let i = 0; i < 8; i++) await login(h, phone(), { ip })
    const p = phone()
    const code = await sendCode(h, p, { ip: '10.1.1.2' })
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await postSm4(h, 'loginSm4', { phone: p, code: wrong }, { ip, lang: 'en' })
    assert.equal(first.json().message, 'Wrong verification code. 4 tries left.')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postSm4(h, 'loginSm4', { phone: p, code: wrong }, { ip: '10.78.8.8', lang: 'en' })),
    )
    const messages = answers.map((a) => a.json().message as string)
    assert.equal(messages.filter((m) => m.startsWith('Wrong verification code.')).length, SMS_LIMITS.wrongPerAddress - 1)
    assert.equal(messages.filter((m) => m.startsWith('Too many wrong verification codes')).length, 20 - SMS_LIMITS.wrongPerAddress + 1)
  })

  test('10 wrong tries on one code from several addresses close it (the phone-wide cap)', async () => {
    const p = phone()
    const code = await sendCode(h, p)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < SMS_LIMITS.maxWrongTries; i++) {
      const res = await postSm4(h, 'loginOrRegister', { phone: p, code: wrong, agreement: true }, { ip: `10.55.0.${i}`, lang: 'en' })
      assert.equal(res.json().message, `Wrong verification code. ${Math.min(4, SMS_LIMITS.maxWrongTries - i)} tries left.`)
    }
    const last = await postSm4(h, 'loginOrRegister', { phone: p, code: wrong, agreement: true }, { ip: '10.55.1.1', lang: 'en' })
    assert.equal(last.json().message, 'Too many wrong tries: this code no longer works. Please get a new one.')
    const right = await postSm4(h, 'loginOrRegister', { phone: p, code, agreement: true }, { lang: 'en' })
    assert.equal(right.json().message, 'The verification code has expired or was not requested. Please get a new one.')
  })

  test('a code works once, and a newer code replaces the older one', async () => {
    const p = phone()
    const old = await sendCode(h, p)
    h.advance(MIN)
    const fresh = await sendCode(h, p)
    if (old !== fresh) assert.equal((await postSm4(h, 'loginOrRegister', { phone: p, code: old, agreement: true })).json().code, 400)
    assert.equal((await postSm4(h, 'loginOrRegister', { phone: p, code: fresh, agreement: true })).json().code, 0)
    assert.equal((await postSm4(h, 'loginOrRegister', { phone: p, code: fresh, agreement: true })).json().code, 400)
  })

  test('loginOrRegister needs the agreement only to create, and does not spend the code when refused', async () => {
    const p = phone()
    const code = await sendCode(h, p)
    assert.equal((await postSm4(h, 'loginOrRegister', { phone: p, code })).json().message, '请阅读并同意用户注册协议')
    assert.equal((await postSm4(h, 'loginOrRegister', { phone: p, code, agreement: 1 })).json().code, 0)
    h.advance(MIN)
    assert.equal((await postSm4(h, 'loginOrRegister', { phone: p, code: await sendCode(h, p) })).json().code, 0)
  })
})

describe('tokens, logout, bindPhone, checkIn', () => {
  test('token expires after its lifetime and is refused with code 2', async () => {
    const user = await login(h, phone())
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: user.userToken })).json().code, 0)
    h.advance(DEFAULT_TOKEN_TTL_MS)
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: user.userToken })).json().code, 2)
  })

  test('refresh answers the same user info as login, so the stored copy keeps encryption and userCenterToken', async () => {
    const user = await login(h, phone())
    const refreshed = (await get(h, 'user/api/userInfo/refresh', {}, { token: user.userToken })).json().data
    assert.equal(refreshed.encryption, user.encryption)
    assert.equal(refreshed.userCenterToken, user.userCenterToken)
    assert.deepEqual(Object.keys(refreshed).sort(), Object.keys(user).sort())
  })

  test('logout revokes the token; other tokens of the user keep working', async () => {
    const p = phone()
    const a = await login(h, p)
    const b = await login(h, p)
    const out = await post(h, 'user/api/userBind/logout', {}, { token: a.userToken })
    assert.equal(out.json().code, 0)
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: a.userToken })).json().code, 2)
    assert.equal((await post(h, 'user/api/userBind/logout', {}, { token: a.userToken })).json().code, 2)
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: b.userToken })).json().code, 0)
  })

  test('bindPhone with a token changes the phone; a phone of another user is refused', async () => {
    const a = await login(h, phone())
    const taken = phone()
    await login(h, taken)
    const refused = await postSm4(h, 'bindPhone', { phone: taken, code: await sendCode(h, taken) }, { token: a.userToken, lang: 'en' })
    assert.equal(refused.json().message, 'This phone number is already bound to another account.')
    const next = phone()
    const res = await postSm4(h, 'bindPhone', { phone: next, code: await sendCode(h, next) }, { token: a.userToken })
    assert.equal(res.json().code, 0, res.body)
    assert.equal(res.json().data.phone, next)
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: a.userToken })).json().data.phone, next)
  })

  test("a token of one site is refused on another site's calls", async () => {
    const user = await login(h, phone())
    assert.equal((await get(h, 'user/api/userInfo/detail', {}, { token: user.userToken })).json().code, 0)
    assert.equal((await get(h, 'user/api/userInfo/detail', {}, { token: user.userToken, site: 'cd-city' })).json().code, 2)
  })

  test('bindPhone without token or open id is code 2; with a bad token code 2', async () => {
    const p = phone()
    assert.equal((await postSm4(h, 'bindPhone', { phone: p, code: '123456' })).json().code, 2)
    assert.equal((await postSm4(h, 'bindPhone', { phone: p, code: '123456' }, { token: 'nope' })).json().code, 2)
  })

  test('checkIn: +5 points once per day (UTC+8), again the next day', async () => {
    const user = await login(h, phone())
    const first = await post(h, 'user/api/userBind/checkIn', {}, { token: user.userToken })
    assert.equal(first.json().code, 0, first.body)
    assert.deepEqual(first.json().data, { points: 5, total: 5, continuousDays: 1 })
    const again = await post(h, 'user/api/userBind/checkIn', {}, { token: user.userToken, lang: 'en' })
    assert.equal(again.json().message, 'You have already checked in today.')
    h.advance(24 * 60 * MIN)
    assert.deepEqual((await post(h, 'user/api/userBind/checkIn', {}, { token: user.userToken })).json().data, {
      points: 5,
      total: 10,
      continuousDays: 2,
    })
    assert.equal((await post(h, 'user/api/userBind/checkIn', {})).json().code, 2)
  })
})

describe('phones are not told apart before their code is checked', () => {
  // each phone's answers from an address of its own, so both see the same tries left
  const answersOf = async (p: string, code: string, token: string, ip: string) => ({
    register: (await postSm4(h, 'registerSm4', { phone: p, code, agreement: true }, { lang: 'en', ip })).json(),
    loginOrRegister: (await postSm4(h, 'loginOrRegister', { phone: p, code }, { lang: 'en', ip })).json(),
    bind: (await postSm4(h, 'bindPhone', { phone: p, code }, { lang: 'en', token, ip })).json(),
  })

  test('registerSm4, loginOrRegister and bindPhone answer a registered and an unregistered phone alike without the code', async () => {
    const registered = phone()
    await login(h, registered)
    const me = await login(h, phone())
    const fresh = phone()
    // no code requested: both "expired or not requested"
    assert.deepEqual(
      await answersOf(registered, '123456', me.userToken, '10.40.0.1'),
      await answersOf(fresh, '123456', me.userToken, '10.40.0.2'),
    )
    // a code requested but the wrong one given: both "wrong code", same tries left
    const codes = [await sendCode(h, registered), await sendCode(h, fresh)]
    const wrong = ['000000', '111111', '222222'].find((c) => !codes.includes(c))!
    const a = await answersOf(registered, wrong, me.userToken, '10.40.0.3')
    const b = await answersOf(fresh, wrong, me.userToken, '10.40.0.4')
    assert.deepEqual(a, b)
    assert.match(a.register.message, /^Wrong verification code\./)
  })

  test('after the right code the answer tells, and the code stays valid for the retry', async () => {
    const registered = phone()
    await login(h, registered)
    // registerSm4 on a registered phone: told to log in, and the same code logs in
    const code = await sendCode(h, registered)
    const exists = await postSm4(h, 'registerSm4', { phone: registered, code, agreement: true }, { lang: 'en' })
    assert.equal(exists.json().message, 'This phone number is already registered. Please log in.')
    assert.equal((await postSm4(h, 'loginSm4', { phone: registered, code })).json().code, 0)
    // loginSm4 on a new phone: told to register, and the same code registers
    const fresh = phone()
    const freshCode = await sendCode(h, fresh)
    const unknown = await postSm4(h, 'loginSm4', { phone: fresh, code: freshCode }, { lang: 'en' })
    assert.equal(unknown.json().message, 'This phone number is not registered yet. Please register first.')
    assert.equal((await postSm4(h, 'registerSm4', { phone: fresh, code: freshCode, agreement: true })).json().code, 0)
    // bindPhone to another user's phone: taken, told only with that phone's right code
    const me = await login(h, phone())
    h.advance(MIN)
    const taken = await postSm4(
      h,
      'bindPhone',
      { phone: registered, code: await sendCode(h, registered) },
      { token: me.userToken, lang: 'en' },
    )
    assert.equal(taken.json().message, 'This phone number is already bound to another account.')
  })
})

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: Harness
  before(async () => {
    proxied = await startHarness({ trustProxy: 1 })
  })
  after(() => proxied.close())

  test('a forged X-Forwarded-For does not dodge the per-address limit: the address the proxy appended counts', async () => {
    const send = (i: number) =>
      postSm4(
        proxied,
        'smsCodeSm4',
        { phone: phone() },
        { ip: '10.0.0.2', lang: 'en', headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` } },
      )
    const answers = []
    for (let i = 1; i <= 30; i++) answers.push((await send(i)).json())
    // the whole sequence, so a failure shows every answer (CI once saw a 21st code sent)
    const refused = 'This network has requested 20 codes in the last hour. Please try again later.'
    assert.deepEqual(
      answers.map((a) => (a.code === 0 ? 'sent' : a.message)),
      [...Array(SMS_LIMITS.perIpPerHour).fill('sent'), ...Array(30 - SMS_LIMITS.perIpPerHour).fill(refused)],
    )
    // another client behind the same proxy still gets codes
    const other = await postSm4(
      proxied,
      'smsCodeSm4',
      { phone: phone() },
      { ip: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.8' } },
    )
    assert.equal(other.json().code, 0, other.body)
  })
})
