/**
 * Complaints on PGlite and PostgreSQL: the form's rules through save (bound phone, the spec's
 * messages), the visitor's list, detail and lastRecordInfo (another user's complaint not found), the
 * operator API (a non-operator refused; accept → reply → close with the timeline in order, illegal
 * transitions refused, two operators accepting at once: one wins), the visitor's messages at each
 * step, the rating once after processing, the overdue flag with the clock moved past the site's
 * accept time, voice recordings (audio uploads only, the caller's own, attached once), the demo data.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { issueToken } from '../../auth/tokens'
import { createUser, findUserByPhone } from '../../auth/users'
import { complaintRecords, complaints, siteOperatorRoles, userMessages } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'
import { DEMO_OPERATOR_PHONE, seedDemoComplaints } from './demo'
import zhText from '../../../../locales/zh/complaints.json' with { type: 'json' }

/** the message of a key as cd-city (Chinese only) answers it */
function Z(key: string, params: Record<string, unknown> = {}): string {
  const text = key.split('.').reduce<any>((o, k) => o?.[k], zhText) as string
  return text.replace(/{{(\w+)}}/g, (_, k) => String(params[k]))
}

const SITE = 'cd-city'
const START = new Date('2026-03-05T02:00:00Z') // 10:00 in Chengdu
const HOUR = 3_600_000
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-complaint-uploads-'))

let h: Harness
let siteId: number
let seq = 0

before(async () => {
  process.env.STORAGE_LOCAL_DIR = storageDir
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
})
after(async () => {
  await h.close()
  fs.rmSync(storageDir, { recursive: true, force: true })
})

async function person(opts: { phone?: boolean; operator?: string } = {}) {
  const phone = opts.phone === false ? undefined : `136${String(++seq).padStart(8, '0')}`
  const user = await createUser(h.app.db, h.app.fieldCrypto, { siteId, phone })
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  if (opts.operator)
    await h.app.db
      .insert(siteOperatorRoles)
      .values({ siteId, userId: user.id, role: 'complaints', displayName: opts.operator, createdAt: h.now() })
  return { userId: user.id, token, phone }
}

const FORM = {
  name: '李娜',
  gender: 2,
  complaintType: 'PRICE',
  respondent: '锦里某小吃店',
  placeName: '锦里古街',
  longitude: 104.0499,
  latitude: 30.6459,
  address: '武侯区武侯祠大街231号',
  occurredAt: '2026-03-04 19:30',
  reason: '实际收费与标价不符',
  content: '标价15元结账收30元。',
}
const C = 'res/api/complaints'
const save = (token: string, form: Record<string, unknown> = FORM, lang = 'en') =>
  post(h.app, `${C}/save`, { siteCode: SITE, token, lang, ...form })
const op = (token: string, action: string, id: number, content = '', lang = 'en') =>
  post(h.app, `${C}/operator/${action}`, { siteCode: SITE, token, lang, id, content })
const detail = (token: string, id: number) => get(h.app, `${C}/detail`, { siteCode: SITE, token, id, lang: 'en' })

async function filed(token: string) {
  const res = await save(token)
  assert.equal(res.body.code, 0, res.body.message)
  return res.body.data.id as number
}

