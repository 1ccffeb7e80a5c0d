/**
 * The floating 首页 button never covers something a visitor taps (issue 28: it sat on the 12345
 * call button of /call-police, the 举报 link of comments, the phone and reason of a complaint
 * detail, the survey's submit button). Every page of the route samples (./route-samples.mjs) is
 * opened on a phone, logged out and, for the pages that ask for it, logged in; where the button
 * (or, after a scroll, its side tab) shows, no visible tap target under its box may be hidden by it:
 * at the centre of each overlap, the element on top must not be the button. A large pressable card
 * (src/platform/tap-targets: not firm) may lose a corner when a screen of cards leaves no free place,
 * never more than a quarter of it; links, buttons, fields and small pressables nothing at all. Then the button is
 * dragged onto the call button: it steps aside, and the place it was dropped is kept on reload.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, smsLogin, tid, useServerAndBrowser } from './harness.mjs'
import { routeSamples } from './route-samples.mjs'

const e2e = useServerAndBrowser({ before, after })

/** the pages the issue names: each must be among the samples and show the button */
const NAMED = ['/call-police', '/scenic-comment/', '/complain-detail/', '/question-info/']

/** what the button hides, or null when it is not on screen (src/platform/tap-targets lists the same targets) */
function coveredBy() {
  const TARGETS =
    'a[href],button,input:not([type="hidden"]),textarea,select,video[controls],[role="button"],[role="link"],[role="tab"],[role="checkbox"],[role="radio"],[role="switch"],[tabindex]:not([tabindex="-1"])'
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  const own = [...document.querySelectorAll('[data-testid="back-home"], [data-testid="back-home-side"]')].find(visible)
  if (!own) return null
  const box = own.getBoundingClientRect()
  const covered = []
  for (const el of document.querySelectorAll(TARGETS)) {
    if (own.contains(el) || el.contains(own) || !visible(el)) continue
    const r = el.getBoundingClientRect()
    const left = Math.max(r.left, box.left)
    const right = Math.min(r.right, box.right)
    const top = Math.max(r.top, box.top)
    const bottom = Math.min(r.bottom, box.bottom)
    if (right - left < 1 || bottom - top < 1) continue
    const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
    // the firm rule of src/platform/tap-targets (FIRM_AREA_PX2)
    const area = r.width * r.height
    const firm = el.matches('a[href],button,input,textarea,select,video') || area < 20000
    if (!firm && (right - left) * (bottom - top) <= area / 4) continue
    if (onTop && own.contains(onTop)) {
      covered.push(
        `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 20)}"`,
      )
    }
  }
  return { box: { x: box.x, y: box.y, width: box.width, height: box.height }, covered }
}

async function check(context, samples, failures) {
  const page = await context.newPage()
  const shownOn = new Set()
  const login = []
  for (const sample of samples) {
    await page.goto(e2e.server.siteUrl(sample.site, sample.path))
    await Promise.race([page.waitForLoadState('networkidle').catch(() => {}), new Promise((r) => setTimeout(r, 8000))])
    if (new URL(page.url()).pathname.startsWith('/login') && !sample.path.startsWith('/login')) {
      login.push(sample)
      continue
    }
    // the button comes 1 s after load and moves a moment after the page's content settles
    await page.waitForTimeout(1600)
    const found = await page.evaluate(coveredBy)
    if (!found) continue
    shownOn.add(sample.path)
    if (found.covered.length)
      failures.push(`${sample.site} ${sample.path}: the button at ${JSON.stringify(found.box)} covers ${found.covered.join(', ')}`)
  }
  await page.close()
  return { shownOn, login }
}

test('the home button covers no tap target on any page of the route samples', { timeout: 1_500_000 }, async () => {
  const samples = await routeSamples(e2e.server)
  for (const named of NAMED)
    assert.ok(
      samples.some((s) => s.path.startsWith(named)),
      `no sample for ${named}`,
    )
  const failures = []
  const anonymous = await e2e.browser.newContext(PHONE)
  // two lanes: each a page of its own in the same context
  const half = Math.ceil(samples.length / 2)
  const runs = await Promise.all([check(anonymous, samples.slice(0, half), failures), check(anonymous, samples.slice(half), failures)])
  const shownOn = new Set(runs.flatMap((r) => [...r.shownOn]))
  const needLogin = runs.flatMap((r) => r.login)
  for (const site of new Set(needLogin.map((s) => s.site))) {
    const context = await e2e.browser.newContext(PHONE)
    const page = await context.newPage()
    await smsLogin(e2e.server, page, { site })
    await page.waitForURL(/\/user$/, { timeout: 30000 })
    await page.close()
    const again = await check(
      context,
      needLogin.filter((s) => s.site === site),
      failures,
    )
    for (const path of again.shownOn) shownOn.add(path)
    await context.close()
  }
  await anonymous.close()
  for (const named of NAMED)
    assert.ok(
      [...shownOn].some((path) => path.startsWith(named)),
      `the button never showed on ${named}`,
    )
  console.log(`back-home: ${samples.length} addresses opened, the button shown on ${shownOn.size}`)
  assert.deepEqual(failures, [], `${failures.length} pages where the home button covers a tap target:\n${failures.join('\n')}`)
})

test('dragged onto the 12345 call button it steps aside, and keeps the place it was dropped', { timeout: 120_000 }, async () => {
  const page = await e2e.open('cd-city', '/call-police')
  const button = page.locator(tid('back-home'))
  await button.waitFor({ timeout: 15000 })
  await page.waitForTimeout(600)
  const call = await page.locator(tid('help-call-12345')).boundingBox()
  assert.ok(call, 'the 12345 call button is on the page')
  const from = await button.boundingBox()
  const cdp = await page.context().newCDPSession(page)
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
  const target = { x: call.x + call.width / 2, y: call.y + call.height / 2 }
  await touch('touchStart', start.x, start.y)
  for (let i = 1; i <= 8; i++) await touch('touchMove', start.x + ((target.x - start.x) * i) / 8, start.y + ((target.y - start.y) * i) / 8)
  await touch('touchEnd')
  await page.waitForTimeout(800)
  const after = await page.evaluate(coveredBy)
  assert.ok(after, 'the button is still shown after the drag')
  assert.deepEqual(after.covered, [], 'dropped on the call button, it moved off it')
  // it moved from where it was docked: the drop was taken
  assert.notDeepEqual(Math.round(after.box.y), Math.round(from.y))
  const remembered = await page.evaluate(() => localStorage.getItem('backHomePosition'))
  assert.ok(remembered, 'the dropped place is stored')
  await page.reload()
  await button.waitFor({ timeout: 15000 })
  await page.waitForTimeout(600)
  const reloaded = await page.evaluate(coveredBy)
  assert.deepEqual(reloaded.covered, [])
  assert.equal(Math.round(reloaded.box.y), Math.round(after.box.y), 'after a reload it comes back where it was left')
  await page.context().close()
})
