/**
 * Accessibility end to end on cd-city (needs its H5 build): axe-core runs on /index, /login, /user,
 * /news-list/all, a news detail, /activity-home and the other pages of PAGES, in normal and elder mode (`elder=1`), and no serious or critical
 * violation may remain (each is printed when one does). Elder mode itself: the query turns it on,
 * the device remembers it on the next page without the query, `elder=0` turns it off, and the
 * theme variables it scales (text, touch targets) really change on the page.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { injectAxe, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

/** waits for the page body (not only the shell) and the delayed bottom buttons (1 s) */
async function openSettled(path, ready, site = 'cd-city') {
  const page = await e2e.open(site, path)
  await page.locator(tid('page-shell')).first().waitFor({ timeout: 20000 })
  await page.locator(ready).first().waitFor({ timeout: 20000 })
  await page.waitForTimeout(1500)
  return page
}

function describe(violations) {
  return violations
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary.replace(/\n/g, '\n      ')}`).join('\n')}`,
    )
    .join('\n')
}

async function seriousViolations(page) {
  await injectAxe(page)
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }))
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

async function newsDetailPath() {
  const list = await e2e.server.api('res/api/content/list', { siteCode: 'cd-city', channelCode: 'all' })
  return `/news-detail/${list.datas[0].id}`
}

async function videoPlayerPath() {
  const list = await e2e.server.api('res/api/streamMedia/list', { siteCode: 'cd-city', mediaType: 'VIDEO' })
  return `/video-player?id=${list.datas[0].id}`
}

async function newsCommentPath() {
  const list = await e2e.server.api('res/api/content/list', { siteCode: 'cd-city', channelCode: 'all' })
  return `/news-comment/CONTENT_TYPE_NEWS/${list.datas[0].id}`
}

async function scenicDetailPath() {
  const list = await e2e.server.api('res/api/scenic/list', { siteCode: 'cd-city' })
  return `/scenic-detail/${list.datas[0].id}`
}

async function brandPath() {
  const list = await e2e.server.api('res/api/brand/list', { siteCode: 'cd-city' })
  return `/brand-desc/${list.datas[0].id}`
}

async function successorPath() {
  const list = await e2e.server.api('res/api/heritageSuccessor/list', { siteCode: 'cd-city' })
  return `/successor-desc/${list.datas[0].id}`
}

const PAGES = [
  ['index', async () => '/index', tid('index-menu-grid')],
  ['login', async () => '/login', tid('login-submit')],
  ['user', async () => '/user', tid('user-page')],
  ['news-list', async () => '/news-list/all', '[data-testid^="news-item-"]'],
  ['news-detail', newsDetailPath, `${tid('news-detail')}[data-state="ready"]`],
  ['scenic-list', async () => '/scenic-list', '[data-testid^="place-item-"]'],
  ['scenic-detail', scenicDetailPath, `${tid('place-detail')}[data-state="ready"]`],
  ['news-comment', newsCommentPath, `${tid('comment-list')} [data-state="published"]`],
  ['strategy-list', async () => '/strategy-list', tid('story-card')],
  ['video-player', videoPlayerPath, `${tid('video-detail')}[data-state="ready"]`],
  ['visit', async () => '/visit', '[data-testid^="place-item-"]'],
  ['brand-desc', brandPath, `${tid('brand-detail')}[data-state="ready"]`],
  ['successor-desc', successorPath, `${tid('heritage-successor-detail')}[data-state="ready"]`],
  ['xj-hot (not on this site)', async () => '/xj-hot', tid('not-on-site-action')],
  // the calendar strip's days and the activity cards, once their counts and rows are in
  ['activity-home', async () => '/activity-home', `${tid('activity-calendar')}[data-state="ready"]`],
]

