/** The one H5 compile served by Host on the API port: stamped index.html per site, fallback, cache headers. */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, before, describe, it } from 'node:test'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/database'
import { precompress, precompressed } from '../../../scripts/lib/precompress.mjs'
import { loadSite, loadSites } from '../../../sites/index.js'
import { openTestDatabase } from '../testing/test-database'

let database: DatabaseHandle
let app: FastifyInstance
let h5Root: string

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"/><title></title><script defer="defer" src="/js/app.0a1b2c3d.js"></script></head><body><div id="app"></div></body></html>'

const APP_ICON = fileURLToPath(new URL('../../../src/favicon.ico', import.meta.url))

/** a compile as config/index.ts writes it: dist/h5/_app with a site-less template and locale files */
async function writeCompile(root: string) {
  const app = path.join(root, '_app')
  fs.mkdirSync(path.join(app, 'js'), { recursive: true })
  fs.writeFileSync(path.join(app, 'index.html'), TEMPLATE)
  fs.writeFileSync(path.join(app, 'js', 'app.0a1b2c3d.js'), 'console.log("app")')
  for (const lang of ['zh', 'en', 'fr', 'ja', 'ko']) {
    fs.mkdirSync(path.join(app, 'locales', lang), { recursive: true })
    for (const ns of ['common', 'shell', 'home'])
      fs.writeFileSync(path.join(app, 'locales', lang, `${ns}.1234abcd.json`), JSON.stringify({ file: `${lang} ${ns}` }))
  }
  // the app's icon, copied beside index.html by the H5 build (config/index.ts `copy`)
  fs.copyFileSync(APP_ICON, path.join(app, 'favicon.ico'))
  // a real-sized script, precompressed as scripts/build.mjs does after an H5 build
  fs.writeFileSync(path.join(app, 'js', 'vendors.0a1b2c3e.js'), BIG_SCRIPT)
  await precompress(app)
}

const BIG_SCRIPT = `/* vendors */\n${'export const lines = ["宽窄巷子", "都江堰", "青城山"];\n'.repeat(400)}`
/** a site that exists only as a config (sites/<code>.json): no build was ever made for it */
const NEW_SITE = {
  ...loadSite('cd-city'),
  siteCode: 'ls-leshan',
  name: '乐山文旅',
  english: 'Leshan Tourism',
  h5Domain: 'ls.wenlv.example',
  themeColor: 'rgb(20,120,90)',
}
const siteIn = (html: string) => JSON.parse(/window\.__WENLV_SITE__=(\{.*?\})<\/script>/.exec(html)![1])

before(async () => {
  h5Root = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-h5-'))
  await writeCompile(h5Root)
  fs.writeFileSync(path.join(h5Root, 'secret.txt'), 'outside the compile')
  database = await openTestDatabase()
  app = await buildApp({ database, h5Root, sites: [...loadSites(), NEW_SITE] })
})
after(async () => {
  await app.close()
  await database.close()
  fs.rmSync(h5Root, { recursive: true, force: true })
})

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } })

