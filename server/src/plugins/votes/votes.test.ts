/**
 * Votes on PGlite and PostgreSQL: the demo campaigns (one not started, one under way, one over, at
 * least 12 entries each), the list and search, the window refused with its message, the phone
 * rule, and the limits under concurrency: 100 concurrent votes by one user for 100 different
 * entries → exactly the daily limit succeed; 100 concurrent votes by one user for one entry →
 * exactly one; the counts exact afterwards; the next day the limit is new. Entering a work and
 * editing it; another user's entry not found.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { voteCampaigns, voteDailyCounts, voteEntries, voteRecords } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'

const SITE = 'cd-city'
const START = new Date('2026-03-05T02:00:00Z')
let h: Harness
let siteId: number
let phoneSeq = 0

before(async () => {
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
})
after(() => h.close())

async function voter(withPhone = true) {
  const user = await createUser(h.app.db, h.app.fieldCrypto, {
    siteId,
    ...(withPhone ? { phone: `136${String(++phoneSeq).padStart(8, '0')}` } : {}),
  })
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  return { userId: user.id, token }
}

const campaigns = async () => (await get(h.app, 'res/api/vote/list', { siteCode: SITE, pageSize: 50 })).body.datas
const byTitle = async (title: string) => (await campaigns()).find((c: { title: string }) => c.title === title)
const entriesOf = async (voteId: number, params: Record<string, unknown> = {}, token?: string) =>
  (await get(h.app, 'res/api/voteProduction/list', { siteCode: SITE, voteId, pageSize: 50, token, ...params })).body
const vote = (token: string, id: number) => post(h.app, 'res/api/vote/vote', { siteCode: SITE, token, id })

/** a campaign under way of our own, with `n` entries and `limit` votes a day */
async function freshCampaign(n: number, limit: number) {
  const [c] = await h.app.db
    .insert(voteCampaigns)
    .values({
      siteId,
      title: `测试投票${n}-${limit}-${Math.random()}`,
      startsAt: new Date(START.getTime() - 86_400_000),
      endsAt: new Date(START.getTime() + 30 * 86_400_000),
      dailyLimit: limit,
      createdAt: START,
    })
    .returning()
  const entries = await h.app.db
    .insert(voteEntries)
    .values(
      Array.from({ length: n }, (_, i) => ({ siteId, voteId: c.id, number: i + 1, title: `作品${i + 1}`, pictures: [], createdAt: START })),
    )
    .returning()
  return { campaign: c, entries }
}

describe('demo campaigns', () => {
  test('cd-city: one not started, under way ones, one over; 12 entries or more with pictures; searchable', async () => {
    const all = await campaigns()
    const states = all.map((c: { state: string }) => c.state)
    assert.ok(states.includes('notStarted') && states.includes('underWay') && states.includes('over'))
    assert.equal(all[0].state, 'underWay')
    for (const c of all) {
      const list = await entriesOf(c.id)
      assert.ok(list.page.total >= 12, c.title)
      assert.ok(list.datas.every((e: { cover: string }) => e.cover.startsWith('/api/demo/pictures/')))
    }
    const spot = await byTitle('最美成都文旅打卡地评选')
    assert.equal(spot.dailyLimit, 3)
    assert.equal((await entriesOf(spot.id, { keyword: '宽窄' })).datas[0].title, '宽窄巷子')
    assert.equal(
      (await entriesOf(spot.id, { keyword: '3' })).datas.some((e: { number: number }) => e.number === 3),
      true,
    )
    const byVotes = (await entriesOf(spot.id, { sort: 'votes' })).datas
    assert.equal(byVotes[0].rank, 1)
    assert.equal(byVotes[1].rank, byVotes[1].voteNum === byVotes[0].voteNum ? 1 : 2)
    assert.equal(spot.entryNum, 16)
    assert.ok(byVotes[0].voteNum >= byVotes[1].voteNum)
    const detail = (await get(h.app, 'res/api/vote/detail', { siteCode: SITE, id: spot.id })).body
    assert.equal(detail.code, 0)
    assert.match(detail.data.rules, /3 票/)
    const underWay = (await get(h.app, 'res/api/vote/list', { siteCode: SITE, state: 2 })).body.datas
    assert.ok(underWay.length >= 2 && underWay.every((c: { state: string }) => c.state === 'underWay'))
    const sc = (await get(h.app, 'res/api/vote/list', { siteCode: 'sc-province' })).body.datas
    assert.equal(sc.length, 3)
  })

  test('bad input and another site: 400 / 404, never a 500', async () => {
    const spot = await byTitle('最美成都文旅打卡地评选')
    assert.equal((await get(h.app, 'res/api/vote/list', { siteCode: SITE, state: 9 })).status, 400)
    assert.equal((await get(h.app, 'res/api/voteProduction/list', { siteCode: SITE, voteId: spot.id, sort: 'x' })).status, 400)
    assert.equal((await get(h.app, 'res/api/vote/detail', { siteCode: 'sc-province', id: spot.id })).status, 404)
    assert.equal((await get(h.app, 'res/api/vote/detail', { siteCode: SITE, id: 'abc' })).status, 400)
    assert.equal((await entriesOf(spot.id, { keyword: '%' })).datas.length, 0)
  })
})

