/**
 * Courses, quizzes and the study tour on PGlite and PostgreSQL: the demo seed (≥ 12 courses, papers
 * of ≥ 10 questions of the three kinds), lists and bad input, a paper shown without its answers,
 * submissions scored by the server (a client's score ignored), one record per submission, bad
 * sheets refused with nothing written, another person's record not found, results and statistics,
 * learned lessons with concurrent learners counted once each, and the study-tour pages' calls.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { courses, paperQuestions, paperRecords } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf, userToken } from '../places/test-fixtures'

const SITE = 'cd-city'
let h: Harness
let siteId: number

before(async () => {
  h = await startHarness()
  siteId = await siteIdOf(h.app, SITE)
})
after(() => h.close())

async function submit(token: string, body: unknown) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/resExt/api/paper/submit?siteCode=${SITE}&token=${token}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  return { status: res.statusCode, body: res.json() }
}

async function firstPaper(type = 1) {
  const { body } = await get(h.app, 'resExt/api/paper/list', { siteCode: SITE, type, pageSize: 1 })
  assert.equal(body.code, 0)
  const info = await get(h.app, 'resExt/api/paper/info', { siteCode: SITE, id: body.datas[0].id })
  assert.equal(info.body.code, 0)
  return info.body.data
}

/** the stored keys of a paper, to build right and wrong sheets */
async function keysOf(paperId: number) {
  const rows = await h.app.db.select().from(paperQuestions).where(eq(paperQuestions.paperId, paperId)).orderBy(paperQuestions.sort)
  return rows.map((q) => ({ id: q.id, type: q.type, answer: q.answer, options: q.options.map((o) => o.key) }))
}

const recordCount = async () => (await h.app.db.select().from(paperRecords)).length