describe('filing a complaint', () => {
  test('login with a bound phone needed', async () => {
    assert.equal((await save('')).body.code, 2)
    const noPhone = await person({ phone: false })
    const res = await save(noPhone.token)
    assert.equal(res.body.code, 400)
    assert.equal(res.body.message, Z('error.needPhone'))
  })

  test('the spec messages, the same rule as the page, and nothing written', async () => {
    const v = await person()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, Z('validation.name')],
      [{ complaintType: '' }, Z('validation.type')],
      [{ respondent: ' ' }, Z('validation.respondent')],
      [{ longitude: '' }, Z('validation.place')],
      [{ address: '' }, Z('validation.address')],
      [{ occurredAt: '2026-13-01 10:00' }, Z('validation.time')],
      [{ occurredAt: '2026-03-05 10:01' }, Z('validation.timeFuture')],
      [{ reason: '' }, Z('validation.reason')],
      [{ content: '' }, Z('validation.content')],
      [{ phone: '12345' }, Z('validation.phone')],
      [{ channel: 'sc' }, Z('validation.region')],
      [{ images: 'javascript:alert(1)' }, Z('validation.images', { max: 9 })],
    ]
    for (const [change, message] of cases) {
      const res = await save(v.token, { ...FORM, ...change })
      assert.equal(res.body.code, 400, JSON.stringify(change))
      assert.equal(res.body.message, message)
    }
    const zh = await save(v.token, { ...FORM, name: '' }, 'zh')
    assert.equal(zh.body.message, '请填写姓名！')
    const rows = await h.app.db.select().from(complaints).where(eq(complaints.userId, v.userId))
    assert.equal(rows.length, 0)
  })

  test('a site in English answers the spec words (intl-expo, lang=en)', async () => {
    const intl = await siteIdOf(h.app, 'intl-expo')
    const user = await createUser(h.app.db, h.app.fieldCrypto, { siteId: intl, phone: '13655550000' })
    const { token } = await issueToken(h.app.db, { userId: user.id, siteId: intl, now: h.now() })
    const send = (change: Record<string, unknown>) =>
      post(h.app, `${C}/save`, { siteCode: 'intl-expo', token, lang: 'en', ...FORM, ...change })
    assert.equal((await send({ name: '' })).body.message, 'Please fill in your name!')
    assert.equal((await send({ respondent: '' })).body.message, 'Please fill in the respondent!')
    assert.equal((await send({ content: '' })).body.message, 'Please fill in the specific comments!')
    assert.equal((await send({})).body.message, 'Submitted successfully. We will handle your complaint soon, please keep your phone on.')
  })

  test('saved pending with its first record; listed newest first; phone masked; another user sees not found', async () => {
    const v = await person()
    const first = await filed(v.token)
    h.advance(60_000)
    const res = await save(v.token, {
      ...FORM,
      channel: 'sc',
      regionCode: '511100',
      respondent: '峨眉山某餐馆',
      images: 'https://x.example/a.jpg,https://x.example/b.jpg',
    })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.message, Z('success.message'))
    const second = res.body.data.id
    const list = await get(h.app, `${C}/list`, { siteCode: SITE, token: v.token })
    assert.deepEqual(
      list.body.datas.map((c: { id: number }) => c.id),
      [second, first],
    )
    assert.equal(list.body.page.total, 2)
    assert.ok(list.body.datas.every((c: { status: string; overdue: boolean }) => c.status === 'pending' && !c.overdue))
    const d = (await detail(v.token, second)).body.data
    assert.equal(d.regionCode, '511100')
    assert.deepEqual(d.images, ['https://x.example/a.jpg', 'https://x.example/b.jpg'])
    assert.equal(d.phone, `${v.phone!.slice(0, 3)}****${v.phone!.slice(7)}`)
    assert.deepEqual(
      d.records.map((r: { action: string; actorName: string }) => [r.action, r.actorName]),
      [['submitted', '李娜']],
    )
    const other = await person()
    for (const call of ['detail', 'lastRecordInfo']) {
      const r = await get(h.app, `${C}/${call}`, { siteCode: SITE, token: other.token, id: first, lang: 'en' })
      assert.equal(r.body.code, 404, call)
      assert.equal(r.body.message, Z('detail.notFound'))
    }
    const rate = await post(h.app, `${C}/satisfiedFeedback`, { siteCode: SITE, token: other.token, id: first, satisfaction: 5 })
    assert.equal(rate.body.code, 404)
    assert.equal((await get(h.app, `${C}/list`, { siteCode: SITE, token: other.token })).body.page.total, 0)
  })
})

