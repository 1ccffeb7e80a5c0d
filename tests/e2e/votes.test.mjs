/**
 * Votes and surveys end to end on cd-city (issue 13): the demo user logs in, opens a campaign under
 * way (/vote-detail), votes for an entry (the count moves, the votes left go down), votes for it a
 * second time the same day and is refused with the server's message, and finds the vote on
 * /user-vote. Then answers a survey (/question-info: single, multiple, text) and lands on its
 * results (/naire-list) drawn as bars with counts and percents.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { fill, PHONE, shown, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'
import { demoVotes } from './route-samples.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
/** the demo user's logged-in browser storage, from the first test */
let session

test('vote once; a second vote for the same entry the same day is refused with the message', async () => {
  const { open } = await demoVotes(e2e.server, SITE)
  const [entry] = (await e2e.server.api('res/api/voteProduction/list', { siteCode: SITE, voteId: open.id, pageSize: 1 })).datas
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, redirect: `/vote-detail/${open.id}` })
  await page.waitForURL(new RegExp(`/vote-detail/${open.id}$`), { timeout: 30000 })
  await shown(page, tid('vote-title')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('vote-state')).getAttribute('data-state'), 'underWay')
  const count = shown(page, tid(`vote-count-${entry.id}`))
  await count.waitFor({ timeout: 30000 })
  const before = Number(await count.getAttribute('data-count'))
  assert.equal(before, entry.voteNum)
  await snap(page, 'vote-detail')

  await shown(page, tid(`vote-button-${entry.id}`)).click()
  await page.getByText(`投票成功，今日还可投 ${open.dailyLimit - 1} 票`).waitFor({ timeout: 20000 })
  await page.waitForFunction(
    ([id, n]) => document.querySelector(`[data-testid="vote-count-${id}"]`)?.dataset.count === String(n),
    [entry.id, before + 1],
    { timeout: 20000 },
  )
  assert.equal(await shown(page, tid('vote-limit')).getAttribute('data-left'), String(open.dailyLimit - 1))
  assert.equal(await shown(page, tid(`vote-button-${entry.id}`)).textContent(), '今日已投')
  await snap(page, 'vote-voted')

  // the same entry again the same day: refused by the server, with its words; the count stays
  await page.waitForTimeout(2200) // the first toast goes
  await shown(page, tid(`vote-button-${entry.id}`)).click()
  await page.getByText('今天已为该作品投过票，明天再来吧').waitFor({ timeout: 20000 })
  await snap(page, 'vote-refused')
  assert.equal(await shown(page, tid(`vote-count-${entry.id}`)).getAttribute('data-count'), String(before + 1))
  const [after] = (await e2e.server.api('res/api/voteProduction/list', { siteCode: SITE, voteId: open.id, pageSize: 1 })).datas
  assert.equal(after.voteNum, before + 1, 'counted once on the server')

  await page.goto(e2e.server.siteUrl(SITE, '/user-vote'))
  await shown(page, tid('user-vote-list')).getByText(entry.title, { exact: false }).first().waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('user-vote-list')).textContent(), new RegExp(entry.title))
  assert.deepEqual(errors, [])
  session = await page.context().storageState()
  await page.context().close()
})

test('answer a survey (single, multiple, text) and see the results chart', async () => {
  const surveys = (await e2e.server.api('res/api/questionnaire/list', { siteCode: SITE, pageSize: 50 })).datas
  const survey = surveys.find((s) => s.title === '文化馆服务评价')
  assert.ok(survey, 'the demo survey')
  const page = await (await e2e.browser.newContext({ ...PHONE, storageState: session })).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(e2e.server.siteUrl(SITE, `/question-info/${survey.id}`))
  await shown(page, tid('question-title')).waitFor({ timeout: 30000 })
  // a required question left out: the shared rule's words, nothing sent
  await shown(page, tid('question-submit')).click()
  await page.getByText('请回答“您多久来一次文化馆？”').waitFor({ timeout: 20000 })
  await shown(page, tid('question-q1-b')).click()
  await shown(page, tid('question-q2-a')).click()
  await shown(page, tid('question-q2-c')).click()
  await shown(page, tid('question-q3-a')).click()
  await shown(page, tid('question-q4-b')).click()
  await fill(page, 'question-q5-text', '希望开设周末书法课')
  assert.equal(await shown(page, tid('question-q2-c')).getAttribute('aria-checked'), 'true')
  await snap(page, 'question-info')
  await shown(page, tid('question-submit')).click()

  await page.waitForURL(new RegExp(`/naire-list/${survey.id}$`), { timeout: 30000 })
  const bar = shown(page, tid('result-q1-b'))
  await bar.waitFor({ timeout: 30000 })
  const results = (await e2e.server.api('res/api/questionnaire/result', { siteCode: SITE, id: survey.id })).data
  assert.equal(results.answerNum, survey.answerNum + 1, 'our answer counted')
  const q1b = results.questions[0].options[1]
  assert.equal(await bar.getAttribute('data-count'), String(q1b.count))
  assert.equal(await bar.getAttribute('aria-label'), `${q1b.label}：${q1b.count} 票，${q1b.percent}%`)
  const width = await bar.locator('.votes-chart__bar').evaluate((el) => el.style.width)
  assert.equal(width, `${q1b.percent}%`)
  assert.match(await shown(page, tid('result-q5')).textContent(), /希望开设周末书法课/)
  await snap(page, 'naire-list')

  // answered: the survey says so and offers the results
  await page.goto(e2e.server.siteUrl(SITE, `/question-info/${survey.id}`))
  assert.equal(await shown(page, tid('question-closed')).getAttribute('data-reason'), 'alreadyDone')
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('every vote and survey page renders its demo data for the logged-in visitor', async () => {
  const v = await demoVotes(e2e.server, SITE)
  const page = await (await e2e.browser.newContext({ ...PHONE, storageState: session })).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  const pages = [
    ['/online-vote', `vote-campaign-${v.open.id}`],
    ['/join-list', `vote-campaign-${v.open.id}`],
    [`/vote-search/${v.open.id}/${v.open.voteType}`, 'vote-search-input'],
    [`/vote-join/${v.open.id}`, 'vote-join-submit'],
    ['/user-vote', 'user-vote-list'],
    ['/my-join', 'my-join-list'],
    ['/question-list', `survey-${v.survey.id}`],
    ['/user-question', `survey-${v.survey.id}`],
    ['/my-question', 'my-question-list'],
    [`/naire-list/${v.survey.id}/${v.group}`, 'naire-charts'],
  ]
  for (const [path, id] of pages) {
    await page.goto(e2e.server.siteUrl(SITE, path))
    await shown(page, tid(id)).waitFor({ timeout: 30000 })
    assert.equal(await page.locator('[data-testid$="-error"]:visible').count(), 0, path)
  }
  // search by name
  await page.goto(e2e.server.siteUrl(SITE, `/vote-search/${v.open.id}/${v.open.voteType}`))
  await fill(page, 'vote-search-input', '宽窄')
  await shown(page, tid('vote-search-submit')).click()
  await shown(page, '[data-testid^="vote-entry-"]').waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('vote-search-list')).textContent(), /宽窄巷子/)
  await snap(page, 'vote-search')
  assert.deepEqual(errors, [])
  await page.context().close()
})