describe('demo data and public calls', () => {
  test('at least 12 courses, paged, with categories and instructors', async () => {
    const cats = await get(h.app, 'res/api/course/categoryList', { siteCode: SITE })
    assert.equal(cats.body.code, 0)
    assert.deepEqual(
      cats.body.datas.map((c: { name: string }) => c.name),
      ['历史文化', '非遗技艺', '文明旅游', '导游培训', '自然科普'],
    )
    const page1 = await get(h.app, 'res/api/course/list', { siteCode: SITE })
    assert.equal(page1.body.code, 0)
    assert.ok(page1.body.page.total >= 12)
    assert.equal(page1.body.datas.length, 10)
    assert.equal(page1.body.datas[0].name, '成都历史文化讲堂')
    assert.ok(page1.body.datas[0].instructor.avatar.startsWith('/api/demo/pictures/'))
    const page2 = await get(h.app, 'res/api/course/list', { siteCode: SITE, currPage: 2 })
    assert.ok(page2.body.datas.length >= 2)
    const heritage = cats.body.datas[1].id
    const byCat = await get(h.app, 'res/api/course/list', { siteCode: SITE, categoryId: heritage, pageSize: 50 })
    assert.ok(byCat.body.datas.some((c: { name: string }) => c.name === '非遗蜀绣入门'))
    assert.ok(byCat.body.datas.every((c: { categoryId: number }) => c.categoryId === heritage))
    const search = await get(h.app, 'res/api/course/list', { siteCode: SITE, keyword: '导游' })
    assert.deepEqual(
      search.body.datas.map((c: { name: string }) => c.name),
      ['导游讲解技巧'],
    )
    const bad = await get(h.app, 'res/api/course/list', { siteCode: SITE, categoryId: 'x' })
    assert.equal(bad.body.code, 400)
  })

  test('a course detail: chapters of video and text lessons, its papers; another site’s course not found', async () => {
    const list = await get(h.app, 'res/api/course/list', { siteCode: SITE, keyword: '蜀绣' })
    const { body } = await get(h.app, 'res/api/course/detail', { siteCode: SITE, id: list.body.datas[0].id })
    assert.equal(body.code, 0)
    const d = body.data
    assert.equal(d.chapters.length, 2)
    assert.equal(d.chapters[0].lessons[0].kind, 'video')
    assert.match(d.chapters[0].lessons[0].videoUrl, /\/api\/demo\/media\/demo-\d\.mp4$/)
    assert.equal(d.chapters[0].lessons[1].kind, 'text')
    assert.ok(d.chapters[0].lessons[1].content.length > 20)
    assert.deepEqual(
      d.papers.map((p: { type: number }) => p.type),
      [1, 2],
    )
    assert.deepEqual(d.learned, [])
    const other = await get(h.app, 'res/api/course/detail', { siteCode: 'djy-scenic', id: d.id })
    assert.equal(other.body.code, 404)
    const missing = await get(h.app, 'res/api/course/detail', { siteCode: SITE })
    assert.equal(missing.body.code, 400)
  })

  test('a paper shows ≥ 10 questions of the three kinds, never their answers', async () => {
    const paper = await firstPaper()
    assert.ok(paper.questions.length >= 10)
    assert.deepEqual([...new Set(paper.questions.map((q: { type: string }) => q.type))].sort(), ['judge', 'multiple', 'single'])
    const text = JSON.stringify(paper)
    assert.ok(!text.includes('"answer"'), 'no answer key')
    assert.ok(!text.includes('analysis'), 'no explanation')
    assert.equal(paper.totalScore, 100)
    assert.equal(paper.passScore, 60)
    const all = await get(h.app, 'resExt/api/paper/list', { siteCode: SITE, pageSize: 50 })
    assert.ok(all.body.page.total >= 16)
    const exams = await get(h.app, 'resExt/api/paper/list', { siteCode: SITE, type: 2, pageSize: 50 })
    assert.ok(exams.body.datas.length >= 4 && exams.body.datas.every((p: { type: number }) => p.type === 2))
    const badType = await get(h.app, 'resExt/api/paper/list', { siteCode: SITE, type: 7 })
    assert.equal(badType.body.code, 400)
  })

  test('study tour: research bases, routes and instructors; an instructor’s courses and routes', async () => {
    const { body } = await get(h.app, 'res/api/studyTour/index', { siteCode: SITE })
    assert.equal(body.code, 0)
    assert.ok(body.data.bases.length >= 4)
    assert.ok(body.data.bases.some((b: { name: string }) => b.name === '金沙考古研学基地'))
    assert.ok(body.data.routes.length >= 6)
    assert.ok(body.data.instructors.length >= 6)
    const list = await get(h.app, 'res/api/studyInstructor/list', { siteCode: SITE })
    assert.ok(list.body.page.total >= 9)
    const detail = await get(h.app, 'res/api/studyInstructor/detail', { siteCode: SITE, id: list.body.datas[0].id })
    assert.equal(detail.body.data.name, '王晓川')
    assert.ok(detail.body.data.courses.length >= 2)
    assert.ok(detail.body.data.routes.length >= 1)
    const nope = await get(h.app, 'res/api/studyInstructor/detail', { siteCode: 'djy-scenic', id: list.body.datas[0].id })
    assert.equal(nope.body.code, 404)
  })
})