describe('voting', () => {
  test('login needed, a bound phone needed; outside the window refused with its message', async () => {
    const spot = await byTitle('最美成都文旅打卡地评选')
    const [entry] = (await entriesOf(spot.id)).datas
    assert.equal((await vote('', entry.id)).body.code, 2)
    const noPhone = await voter(false)
    const refused = await vote(noPhone.token, entry.id)
    assert.equal(refused.body.code, 400)
    assert.equal(refused.body.message, '投票需先登录并绑定手机号。')
    const { token } = await voter()
    const early = (await entriesOf((await byTitle('天府非遗好作品')).id)).datas[0]
    const notYet = await vote(token, early.id)
    assert.equal(notYet.status, 400)
    assert.match(notYet.body.message, /^投票尚未开始，开始时间：2026-03-10 09:00$/)
    const late = (await entriesOf((await byTitle('最美志愿者')).id)).datas[0]
    const over = await vote(token, late.id)
    assert.match(over.body.message, /^投票已结束（截止时间：2026-03-02 22:00）$/)
  })

  test('vote, the count moves, a second vote for it today refused; the limit; tomorrow anew', async () => {
    const { campaign, entries } = await freshCampaign(5, 3)
    const { token } = await voter()
    const first = await vote(token, entries[0].id)
    assert.equal(first.body.code, 0)
    assert.deepEqual(first.body.data, { entryId: entries[0].id, voteNum: 1, usedToday: 1, dailyLimit: 3 })
    assert.equal(first.body.message, '投票成功，今日还可投 2 票')
    const again = await vote(token, entries[0].id)
    assert.equal(again.body.code, 400)
    assert.equal(again.body.message, '今天已为该作品投过票，明天再来吧')
    assert.equal((await vote(token, entries[1].id)).body.code, 0)
    assert.equal((await vote(token, entries[2].id)).body.code, 0)
    const fourth = await vote(token, entries[3].id)
    assert.equal(fourth.body.message, '今日票数已用完（每人每天 3 票），明天再来吧')
    const list = await entriesOf(campaign.id, {}, token)
    assert.deepEqual(
      list.datas.map((e: { voteNum: number; votedToday: boolean }) => [e.voteNum, e.votedToday]),
      [
        [1, true],
        [1, true],
        [1, true],
        [0, false],
        [0, false],
      ],
    )
    const detail = (await get(h.app, 'res/api/vote/detail', { siteCode: SITE, id: campaign.id, token })).body.data
    assert.equal(detail.usedToday, 3)
    assert.equal(detail.voteNum, 3)
    assert.equal(detail.entryNum, 5)
    h.advance(86_400_000)
    assert.equal((await vote(token, entries[0].id)).body.code, 0)
    const mine = (await get(h.app, 'res/api/vote/myVoteList', { siteCode: SITE, token })).body
    assert.equal(mine.page.total, 4)
    assert.equal(mine.datas[0].entryTitle, '作品1')
    h.advance(-86_400_000)
  })

  test('100 concurrent votes by one user for 100 entries: exactly the daily limit succeed, counts exact', async () => {
    const { campaign, entries } = await freshCampaign(100, 3)
    const { token, userId } = await voter()
    const answers = await Promise.all(entries.map((e) => vote(token, e.id)))
    const codes = answers.map((a) => a.body.code)
    assert.equal(codes.filter((c) => c === 0).length, 3, JSON.stringify(codes))
    assert.ok(answers.every((a) => a.status < 500))
    const refused = answers.filter((a) => a.body.code !== 0)
    assert.ok(refused.every((a) => a.body.message === '今日票数已用完（每人每天 3 票），明天再来吧'))
    const [{ total }] = await h.app.db
      .select({ total: sql<number>`coalesce(sum(${voteEntries.voteNum}), 0)::int` })
      .from(voteEntries)
      .where(eq(voteEntries.voteId, campaign.id))
    assert.equal(Number(total), 3)
    const records = await h.app.db.select().from(voteRecords).where(eq(voteRecords.voteId, campaign.id))
    assert.equal(records.length, 3)
    const [gate] = await h.app.db
      .select()
      .from(voteDailyCounts)
      .where(and(eq(voteDailyCounts.userId, userId), eq(voteDailyCounts.voteId, campaign.id)))
    assert.equal(gate.count, 3)
    // each entry's count is exactly its votes
    for (const r of records) {
      const [e] = await h.app.db.select().from(voteEntries).where(eq(voteEntries.id, r.entryId))
      assert.equal(e.voteNum, 1)
    }
  })

  test('100 concurrent votes by one user for one entry: exactly one, count 1', async () => {
    const { campaign, entries } = await freshCampaign(1, 50)
    const { token } = await voter()
    const answers = await Promise.all(Array.from({ length: 100 }, () => vote(token, entries[0].id)))
    const codes = answers.map((a) => a.body.code)
    assert.equal(codes.filter((c) => c === 0).length, 1, JSON.stringify(codes))
    assert.ok(answers.every((a) => a.status < 500))
    const [e] = await h.app.db.select().from(voteEntries).where(eq(voteEntries.id, entries[0].id))
    assert.equal(e.voteNum, 1)
    assert.equal((await h.app.db.select().from(voteRecords).where(eq(voteRecords.voteId, campaign.id))).length, 1)
    const [gate] = await h.app.db.select().from(voteDailyCounts).where(eq(voteDailyCounts.voteId, campaign.id))
    assert.equal(gate.count, 1)
  })

  test('concurrent votes of many users for one entry: every vote counted', async () => {
    const { entries } = await freshCampaign(1, 3)
    const users = await Promise.all(Array.from({ length: 30 }, () => voter()))
    const answers = await Promise.all(users.map((u) => vote(u.token, entries[0].id)))
    assert.ok(answers.every((a) => a.body.code === 0))
    const [e] = await h.app.db.select().from(voteEntries).where(eq(voteEntries.id, entries[0].id))
    assert.equal(e.voteNum, 30)
  })
})

