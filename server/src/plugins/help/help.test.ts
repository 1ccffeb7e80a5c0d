/**
 * Help on PGlite and PostgreSQL: the demo FAQ (at least 12 entries on each main site, categories,
 * paging at most 50, keyword search, another site's entry not found), the robot (a known question
 * answered from the FAQ, nonsense falls back to the site's hotline, bad input), the contacts, and
 * the emergency report (login needed, saved with location and photos and listed as the caller's
 * own, every broken rule refused with its message and nothing written).
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { emergencyReports } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf, userToken } from '../places/test-fixtures'

const SITE = 'cd-city'
const MAIN_SITES = ['cd-city', 'sc-province', 'xj-region', 'djy-scenic']

let h: Harness
let siteId: number

before(async () => {
  h = await startHarness()
  siteId = await siteIdOf(h.app, SITE)
})
after(() => h.close())

const faqList = (params: Record<string, unknown> = {}, site = SITE) => get(h.app, 'config/api/faq/list', { siteCode: site, ...params })
const ask = (question: string, params: Record<string, unknown> = {}) =>
  get(h.app, 'config/api/robot/ask', { siteCode: SITE, question, ...params })
const reportCount = async () => Number((await h.app.db.select({ n: count() }).from(emergencyReports))[0].n)

describe('FAQ', () => {
  test('each main site has at least 12 believable entries in several categories', async () => {
    for (const site of MAIN_SITES) {
      const { body } = await faqList({ pageSize: 50 }, site)
      assert.equal(body.code, 0, site)
      assert.ok(body.page.total >= 12, `${site}: ${body.page.total}`)
      const cats = await get(h.app, 'config/api/faq/categoryList', { siteCode: site })
      assert.ok(cats.body.datas.length >= 6, site)
      assert.equal(
        cats.body.datas.reduce((n: number, c: { count: number }) => n + c.count, 0),
        body.page.total,
      )
    }
  })

  test('paging: 10 by default, at most 50; a category and a keyword narrow the list', async () => {
    const page1 = await faqList()
    assert.equal(page1.body.datas.length, 10)
    assert.equal(page1.body.page.totalPage, Math.ceil(page1.body.page.total / 10))
    const page2 = await faqList({ currPage: 2 })
    assert.notEqual(page2.body.datas[0].id, page1.body.datas[0].id)
    const tooBig = await faqList({ pageSize: 51 })
    assert.equal(tooBig.body.code, 400)
    const parking = await faqList({ category: '停车服务' })
    assert.ok(parking.body.datas.length >= 1)
    assert.ok(parking.body.datas.every((f: { category: string }) => f.category === '停车服务'))
    const panda = await faqList({ keyword: '熊猫' })
    assert.ok(panda.body.datas.some((f: { question: string }) => f.question.includes('大熊猫')))
    const none = await faqList({ keyword: '100%_' })
    assert.equal(none.body.page.total, 0)
  })

  test('detail: own site only; a bad id is refused', async () => {
    const first = (await faqList({ pageSize: 1 })).body.datas[0]
    const own = await get(h.app, 'config/api/faq/detail', { siteCode: SITE, id: first.id })
    assert.equal(own.body.code, 0)
    assert.equal(own.body.data.question, first.question)
    const other = await get(h.app, 'config/api/faq/detail', { siteCode: 'xj-region', id: first.id })
    assert.equal(other.body.code, 404)
    assert.equal(other.body.message, '该问题不存在或已删除')
    const bad = await get(h.app, 'config/api/faq/detail', { siteCode: SITE, id: 'abc' })
    assert.equal(bad.body.code, 400)
  })
})

describe('robot', () => {
  test('a known question is answered from the FAQ', async () => {
    const { body } = await ask('请问可以带狗进景区吗？')
    assert.equal(body.code, 0)
    assert.equal(body.data.matched, true)
    assert.equal(body.data.answer.question, '可以带宠物入园吗？')
    const panda = await ask('熊猫基地门票多少钱')
    assert.equal(panda.body.data.answer.question, '大熊猫繁育研究基地门票多少钱？')
    const lost = await ask('我的手机丢了怎么办')
    assert.equal(lost.body.data.answer.question, '在景区丢失物品怎么办？')
    // each site answers from its own FAQ
    const xj = await ask('去天池的门票', { siteCode: 'xj-region' })
    assert.equal(xj.body.data.answer.question, '天山天池门票多少钱？')
  })

  test('nonsense falls back to a person: the site hotline, no answer', async () => {
    for (const q of ['asdfghjkl', '今天晚上月亮圆不圆']) {
      const { body } = await ask(q)
      assert.equal(body.code, 0)
      assert.equal(body.data.matched, false, q)
      assert.equal(body.data.answer, null)
      assert.equal(body.data.contact.phone, '028-86111155')
    }
  })

  test('an empty or too long question is refused in the caller’s language', async () => {
    const empty = await ask('  ')
    assert.equal(empty.body.code, 400)
    assert.equal(empty.body.message, '请输入您的问题')
    // a site offering English (cd-city speaks Chinese only)
    const long = await ask('门'.repeat(201), { lang: 'en', siteCode: 'intl-expo' })
    assert.equal(long.body.code, 400)
    assert.equal(long.body.message, 'The question may have at most 200 characters')
  })

  test('contacts: the site rescue number, hotlines, taxi and car partners', async () => {
    const { body } = await get(h.app, 'config/api/help/contacts', { siteCode: 'xj-region' })
    assert.equal(body.code, 0)
    assert.match(body.data.rescue.phone, /^0991-/)
    assert.ok(body.data.hotlines.some((c: { phone: string }) => c.phone === '12345'))
    assert.ok(body.data.taxi.length >= 1)
    assert.ok(body.data.cars.some((c: { kind: string }) => c.kind === 'rental'))
    const other = await get(h.app, 'config/api/help/contacts', { siteCode: 'mx-county' })
    assert.equal(other.body.data.rescue.phone, '12345')
  })
})

describe('emergency reports', () => {
  const good = {
    description: '我在景区东门附近扭伤了脚，走不了路',
    phone: '13912345678',
    longitude: '104.0657',
    latitude: '30.6595',
    address: '宽窄巷子东门',
    images: 'http://localhost/api/file/get/cd-city/emergency/202603/0123456789abcdef0123456789abcdef.png',
  }

  test('without login: code 2 and nothing written', async () => {
    const before = await reportCount()
    const { body } = await post(h.app, 'config/api/emergency/save', { siteCode: SITE, ...good })
    assert.equal(body.code, 2)
    assert.equal(await reportCount(), before)
  })

  test('with login: saved with location and photos, listed as the caller’s own, phone kept encrypted', async () => {
    const { token, userId } = await userToken(h.app, siteId)
    const saved = await post(h.app, 'config/api/emergency/save', { siteCode: SITE, token, ...good })
    // a position converted to gcj02 has up to 15 decimals
    const precise = await post(h.app, 'config/api/emergency/save', {
      siteCode: SITE,
      token,
      ...good,
      longitude: '104.04595123456789',
      latitude: '30.643431234567891',
    })
    assert.equal(precise.body.code, 0, precise.body.message)
    assert.equal(saved.body.code, 0, saved.body.message)
    assert.equal(saved.body.message, '求助信息已提交，救援人员会尽快与您联系，请保持手机畅通')
    const [row] = await h.app.db.select().from(emergencyReports).where(eq(emergencyReports.id, saved.body.data.id))
    assert.equal(row.userId, userId)
    assert.equal(row.longitude, 104.0657)
    assert.deepEqual(row.images, [good.images])
    assert.notEqual(row.phoneEncrypted, good.phone)
    const mine = await get(h.app, 'config/api/emergency/list', { siteCode: SITE, token })
    assert.equal(mine.body.code, 0)
    assert.equal(mine.body.datas.length, 2)
    assert.equal(mine.body.datas[1].phone, good.phone)
    assert.equal(mine.body.datas[1].description, good.description)
    assert.equal(mine.body.datas[0].longitude, 104.04595123456789)
    // another visitor sees none of it
    const other = await userToken(h.app, siteId)
    const theirs = await get(h.app, 'config/api/emergency/list', { siteCode: SITE, token: other.token })
    assert.equal(theirs.body.page.total, 0)
  })

  test('bad input: each rule refused with its message, nothing written', async () => {
    const { token } = await userToken(h.app, siteId)
    const cases: Array<[Record<string, string>, string]> = [
      [{ description: ' ' }, '请描述您遇到的情况！'],
      [{ description: '急'.repeat(501) }, '情况描述不能超过 500 个字'],
      [{ phone: '12345' }, '请输入正确的手机号码！'],
      [{ longitude: '' }, '请选择位置！'],
      [{ latitude: 'north' }, '请选择位置！'],
      [{ longitude: '1e3' }, '请选择位置！'],
      [{ longitude: '181.5' }, '请选择位置！'],
      [{ address: '路'.repeat(201) }, '详细地址不能超过 200 个字'],
      [{ images: Array.from({ length: 10 }, (_, i) => `https://x.cn/${i}.png`).join(',') }, '最多上传 9 张照片'],
      [{ images: 'javascript:alert(1)' }, '照片地址无效，请重新上传'],
    ]
    const before = await reportCount()
    for (const [change, message] of cases) {
      const { body } = await post(h.app, 'config/api/emergency/save', { siteCode: SITE, token, ...good, ...change })
      assert.equal(body.code, 400, JSON.stringify(change))
      assert.equal(body.message, message)
    }
    const intl = await userToken(h.app, await siteIdOf(h.app, 'intl-expo'))
    const en = await post(h.app, 'config/api/emergency/save', { siteCode: 'intl-expo', token: intl.token, lang: 'en', ...good, phone: '1' })
    assert.equal(en.body.message, 'Please enter the correct phone number!')
    assert.equal(await reportCount(), before)
  })
})
