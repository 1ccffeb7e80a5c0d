/**
 * End-to-end harness: starts the real contract server (`server/src/index.ts`, as `npm start`
 * does, on a temp PGlite data folder and a free port) and drives Debian's Chromium through
 * playwright-core as a phone. Sites are reached by host: http://<siteCode>.localhost:<port>.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

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

/** starts the server with its own data folder; `env` adds or overrides variables */
export async function startServer(env = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'wenlv-e2e-'))
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
    await waitFor(`${origin}/api/user/api/site/siteInfo?siteCode=cd-city`, 60000)
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
      rmSync(dataDir, { recursive: true, force: true })
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

/** the router keeps earlier pages in the DOM (hidden): the last visible match is on the page on screen */
export const shown = (page, selector) => page.locator(`${selector}:visible`).last()

/** ticks the saved visitor `name` on the booking form (src/package-booking/components/BookingForm) */
export async function chooseVisitor(page, name) {
  await shown(page, tid('booking-visitors')).getByText(name).click()
}

/** the demo user of the seed (server/src/db/seed): has contacts, collections and credit */
export const DEMO_PHONE = '13800000001'

/** types into the field with test id `id` (a NutUI input wraps its <input>) */
export async function fill(page, id, value) {
  const el = page.locator(tid(id)).first()
  await el.waitFor({ timeout: 40000 })
  const inner = el.locator('input, textarea')
  await ((await inner.count()) > 0 ? inner.first() : el).fill(value)
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
