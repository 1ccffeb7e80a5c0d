/**
 * A visitor's steps in the Node run of a mini-program package (harness.mjs), shared by the flow
 * tests: the interface words come from locales/, so a test names what the visitor reads and taps.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { toMiniProgramUrl } from '../../src/core/routes.ts'
import { ROOT } from './harness.mjs'

/** locales/<lang>/<ns>.json */
export const locale = (lang, ns) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lang, `${ns}.json`), 'utf8'))

/** page path (no leading slash, no query) of a spec path */
export const pageOf = (specPath) => toMiniProgramUrl(specPath).url.replace(/^\//, '').split('?')[0]

/** the demo sites' day (Asia/Shanghai) `days` after today, YYYY-MM-DD; the seeds and the booking calendar count in it */
export const siteDay = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** HH:mm of an ISO instant in Asia/Shanghai */
export const siteClock = (iso) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(11, 16)

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** a RegExp matching exactly `text` */
export const exactly = (text) => new RegExp(`^${escape(text)}$`)
/** a RegExp matching the texts in this order inside one node (a row shows them one after another) */
export const inOrder = (...texts) => new RegExp(texts.map(escape).join('.*'))

/** the input or textarea labelled `label` (its aria-label, what a screen reader reads, or else its placeholder) */
export function field(page, label) {
  const node = page.nodes((n) => (n.tag === 'input' || n.tag === 'textarea') && (n.node.ariaLabel ?? n.attrs.placeholder) === label)[0]
  assert.ok(node, `no field labelled ${label} on ${page.route}`)
  return node
}

/** the innermost node inside `container` (a node from find) whose text is or contains `wanted` */
export function inside(page, container, wanted) {
  return page.findAll(wanted).find((n) => n.ancestors.includes(container.node))
}

/** the token the app keeps on the device after a login */
export const tokenOf = (mp) => JSON.parse(mp.storageSnapshot().cloudNewToken ?? '""')

const zhUser = locale('zh', 'user')

/**
 * The SMS login as a visitor does it: the 我的 tab, 登录/注册, the phone, 获取验证码, the code the
 * server's development outbox holds, 登录; back on the user centre. Asserts the toasts it shows.
 */
export async function loginBySms(mp, server, phone) {
  const userTab = mp.tabRoutes.find((route) => route === pageOf('/user'))
  assert.ok(userTab, 'the site has the user centre as a tab')
  const bottom = (await server.api('config/api/layout/getBottomNavList', { siteCode: mp.site, clientType: 'WEB' })).data.layoutDetail
  await mp.tap(mp.tabBar().find(exactly(bottom.find((m) => m.menuCode === 'USER').name)))
  await mp.tap(mp.currentPage().find(zhUser.user.loginNow))
  const login = mp.currentPage()
  assert.equal(login.route, pageOf('/login'))
  const toastsBefore = mp.toasts.length
  await mp.input(field(login, zhUser.login.phonePlaceholder), phone)
  await mp.tap(login.find(zhUser.login.sendCode))
  const sent = (await server.api('dev/sms/outbox', { siteCode: mp.site, phone })).datas?.[0]
  assert.match(sent?.code ?? '', /^\d{6}$/, `the development outbox holds the code for ${phone}`)
  await mp.input(field(login, zhUser.login.codePlaceholder), sent.code)
  await mp.tap(login.find(exactly(zhUser.login.submit)))
  await mp.waitFor(() => mp.currentPage().route === pageOf('/user'), 'back on the user centre after the login')
  assert.deepEqual(
    mp.toasts.slice(toastsBefore).map((x) => x.title),
    [zhUser.login.codeSent, zhUser.login.success],
  )
  assert.ok(tokenOf(mp), 'the app keeps the token')
}
