/**
 * Logs without secrets (issue 23, finding 7): a visitor sends an SMS code with the SM4 `data`
 * payload in the query (as the app's GET does), logs in, saves a contact (SM4 fields), books, and
 * calls with credential headers; the server's log, written at info level as in production,
 * holds none of the token, the phone, the code, the payloads or the header values.
 */
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { loadSite } from '../../../sites/index.js'
import { sm4Encrypt, sm4EncryptJson } from '../../../src/core/sm4'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/database'
import { bookingResources, sites } from '../db/schema'
import { ensureSlots } from '../plugins/booking/service'
import { openSeededTestDatabase } from '../testing/seeded-template'
import { REDACTED, redactUrl } from './log-redaction'

const SITE = 'cd-city'
const KEY = loadSite(SITE).sm4Key
const PHONE = '13912345678'
const CERT = '510101199003070016'
const CONTACT_PHONE = '13787654321'
const START = new Date('2026-03-01T02:00:00Z')

let app: FastifyInstance
let db: DatabaseHandle
const lines: string[] = []

before(async () => {
  process.env.ACCOUNT_DEMO_SEED = '0'
  db = await openSeededTestDatabase({ clock: () => START })
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  app = await buildApp({ database: db, clock: () => START, logger: { level: 'info', stream } })
})
after(async () => {
  await app.close()
  await db.close()
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const call = async (method: 'GET' | 'POST', url: string, body?: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await app.inject({
    method,
    url: `/api/${url}`,
    headers: body ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
    payload: body ? form(body) : undefined,
  })
  return res.json()
}

test('a login, a contact and a booking leave no token, phone, code or payload in the log', async () => {
  const sendData = sm4EncryptJson({ phone: PHONE }, KEY)
  const sent = await call('GET', `user/api/userBind/sendSmsCodeSm4?siteCode=${SITE}&data=${encodeURIComponent(sendData)}`)
  assert.equal(sent.code, 0, JSON.stringify(sent))
  const outbox = await call('GET', `dev/sms/outbox?siteCode=${SITE}&phone=${PHONE}`)
  const smsCode: string = outbox.datas[0].code
  const loginData = sm4EncryptJson({ phone: PHONE, code: smsCode, agreement: true }, KEY)
  const login = await call('POST', `user/api/userBind/loginOrRegister?siteCode=${SITE}&code=${smsCode}`, { data: loginData })
  assert.equal(login.code, 0, JSON.stringify(login))
  const token: string = login.data.userToken

  const certNumber = sm4Encrypt(CERT, KEY)
  const contactPhone = sm4Encrypt(CONTACT_PHONE, KEY)
  const contact = await call('POST', `user/api/consumUserContacts/save?siteCode=${SITE}&token=${token}`, {
    name: '王小川',
    certType: 'ID_CARD',
    certNumber,
    phone: contactPhone,
  })
  assert.equal(contact.code, 0, JSON.stringify(contact))

  const [site] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, SITE))
  const resources = await app.db.select().from(bookingResources).where(eq(bookingResources.siteId, site.id)).orderBy(bookingResources.id)
  const venue = resources.find((r) => r.resourceType === 'CONTENT_TYPE_VENUE' && !r.reviewed)!
  const slots = await ensureSlots(app.db, venue, START.getTime())
  const tuesday = [...new Set(slots.map((s) => s.day))][2]
  const slot = slots.find((s) => s.day === tuesday)!
  const booked = await call(
    'POST',
    `act/api/activityOrder/save?siteCode=${SITE}&token=${token}&wechatOpenId=dev-wx-xiaowen`,
    { slotId: String(slot.id), contactIds: String(contact.data.id), idempotencyKey: 'log-test-1' },
    { authorization: `Bearer ${token}`, cookie: `token=${token}` },
  )
  assert.equal(booked.code, 0, JSON.stringify(booked))
  // a log call that passes headers or a body is blanked too
  app.log.info(
    { req: { headers: { authorization: `Bearer ${token}`, cookie: `sid=${token}` } }, body: { data: loginData, phone: PHONE } },
    'explicit',
  )

  const log = lines.join('')
  assert.match(log, /incoming request/, 'requests are logged')
  assert.ok(log.includes(`token=${REDACTED}`), 'the URL is logged, its token blanked')
  for (const secret of [
    token,
    PHONE,
    CONTACT_PHONE,
    CERT,
    smsCode,
    sendData,
    encodeURIComponent(sendData),
    loginData,
    certNumber,
    contactPhone,
    'dev-wx-xiaowen',
  ]) {
    assert.ok(!log.includes(secret), `the log holds ${secret}`)
  }
})

test('redactUrl blanks every secret parameter, whatever its case or encoding, and keeps the others', () => {
  assert.equal(
    redactUrl('/api/x?siteCode=cd-city&token=abc&Token=abc&wechat%4FpenId=w&lang=en&idCard=1&certNumber=2&data=d&code&x=1'),
    `/api/x?siteCode=cd-city&token=${REDACTED}&Token=${REDACTED}&wechat%4FpenId=${REDACTED}&lang=en&idCard=${REDACTED}&certNumber=${REDACTED}&data=${REDACTED}&code&x=1`,
  )
  assert.equal(redactUrl('/api/x?%E0%A4%A=secret'), `/api/x?%E0%A4%A=${REDACTED}`)
  assert.equal(redactUrl('/pages/home/index'), '/pages/home/index')
})
