/**
 * The H5 pages' Content-Security-Policy in Chromium (issue 23, finding 8; server/src/http/security-headers.ts):
 * on cd-city and intl-expo the home page, a list, a place, a news item, a live stream (hls.js), a
 * video, the login page, a map (Leaflet) and the user centre (after an SMS login on cd-city) render
 * with no `securitypolicyviolation` event and no CSP error in the console, and each page answered
 * with the CSP, nosniff and framing headers.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, smsLogin, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

/** records every CSP violation of the page and its workers (events, and the console's reports) */
async function watchedPage(device = PHONE) {
  const context = await e2e.browser.newContext(device)
  await context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    )
  })
  const page = await context.newPage()
  const console = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|create|frame)/i.test(m.text())) console.push(m.text())
  })
  return { page, console, close: () => context.close() }
}

async function samples(site) {
  const first = async (path, params = {}) => (await e2e.server.api(path, { siteCode: site, pageSize: 1, ...params })).datas?.[0]
  const scenic = await first('res/api/scenic/list')
  const news = await first('res/api/content/list', { channelCode: 'all' })
  const live = await first('res/api/live/list')
  const video = `/video-player?url=${encodeURIComponent('/api/demo/media/demo-1.mp4')}&title=video`
  return [
    '/',
    '/news-list/all',
    scenic && `/scenic-detail/${scenic.id}`,
    news && `/news-detail/${news.id}`,
    live && `/live-desc/${live.id}`,
    video,
    '/login',
    '/service-map/CONTENT_TYPE_TOILET',
    '/user',
  ].filter(Boolean)
}

async function visit({ page, console }, site, path, seen) {
  const res = await page.goto(e2e.server.siteUrl(site, path), { waitUntil: 'load' })
  const headers = res.headers()
  assert.match(headers['content-security-policy'] ?? '', /script-src 'self' 'sha256-/, `${site}${path}: the page's CSP`)
  assert.equal(headers['x-content-type-options'], 'nosniff')
  assert.equal(headers['x-frame-options'], 'SAMEORIGIN')
  // the app rendered (a script blocked by the CSP would leave #app empty)
  await page.waitForFunction(() => document.querySelector('#app')?.children.length > 0, null, { timeout: 20000 })
  await page.waitForTimeout(1000)
  const violations = await page.evaluate(() => window.__cspViolations.splice(0))
  for (const v of [...violations, ...console.splice(0)]) seen.push(`${site}${path}: ${v}`)
}

test('no CSP violation on the pages of cd-city and intl-expo', { timeout: 240_000 }, async () => {
  const seen = []
  for (const site of ['cd-city', 'intl-expo']) {
    const watched = await watchedPage()
    for (const path of await samples(site)) await visit(watched, site, path, seen)
    await watched.close()
  }
  // the user centre logged in, reached through the login page (SM4 calls, the profile's pictures)
  const watched = await watchedPage()
  await smsLogin(e2e.server, watched.page, { site: 'cd-city', redirect: '/user' })
  await watched.page.waitForURL(/\/user/, { timeout: 30000 })
  await visit(watched, 'cd-city', '/user', seen)
  assert.deepEqual(seen, [])
  // the watch itself works: a script injected into the page is refused and reported
  await watched.page.evaluate(() =>
    document.head.appendChild(Object.assign(document.createElement('script'), { textContent: 'window.injected = 1' })),
  )
  await watched.page.waitForFunction(() => window.__cspViolations.length > 0, null, { timeout: 5000 })
  assert.equal(await watched.page.evaluate(() => window.injected), undefined)
  assert.match((await watched.page.evaluate(() => window.__cspViolations))[0], /^script-src/)
  await watched.close()
})