describe('the operator API and the timeline', () => {
  test('a non-operator is refused every operator call; an operator of another site too', async () => {
    const v = await person()
    const id = await filed(v.token)
    const intl = await siteIdOf(h.app, 'sc-province')
    const elsewhere = await person()
    await h.app.db
      .insert(siteOperatorRoles)
      .values({ siteId: intl, userId: elsewhere.userId, role: 'complaints', displayName: 'x', createdAt: h.now() })
    for (const who of [v, elsewhere]) {
      for (const action of ['accept', 'reply', 'close']) {
        const res = await op(who.token, action, id, '好的')
        assert.equal(res.body.code, 400)
        assert.equal(res.body.message, Z('error.notOperator'))
      }
      const list = await get(h.app, `${C}/operator/list`, { siteCode: SITE, token: who.token, lang: 'en' })
      assert.equal(list.body.code, 400)
    }
    assert.equal((await op('', 'accept', id)).body.code, 2)
    const [row] = await h.app.db.select().from(complaints).where(eq(complaints.id, id))
    assert.equal(row.status, 'pending')
  })

  test('accept → reply → close: the timeline in order, illegal steps refused, a message at each step, then the rating once', async () => {
    const v = await person()
    const operator = await person({ operator: '成都市文旅局投诉受理中心 王敏' })
    const id = await filed(v.token)
    const refusedWith = async (action: string, message: string, content = '说明') => {
      const res = await op(operator.token, action, id, content)
      assert.equal(res.body.code, 400, action)
      assert.equal(res.body.message, message)
    }
    await refusedWith('reply', Z('transition.acceptFirst'))
    await refusedWith('close', Z('transition.acceptFirst'))
    const early = await post(h.app, `${C}/satisfiedFeedback`, { siteCode: SITE, token: v.token, id, satisfaction: 5, lang: 'en' })
    assert.equal(early.body.message, Z('feedback.notProcessed'))

    h.advance(HOUR)
    const accepted = await op(operator.token, 'accept', id)
    assert.equal(accepted.body.code, 0, accepted.body.message)
    assert.equal(accepted.body.data.status, 'accepted')
    assert.equal(accepted.body.data.phone, v.phone, 'the operator sees the phone to call back')
    await refusedWith('accept', Z('transition.alreadyAccepted'))
    await refusedWith('reply', Z('transition.contentNeeded'), '  ')
    h.advance(HOUR)
    assert.equal((await op(operator.token, 'reply', id, '已联系商家核实')).body.code, 0)
    const info = await get(h.app, `${C}/lastRecordInfo`, { siteCode: SITE, token: v.token, id })
    assert.deepEqual(
      {
        status: info.body.data.status,
        count: info.body.data.recordCount,
        last: info.body.data.lastRecord.action,
        content: info.body.data.lastRecord.content,
      },
      { status: 'accepted', count: 3, last: 'replied', content: '已联系商家核实' },
    )
    h.advance(HOUR)
    const closed = await op(operator.token, 'close', id, '已退还差价15元')
    assert.equal(closed.body.data.status, 'processed')
    for (const action of ['accept', 'reply', 'close']) await refusedWith(action, Z('transition.alreadyProcessed'))

    for (const [satisfaction, message] of [
      [0, Z('feedback.score')],
      [6, Z('feedback.score')],
    ] as const) {
      const bad = await post(h.app, `${C}/satisfiedFeedback`, { siteCode: SITE, token: v.token, id, satisfaction, lang: 'en' })
      assert.equal(bad.body.message, message)
    }
    h.advance(HOUR)
    const rated = await post(h.app, `${C}/satisfiedFeedback`, {
      siteCode: SITE,
      token: v.token,
      id,
      satisfaction: 4,
      content: '处理及时',
      lang: 'en',
    })
    assert.equal(rated.body.code, 0, rated.body.message)
    const again = await post(h.app, `${C}/satisfiedFeedback`, { siteCode: SITE, token: v.token, id, satisfaction: 5, lang: 'en' })
    assert.equal(again.body.message, Z('feedback.already'))

    const d = (await detail(v.token, id)).body.data
    assert.equal(d.status, 'processed')
    assert.equal(d.satisfaction, 4)
    assert.deepEqual(
      d.records.map((r: { action: string; actor: string; actorName: string; content: string }) => [
        r.action,
        r.actor,
        r.actorName,
        r.content,
      ]),
      [
        ['submitted', 'visitor', '李娜', '实际收费与标价不符'],
        ['accepted', 'operator', '成都市文旅局投诉受理中心 王敏', ''],
        ['replied', 'operator', '成都市文旅局投诉受理中心 王敏', '已联系商家核实'],
        ['processed', 'operator', '成都市文旅局投诉受理中心 王敏', '已退还差价15元'],
        ['rated', 'visitor', '李娜', '处理及时'],
      ],
    )
    const times = d.records.map((r: { createdAt: string }) => Date.parse(r.createdAt))
    assert.deepEqual(
      times,
      [...times].sort((a: number, b: number) => a - b),
    )
    assert.equal(times[1] - times[0], HOUR)

    const messages = await h.app.db.select().from(userMessages).where(eq(userMessages.userId, v.userId)).orderBy(userMessages.id)
    assert.deepEqual(
      messages.map((m) => [m.title, m.jumpType, m.jumpUrl]),
      [
        ['您的投诉已受理', 4, `/complain-detail/${id}`],
        ['您的投诉有新回复', 4, `/complain-detail/${id}`],
        ['您的投诉已处理完毕', 4, `/complain-detail/${id}`],
      ],
    )
    assert.match(messages[2].content, /已退还差价15元/)
  })

  test('two operators accepting at once: one wins, one record, one message', async () => {
    const v = await person()
    const a = await person({ operator: '受理员甲' })
    const b = await person({ operator: '受理员乙' })
    const id = await filed(v.token)
    const answers = await Promise.all([
      op(a.token, 'accept', id),
      op(b.token, 'accept', id),
      op(a.token, 'accept', id),
      op(b.token, 'accept', id),
    ])
    assert.equal(answers.filter((r) => r.body.code === 0).length, 1)
    assert.ok(answers.filter((r) => r.body.code !== 0).every((r) => r.body.message === Z('transition.alreadyAccepted')))
    const records = await h.app.db
      .select()
      .from(complaintRecords)
      .where(and(eq(complaintRecords.complaintId, id), eq(complaintRecords.action, 'accepted')))
    assert.equal(records.length, 1)
    assert.equal((await h.app.db.select().from(userMessages).where(eq(userMessages.userId, v.userId))).length, 1)
  })

  test('overdue: pending past the site accept time (24 h by default), flagged in the operator list and detail until accepted', async () => {
    const v = await person()
    const operator = await person({ operator: '受理员' })
    const id = await filed(v.token)
    const flagged = async () => {
      const list = await get(h.app, `${C}/operator/list`, { siteCode: SITE, token: operator.token, overdue: 1, pageSize: 50 })
      assert.equal(list.body.code, 0, list.body.message)
      return list.body.datas.some((c: { id: number }) => c.id === id)
    }
    const opDetail = async () => (await get(h.app, `${C}/operator/detail`, { siteCode: SITE, token: operator.token, id })).body.data
    assert.equal(await flagged(), false)
    const fresh = await opDetail()
    assert.equal(fresh.overdue, false)
    assert.equal(Date.parse(fresh.acceptDeadline) - Date.parse(fresh.createdAt), 24 * HOUR)
    h.advance(24 * HOUR + 60_000)
    assert.equal(await flagged(), true)
    assert.equal((await opDetail()).overdue, true)
    assert.equal((await detail(v.token, id)).body.data.overdue, true)
    const all = await get(h.app, `${C}/operator/list`, { siteCode: SITE, token: operator.token, pageSize: 50 })
    const row = all.body.datas.find((c: { id: number }) => c.id === id)
    assert.equal(row.overdue, true)
    assert.equal(row.phone, v.phone)
    await op(operator.token, 'accept', id)
    assert.equal(await flagged(), false)
    assert.equal((await opDetail()).overdue, false)
  })
})