describe('submitting a paper', () => {
  test('needs a login', async () => {
    const paper = await firstPaper()
    const r = await submit('', { paperId: paper.id, answers: [{ questionId: paper.questions[0].id, answer: ['A'] }] })
    assert.equal(r.body.code, 2)
  })

  test('scored by the server from the stored keys, a client score ignored; one record each time', async () => {
    const { token } = await userToken(h.app, siteId)
    const paper = await firstPaper()
    const keys = await keysOf(paper.id)
    // all right but the first two: the first wrong, the second unanswered
    const wrong = keys[0].options.find((o) => !keys[0].answer.includes(o))!
    const answers = keys.slice(2).map((k) => ({ questionId: k.id, answer: [...k.answer].reverse() }))
    answers.push({ questionId: keys[0].id, answer: [wrong] })
    const before = await recordCount()
    const r = await submit(token, { paperId: paper.id, answers, score: 100, passed: true, duration: 95 })
    assert.equal(r.body.code, 0, r.body.message)
    assert.equal(r.body.data.score, (keys.length - 2) * 10)
    assert.equal(r.body.data.rightCount, keys.length - 2)
    assert.equal(r.body.data.questionCount, keys.length)
    assert.equal(r.body.data.passed, true)
    assert.equal(r.body.data.duration, 95)
    const again = await submit(token, { paperId: String(paper.id), answers: [{ questionId: keys[0].id, answer: [wrong] }] })
    assert.equal(again.body.code, 0)
    assert.equal(again.body.data.score, 0)
    assert.equal(again.body.data.passed, false)
    assert.equal(await recordCount(), before + 2)

    // the resolution of the first: every question with my answer, the right one and the explanation
    const res = await get(h.app, 'resExt/api/paper/resolution', { siteCode: SITE, token, recordId: r.body.data.id })
    assert.equal(res.body.code, 0)
    const qs = res.body.data.questions
    assert.equal(qs.length, keys.length)
    assert.deepEqual(
      qs.slice(0, 3).map((q: { right: boolean }) => q.right),
      [false, false, true],
    )
    assert.deepEqual(qs[0].answer, [wrong])
    assert.deepEqual(qs[0].correctAnswer, keys[0].answer)
    assert.deepEqual(qs[1].answer, [])
    assert.ok(qs.every((q: { analysis: string }) => q.analysis.length > 5))

    const mine = await get(h.app, 'resExt/api/paper/userList', { siteCode: SITE, token, type: 1 })
    assert.equal(mine.body.page.total, 2)
    assert.equal(mine.body.datas[0].id, again.body.data.id)
    const stat = await get(h.app, 'resExt/api/paper/resultStatistic', { siteCode: SITE, token, type: 1 })
    assert.deepEqual(
      { ...stat.body.data, lastTime: undefined },
      {
        type: 1,
        attempts: 2,
        bestScore: r.body.data.score,
        averageScore: r.body.data.score / 2,
        passCount: 1,
        paperCount: 1,
        lastTime: undefined,
      },
    )
    const exams = await get(h.app, 'resExt/api/paper/resultStatistic', { siteCode: SITE, token, type: 2 })
    assert.equal(exams.body.data.attempts, 0)
  })

  test('another person’s record is not found; a missing or bad record id refused', async () => {
    const a = await userToken(h.app, siteId)
    const b = await userToken(h.app, siteId)
    const paper = await firstPaper()
    const r = await submit(a.token, { paperId: paper.id, answers: [{ questionId: paper.questions[0].id, answer: ['A'] }] })
    assert.equal(r.body.code, 0)
    const theirs = await get(h.app, 'resExt/api/paper/resolution', { siteCode: SITE, token: b.token, recordId: r.body.data.id })
    assert.equal(theirs.body.code, 404)
    assert.equal(theirs.body.message, '答题记录不存在')
    const list = await get(h.app, 'resExt/api/paper/userList', { siteCode: SITE, token: b.token })
    assert.equal(list.body.page.total, 0)
    const bad = await get(h.app, 'resExt/api/paper/resolution', { siteCode: SITE, token: b.token, recordId: 'x1' })
    assert.equal(bad.body.code, 400)
    const other = await get(h.app, 'resExt/api/paper/resolution', { siteCode: 'djy-scenic', token: a.token, recordId: r.body.data.id })
    assert.notEqual(other.body.code, 0)
  })

  test('bad sheets are refused with their message and write nothing', async () => {
    const { token } = await userToken(h.app, siteId)
    const paper = await firstPaper()
    const keys = await keysOf(paper.id)
    const single = keys.find((k) => k.type === 'single')!
    const judge = keys.find((k) => k.type === 'judge')!
    const otherPaper = (await firstPaper(2)).questions[0].id
    const before = await recordCount()
    const cases: [unknown, string][] = [
      [{ paperId: paper.id, answers: [] }, '请至少作答一道题'],
      [{ paperId: paper.id, answers: [{ questionId: single.id, answer: [] }] }, '请至少作答一道题'],
      [{ paperId: paper.id, answers: [{ questionId: otherPaper, answer: ['A'] }] }, '答卷中有不属于本试卷的题目'],
      [
        {
          paperId: paper.id,
          answers: [
            { questionId: single.id, answer: ['A'] },
            { questionId: single.id, answer: ['B'] },
          ],
        },
        '同一道题只能作答一次',
      ],
      [{ paperId: paper.id, answers: [{ questionId: judge.id, answer: ['D'] }] }, '所选选项不存在'],
      [{ paperId: paper.id, answers: [{ questionId: single.id, answer: ['A', 'B'] }] }, '单选题和判断题只能选择一个选项'],
    ]
    for (const [body, message] of cases) {
      const r = await submit(token, body)
      assert.equal(r.body.code, 400, JSON.stringify(body))
      assert.equal(r.body.message, message)
    }
    for (const body of [
      { paperId: paper.id },
      { paperId: paper.id, answers: 'A' },
      { paperId: paper.id, answers: [{ questionId: 'x', answer: ['A'] }] },
      { answers: [{ questionId: single.id, answer: ['A'] }] },
      { paperId: 99999999, answers: [{ questionId: single.id, answer: ['A'] }] },
    ]) {
      const r = await submit(token, body)
      assert.ok(r.body.code === 400 || r.body.code === 404, `${JSON.stringify(body)} → ${r.body.code}`)
    }
    // in English on the international site
    const intl = await siteIdOf(h.app, 'intl-expo')
    const intlPaper = (await get(h.app, 'resExt/api/paper/list', { siteCode: 'intl-expo', pageSize: 1 })).body.datas[0]
    const en = await h.app.inject({
      method: 'POST',
      url: `/api/resExt/api/paper/submit?siteCode=intl-expo&token=${(await userToken(h.app, intl)).token}&lang=en`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ paperId: intlPaper.id, answers: [] }),
    })
    assert.equal(en.json().message, 'Please answer at least one question')
    assert.equal(await recordCount(), before)
  })
})

