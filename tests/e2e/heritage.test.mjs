/**
 * Intangible heritage end to end on cd-city (issue 11, "a heritage successor page and follow"):
 * the heritage index → a national project → one of its successors → follow (the login first, then
 * back to the successor, count +1 with the thanks toast) → /user-intangible lists the successor.
 * And djy-scenic (SCENERY) does not offer the experience and inheritance bases.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, smsLogin, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

// the router keeps earlier pages in the DOM (hidden): act on the page on screen
const shown = (page, id) => page.locator(`${tid(id)}:visible`).last()

test('index → project → successor → follow (after login) → /user-intangible lists the successor', async () => {
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))

  await page.goto(e2e.server.siteUrl('cd-city', '/intangible-index'))
  await page.locator(tid('heritage-index')).waitFor({ timeout: 30000 })
  // every section tile on a city site, the bases included
  await page.locator(tid('heritage-tile-experienceList')).waitFor()
  const project = page.locator(`${tid('heritage-index-projects')} [data-testid^="heritage-project-"]`).first()
  await project.waitFor({ timeout: 20000 })
  await project.click()
  await page.waitForURL(/\/project-desc\/\d+$/, { timeout: 20000 })
  await page.locator(tid('heritage-project-body')).waitFor({ timeout: 20000 })

  const successor = page.locator(`${tid('heritage-project-successors')} [data-testid^="heritage-successor-"]`).first()
  await successor.waitFor({ timeout: 20000 })
  const name = (await successor.locator('.heritage-card__name').textContent())?.trim()
  await successor.click()
  await page.waitForURL(/\/successor-desc\/\d+$/, { timeout: 20000 })
  const successorUrl = page.url()
  // the router keeps the project page in the DOM (hidden): read the successor page's own name
  const title = page.locator(`${tid('heritage-successor-body')} ${tid('heritage-name')}`)
  await title.waitFor({ timeout: 20000 })
  assert.equal((await title.textContent())?.trim(), name)

  // not logged in: the follow sends to the login page, which comes back here
  await shown(page, 'heritage-follow').click()
  await page.waitForURL(/\/login/, { timeout: 20000 })
  await smsLogin(e2e.server, page, { site: 'cd-city', redirect: null })
  await page.waitForURL(successorUrl, { timeout: 30000 })
  // the login replaces itself with a new successor page, appended after the old one (still in the
  // DOM, shown for a moment while the new one loads): act inside the newest page, once it is loaded
  const newest = page.locator(tid('heritage-successor-detail')).last()
  await newest.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 20000 })
  const follow = newest.locator(tid('heritage-follow'))
  const fans = async () => Number(((await newest.locator(tid('heritage-fans')).textContent()) ?? '').replace(/\D/g, ''))
  const before = await fans()
  await follow.click()
  await newest.locator(`${tid('heritage-follow')}[data-on="true"]`).waitFor({ timeout: 20000 })
  assert.equal(await fans(), before + 1)
  await page.getByText('感谢您的关注').first().waitFor({ timeout: 5000 })

  await page.goto(e2e.server.siteUrl('cd-city', '/user-intangible'))
  const mine = page.locator(`${tid('heritage-mine-successors')} [data-testid^="heritage-successor-"]`)
  await mine.first().waitFor({ timeout: 30000 })
  assert.equal(await mine.count(), 1)
  assert.equal((await mine.first().locator('.heritage-card__name').textContent())?.trim(), name)
  assert.deepEqual(errors, [])
  await context.close()
})

test('djy-scenic (SCENERY) offers no experience or inheritance bases', async () => {
  const page = await e2e.open('djy-scenic', '/intangible-index')
  await page.locator(tid('heritage-tile-successorList')).waitFor({ timeout: 30000 })
  assert.equal(await page.locator(tid('heritage-tile-experienceList')).count(), 0)
  assert.equal(await page.locator(tid('heritage-tile-inheritanceList')).count(), 0)
  await page.goto(e2e.server.siteUrl('djy-scenic', '/experience-list'))
  await page.locator(tid('heritage-bases-hidden')).waitFor({ timeout: 30000 })
  await page.context().close()
})