describe('voice complaints', () => {
  async function uploadAudio(token: string, bytes: Buffer) {
    const form = new FormData()
    form.append('path', 'complaint-audio')
    form.append('Filedata', new Blob([new Uint8Array(bytes)]), 'voice.webm')
    const encoded = new Request('http://localhost/', { method: 'POST', body: form })
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/file/upload?siteCode=${SITE}&token=${token}`,
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    })
    return res.json().data?.url as string
  }
  const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 3)])
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
  const saveAudio = (token: string, url: string, seconds: number) =>
    post(h.app, `${C}/saveAudio`, { siteCode: SITE, token, url, seconds, lang: 'en' })

  test('an uploaded recording of the caller is kept, attached to one complaint only', async () => {
    const v = await person()
    const other = await person()
    const url = await uploadAudio(v.token, WEBM)
    assert.match(url, /\/complaint-audio\/\d{6}\/[0-9a-f]{32}\.webm$/)
    assert.equal((await saveAudio(other.token, url, 10)).body.message, Z('error.audioNotYours'))
    const picture = await uploadAudio(v.token, PNG)
    assert.equal((await saveAudio(v.token, picture, 10)).body.message, Z('error.audioNotYours'))
    assert.equal((await saveAudio(v.token, url, 61)).body.message, Z('error.audioTooLong', { max: 60 }))
    assert.equal((await saveAudio(v.token, url, 0)).body.message, Z('voice.tooShort'))
    const kept = await saveAudio(v.token, url, 12)
    assert.equal(kept.body.code, 0, kept.body.message)
    const audioId = kept.body.data.id
    assert.equal((await save(other.token, { ...FORM, audioId })).body.message, Z('error.audioNotYours'))
    const res = await save(v.token, { ...FORM, audioId })
    assert.equal(res.body.code, 0)
    assert.deepEqual((await detail(v.token, res.body.data.id)).body.data.audio, { id: audioId, url, seconds: 12 })
    assert.equal((await save(v.token, { ...FORM, audioId })).body.code, 400, 'attached once')
  })
})

describe('demo data', () => {
  test('cd-city: the demo user has complaints in every state, some overdue, enough to page; the demo operator works', async () => {
    const crypt = h.app.fieldCrypto
    // the demo seed as a start with demo data runs it (the account seed makes the demo user first)
    for (const code of [SITE, 'sc-province']) {
      const site = h.app.sites.all().find((x) => x.siteCode === code)!
      await createUser(h.app.db, crypt, { siteId: site.id, phone: '13800000001', nickname: '文旅体验官' })
      await seedDemoComplaints(h.app, site)
      await seedDemoComplaints(h.app, site) // once: a second start adds nothing
    }
    const demo = await findUserByPhone(h.app.db, crypt, siteId, '13800000001')
    const { token } = await issueToken(h.app.db, { userId: demo!.id, siteId, now: h.now() })
    const page1 = await get(h.app, `${C}/list`, { siteCode: SITE, token })
    assert.equal(page1.body.datas.length, 10)
    assert.equal(page1.body.page.total, 14)
    const all = (await get(h.app, `${C}/list`, { siteCode: SITE, token, pageSize: 50 })).body.datas
    assert.deepEqual(new Set(all.map((c: { status: string }) => c.status)), new Set(['pending', 'accepted', 'processed']))
    assert.ok(all.some((c: { overdue: boolean }) => c.overdue))
    const processed = all.find((c: { status: string }) => c.status === 'processed')
    const d = (await detail(token, processed.id)).body.data
    assert.deepEqual(
      d.records.slice(0, 2).map((r: { action: string }) => r.action),
      ['submitted', 'accepted'],
    )
    assert.ok(d.records.some((r: { action: string }) => r.action === 'processed'))

    const operator = await findUserByPhone(h.app.db, crypt, siteId, DEMO_OPERATOR_PHONE)
    const opToken = (await issueToken(h.app.db, { userId: operator!.id, siteId, now: h.now() })).token
    const list = await get(h.app, `${C}/operator/list`, { siteCode: SITE, token: opToken, overdue: 1 })
    assert.equal(list.body.code, 0)
    assert.ok(list.body.datas.length >= 1)

    const sc = await siteIdOf(h.app, 'sc-province')
    const scUser = await findUserByPhone(h.app.db, crypt, sc, '13800000001')
    const scToken = (await issueToken(h.app.db, { userId: scUser!.id, siteId: sc, now: h.now() })).token
    const scList = await get(h.app, `${C}/list`, { siteCode: 'sc-province', token: scToken, pageSize: 50 })
    assert.ok(scList.body.page.total > 10)
    assert.ok(scList.body.datas.every((c: { channel: string }) => c.channel === 'sc'))
  })
})
