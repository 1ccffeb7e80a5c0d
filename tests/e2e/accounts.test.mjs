/**
 * Accounts end to end (issue "Accounts", Tests): against the real server with its development
 * SMS and WeChat providers, in headless Chromium as a phone.
 *  - SMS login on a plain mobile browser (code read from the dev outbox, as a developer would),
 *    and the one-step sign-in of a phone without an account (registration offered on /login)
 *  - the WeChat OAuth redirect flow with a WeChat user agent through the dev authorisation page,
 *    including the code-4 visitor who is sent to /invitation
 *  - a betaStatus site sends an anonymous visitor to /login
 *  - editing a profile field and adding a contact (its numbers sent encrypted)
 *  - the credit (my integrity) page and the SHORT_LOSE_CREDIT dialog of the demo user
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { fill, PHONE, WECHAT_PHONE, smsLogin, snap, tid, useServerAndBrowser } from './harness.mjs'

/** the demo user seeded on every site in development: SHORT_LOSE_CREDIT, linked to dev-wx-xiaowen */
const DEMO_PHONE = '13800000001'
/** the second demo user (invited by the first); a phone gets one SMS a minute, so tests use both */
const OTHER_DEMO_PHONE = '13800000002'

const e2e = useServerAndBrowser({ before, after })

const login = (page, site, phone, redirect = '/user') => smsLogin(e2e.server, page, { site, phone, redirect })

test('plain mobile browser: the login form checks the phone, then SMS login lands on the user centre', async () => {
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(e2e.server.siteUrl('cd-city', '/login'))
  await fill(page, 'login-phone', '1380000')
  await page.locator(tid('login-send-code')).click()
  await page.getByText('请输入正确的手机号！').first().waitFor({ timeout: 10000 })

  await login(page, 'cd-city', OTHER_DEMO_PHONE)
  await page.waitForURL(/\/user$/, { timeout: 20000 })
  await page.locator(tid('user-phone')).getByText(/0002/).waitFor({ timeout: 20000 })
  await snap(page, 'accounts-user-centre')
  await context.close()
})

test('one-step sign-in: a phone without an account is offered registration on /login and lands logged in', async () => {
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  const phone = '13900000077'
  await login(page, 'cd-city', phone)
  // no dead end: the same page asks for the agreement, the code stays valid
  await page.locator(tid('login-new-phone')).waitFor({ timeout: 20000 })
  await snap(page, 'accounts-login-new-phone')
  await page.locator(tid('login-agreement')).first().click()
  await page.locator(tid('login-submit')).click()
  await page.waitForURL(/\/user$/, { timeout: 20000 })
  await page.locator(tid('user-phone')).getByText(/0077/).waitFor({ timeout: 20000 })
  await context.close()
})

test('WeChat browser: no open id sends the visitor through the authorisation page and back, logged in', async () => {
  const context = await e2e.browser.newContext(WECHAT_PHONE)
  const page = await context.newPage()
  await page.goto(e2e.server.siteUrl('cd-city', '/index'))
  // the (development) provider's authorisation page, served by the server
  await page.waitForURL(/\/api\/dev\/wechat\/authorize\?/, { timeout: 20000 })
  const authorize = new URL(page.url())
  assert.equal(authorize.searchParams.get('scope'), 'snsapi_userinfo')
  assert.match(decodeURIComponent(authorize.searchParams.get('state') ?? ''), /\/index/)
  await snap(page, 'accounts-wechat-authorize')
  await page.locator('li', { hasText: 'dev-wx-xiaowen' }).locator('a.allow').click()
  await page.waitForURL(/cd-city\.localhost:\d+\/index/, { timeout: 20000 })
  // user info is stored: the user centre shows the demo user's phone without asking to log in
  await page.goto(e2e.server.siteUrl('cd-city', '/user'))
  await page.locator(tid('user-phone')).getByText(/0001/).waitFor({ timeout: 20000 })
  await context.close()
})

