/**
 * The memorial on PGlite and PostgreSQL: demo halls per region with today's counts; flowers and a
 * candle once per user, hall and site day (separate allowances), the second refused with its
 * message, anew the next day; 100 concurrent offerings of one user → exactly one and the counts +1;
 * 100 users at once → 100; messages stored as written, a sensitive word held for review (shown
 * only to its author); the comments' posting rate, also under parallel posts; a moderator publishes
 * or rejects a held message once (10 reviews at once: one wins, the hall counts it once); login
 * needed; another site's hall not found; bad input 400.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { issueToken } from '../../auth/tokens'
import { createUser } from '../../auth/users'
import { memorialHallDays, memorialHalls, memorialMessages, memorialOfferings, siteOperatorRoles } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'

const SITE = 'cd-city'
// 23:30 UTC: already 5/12 in site time
const START = new Date('2026-05-11T23:30:00Z')
let h: Harness
let siteId: number

before(async () => {
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
})
after(() => h.close())

async function mourner() {
  const user = await createUser(h.app.db, h.app.fieldCrypto, { siteId, nickname: '测试用户' })
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  return { userId: user.id, token }
}

const halls = async (siteCode = SITE) => (await get(h.app, 'rest/memorial/hall/list', { siteCode })).body
const detail = async (id: number, token?: string) => (await get(h.app, 'rest/memorial/hall/detail', { siteCode: SITE, id, token })).body
const offer = (token: string, hallId: number, kind: string) =>
  post(h.app, 'rest/memorial/offering', { siteCode: SITE, token, hallId, kind })

/** a quiet hall of our own, so counts start at 0 */
async function freshHall() {
  const [hall] = await h.app.db
    .insert(memorialHalls)
    .values({ siteId, name: `测试纪念馆${Math.random()}`, createdAt: START })
    .returning()
  return hall
}

describe('halls', () => {
  test('cd-city: the demo halls with pictures, totals and today figures; each region its own; another site 404', async () => {
    const list = await halls()
    assert.equal(list.code, 0)
    const names = list.datas.map((x: { name: string }) => x.name)
    assert.deepEqual(names.slice(0, 2), ['5·12汶川特大地震遇难同胞纪念', '成都市烈士陵园'])
    for (const x of list.datas) {
      assert.ok(x.cover.startsWith('/api/demo/pictures/'), x.name)
      assert.ok(x.flowerNum > 1000 && x.todayFlowers > 0 && x.todayCandles > 0, x.name)
    }
    assert.ok((await halls('sc-province')).datas.some((x: { name: string }) => x.name === '红军长征纪念碑碑园'))
    assert.ok((await halls('mx-county')).datas.some((x: { name: string }) => x.name === '叠溪地震遗址纪念'))
    const first = list.datas[0]
    const d = await detail(first.id)
    assert.match(d.data.intro, /69227/)
    assert.deepEqual(d.data.offeredToday, { FLOWER: false, CANDLE: false })
    assert.equal((await get(h.app, 'rest/memorial/hall/detail', { siteCode: 'sc-province', id: first.id })).status, 404)
    assert.equal((await get(h.app, 'rest/memorial/hall/detail', { siteCode: SITE, id: 'abc' })).status, 400)
    const messages = (await get(h.app, 'rest/memorial/message/list', { siteCode: SITE, hallId: first.id })).body
    assert.equal(messages.page.total, 12)
    assert.equal(messages.datas.length, 10)
  })
})