describe('learning a course', () => {
  test('learned lessons and my courses; concurrent learners each counted once, concurrent lessons all kept', async () => {
    const list = await get(h.app, 'res/api/course/list', { siteCode: SITE, keyword: '熊猫' })
    const course = (await get(h.app, 'res/api/course/detail', { siteCode: SITE, id: list.body.datas[0].id })).body.data
    const lessons = course.chapters.flatMap((c: { lessons: { id: number }[] }) => c.lessons.map((l) => l.id))
    const [{ studyNum: before }] = await h.app.db.select({ studyNum: courses.studyNum }).from(courses).where(eq(courses.id, course.id))

    const learners = await Promise.all(Array.from({ length: 12 }, () => userToken(h.app, siteId)))
    // each learner sends two lessons at once, twice: 12 new learners, every lesson kept
    const calls = learners.flatMap((u) =>
      [lessons[0], lessons[1], lessons[0], lessons[1]].map((lessonId) =>
        post(h.app, 'res/api/course/learn', { siteCode: SITE, token: u.token, courseId: course.id, lessonId }),
      ),
    )
    const answers = await Promise.all(calls)
    assert.ok(answers.every((a) => a.body.code === 0))
    const [{ studyNum: after }] = await h.app.db.select({ studyNum: courses.studyNum }).from(courses).where(eq(courses.id, course.id))
    assert.equal(after, before + 12)

    const token = learners[0].token
    const detail = await get(h.app, 'res/api/course/detail', { siteCode: SITE, id: course.id, token })
    assert.deepEqual([...detail.body.data.learned].sort(), [lessons[0], lessons[1]].sort())
    const mine = await get(h.app, 'res/api/course/userCourse', { siteCode: SITE, token })
    assert.equal(mine.body.code, 0)
    assert.equal(mine.body.datas.length, 1)
    assert.deepEqual(
      { learnedCount: mine.body.datas[0].learnedCount, progress: mine.body.datas[0].progress },
      { learnedCount: 2, progress: 50 },
    )
    const strange = await post(h.app, 'res/api/course/learn', { siteCode: SITE, token, courseId: course.id, lessonId: 99999999 })
    assert.equal(strange.body.code, 404)
    const anon = await get(h.app, 'res/api/course/userCourse', { siteCode: SITE })
    assert.equal(anon.body.code, 2)
  })
})
