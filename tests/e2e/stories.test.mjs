/**
 * Stories end to end on cd-city (needs the H5 build and the stories server routes with their demo
 * data): a visitor logs in on the way to /add-story, writes a story whose draft survives leaving
 * the page, accepts the publishing agreement, publishes, sees it rendered as text (a stored <img
 * onerror> stays characters) and finds it first in the /time waterfall; a topic opens from
 * /topic-list with its state; a strategy opens from the /strategy-list waterfall.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { fill, PHONE, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'

/** one-step sign-in of a new phone (registration with the agreement), landing on `redirect` */
async function login(page, phone, redirect) {
  await smsLogin(e2e.server, page, { site: SITE, phone, redirect })
  await page.locator(tid('login-new-phone')).waitFor({ timeout: 20000 })
  await page.locator(tid('login-agreement')).first().click()
  await page.locator(tid('login-submit')).click()
}

test('publish a story (login first, draft kept, agreement) and find it first in the /time waterfall', async () => {
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  await login(page, '13900000311', '/add-story')
  await page.waitForURL(/\/add-story/, { timeout: 20000 })
  await page.locator(tid('publish-story')).waitFor({ timeout: 20000 })

  // at most 40 characters (the title limit)
  const title = `夜游<img src=x onerror=window.__xss=1> ${Date.now() % 1000}`
  await fill(page, 'publish-title', title)
  await fill(page, 'publish-content', '灯笼一盏盏亮起来，\n\n糖画师傅手很稳。')
  // leaving the page keeps the draft
  await page.goto(e2e.server.siteUrl(SITE, '/index'))
  await page.goto(e2e.server.siteUrl(SITE, '/add-story'))
  const titleInput = page.locator(`${tid('publish-title')} input, input${tid('publish-title')}`).first()
  await titleInput.waitFor({ timeout: 20000 })
  assert.equal(await titleInput.inputValue(), title, 'the draft title is still there')

  // the agreement first
  await page.locator(tid('publish-submit')).click()
  assert.ok(
    await page
      .getByText(/发布协议/)
      .first()
      .isVisible(),
  )
  await page.locator(tid('publish-agreement')).first().click()
  await snap(page, 'stories-add-story')
  await page.locator(tid('publish-submit')).click()
  await page.waitForURL(/\/story-detail\/\d+/, { timeout: 20000 })
  const id = /\/story-detail\/(\d+)/.exec(page.url())[1]
  const detail = page.locator(`${tid('story-detail')}[data-id="${id}"][data-state="ready"]`)
  await detail.waitFor({ timeout: 20000 })
  assert.equal(await detail.locator(tid('story-title')).textContent(), title, 'the title shows as written, as text')
  assert.equal(await page.evaluate(() => window.__xss), undefined, 'the stored markup did not run')
  assert.match(await detail.locator(tid('story-text')).textContent(), /糖画师傅手很稳/)
  await snap(page, 'stories-story-detail')

  await page.goto(e2e.server.siteUrl(SITE, '/time'))
  const card = page.locator(`${tid('story-waterfall')} ${tid('story-card')}[data-id="${id}"]`)
  await card.waitFor({ timeout: 20000 })
  // newest first: the first card of the left column
  assert.equal(
    await page
      .locator(`${tid('story-waterfall-column-0')} ${tid('story-card')}`)
      .first()
      .getAttribute('data-id'),
    id,
  )
  assert.equal(await page.locator(tid('story-waterfall-column-1')).count(), 1, 'two columns')
  await snap(page, 'stories-time-waterfall')
  await context.close()
})

test('a topic opens from /topic-list with its state; a strategy opens from the /strategy-list waterfall', async () => {
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(e2e.server.siteUrl(SITE, '/topic-list'))
  const topic = page.locator(tid('topic-card')).first()
  await topic.waitFor({ timeout: 20000 })
  const topicId = await topic.getAttribute('data-id')
  await topic.click()
  await page.waitForURL(new RegExp(`/topic-detail/${topicId}$`))
  const detail = page.locator(`${tid('topic-detail')}[data-id="${topicId}"][data-state="ready"]`)
  await detail.waitFor({ timeout: 20000 })
  assert.match(await detail.locator(tid('topic-state')).first().textContent(), /未开始|进行中|已结束/)
  await snap(page, 'stories-topic-detail')

  await page.goto(e2e.server.siteUrl(SITE, '/strategy-list'))
  const card = page.locator(tid('story-card')).first()
  await card.waitFor({ timeout: 20000 })
  const id = await card.getAttribute('data-id')
  await card.click()
  await page.waitForURL(new RegExp(`/strategy-detail/${id}$`))
  const strategy = page.locator(`${tid('story-detail')}[data-id="${id}"][data-state="ready"]`)
  await strategy.waitFor({ timeout: 20000 })
  assert.ok((await strategy.locator(tid('story-text')).textContent()).length > 20)
  await snap(page, 'stories-strategy-detail')
  await context.close()
})