describe('offerings', () => {
  test('login needed; flowers and a candle each once a day, the second refused; the counts move; tomorrow anew', async () => {
    const hall = (await halls()).datas[0]
    assert.equal((await offer('', hall.id, 'FLOWER')).body.code, 2)
    const { token } = await mourner()
    const flower = await offer(token, hall.id, 'FLOWER')
    assert.equal(flower.body.code, 0)
    assert.equal(flower.body.message, '献花成功，寄托哀思')
    assert.deepEqual(flower.body.data, { hallId: hall.id, kind: 'FLOWER', total: hall.flowerNum + 1, today: hall.todayFlowers + 1 })
    const again = await offer(token, hall.id, 'FLOWER')
    assert.equal(again.status, 400)
    assert.equal(again.body.message, '今天已为5·12汶川特大地震遇难同胞纪念献过花，明天再来吧')
    // the candle is its own allowance
    const candle = await offer(token, hall.id, 'CANDLE')
    assert.equal(candle.body.code, 0)
    assert.equal(candle.body.message, '蜡烛已点亮，寄托哀思')
    assert.equal((await offer(token, hall.id, 'CANDLE')).body.message, '今天已为5·12汶川特大地震遇难同胞纪念点过蜡烛，明天再来吧')
    assert.deepEqual((await detail(hall.id, token)).data.offeredToday, { FLOWER: true, CANDLE: true })
    assert.equal((await detail(hall.id, token)).data.todayCandles, hall.todayCandles + 1)
    assert.equal((await offer(token, hall.id, 'INCENSE')).status, 400)
    h.advance(86_400_000)
    assert.deepEqual((await detail(hall.id, token)).data.offeredToday, { FLOWER: false, CANDLE: false })
    const tomorrow = await offer(token, hall.id, 'FLOWER')
    assert.equal(tomorrow.body.code, 0)
    assert.equal(tomorrow.body.data.today, 1)
    h.advance(-86_400_000)
    const other = await get(h.app, 'rest/memorial/hall/list', { siteCode: 'sc-province' })
    const foreign = await post(h.app, 'rest/memorial/offering', { siteCode: SITE, token, hallId: other.body.datas[0].id, kind: 'FLOWER' })
    assert.equal(foreign.status, 404)
  })

  test('100 concurrent offerings by one user: exactly one, counts +1', async () => {
    const hall = await freshHall()
    const { token, userId } = await mourner()
    const answers = await Promise.all(Array.from({ length: 100 }, () => offer(token, hall.id, 'CANDLE')))
    const codes = answers.map((a) => a.body.code)
    assert.equal(codes.filter((c) => c === 0).length, 1, JSON.stringify(codes))
    assert.ok(answers.every((a) => a.status < 500))
    assert.ok(answers.filter((a) => a.body.code !== 0).every((a) => a.body.message.startsWith('今天已为测试纪念馆')))
    const [row] = await h.app.db.select().from(memorialHalls).where(eq(memorialHalls.id, hall.id))
    assert.equal(row.candleNum, 1)
    const rows = await h.app.db
      .select()
      .from(memorialOfferings)
      .where(and(eq(memorialOfferings.hallId, hall.id), eq(memorialOfferings.userId, userId)))
    assert.equal(rows.length, 1)
    const [day] = await h.app.db.select().from(memorialHallDays).where(eq(memorialHallDays.hallId, hall.id))
    assert.equal(day.count, 1)
  })

  test('100 users offering at once: every one counted', async () => {
    const hall = await freshHall()
    const people = await Promise.all(Array.from({ length: 100 }, () => mourner()))
    const answers = await Promise.all(people.map((p) => offer(p.token, hall.id, 'FLOWER')))
    assert.ok(answers.every((a) => a.body.code === 0))
    const [row] = await h.app.db.select().from(memorialHalls).where(eq(memorialHalls.id, hall.id))
    assert.equal(row.flowerNum, 100)
    const [day] = await h.app.db.select().from(memorialHallDays).where(eq(memorialHallDays.hallId, hall.id))
    assert.equal(day.count, 100)
  })
})

describe('messages', () => {
  const save = (token: string, hallId: number, content: string) =>
    post(h.app, 'rest/memorial/message/save', { siteCode: SITE, token, hallId, content })
  const list = async (hallId: number, token?: string) =>
    (await get(h.app, 'rest/memorial/message/list', { siteCode: SITE, hallId, token, pageSize: 50 })).body.datas

  test('stored as written; a sensitive word held for review, shown only to its author; limits; login', async () => {
    const hall = await freshHall()
    const author = await mourner()
    const reader = await mourner()
    assert.equal((await save('', hall.id, '缅怀')).body.code, 2)
    assert.equal((await save(author.token, hall.id, '  ')).body.message, '请写下您的寄语')
    assert.equal((await save(author.token, hall.id, '念'.repeat(201))).body.message, '寄语最多 200 字')
    const markup = '<img src=x onerror=alert(1)> 愿英灵安息'
    const posted = await save(author.token, hall.id, markup)
    assert.equal(posted.body.code, 0)
    assert.equal(posted.body.message, '寄语已发表')
    assert.deepEqual(posted.body.data.state, 'published')
    const held = await save(author.token, hall.id, '加微信领纪念品')
    assert.equal(held.body.message, '寄语已提交，审核通过后展示')
    assert.equal(held.body.data.state, 'pending')
    const seen = await list(hall.id, reader.token)
    assert.deepEqual(
      seen.map((m: { content: string }) => m.content),
      [markup],
    )
    const own = await list(hall.id, author.token)
    assert.deepEqual(
      own.map((m: { state: string; isMine: boolean }) => [m.state, m.isMine]),
      [
        ['pending', true],
        ['published', true],
      ],
    )
    assert.equal((await detail(hall.id)).data.messageNum, 1)
    assert.equal((await save(author.token, 999999, '缅怀')).status, 404)
  })

  test('the posting rate of the comments: a fourth message within a minute is refused and not stored, also when sent at once', async () => {
    const hall = await freshHall()
    const author = await mourner()
    for (const n of [1, 2, 3]) assert.equal((await save(author.token, hall.id, `寄语${n}`)).body.code, 0)
    const refused = await save(author.token, hall.id, '寄语4')
    assert.equal(refused.status, 400)
    assert.match(refused.body.message, /^发表太频繁了，请\d+秒后再试$/)
    const mine = () => h.app.db.select().from(memorialMessages).where(eq(memorialMessages.userId, author.userId))
    assert.equal((await mine()).length, 3)
    h.advance(61_000)
    assert.equal((await save(author.token, hall.id, '寄语5')).body.code, 0)

    const hurried = await mourner()
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => save(hurried.token, hall.id, `同时${i}`)))
    assert.equal(answers.filter((a) => a.body.code === 0).length, 3)
    const stored = await h.app.db.select().from(memorialMessages).where(eq(memorialMessages.userId, hurried.userId))
    assert.equal(stored.length, 3)
    assert.equal((await detail(hall.id)).data.messageNum, 7)
  })
})

