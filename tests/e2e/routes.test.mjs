/**
 * @e2e alone (scripts/test-all.mjs: it keeps both cores busy by itself)
 * Every route the app builds renders on H5 (issues "Places" and "Stories, media…", "Done when"):
 * each spec path pattern of src/core/route-table.json, with real ids from the demo data
 * (./route-samples.mjs), opens on a site that has its section and shows a page: not the
 * not-found page, no error or endless loading state, some text, no uncaught error in the page and
 * no 5xx from the server, and the floating 首页 button covering no tap target (./home-button-cover.mjs).
 * Routes that ask for a login are opened again after an SMS login.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { PHONE, smsLogin, useServerAndBrowser } from './harness.mjs'
import { routeSamples } from './route-samples.mjs'
import { coveredBy, NAMED_PAGES } from './home-button-cover.mjs'

const e2e = useServerAndBrowser({ before, after })

/**
 * Every class name the H5 build styles for itself: the first class of a selector (`.place-card__name`,
 * not `.search .wl-paged-list__item`, a class styled only inside another). A page whose elements carry
 * such a class while no stylesheet the page loaded names it is drawn unstyled when opened directly (a
 * shared link, a reload): its stylesheet came only with another page's chunk, or with an index the H5
 * build drops (config/h5-size.js marks the app's modules side-effect free).
 */
function builtClasses() {
  const dir = new URL('../../dist/h5/_app/css/', import.meta.url)
  const names = new Set()
  for (const file of readdirSync(dir)) {
    for (const [, name] of readFileSync(new URL(file, dir), 'utf8').matchAll(/(?:^|[{},])\s*\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name)
  }
  return [...names]
}
const BUILT_CLASSES = builtClasses()

/** what is wrong with the page on screen, or [] */
async function problemsOf(page) {
  return page.evaluate((built) => {
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
    const shown = (selector) => [...document.querySelectorAll(selector)].filter(visible)
    const problems = []
    if (shown('[data-testid="page-not-found"]').length) problems.push('the not-found page')
    const failed = shown('[data-testid$="-error"], [data-testid="list-error"], [data-state="error"]')
    if (failed.length) problems.push(`an error state (${failed.map((el) => el.dataset.testid || el.className).join(', ')})`)
    // the page's own loading (a player buffering a stream is a page that rendered)
    const loading = shown('.wl-detail-page[data-state="loading"], [data-testid="list-loading"]')
    if (loading.length) problems.push(`still loading (${loading.map((el) => el.dataset.testid || el.className).join(', ')})`)
    // something to read, fill in or look at: text, form fields, pictures
    const text = document.body.innerText.replace(/\s+/g, '')
    const fields = shown('input, textarea').length
    const pictures = shown('img, video, canvas').length
    if (text.length + 8 * (fields + pictures) < 8) problems.push(`almost nothing on screen (${JSON.stringify(text)})`)
    // classes the build styles but no stylesheet of this page does (see builtClasses)
    const loaded = new Set()
    const collect = (rules) => {
      for (const rule of rules) {
        if (rule.selectorText) for (const [, name] of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) loaded.add(name)
        if (rule.cssRules) collect(rule.cssRules)
      }
    }
    for (const sheet of document.styleSheets) {
      try {
        collect(sheet.cssRules)
      } catch {
        // a stylesheet of another origin: not ours
      }
    }
    const styled = new Set(built)
    const unstyled = new Set()
    for (const el of shown('[class]')) for (const name of el.classList) if (styled.has(name) && !loaded.has(name)) unstyled.add(name)
    if (unstyled.size) problems.push(`unstyled when opened directly: ${[...unstyled].slice(0, 8).join(' ')}`)
    return problems
  }, BUILT_CLASSES)
}

/** the sample paths where the home button showed */
const homeButtonOn = new Set()

/** a page that records uncaught errors and server failures for each visit */
async function newVisitor(context) {
  const page = await context.newPage()
  const seen = []
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`))
  page.on('response', (r) => {
    if (r.status() >= 500 && r.url().includes('/api/')) seen.push(`${r.status()} from ${new URL(r.url()).pathname}`)
  })
  return {
    page,
    /** opens the sample; answers 'login' when the app sent it to the login page, else the problems */
    async visit(sample) {
      seen.length = 0
      await page.goto(e2e.server.siteUrl(sample.site, sample.path))
      await Promise.race([page.waitForLoadState('networkidle').catch(() => {}), new Promise((r) => setTimeout(r, 10000))])
      // the app's data arrives after the network is quiet once more (section loads, transitions)
      await page.waitForTimeout(300)
      if (new URL(page.url()).pathname.startsWith('/login') && !sample.path.startsWith('/login')) return 'login'
      const problems = [...(await problemsOf(page)), ...seen]
      // the home button comes 1 s after load and moves a moment after the page's content settles
      await page.waitForTimeout(1300)
      const button = await page.evaluate(coveredBy)
      if (button) homeButtonOn.add(sample.path)
      if (button?.covered.length) problems.push(`the home button at ${JSON.stringify(button.box)} covers ${button.covered.join(', ')}`)
      return problems
    },
  }
}

/**
 * Visits the samples on `lanes` pages of one context at once: most of a visit is waiting for the
 * network to be quiet, so three pages share the two cores well (one page took 8 minutes for all).
 * The pages of a context share its login. Answers the samples that were sent to the login page.
 */
async function visitAll(context, samples, record, lanes = 3) {
  const visitors = await Promise.all(Array.from({ length: lanes }, () => newVisitor(context)))
  const sentToLogin = []
  let next = 0
  await Promise.all(
    visitors.map(async (visitor) => {
      while (next < samples.length) {
        const sample = samples[next++]
        const result = await visitor.visit(sample)
        if (result === 'login') sentToLogin.push(sample)
        else if (result.length) record(sample, result)
      }
    }),
  )
  return sentToLogin
}

test('every route of the route table renders with demo data, logged out or after a login', { timeout: 1_200_000 }, async () => {
  const samples = await routeSamples(e2e.server)
  assert.ok(samples.length >= 170, `${samples.length} samples`)
  for (const named of NAMED_PAGES)
    assert.ok(
      samples.some((s) => s.path.startsWith(named)),
      `no sample for ${named}`,
    )
  const failures = []
  const anonymous = await e2e.browser.newContext(PHONE)
  const needLogin = await visitAll(anonymous, samples, (sample, problems) =>
    failures.push(`${sample.site} ${sample.path} (${sample.pattern}): ${problems.join('; ')}`),
  )
  for (const site of new Set(needLogin.map((s) => s.site))) {
    const list = needLogin.filter((s) => s.site === site)
    const context = await e2e.browser.newContext(PHONE)
    const login = await context.newPage()
    await smsLogin(e2e.server, login, { site })
    await login.waitForURL(/\/user$/, { timeout: 30000 })
    await login.close()
    const again = await visitAll(context, list, (sample, problems) =>
      failures.push(`${site} ${sample.path} (${sample.pattern}, logged in): ${problems.join('; ')}`),
    )
    for (const sample of again) failures.push(`${site} ${sample.path} (${sample.pattern}, logged in): sent to login again`)
    await context.close()
  }
  console.log(`routes: ${samples.length} addresses opened, ${needLogin.length} after a login, the home button on ${homeButtonOn.size}`)
  for (const named of NAMED_PAGES)
    assert.ok(
      [...homeButtonOn].some((path) => path.startsWith(named)),
      `the home button never showed on ${named}`,
    )
  assert.deepEqual(failures, [], `${failures.length} of ${samples.length} routes do not render:\n${failures.join('\n')}`)
})
