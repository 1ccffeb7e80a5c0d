/**
 * Delivery, item 1: one H5 compile serves every site. Each site's page is the compile stamped with
 * its config (server/src/static/h5.ts, scripts/lib/h5-stamp.mjs): its title, theme colour and
 * language files come with the page, so the home renders translated with no wait; and a site that
 * is only a new sites/<code>.json works after a server restart, with no compile.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { PHONE, launchBrowser, root, startServer, tid } from './harness.mjs'

const { loadSites, loadSite } = createRequire(import.meta.url)(path.join(root, 'sites'))
const NEW_SITE = {
  ...loadSite('cd-city'),
  siteCode: 'ls-leshan',
  localSiteCode: 'LS_LESHAN',
  name: '乐山文旅',
  english: 'Leshan Culture & Tourism',
  regionCode: '511100',
  themeColor: 'rgb(30,130,100)',
  h5Domain: 'ls-leshan.wenlv.example',
  appid: 'wx0000000000ls0001',
  remarks: 'added as a config file only',
}

let server, browser, sitesDir
before(async () => {
  // the repository's sites plus one more, as an operator adds a file to sites/
  sitesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-sites-'))
  for (const site of loadSites()) fs.writeFileSync(path.join(sitesDir, `${site.siteCode}.json`), JSON.stringify(site))
  fs.writeFileSync(path.join(sitesDir, `${NEW_SITE.siteCode}.json`), JSON.stringify(NEW_SITE))
  server = await startServer({ SITES_DIR: sitesDir })
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
  await server?.stop()
  fs.rmSync(sitesDir, { recursive: true, force: true })
})

/** opens /index of a site, recording requests and whether the app ever hid itself to wait for locale files */
async function openHome(site) {
  const page = await (await browser.newContext(PHONE)).newPage()
  const requests = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  await page.addInitScript(() => {
    window.__waited = false
    new MutationObserver(() => {
      if (document.documentElement.classList.contains('wenlv-locales-loading')) window.__waited = true
    }).observe(document.documentElement, { attributes: true })
  })
  await page.goto(server.siteUrl(site, '/index'), { waitUntil: 'networkidle' })
  return { page, requests }
}

for (const code of ['cd-city', 'xj-region', 'intl-expo']) {
  test(`${code}: the stamped page carries the site, and the home renders translated without waiting`, async () => {
    const site = loadSite(code)
    const { page, requests } = await openHome(code)
    assert.equal(await page.evaluate(() => window.__WENLV_SITE__.siteCode), code)
    assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), site.themeColor)
    await page.locator(tid('index-menu-grid')).first().waitFor({ timeout: 20000 })
    assert.equal(await page.evaluate(() => window.__waited), false, 'the home page never hid itself to wait for its strings')
    assert.match(await page.textContent('body'), /服务导航/)
    // the default language's home strings came inside the page (config/h5-locales.js), so they are
    // not fetched; the files the home fetches are the default language's, as data, not scripts
    const block = JSON.parse(await page.locator('#wenlv-locales').textContent())
    assert.deepEqual(Object.keys(block), ['zh'])
    assert.deepEqual(Object.keys(block.zh).sort(), ['common', 'shell'])
    const locales = requests.filter((p) => p.includes('/locales/') || p.includes('/locale-'))
    for (const ns of ['common', 'shell']) assert.equal(locales.filter((p) => p.startsWith(`/locales/zh/${ns}.`)).length, 0, ns)
    assert.ok(
      locales.some((p) => /^\/locales\/zh\/home\.[0-9a-f]{8}\.json$/.test(p)),
      'the home namespace is fetched as JSON',
    )
    assert.deepEqual(
      locales.filter((p) => !p.startsWith('/locales/zh/')),
      [],
    )
  })
}

test('a site added as sites/<code>.json is served after a restart, with no compile', async () => {
  assert.equal(fs.existsSync(path.join(root, 'dist', 'h5', NEW_SITE.siteCode)), false, 'no build of its own')
  const { page } = await openHome(NEW_SITE.siteCode)
  assert.equal(await page.evaluate(() => window.__WENLV_SITE__.siteCode), NEW_SITE.siteCode)
  await page.locator(tid('index-menu-grid')).first().waitFor({ timeout: 20000 })
  assert.match(await page.textContent('body'), /乐山文旅/)
  const info = await server.api('user/api/site/siteInfo', { siteCode: NEW_SITE.siteCode })
  assert.equal(info.code, 0)
  assert.equal(info.data.siteCode, NEW_SITE.siteCode)
})