describe('H5 static serving', () => {
  it('plain localhost and 127.0.0.1 serve the default site', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080']) {
      const res = await get('/', host)
      assert.equal(res.statusCode, 200)
      assert.equal(siteIn(res.body).siteCode, 'cd-city')
      assert.equal(res.headers['cache-control'], 'no-cache')
    }
  })

  it('<siteCode>.localhost and the h5Domain pick the site', async () => {
    assert.equal(siteIn((await get('/', 'intl-expo.localhost:8080')).body).siteCode, 'intl-expo')
    assert.equal(siteIn((await get('/', 'intl-expo.wenlv.example')).body).siteCode, 'intl-expo')
  })

  it("each site's page is the compile stamped with its config, title, theme colour, language and home strings", async () => {
    const intl = loadSite('intl-expo')
    const html = (await get('/index', 'intl-expo.localhost')).body
    assert.deepEqual(siteIn(html), intl)
    const lang = intl.defaultLanguage === 'jp' ? 'ja' : intl.defaultLanguage === 'kr' ? 'ko' : intl.defaultLanguage
    assert.match(html, new RegExp(`<html lang="${lang}">`))
    assert.match(html, new RegExp(`<title>${intl.defaultLanguage === 'zh' ? intl.name : intl.english}</title>`))
    assert.match(html, new RegExp(`<meta name="theme-color" content="${intl.themeColor.replace(/[()]/g, '\\$&')}">`))
    // the default language's home-page strings are in the page, as data (no script runs them)
    const block = /<script type="application\/json" id="wenlv-locales">([^<]*)<\/script>/.exec(html)
    assert.ok(block, 'the eager strings block')
    assert.deepEqual(JSON.parse(block[1]), { [lang]: { common: { file: `${lang} common` }, shell: { file: `${lang} shell` } } })
    const scripts = [...html.matchAll(/<script defer="defer" src="([^"]+)"/g)].map((m) => m[1])
    assert.deepEqual(scripts, ['/js/app.0a1b2c3d.js'])
    const cd = (await get('/index', 'localhost')).body
    assert.match(cd, /<title>成都文旅云<\/title>/)
    assert.match(cd, /"zh":\{"common":\{"file":"zh common"\}/)
    // the other files are served as hashed assets
    const file = await get('/locales/fr/home.1234abcd.json', 'intl-expo.localhost')
    assert.equal(file.statusCode, 200)
    assert.deepEqual(JSON.parse(file.body), { file: 'fr home' })
    assert.match(String(file.headers['cache-control']), /immutable/)
  })

  it('the unstamped template is never sent, also not as /index.html or its compressed twins', async () => {
    const res = await get('/index.html', 'intl-expo.localhost')
    assert.equal(res.statusCode, 200)
    assert.equal(siteIn(res.body).siteCode, 'intl-expo')
    fs.writeFileSync(path.join(h5Root, '_app', 'index.html.br'), zlib.brotliCompressSync(TEMPLATE))
    try {
      assert.equal((await get('/index.html.br', 'intl-expo.localhost')).statusCode, 404)
    } finally {
      fs.rmSync(path.join(h5Root, '_app', 'index.html.br'))
    }
  })

  it('a site that is only a config file is served from the same compile (no build of its own)', async () => {
    for (const host of ['ls-leshan.localhost', 'ls.wenlv.example']) {
      const res = await get('/index', host)
      assert.equal(res.statusCode, 200)
      assert.deepEqual(siteIn(res.body), NEW_SITE)
      assert.match(res.body, /<title>乐山文旅<\/title>/)
    }
    assert.equal((await get('/js/app.0a1b2c3d.js', 'ls-leshan.localhost')).body, 'console.log("app")')
  })

  it('a new compile is stamped again on the next visit', async () => {
    const file = path.join(h5Root, '_app', 'index.html')
    fs.writeFileSync(file, TEMPLATE.replace('app.0a1b2c3d.js', 'app.99999999.js'))
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000))
    try {
      assert.match((await get('/index', 'localhost')).body, /app\.99999999\.js/)
    } finally {
      fs.writeFileSync(file, TEMPLATE)
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10000))
    }
    assert.match((await get('/index', 'localhost')).body, /app\.0a1b2c3d\.js/)
  })

  it('route paths fall back to index.html (browser-mode routing)', async () => {
    for (const url of ['/index', '/news-detail/42', '/user?lang=en']) {
      const res = await get(url, 'intl-expo.localhost')
      assert.equal(res.statusCode, 200, url)
      assert.equal(siteIn(res.body).siteCode, 'intl-expo', url)
      assert.match(String(res.headers['content-type']), /text\/html/)
    }
  })

  it('hashed assets are immutable, other files cached briefly', async () => {
    const js = await get('/js/app.0a1b2c3d.js', 'localhost')
    assert.equal(js.statusCode, 200)
    assert.equal(js.body, 'console.log("app")')
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.match(String(js.headers['content-type']), /javascript/)
    const icon = await get('/favicon.ico', 'localhost')
    assert.equal(icon.headers['cache-control'], 'public, max-age=300')
  })

  it('/favicon.ico is the site icon: 200, an image type and the icon file, on every site', async () => {
    for (const host of ['localhost', 'intl-expo.localhost']) {
      const res = await get('/favicon.ico', host)
      assert.equal(res.statusCode, 200)
      assert.match(String(res.headers['content-type']), /^image\/(x-icon|vnd\.microsoft\.icon)/)
      assert.deepEqual(res.rawPayload, fs.readFileSync(APP_ICON))
      // an ICO header: reserved 0, type 1 (icon), at least one image
      assert.deepEqual([res.rawPayload.readUInt16LE(0), res.rawPayload.readUInt16LE(2)], [0, 1])
    }
  })

  it('a missing file with an extension is a 404, not the app shell', async () => {
    const res = await get('/js/chunk.deadbeef.js', 'localhost')
    assert.equal(res.statusCode, 404)
    assert.equal(res.body, '文件不存在：/js/chunk.deadbeef.js')
  })

  it('never serves files outside the site folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/js/../../secret.txt']) {
      const res = await get(url, 'localhost')
      assert.doesNotMatch(res.body, /outside the compile/, url)
    }
  })

  it('without a compile every site answers a page saying how to build it', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-h5-empty-'))
    const bare = await buildApp({ database, h5Root: empty })
    try {
      const res = await bare.inject({
        method: 'GET',
        url: '/index',
        headers: { host: 'djy-scenic.localhost:8080', 'accept-language': 'en' },
      })
      assert.equal(res.statusCode, 503)
      assert.match(String(res.headers['content-type']), /text\/html/)
      assert.match(res.body, /npm run build -- --target h5/)
      assert.match(res.body, /站点 djy-scenic 的 H5 应用尚未构建/, 'djy-scenic offers zh only')
    } finally {
      await bare.close()
      fs.rmSync(empty, { recursive: true, force: true })
    }
  })

  it('an unknown <code>.localhost is a 404 page', async () => {
    const res = await get('/', 'nowhere.localhost')
    assert.equal(res.statusCode, 404)
    assert.match(res.body, /未知站点“nowhere”/)
  })

  it('/api paths stay with the API: unknown calls are envelopes, not the app shell', async () => {
    const res = await get('/api/res/api/nothing', 'localhost')
    assert.equal(res.statusCode, 404)
    assert.deepEqual(res.json(), { code: 404, message: '请求的地址不存在：/api/res/api/nothing' })
    assert.equal((await get('/api/user/api/site/siteInfo', 'intl-expo.localhost')).json().data.siteCode, 'intl-expo')
  })

  it('assets go precompressed by content negotiation: br, else gzip, else as they are; small files are not twinned', async () => {
    const url = '/js/vendors.0a1b2c3e.js'
    const br = await get(url, 'localhost', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(br.statusCode, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers['content-type']), /javascript/)
    assert.match(String(br.headers.vary), /accept-encoding/i)
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), BIG_SCRIPT)
    assert.ok(br.rawPayload.length < BIG_SCRIPT.length / 10, `br ${br.rawPayload.length} bytes`)
    const gz = await get(url, 'localhost', { 'accept-encoding': 'gzip' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), BIG_SCRIPT)
    const plain = await get(url, 'localhost', { 'accept-encoding': 'identity' })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, BIG_SCRIPT)
    assert.equal(fs.existsSync(path.join(h5Root, '_app', 'js', 'app.0a1b2c3d.js.br')), false, 'under 1 KB: no twin')
  })

  it('a running server compresses an asset on the fly until its twins are written, then sends the twin (npm start precompresses after the first page)', async () => {
    const appDir = path.join(h5Root, '_app')
    const url = '/js/late.0a1b2c3f.js'
    fs.writeFileSync(path.join(appDir, 'js', 'late.0a1b2c3f.js'), BIG_SCRIPT)
    // a compile newer than the last precompression: the folder is not done
    const ago = (s: number) => new Date(Date.now() - s * 1000)
    fs.utimesSync(path.join(appDir, 'index.html'), ago(30), ago(30))
    fs.utimesSync(path.join(appDir, '.precompressed'), ago(60), ago(60))
    assert.equal(precompressed(appDir), false)
    const before = await get(url, 'localhost', { 'accept-encoding': 'br' })
    assert.equal(before.headers['content-encoding'], 'br')
    assert.equal(zlib.brotliDecompressSync(before.rawPayload).toString(), BIG_SCRIPT)
    assert.equal(before.headers['content-length'], undefined, 'compressed as it is sent')
    const totals = await precompress(appDir)
    assert.ok(totals.files >= 2, `${totals.files} files twinned`)
    assert.equal(precompressed(appDir), true)
    const after = await get(url, 'localhost', { 'accept-encoding': 'br' })
    assert.equal(after.headers['content-encoding'], 'br')
    assert.equal(Number(after.headers['content-length']), fs.statSync(path.join(appDir, 'js', 'late.0a1b2c3f.js.br')).size, 'the twin')
    assert.equal(zlib.brotliDecompressSync(after.rawPayload).toString(), BIG_SCRIPT)
    const parts = fs.readdirSync(appDir, { recursive: true }).filter((f) => String(f).endsWith('.part'))
    assert.deepEqual(parts, [], 'every twin renamed into place')
  })

  it('larger API answers are compressed for the caller and still served from the response cache', async () => {
    const url = '/api/res/api/content/list?channelCode=all&currPage=1&pageSize=10'
    const first = await get(url, 'localhost', { 'accept-encoding': 'br' })
    assert.equal(first.headers['content-encoding'], 'br')
    const plain = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString())
    assert.equal(plain.code, 0)
    assert.ok(plain.datas.length > 0)
    const hitsBefore = app.cache.stats().hits
    const second = await get(url, 'localhost', { 'accept-encoding': 'gzip' })
    assert.equal(second.headers['content-encoding'], 'gzip')
    assert.deepEqual(JSON.parse(zlib.gunzipSync(second.rawPayload).toString()), plain)
    assert.equal(app.cache.stats().hits, hitsBefore + 1, 'the second call was a cache hit')
    const small = await get('/api/ping', 'localhost', { 'accept-encoding': 'br' })
    assert.equal(small.headers['content-encoding'], undefined, 'under 1 KB: sent as it is')
  })
})