describe('entries of visitors', () => {
  const save = (token: string, fields: Record<string, unknown>) =>
    post(h.app, 'res/api/voteProduction/save', { siteCode: SITE, token, ...fields })

  test('enter a work, once per campaign; edit it; another user cannot; rules refused with their message', async () => {
    const spot = await byTitle('最美成都文旅打卡地评选')
    const { token } = await voter()
    const pictures = 'http://cd-city.localhost/api/file/get/a.jpg,/api/demo/pictures/river-3.svg'
    const missing = await save(token, { voteId: spot.id, title: '', description: 'x', pictures })
    assert.equal(missing.body.message, '请输入作品名称')
    const noPicture = await save(token, { voteId: spot.id, title: '锦江夜色', description: '九眼桥的夜晚' })
    assert.equal(noPicture.body.message, '请至少上传一张作品图片')
    const bad = await save(token, { voteId: spot.id, title: '锦江夜色', description: '九眼桥的夜晚', pictures: 'javascript:alert(1)' })
    assert.equal(bad.body.code, 400)
    const saved = await save(token, { voteId: spot.id, title: '锦江夜色', description: '九眼桥的夜晚', pictures })
    assert.equal(saved.body.code, 0)
    assert.equal(saved.body.data.number, 17)
    assert.equal(saved.body.data.mine, true)
    assert.deepEqual(saved.body.data.pictures, pictures.split(','))
    assert.equal(
      (await save(token, { voteId: spot.id, title: '第二件', description: 'x', pictures })).body.message.startsWith('你已报名过本活动'),
      true,
    )
    const edited = await save(token, { voteId: spot.id, id: saved.body.data.id, title: '锦江夜色（改）', description: '九眼桥', pictures })
    assert.equal(edited.body.data.title, '锦江夜色（改）')
    const other = await voter()
    const foreign = await save(other.token, { voteId: spot.id, id: saved.body.data.id, title: '抢走', description: 'x', pictures })
    assert.equal(foreign.status, 404)
    const mine = (await get(h.app, 'res/api/voteProduction/myList', { siteCode: SITE, token })).body
    assert.equal(mine.datas.length, 1)
    assert.equal(mine.datas[0].voteTitle, '最美成都文旅打卡地评选')
    const closed = await byTitle('最美志愿者')
    assert.equal((await save(token, { voteId: closed.id, title: 'x', description: 'x', pictures })).body.message, '本活动不接受报名参赛')
  })
})