for (const elder of [false, true]) {
  for (const [name, pathOf, ready] of PAGES) {
    test(`axe: ${name} (${elder ? 'elder' : 'normal'} mode) has no serious or critical violations`, async () => {
      const path = await pathOf()
      const page = await openSettled(elder ? `${path}${path.includes('?') ? '&' : '?'}elder=1` : path, ready)
      await snap(page, `a11y-${name}-${elder ? 'elder' : 'normal'}`)
      const found = await seriousViolations(page)
      await page.context().close()
      assert.equal(found.length, 0, `axe on ${path}${elder ? ' (elder)' : ''}:\n${describe(found)}`)
    })
  }
}

// a mid-tone theme colour: djy-scenic's green gives white or ink labels only 4.2:1 on its fills, so
// elder mode darkens the fills (src/kit/theme/variables.ts)
for (const [path, ready] of [
  ['/index', tid('page-shell')],
  ['/login', tid('login-submit')],
  ['/user', tid('user-page')],
]) {
  test(`axe: djy-scenic ${path} (elder mode, a mid-tone theme) has no serious or critical violations`, async () => {
    const page = await openSettled(`${path}?elder=1`, ready, 'djy-scenic')
    await page.waitForLoadState('networkidle').catch(() => {})
    const found = await seriousViolations(page)
    await page.context().close()
    assert.equal(found.length, 0, `axe on djy-scenic ${path} (elder):\n${describe(found)}`)
  })
}

/** a length variable of the theme in CSS px, measured inside the page root (the values are rem on H5) */
const cssPx = (page, name) =>
  page.evaluate((n) => {
    const probe = document.createElement('div')
    probe.style.width = `var(${n})`
    document.querySelector('[data-testid="page-shell"]').appendChild(probe)
    const width = probe.getBoundingClientRect().width
    probe.remove()
    return width
  }, name)

test('elder mode: elder=1 scales text x1.5 and touch targets to 44 pt, is remembered, elder=0 ends it', async () => {
  const page = await openSettled('/index', tid('index-menu-grid'))
  const normalFont = await cssPx(page, '--wl-font-md')
  assert.ok(normalFont > 0, 'the theme variables are on the page root')

  await page.goto(e2e.server.siteUrl('cd-city', '/index?elder=1'))
  await page.locator(`${tid('page-shell')}[data-elder="true"]`).waitFor({ timeout: 20000 })
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('wl-elder')), '<html> carries wl-elder')
  assert.ok((await cssPx(page, '--wl-font-md')) >= normalFont * 1.5 - 0.01, 'text at least 1.5 times larger')
  // 88 design px on a 750 design = 44 CSS px on this 390-wide phone scaled by the rem base
  const touch = await cssPx(page, '--wl-touch-min')
  const width = await page.evaluate(() => window.innerWidth)
  assert.ok(touch >= (88 / 750) * width - 0.5, `touch targets ${touch}px for a ${width}px wide page`)

  // remembered on the device: the next page without the query is still in elder mode
  await page.goto(e2e.server.siteUrl('cd-city', '/login'))
  await page.locator(`${tid('page-shell')}[data-elder="true"]`).waitFor({ timeout: 20000 })

  await page.goto(e2e.server.siteUrl('cd-city', '/login?elder=0'))
  await page.locator(`${tid('page-shell')}[data-elder="false"]`).waitFor({ timeout: 20000 })
  await page.goto(e2e.server.siteUrl('cd-city', '/index'))
  await page.locator(`${tid('page-shell')}[data-elder="false"]`).waitFor({ timeout: 20000 })
  await page.context().close()
})

test('the user-centre switch turns elder mode on for the next pages', async () => {
  const page = await openSettled('/user', tid('elder-switch'))
  await page.locator(tid('elder-switch')).click()
  await page.locator(`${tid('elder-switch')}[aria-checked="true"]`).waitFor()
  await page.goto(e2e.server.siteUrl('cd-city', '/index'))
  await page.locator(`${tid('page-shell')}[data-elder="true"]`).waitFor({ timeout: 20000 })
  await page.context().close()
})