test('WeChat browser: an open id the server answers with code 4 is sent to /invitation', async () => {
  const context = await e2e.browser.newContext(WECHAT_PHONE)
  const page = await context.newPage()
  await page.goto(e2e.server.siteUrl('cd-city', '/index'))
  await page.waitForURL(/\/api\/dev\/wechat\/authorize\?/, { timeout: 20000 })
  await page.locator('li', { hasText: 'dev-wx-invitee' }).locator('a.allow').click()
  await page.waitForURL(/\/invitation/, { timeout: 20000 })
  await page.locator(tid('invitation-code')).first().waitFor({ timeout: 20000 })
  await snap(page, 'accounts-invitation')
  await context.close()
})

test('betaStatus site: an anonymous visitor is sent to /login', async () => {
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(e2e.server.siteUrl('beta-preview', '/index'))
  await page.waitForURL(/\/login/, { timeout: 20000 })
  await page.locator(tid('login-phone')).first().waitFor({ timeout: 20000 })
  await context.close()
})

test('a logged-in user edits a profile field, adds a contact, reads their credit and meets the credit dialog', async () => {
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  await login(page, 'cd-city', DEMO_PHONE, '/user-data')
  await page.waitForURL(/\/user-data$/, { timeout: 20000 })

  // profile field: nickname
  const nickname = `小文${Date.now() % 10000}`
  await page.locator(tid('user-data-nickname')).click()
  await fill(page, 'user-data-edit-input', nickname)
  await page.locator(tid('user-data-edit-save')).click()
  await page.waitForURL(/\/user-data$/, { timeout: 20000 })
  await page.locator(tid('user-data-value-nickname')).getByText(nickname).waitFor({ timeout: 20000 })
  const detail = await fetchAsUser(page, 'user/api/userInfo/detail')
  assert.equal(detail.data.nickName ?? detail.data.nickname, nickname)

  // contact: add one, it is listed (numbers decrypted after reading)
  await page.goto(e2e.server.siteUrl('cd-city', '/user-contacts'))
  await page.locator(tid('contact-add')).click()
  await fill(page, 'contact-name', '李游客')
  await fill(page, 'contact-phone', '13912345678')
  // a valid id number (GB 11643 checksum) other than the seeded contact's: one contact per id
  await fill(page, 'contact-certNumber', '44030419900307123X')
  const saveRequest = page.waitForRequest((r) => r.url().includes('consumUserContacts/save'), { timeout: 60000 })
  await page.locator(tid('contact-save')).click()
  // the personal numbers left the browser SM4-encrypted (rules-and-contract 3), never in plain text
  const sent = new URLSearchParams((await saveRequest).postData() ?? '')
  assert.equal(sent.get('name'), '李游客')
  assert.ok(sent.get('certNumber') && !sent.get('certNumber').includes('44030419900307123'), sent.toString())
  assert.ok(sent.get('phone') && !sent.get('phone').includes('13912345678'), sent.toString())
  await page.waitForURL(/\/user-contacts/, { timeout: 20000 })
  await page.getByText('李游客').first().waitFor({ timeout: 20000 })
  await snap(page, 'accounts-contacts')

  // credit: the demo user is SHORT_LOSE_CREDIT (3 no-shows)
  await page.goto(e2e.server.siteUrl('cd-city', '/user-credit'))
  await page.locator(tid('credit-missed')).getByText(/3/).waitFor({ timeout: 20000 })
  await page.locator(tid('credit-check-booking')).click()
  const dialog = page.locator('[data-testid^="credit-dialog-"]').first()
  await dialog.waitFor({ timeout: 10000 })
  assert.match(await dialog.innerText(), /3/)
  await page.locator(tid('credit-got-it')).first().waitFor()
  await snap(page, 'accounts-credit-dialog')
  await page.locator(tid('credit-got-it')).first().click()
  await context.close()
})

/** calls the server with the token the app stored, as the app would */
async function fetchAsUser(page, path) {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const raw = localStorage.getItem(localStorage.key(i)) || ''
      const m = /"userToken":"([^"]+)"/.exec(raw)
      if (m) return m[1]
    }
    return ''
  })
  assert.ok(token, 'a user token is stored after login')
  const r = await fetch(`${e2e.server.origin}/api/${path}?siteCode=cd-city&token=${encodeURIComponent(token)}`)
  return r.json()
}
