/**
 * The memorial end to end on cd-city (issue 14, menu CS-WORSHIP): /index?isWorship=true turns the
 * app grey (the memorial mode) and shows the memorial halls with today's offerings, with no serious
 * axe violation; a hall opens grey too; a candle needs a login; the demo user lights one (the
 * count moves, the button reads 已点烛) and a second one the same day is refused with the server's
 * words; the hall page passes axe in memorial mode; leaving the mode brings the colours back.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { fill, PHONE, seriousViolations, shown, smsLogin, snap, textSettles, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'

const grey = (page) =>
  page.evaluate(() => document.documentElement.classList.contains('wl-memorial') && getComputedStyle(document.documentElement).filter)

test('memorial mode: grey home with the halls; light a candle once, the second refused the same day', async () => {
  const [hall] = (await e2e.server.api('rest/memorial/hall/list', { siteCode: SITE, pageSize: 1 })).datas
  assert.equal(hall.name, '5·12汶川特大地震遇难同胞纪念')
  const page = await (await e2e.browser.newContext(PHONE)).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))

  await page.goto(e2e.server.siteUrl(SITE, '/index?isWorship=true'))
  await shown(page, tid(`memorial-hall-${hall.id}`)).waitFor({ timeout: 30000 })
  assert.equal(await grey(page), 'grayscale(1)')
  // the home opens with its eager strings only: the memorial namespace may arrive just after the halls
  const todayText = `今日献花 ${hall.todayFlowers} · 点烛 ${hall.todayCandles}`
  await textSettles(page, `memorial-today-${hall.id}`, todayText)
  assert.equal(await shown(page, tid(`memorial-today-${hall.id}`)).textContent(), todayText)
  await snap(page, 'memorial-home')
  assert.deepEqual(await seriousViolations(page), [])

  // a candle without a login: the account gate, nothing sent
  await shown(page, tid(`memorial-hall-${hall.id}`)).click()
  await shown(page, tid('memorial-hall-name')).waitFor({ timeout: 30000 })
  assert.equal(await grey(page), 'grayscale(1)', 'the hall stays grey: the mode lasts for the session')
  await shown(page, tid('memorial-offer-CANDLE')).click()
  await shown(page, tid('phone-gate')).waitFor({ timeout: 20000 })

  await smsLogin(e2e.server, page, { site: SITE, redirect: '/index?isWorship=true' })
  await shown(page, tid(`memorial-hall-${hall.id}`)).waitFor({ timeout: 30000 })
  await shown(page, tid(`memorial-hall-${hall.id}`)).click()
  const candle = shown(page, tid('memorial-offer-CANDLE'))
  await candle.waitFor({ timeout: 30000 })
  assert.equal(await candle.textContent(), '点烛')
  await candle.click()
  await page.getByText('蜡烛已点亮，寄托哀思').first().waitFor({ timeout: 20000 })
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="memorial-offer-CANDLE"]')].some((b) => b.textContent === '已点烛'),
    null,
    {
      timeout: 20000,
    },
  )
  assert.equal(await shown(page, tid('memorial-today')).textContent(), `今日献花 ${hall.todayFlowers} · 点烛 ${hall.todayCandles + 1}`)
  await snap(page, 'memorial-candle-lit')

  // the second candle the same day: refused by the server, with its words; counted once
  await page.waitForTimeout(2200) // the first toast goes
  await shown(page, tid('memorial-offer-CANDLE')).click()
  await page.getByText(`今天已为${hall.name}点过蜡烛，明天再来吧`).first().waitFor({ timeout: 20000 })
  await snap(page, 'memorial-candle-refused')
  const [after] = (await e2e.server.api('rest/memorial/hall/list', { siteCode: SITE, pageSize: 1 })).datas
  assert.equal(after.candleNum, hall.candleNum + 1, 'counted once on the server')
  assert.equal(after.todayCandles, hall.todayCandles + 1)
  await page.waitForTimeout(2200)
  assert.deepEqual(await seriousViolations(page), [])

  // leaving the mode on the home: the colours come back
  await page.goBack()
  await shown(page, tid('memorial-leave')).click()
  await page.waitForFunction(() => !document.documentElement.classList.contains('wl-memorial'), null, { timeout: 10000 })
  assert.equal(await shown(page, tid('memorial-home')).count(), 0)
  await snap(page, 'memorial-left')
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('the CS-WORSHIP menu of sc-province opens the memorial home with the province halls', async () => {
  const page = await e2e.open('sc-province', '/index')
  const menu = shown(page, tid('index-menu-CS-WORSHIP'))
  await menu.waitFor({ timeout: 30000 })
  assert.equal(await grey(page), false)
  await menu.click()
  await shown(page, tid('memorial-home')).getByText('红军长征纪念碑碑园').waitFor({ timeout: 30000 })
  assert.equal(await grey(page), 'grayscale(1)')
  await snap(page, 'memorial-sc-province')
  await page.context().close()
})

/** the row of a message of remembrance holding `words` */
const messageWith = (page, words) => page.locator('.memorial-message:visible').filter({ hasText: words }).first()

test('a held message of remembrance: its author sees it under review; the site moderator publishes it in the hall; everyone sees it', async () => {
  const [, hall] = (await e2e.server.api('rest/memorial/hall/list', { siteCode: SITE, pageSize: 2 })).datas
  const words = `加微信 ${Date.now() % 100000}`

  const author = await (await e2e.browser.newContext(PHONE)).newPage()
  // the other demo account: the first test's login asked 13800000001's code less than a minute ago
  await smsLogin(e2e.server, author, { site: SITE, phone: '13800000002', redirect: `/memorial-hall/${hall.id}` })
  await fill(author, 'memorial-message-text', words)
  await shown(author, tid('memorial-message-submit')).click()
  await author.getByText('寄语已提交，审核通过后展示').first().waitFor({ timeout: 20000 })
  const mine = messageWith(author, words)
  await mine.getByText('审核中，仅自己可见').waitFor({ timeout: 20000 })
  await author.context().close()

  // the complaints' demo operator of the site is its memorial moderator too
  const moderator = await (await e2e.browser.newContext(PHONE)).newPage()
  await smsLogin(e2e.server, moderator, { site: SITE, phone: '13800000004', redirect: `/memorial-hall/${hall.id}` })
  const held = messageWith(moderator, words)
  await held.getByText('待审核：含敏感词').waitFor({ timeout: 30000 })
  await held.scrollIntoViewIfNeeded()
  await snap(moderator, 'memorial-review')
  assert.deepEqual(await seriousViolations(moderator), [])
  await held.locator('[data-testid^="memorial-review-publish-"]').click()
  await moderator.getByText('寄语已发布').first().waitFor({ timeout: 20000 })
  await held.locator('[data-testid^="memorial-review-publish-"]').waitFor({ state: 'detached', timeout: 20000 })
  await moderator.context().close()

  const visitor = await (await e2e.browser.newContext(PHONE)).newPage()
  await visitor.goto(e2e.server.siteUrl(SITE, `/memorial-hall/${hall.id}`))
  await messageWith(visitor, words).waitFor({ timeout: 30000 })
  await visitor.context().close()
})
