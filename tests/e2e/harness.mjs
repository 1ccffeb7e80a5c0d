/**
 * End-to-end harness: starts the real contract server (`server/src/index.ts`, as `npm start`
 * does, on a temp PGlite data folder and a free port) and drives Debian's Chromium through
 * playwright-core as a phone. Sites are reached by host: http://<siteCode>.localhost:<port>.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { sm4EncryptJson } from '../../src/core/sm4.ts'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

async function waitFor(url, ms) {
  const until = Date.now() + ms
  let last
  while (Date.now() < until) {
    try {
      const r = await fetch(url)
      if (r.ok) return
      last = new Error(`HTTP ${r.status}`)
    } catch (e) {
      last = e
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer ${url} within ${ms} ms: ${last?.message}`)
}

/** the demo sites' day (Asia/Shanghai): the seeds date their rows from it */
const siteDay = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

/**
 * A seeded data folder shared by the files of one e2e run (`npm test` sets WENLV_E2E_TEMPLATE to a
 * fresh path per run): the first server of the run seeds every demo site into it (about 60% of a
 * start), each file's server then starts on its own copy, so files still cannot see each other's
 * writes. Only for a server whose environment seeds nothing differently (SEED_NEUTRAL_ENV; another
 * sites folder would), and only on the site day it was made: the seeds date their rows from it.
 */
/** settings a server may be started with that seed nothing differently: it may start on the template */
const SEED_NEUTRAL_ENV = new Set(['STORAGE_LOCAL_DIR', 'PAY_PROVIDER', 'STATS_FLUSH_MS', 'FFMPEG_PATH', 'MEDIA_DIR'])

async function seededCopy(dataDir, env) {
  const template = process.env.WENLV_E2E_TEMPLATE
  if (!template || Object.keys(env).some((name) => !SEED_NEUTRAL_ENV.has(name))) return
  const dayFile = join(template, 'site-day')
  if (!existsSync(dayFile)) await makeTemplate(template)
  if (!existsSync(dayFile) || readFileSync(dayFile, 'utf8') !== siteDay()) return
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true })
}

/**
 * The first file of the run seeds the template; a file starting beside it (two run at once) waits
 * for it. The lock is a folder (mkdir is atomic); a holder that died only costs the waiters their
 * own seeding after the server start budget.
 */
