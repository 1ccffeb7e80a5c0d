/**
 * Partner sign-in from the address (issue "Accounts": partner logins saved from the address,
 * swapped for a token, then removed), against the real server and its development partner
 * provider, in headless Chromium as a phone.
 *  - sc-province accepts iFly: ?userId= a one-time credential of the demo iFly user, issued by the dev partner door
 *  - mx-county accepts tfCloud: ?code= issued by the dev partner door; the code is single-use,
 *    so opening the same address again tells the visitor and offers the ordinary login
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { PHONE, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

/** the address bar loses the partner values once they were used */
async function waitForCleanAddress(page, name) {
  for (let i = 0; i < 80 && new URL(page.url()).searchParams.has(name); i++) await page.waitForTimeout(250)
  assert.equal(new URL(page.url()).searchParams.has(name), false, page.url())
}

async function expectLoggedInAs(page, site, nickname) {
  await page.goto(e2e.server.siteUrl(site, '/user'))
  await page.locator(tid('user-nickname')).getByText(nickname).waitFor({ timeout: 20000 })
  assert.match(page.url(), /\/user$/)
}

test('iFly: ?userId= signs the visitor in and leaves the address', async () => {
  // the demo iFly user id itself is no credential: the dev door issues a one-time one for the site
  const issued = await e2e.server.api('dev/partner/issue', {
    siteCode: 'sc-province',
    kind: 'ifly',
    subject: 'ifly-demo-0001',
    nickname: 'iFly demo',
  })
  assert.equal(issued.code, 0, JSON.stringify(issued))
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(e2e.server.siteUrl('sc-province', `/index?userId=${encodeURIComponent(issued.data.credential)}`))
  await waitForCleanAddress(page, 'userId')
  await expectLoggedInAs(page, 'sc-province', 'iFly demo')
  await context.close()
})

test('tfCloud: a code is parsed into a login once; the used code is refused with a message', async () => {
  const issued = await e2e.server.api('dev/partner/issue', {
    siteCode: 'mx-county',
    kind: 'tfcloud',
    subject: 'tf-e2e-visitor',
    nickname: '天府游客',
  })
  assert.equal(issued.code, 0, JSON.stringify(issued))
  const address = e2e.server.siteUrl('mx-county', `/index?code=${encodeURIComponent(issued.data.credential)}`)

  const first = await e2e.browser.newContext(PHONE)
  const page = await first.newPage()
  await page.goto(address)
  await waitForCleanAddress(page, 'code')
  await expectLoggedInAs(page, 'mx-county', '天府游客')
  await first.close()

  const again = await e2e.browser.newContext(PHONE)
  const second = await again.newPage()
  await second.goto(address)
  await second.getByText('合作方登录已失效，请重新登录').first().waitFor({ timeout: 20000 })
  await snap(second, 'partner-login-refused')
  await waitForCleanAddress(second, 'code')
  // the modal offers the ordinary login; the visitor is not logged in
  await second.getByText('去登录', { exact: true }).first().click()
  await second.waitForURL(/\/login/, { timeout: 20000 })
  await second.locator(tid('login-phone')).first().waitFor({ timeout: 20000 })
  await again.close()
})
