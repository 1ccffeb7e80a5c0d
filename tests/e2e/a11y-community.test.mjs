/**
 * Accessibility of the community services (issue 13) in elder mode: every route of the six community
 * subpackages (complaints, help, volunteers, votes and surveys, courses, trips), at its sample address
 * (./route-samples.mjs), opened by the logged-in demo user with `elder=1` (larger text, contrast-safe
 * colours, 88px targets), and axe-core finds no serious or critical violation on it. Normal mode is
 * checked page by page in the areas' own e2e files. On cd-city; the elder-mode contrast of a
 * mid-tone theme colour (djy-scenic's green) is a theme matter checked in a11y.test.mjs.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import table from '../../src/core/route-table.json' with { type: 'json' }
import { PHONE, seriousViolations, smsLogin, useServerAndBrowser } from './harness.mjs'
import { routeSamples } from './route-samples.mjs'

const e2e = useServerAndBrowser({ before, after })
const COMMUNITY = /^package-(complaints|help|volunteers|votes|courses|trips)$/

test('every community page has no serious axe violation in elder mode', { timeout: 600_000 }, async () => {
  const samples = (await routeSamples(e2e.server)).filter((s) => s.site === 'cd-city' && COMMUNITY.test(table.pages[s.page].package ?? ''))
  assert.ok(samples.length >= 60, `${samples.length} community samples`)
  const failures = []
  for (const site of new Set(samples.map((s) => s.site))) {
    const context = await e2e.browser.newContext(PHONE)
    const login = await context.newPage()
    await smsLogin(e2e.server, login, { site })
    await login.waitForURL(/\/user$/, { timeout: 30000 })
    // two pages of the logged-in context take the samples in turn: half of a page's time is the
    // network going quiet, so two lanes finish in about two thirds of the time (as routes.test.mjs)
    const queue = samples.filter((s) => s.site === site)
    const lane = async (page) => {
      for (let sample = queue.shift(); sample; sample = queue.shift()) {
        const address = `${sample.path}${sample.path.includes('?') ? '&' : '?'}elder=1`
        await page.goto(e2e.server.siteUrl(site, address))
        await Promise.race([page.waitForLoadState('networkidle').catch(() => {}), new Promise((r) => setTimeout(r, 10000))])
        await page.waitForTimeout(300)
        const found = await seriousViolations(page)
        if (found.length) failures.push(`${site} ${sample.path}:\n  ${found.join('\n  ')}`)
      }
    }
    await Promise.all([lane(login), context.newPage().then(lane)])
    await context.close()
  }
  assert.deepEqual(failures, [], `${failures.length} of ${samples.length} pages:\n${failures.join('\n')}`)
})