async function makeTemplate(template) {
  mkdirSync(dirname(template), { recursive: true })
  const lock = `${template}.lock`
  try {
    mkdirSync(lock)
  } catch {
    const until = Date.now() + (Number(process.env.E2E_SERVER_START_MS) || 120000)
    while (!existsSync(join(template, 'site-day')) && Date.now() < until) await new Promise((r) => setTimeout(r, 500))
    return
  }
  try {
    const making = mkdtempSync(join(tmpdir(), 'wenlv-e2e-template-'))
    const server = await startServer({}, join(making, 'pglite'))
    await server.stop()
    writeFileSync(join(making, 'site-day'), siteDay())
    rmSync(template, { recursive: true, force: true })
    renameSync(making, template)
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** starts the server with its own data folder; `env` adds or overrides variables */
export async function startServer(env = {}, keepDataIn) {
  const port = await freePort()
  const dataDir = keepDataIn ? dirname(keepDataIn) : mkdtempSync(join(tmpdir(), 'wenlv-e2e-'))
  if (!keepDataIn) await seededCopy(dataDir, env)
  const logs = []
  const child = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: join(dataDir, 'pglite'), NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // never leave a server behind, whatever ends the test process
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.stdout.on('data', (d) => logs.push(String(d)))
  child.stderr.on('data', (d) => logs.push(String(d)))
  const origin = `http://localhost:${port}`
  try {
    // a first start seeds ten sites: about 15 s on an idle two-core machine, much more on a busy one
    await waitFor(`${origin}/api/user/api/site/siteInfo?siteCode=cd-city`, Number(process.env.E2E_SERVER_START_MS) || 120000)
  } catch (e) {
    child.kill('SIGKILL')
    throw new Error(`${e.message}\n--- server output ---\n${logs.join('')}`)
  }
  return {
    port,
    origin,
    logs,
    siteUrl: (site, path = '/') => `http://${site}.localhost:${port}${path}`,
    api: async (path, params = {}) => {
      const qs = new URLSearchParams({ token: '', ...params })
      const r = await fetch(`${origin}/api/${path}?${qs}`)
      return r.json()
    },
    async stop() {
      process.off('exit', killOnExit)
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
      if (!keepDataIn) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  locale: 'zh-CN',
}

/** the messaging-app (WeChat) in-app browser announces itself with MicroMessenger */
export const WECHAT_PHONE = {
  ...PHONE,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN',
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // a fake microphone that needs no prompt: the voice complaint records in headless Chromium (tests/e2e/complaints.test.mjs);
      // nothing else asks for media
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  })
}

/** saves a screenshot under tests/e2e/screenshots (ignored by git) for a person to look at */
export async function snap(page, name) {
  const dir = join(root, 'tests', 'e2e', 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`) })
}

export const tid = (id) => `[data-testid="${id}"]`

/**
 * Waits up to `ms` for the element of test id `id` to read `text` and returns without failing: the
 * caller asserts the text. For words of a locale namespace that may arrive just after the data.
 */
export async function textSettles(page, id, text, ms = 10000) {
  await page
    .waitForFunction(
      // the element `shown` reads: the last visible match (the router keeps earlier pages, hidden, before it)
      ([i, t]) => [...document.querySelectorAll(`[data-testid="${i}"]`)].filter((el) => el.checkVisibility()).pop()?.textContent === t,
      [id, text],
      { timeout: ms },
    )
    .catch(() => {})
}

/** the router keeps earlier pages in the DOM (hidden): the last visible match is on the page on screen */
export const shown = (page, selector) => page.locator(`${selector}:visible`).last()

/** ticks the saved visitor `name` on the booking form (src/package-booking/components/BookingForm) */
export async function chooseVisitor(page, name) {
  await shown(page, tid('booking-visitors')).getByText(name).click()
}

/** the demo user of the seed (server/src/db/seed): has contacts, collections and credit */
export const DEMO_PHONE = '13800000001'

/**
 * Types into the field with test id `id`. A NutUI input or Taro's <taro-textarea-core> wraps its
 * <input>/<textarea>, and a Taro web component renders that inner field a moment after it is attached:
 * so a wrapper is filled through its inner field, waited for, never through the wrapper itself.
 */
export async function fill(page, id, value) {
  const el = page.locator(tid(id)).first()
  await el.waitFor({ timeout: 40000 })
  const isField = await el.evaluate((node) => ['INPUT', 'TEXTAREA'].includes(node.tagName) || node.isContentEditable)
  await (isField ? el : el.locator('input, textarea').first()).fill(value, { timeout: 40000 })
}

/**
 * Logs in through the login page of `site` with the code the development SMS provider sent
 * (dev/sms/outbox: the newest code after the click), then submits; the app goes on to `redirect`.
 * `redirect: null`: the page is on the login page already (the app sent it there and knows the way back).
 * A phone without an account lands on the agreement step instead (tests that register do that step).
 */
export async function smsLogin(server, page, { site, phone = DEMO_PHONE, redirect = '/user' }) {
  if (redirect !== null) await page.goto(server.siteUrl(site, `/login?redirect=${encodeURIComponent(redirect)}`))
  await fill(page, 'login-phone', phone)
  const outbox = async () => (await server.api('dev/sms/outbox', { siteCode: site, phone })).datas ?? []
  const before = (await outbox()).length
  await page.locator(tid('login-send-code')).click()
  let code
  for (let i = 0; i < 40 && !code; i++) {
    const sent = await outbox()
    if (sent.length > before) code = sent[0].code
    else await new Promise((r) => setTimeout(r, 250))
  }
  if (!/^\d{6}$/.test(code ?? '')) throw new Error(`no SMS code reached the outbox for ${phone}`)
  await fill(page, 'login-code', code)
  await page.locator(tid('login-submit')).click()
}

/**
 * One server and one browser for a test file (registers its before/after hooks).
 * `open(site, path, device)` opens the path of a site in a fresh browser context (own storage).
 */
export function useServerAndBrowser(hooks, env = {}) {
  const e2e = {
    server: undefined,
    browser: undefined,
    async open(site, path, device = PHONE) {
      const page = await (await e2e.browser.newContext(device)).newPage()
      await page.goto(e2e.server.siteUrl(site, path))
      return page
    },
  }
  hooks.before(async () => {
    e2e.server = await startServer(env)
    e2e.browser = await launchBrowser()
  })
  hooks.after(async () => {
    await e2e.browser?.close()
    await e2e.server?.stop()
  })
  return e2e
}

/** a small valid PNG (grey, 8 bits, no filter): enough for the uploader's checks */
export function png(size = 16) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes) => {
    let c = 0xffffffff
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    out.write(type, 4, 'ascii')
    data.copy(out, 8)
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const raw = Buffer.alloc((size + 1) * size, 128)
  for (let y = 0; y < size; y++) raw[y * (size + 1)] = 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * Puts axe-core into the page. Evaluated through the DevTools protocol, not as a <script> tag: the
 * pages' CSP refuses inline scripts it has no hash for (server/src/http/security-headers.ts).
 */
export async function injectAxe(page) {
  if (await page.evaluate(() => typeof window.axe === 'object')) return
  await page.evaluate(readFileSync(AXE, 'utf8'))
}

/** axe-core's serious and critical violations on the page as it is, one line each: `rule: targets` */
export async function seriousViolations(page) {
  await injectAxe(page)
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }))
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** the site's demo staff member: complaint operator, memorial moderator, campaign editor (README "Demo people") */
export const STAFF_PHONE = '13800000004'

/**
 * Signs `phone` in the way the app does (SM4 payloads, the dev SMS outbox) without a browser and
 * answers `post(path, body)` carrying its token: staff act through their APIs so. A body that is an
 * object of strings goes as a form; `{ json }` goes as JSON.
 */
export async function apiSession(server, site, phone = STAFF_PHONE) {
  const key = JSON.parse(readFileSync(`${root}/sites/${site}.json`, 'utf8')).sm4Key
  const post = async (path, body, token = '') => {
    const r = await fetch(`${server.origin}/api/${path}?${new URLSearchParams({ siteCode: site, token })}`, {
      method: 'POST',
      headers: { 'content-type': body.json ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: body.json ? JSON.stringify(body.json) : new URLSearchParams(body).toString(),
    })
    return r.json()
  }
  const sent = await post('user/api/userBind/smsCodeSm4', { data: sm4EncryptJson({ phone }, key) })
  if (sent.code !== 0) throw new Error(`sms code for ${phone}: ${sent.message}`)
  const code = (await server.api('dev/sms/outbox', { siteCode: site, phone })).datas[0].code
  const login = await post('user/api/userBind/loginOrRegister', { data: sm4EncryptJson({ phone, code, agreement: true }, key) })
  if (login.code !== 0) throw new Error(`login of ${phone}: ${login.message}`)
  const token = login.data.userToken
  return { token, post: (path, body) => post(path, body, token) }
}