describe('review of held messages', () => {
  const save = (token: string, hallId: number, content: string) =>
    post(h.app, 'rest/memorial/message/save', { siteCode: SITE, token, hallId, content })
  const pending = async (token: string) => (await get(h.app, 'rest/memorial/message/pending', { siteCode: SITE, token })).body
  const review = (token: string, id: number, decision: string, siteCode = SITE) =>
    post(h.app, 'rest/memorial/message/review', { siteCode, token, id, decision })
  const listed = async (hallId: number, token?: string) =>
    (await get(h.app, 'rest/memorial/message/list', { siteCode: SITE, hallId, token, pageSize: 50 })).body.datas.map(
      (m: { id: number }) => m.id,
    )

  async function moderator() {
    const who = await mourner()
    await h.app.db
      .insert(siteOperatorRoles)
      .values({ siteId, userId: who.userId, role: 'memorial', displayName: '寄语审核', createdAt: START })
    return who
  }

  test('only a moderator of the site; held messages listed oldest first; publish counts it, reject hides it; once each', async () => {
    const hall = await freshHall()
    const author = await mourner()
    const first = (await save(author.token, hall.id, '加微信 一')).body.data.id
    h.advance(1000)
    const second = (await save(author.token, hall.id, '加微信 二')).body.data.id
    const visitor = await mourner()
    assert.equal((await pending(visitor.token)).message, '只有本站纪念馆寄语审核员可以操作。')
    assert.equal((await review(visitor.token, first, 'publish')).body.message, '只有本站纪念馆寄语审核员可以操作。')
    assert.equal((await pending('')).code, 2)

    const mod = await moderator()
    // the hall's list shows a moderator every held message, to review there; a visitor none
    const inHall = async (token: string) =>
      (await get(h.app, 'rest/memorial/message/list', { siteCode: SITE, hallId: hall.id, token, pageSize: 50 })).body.datas.map(
        (m: { id: number; canReview: boolean }) => [m.id, m.canReview],
      )
    assert.deepEqual(await inHall(mod.token), [
      [second, true],
      [first, true],
    ])
    assert.deepEqual(await inHall(visitor.token), [])
    const held = (await pending(mod.token)).datas.filter((m: { hallId: number }) => m.hallId === hall.id)
    assert.deepEqual(
      held.map((m: { id: number; hallName: string; heldFor: string }) => [m.id, m.hallName, m.heldFor]),
      [
        [first, hall.name, 'word'],
        [second, hall.name, 'word'],
      ],
    )
    assert.equal((await review(mod.token, first, 'maybe')).body.message, '请选择发布或不予发布')
    const published = await review(mod.token, first, 'publish')
    assert.equal(published.body.message, '寄语已发布')
    assert.deepEqual(published.body.data, { id: first, state: 'published' })
    assert.equal((await review(mod.token, first, 'reject')).body.message, '这条寄语已审核过')
    assert.equal((await review(mod.token, second, 'reject')).body.message, '寄语不予发布')
    assert.deepEqual(await listed(hall.id, visitor.token), [first])
    assert.deepEqual(await listed(hall.id, author.token), [first])
    assert.equal((await detail(hall.id)).data.messageNum, 1)
    assert.equal((await review(mod.token, 999999, 'publish')).status, 404)
    // another site's moderator cannot reach this site's messages
    assert.equal((await review(mod.token, second, 'publish', 'sc-province')).body.code, 2)
  })

  test('ten reviews of one message at once: one is applied, the hall counts the message once', async () => {
    const hall = await freshHall()
    const author = await mourner()
    const id = (await save(author.token, hall.id, '加微信 三')).body.data.id
    const mod = await moderator()
    const answers = await Promise.all(Array.from({ length: 10 }, () => review(mod.token, id, 'publish')))
    assert.equal(answers.filter((a) => a.body.code === 0).length, 1)
    assert.ok(answers.filter((a) => a.body.code !== 0).every((a) => a.body.message === '这条寄语已审核过'))
    assert.equal((await detail(hall.id)).data.messageNum, 1)
  })
})
