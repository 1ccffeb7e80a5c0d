/**
 * Surveys on PGlite and PostgreSQL: the demo surveys with about 200 answers and their results per
 * question (counts add up, percents of the respondents), a group of the results, submission rules
 * (required, single, too many, unknown option, bad JSON) with their messages, one submission per
 * user (also under 20 concurrent submits), a survey over refused, the user's answered list.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createUser, findUserByPhone } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'

const SITE = 'cd-city'
let h: Harness
let siteId: number

before(async () => {
  h = await startHarness({ demoSeed: true, start: new Date('2026-03-05T02:00:00Z') })
  siteId = await siteIdOf(h.app, SITE)
})
after(() => h.close())

async function visitor() {
  const user = await createUser(h.app.db, h.app.fieldCrypto, { siteId })
  return (await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })).token
}
const list = async () => (await get(h.app, 'res/api/questionnaire/list', { siteCode: SITE, pageSize: 50 })).body.datas
const byTitle = async (title: string) => (await list()).find((s: { title: string }) => s.title === title)
const submit = (token: string, id: number, answers: unknown) =>
  post(h.app, 'res/api/questionnaire/submit', {
    siteCode: SITE,
    token,
    id,
    answers: typeof answers === 'string' ? answers : JSON.stringify(answers),
  })
const results = async (id: number, groupCode?: string) =>
  (await get(h.app, 'res/api/questionnaire/result', { siteCode: SITE, id, groupCode })).body

describe('demo surveys and results', () => {
  test('three surveys, about 200 answers each; single-choice counts add up to the respondents', async () => {
    const all = await list()
    assert.deepEqual(
      all.map((s: { title: string }) => s.title),
      ['成都游客满意度调查', '文化馆服务评价', '成都夜间消费调查'],
    )
    assert.equal(all[2].state, 'over')
    const visitorSurvey = all[0]
    assert.ok(visitorSurvey.answerNum >= 180)
    const r = await results(visitorSurvey.id)
    assert.equal(r.code, 0)
    assert.equal(r.data.answerNum, visitorSurvey.answerNum)
    for (const q of r.data.questions) {
      if (q.type === 'single') {
        assert.equal(q.respondents, visitorSurvey.answerNum, q.title)
        assert.equal(
          q.options.reduce((s: number, o: { count: number }) => s + o.count, 0),
          q.respondents,
        )
        const sum = q.options.reduce((s: number, o: { percent: number }) => s + o.percent, 0)
        assert.ok(Math.abs(sum - 100) < 0.5, `${q.title}: ${sum}`)
      }
      if (q.type === 'multiple') assert.ok(q.options.every((o: { count: number }) => o.count <= q.respondents))
      if (q.type === 'text') assert.ok(q.texts.length > 0 && q.texts.length <= 5)
    }
    const satisfied = r.data.questions.find((q: { title: string }) => q.title === '您对成都旅游的总体满意度')
    assert.ok(satisfied.options[0].count > satisfied.options[4].count)
    const group = await results(visitorSurvey.id, 'basic')
    assert.deepEqual(
      group.data.questions.map((q: { group: string }) => q.group),
      ['basic', 'basic'],
    )
    assert.equal(
      (await get(h.app, 'res/api/questionnaire/result', { siteCode: SITE, id: visitorSurvey.id, groupCode: 'nope' })).status,
      404,
    )
    assert.equal((await get(h.app, 'res/api/questionnaire/detail', { siteCode: 'sc-province', id: visitorSurvey.id })).status, 404)
  })
})

describe('submitting', () => {
  test('login needed; the rules with their messages; then once per user', async () => {
    const survey = await byTitle('文化馆服务评价')
    const detail = (await get(h.app, 'res/api/questionnaire/detail', { siteCode: SITE, id: survey.id })).body.data
    const [q1, q2, q3, q4] = detail.questions
    assert.equal((await submit('', survey.id, {})).body.code, 2)
    const token = await visitor()
    const good = {
      [q1.id]: [q1.options[1].id],
      [q2.id]: [q2.options[0].id, q2.options[2].id],
      [q3.id]: [q3.options[0].id],
      [q4.id]: [q4.options[1].id],
    }
    const missing = await submit(token, survey.id, { ...good, [q1.id]: [] })
    assert.equal(missing.body.message, '请回答“您多久来一次文化馆？”')
    assert.equal(
      (await submit(token, survey.id, { ...good, [q1.id]: [q1.options[0].id, q1.options[1].id] })).body.message,
      '“您多久来一次文化馆？”只能选一项',
    )
    assert.equal((await submit(token, survey.id, { ...good, [q1.id]: ['zz'] })).body.message, '答案无效，请重新选择')
    assert.equal((await submit(token, survey.id, '{not json')).status, 400)
    assert.equal((await submit(token, survey.id, '[1]')).status, 400)
    const before = (await byTitle('文化馆服务评价')).answerNum
    const ok = await submit(token, survey.id, { ...good, q5: '  希望开设书法课  ' })
    assert.equal(ok.body.code, 0)
    assert.equal(ok.body.message, '提交成功，感谢您的参与！')
    const twice = await submit(token, survey.id, good)
    assert.equal(twice.body.message, '您已提交过本问卷，每人只能提交一次')
    const after = await byTitle('文化馆服务评价')
    assert.equal(after.answerNum, before + 1)
    const r = await results(survey.id)
    assert.equal(r.data.questions.find((q: { id: string }) => q.id === 'q5').texts[0], '希望开设书法课')
    const mine = (await get(h.app, 'res/api/questionnaire/myList', { siteCode: SITE, token })).body
    assert.equal(mine.datas[0].title, '文化馆服务评价')
    const seen = (await get(h.app, 'res/api/questionnaire/detail', { siteCode: SITE, id: survey.id, token })).body.data
    assert.equal(seen.answered, true)
  })

  test('20 concurrent submits of one user: one kept, the count +1', async () => {
    const survey = await byTitle('成都游客满意度调查')
    const detail = (await get(h.app, 'res/api/questionnaire/detail', { siteCode: SITE, id: survey.id })).body.data
    const answers = Object.fromEntries(
      detail.questions
        .filter((q: { required: boolean }) => q.required)
        .map((q: { id: string; options: Array<{ id: string }> }) => [q.id, [q.options[0].id]]),
    )
    const token = await visitor()
    const answersOf = await Promise.all(Array.from({ length: 20 }, () => submit(token, survey.id, answers)))
    assert.equal(answersOf.filter((a) => a.body.code === 0).length, 1)
    assert.ok(answersOf.every((a) => a.status < 500))
    assert.equal((await byTitle('成都游客满意度调查')).answerNum, survey.answerNum + 1)
  })

  test('a survey over is refused', async () => {
    const over = await byTitle('成都夜间消费调查')
    const refused = await submit(await visitor(), over.id, { q1: ['a'] })
    assert.equal(refused.body.message, '调查已结束')
  })
})

describe('the demo user', () => {
  test('has three votes of the days before (newest first) and one answered survey, counted in the results', async () => {
    const user = await findUserByPhone(h.app.db, h.app.fieldCrypto, siteId, '13800000001')
    assert.ok(user, 'the demo user is seeded')
    const token = (await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })).token
    const votes = (await get(h.app, 'res/api/vote/myVoteList', { siteCode: SITE, token })).body
    assert.equal(votes.code, 0)
    assert.equal(votes.datas.length, 3)
    const times = votes.datas.map((v: { createTime: string }) => v.createTime)
    assert.deepEqual([...times].sort().reverse(), times)
    const answered = (await get(h.app, 'res/api/questionnaire/myList', { siteCode: SITE, token })).body
    assert.deepEqual(
      answered.datas.map((s: { title: string }) => s.title),
      ['成都游客满意度调查'],
    )
    // the seeded answer is one of the survey's answers: a second submit is refused
    const again = await submit(token, (await byTitle('成都游客满意度调查')).id, {})
    assert.notEqual(again.body.code, 0)
  })
})
