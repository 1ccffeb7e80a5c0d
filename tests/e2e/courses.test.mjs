/**
 * Courses and quizzes end to end on cd-city (issue 13 "Quizzes and courses"): the demo friend logs in,
 * opens /course-list, a course, reads a text lesson (marked learned), opens its chapter practice,
 * answers every question, submits (the server scores it), sees the score and the resolution of each
 * question (right/wrong, the correct answer, the explanation), then finds the attempt on
 * /answer-results/1 and the course on /user-course. The study tour home lists bases, routes and
 * instructors, and an instructor's page opens.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, shown, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
/** the demo user's friend: no quiz records of their own yet */
const FRIEND_PHONE = '13800000002'

test('course → lesson → chapter practice → submit → score and resolution → my results', async () => {
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, phone: FRIEND_PHONE, redirect: '/course-list' })
  await page.waitForURL(/\/course-list$/, { timeout: 30000 })

  const course = (await e2e.server.api('res/api/course/list', { siteCode: SITE, keyword: '非遗蜀绣入门' })).datas[0]
  assert.ok(course, 'the demo course')
  // the category tab narrows the list to the course's category
  await shown(page, tid(`course-category-${course.categoryId}`)).click()
  const card = shown(page, tid(`course-item-${course.id}`))
  await card.waitFor({ timeout: 30000 })
  await snap(page, 'courses-list')
  await card.click()

  await page.waitForURL(new RegExp(`/course-desc/${course.id}$`), { timeout: 30000 })
  assert.equal(await shown(page, tid('course-name')).textContent(), '非遗蜀绣入门')
  // a text lesson opens in place and is marked learned
  const detail = (await e2e.server.api('res/api/course/detail', { siteCode: SITE, id: course.id })).data
  const textLesson = detail.chapters[0].lessons.find((l) => l.kind === 'text')
  await shown(page, `${tid(`lesson-${textLesson.id}`)} [role="button"]`).click()
  await shown(page, tid(`lesson-${textLesson.id}-body`)).waitFor({ timeout: 10000 })
  await shown(page, tid('course-progress')).waitFor({ timeout: 10000 })
  await snap(page, 'courses-detail')
  await shown(page, tid('course-practice-1')).click()

  await page.waitForURL(new RegExp(`/practice-list/${course.id}/1$`), { timeout: 30000 })
  const sheet = shown(page, tid('practice-sheet'))
  await sheet.waitFor({ timeout: 30000 })
  const paperId = await sheet.getAttribute('data-paper')
  const paper = (await e2e.server.api('resExt/api/paper/info', { siteCode: SITE, id: paperId })).data
  assert.ok(paper.questions.length >= 10)
  // option A of every question (A and C of the multiple-choice ones)
  for (const q of paper.questions) {
    await shown(page, tid(`question-${q.id}-option-A`)).click()
    if (q.type === 'multiple') await shown(page, tid(`question-${q.id}-option-C`)).click()
  }
  assert.equal(await shown(page, tid('practice-answered')).textContent(), `已答 ${paper.questions.length}/${paper.questions.length}`)
  await snap(page, 'courses-practice')
  await shown(page, tid('practice-submit')).click()

  await page.waitForURL(/\/answer-resolution\/\d+\/1$/, { timeout: 30000 })
  const recordId = page.url().split('/').slice(-2)[0]
  const score = shown(page, tid('resolution-score'))
  await score.waitFor({ timeout: 30000 })
  // the score is the server's: ten points a question marked right, each with its correct answer and explanation
  const verdicts = await page
    .locator('[data-testid^="question-"][data-right]:visible')
    .evaluateAll((els) => els.map((e) => e.dataset.right))
  assert.equal(verdicts.length, paper.questions.length)
  const right = verdicts.filter((v) => v === 'true').length
  assert.equal(Number(await score.getAttribute('data-score')), right * 10)
  assert.ok(right > 0 && right < paper.questions.length, `${right} right: some of each`)
  const first = paper.questions[0]
  assert.match(await shown(page, tid(`question-${first.id}-correct`)).textContent(), /^正确答案：[A-D]+$/)
  assert.match(await shown(page, tid(`question-${first.id}`)).textContent(), /解析：/)
  await snap(page, 'courses-resolution')
  await shown(page, tid('resolution-results')).click()

  await page.waitForURL(/\/answer-results\/1$/, { timeout: 30000 })
  await shown(page, tid(`record-${recordId}`)).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, `${tid('results-attempts')} .course-score__num`).textContent(), '1')
  await snap(page, 'courses-results')

  await page.goto(e2e.server.siteUrl(SITE, '/user-course'))
  const mine = shown(page, tid(`my-course-${course.id}`))
  await mine.waitFor({ timeout: 30000 })
  assert.match(await mine.textContent(), /已学 1\/4 节/)
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('study tour: bases, routes and instructors; an instructor’s page', async () => {
  const page = await e2e.open(SITE, '/study-tour-index')
  await shown(page, tid('study-bases')).waitFor({ timeout: 30000 })
  assert.ok((await page.locator('[data-testid^="study-base-"]:visible').count()) >= 4)
  assert.ok((await page.locator('[data-testid^="study-route-"]:visible').count()) >= 6)
  await snap(page, 'courses-study-tour')
  await shown(page, '[data-testid^="instructor-"]').click()
  await page.waitForURL(/\/study-instructor-details\/\d+$/, { timeout: 30000 })
  await shown(page, tid('instructor-name')).waitFor({ timeout: 30000 })
  await shown(page, tid('instructor-courses')).waitFor({ timeout: 30000 })
  await page.context().close()
})
