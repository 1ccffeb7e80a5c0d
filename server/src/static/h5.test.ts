/** H5 builds served by Host on the API port, with index.html fallback and cache headers. */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/database'
import { precompress } from '../../../scripts/lib/precompress.mjs'
import { openTestDatabase } from '../testing/test-database'

let database: DatabaseHandle
let app: FastifyInstance
let h5Root: string

function writeBuild(siteCode: string) {
  fs.mkdirSync(path.join(h5Root, siteCode, 'js'), { recursive: true })
  fs.writeFileSync(path.join(h5Root, siteCode, 'index.html'), `<!doctype html><title>${siteCode} shell</title>`)
  fs.writeFileSync(path.join(h5Root, siteCode, 'js', 'app.0a1b2c3d.js'), `console.log(${JSON.stringify(siteCode)})`)
  fs.writeFileSync(path.join(h5Root, siteCode, 'favicon.ico'), 'icon')
  // a real-sized script, precompressed as scripts/build.mjs does after an H5 build
  fs.writeFileSync(path.join(h5Root, siteCode, 'js', 'vendors.0a1b2c3e.js'), BIG_SCRIPT)
  precompress(path.join(h5Root, siteCode))
}

const BIG_SCRIPT = `/* vendors */\n${'export const lines = ["宽窄巷子", "都江堰", "青城山"];\n'.repeat(400)}`

before(async () => {
  h5Root = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-h5-'))
  writeBuild('cd-city')
  writeBuild('intl-expo')
  fs.writeFileSync(path.join(h5Root, 'secret.txt'), 'outside every site')
  database = await openTestDatabase()
  app = await buildApp({ database, h5Root })
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
      assert.match(res.body, /cd-city shell/)
      assert.equal(res.headers['cache-control'], 'no-cache')
    }
  })

  it('<siteCode>.localhost and the h5Domain pick the site', async () => {
    assert.match((await get('/', 'intl-expo.localhost:8080')).body, /intl-expo shell/)
    assert.match((await get('/', 'intl-expo.wenlv.example')).body, /intl-expo shell/)
  })

  it('route paths fall back to index.html (browser-mode routing)', async () => {
    for (const url of ['/index', '/news-detail/42', '/user?lang=en']) {
      const res = await get(url, 'intl-expo.localhost')
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /intl-expo shell/, url)
      assert.match(String(res.headers['content-type']), /text\/html/)
    }
  })

  it('hashed assets are immutable, other files cached briefly', async () => {
    const js = await get('/js/app.0a1b2c3d.js', 'localhost')
    assert.equal(js.statusCode, 200)
    assert.equal(js.body, 'console.log("cd-city")')
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.match(String(js.headers['content-type']), /javascript/)
    const icon = await get('/favicon.ico', 'localhost')
    assert.equal(icon.headers['cache-control'], 'public, max-age=300')
  })

  it('a missing file with an extension is a 404, not the app shell', async () => {
    const res = await get('/js/chunk.deadbeef.js', 'localhost')
    assert.equal(res.statusCode, 404)
    assert.equal(res.body, '文件不存在：/js/chunk.deadbeef.js')
  })

  it('never serves files outside the site folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/js/../../secret.txt']) {
      const res = await get(url, 'localhost')
      assert.doesNotMatch(res.body, /outside every site/, url)
    }
  })

  it('a site without a build answers a page saying how to build it', async () => {
    const res = await get('/index', 'djy-scenic.localhost:8080', { 'accept-language': 'en' })
    assert.equal(res.statusCode, 503)
    assert.match(String(res.headers['content-type']), /text\/html/)
    assert.match(res.body, /WENLV_SITE=djy-scenic npx taro build --type h5/)
    assert.match(res.body, /应用尚未构建/, 'djy-scenic offers zh only')
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
    assert.equal(fs.existsSync(path.join(h5Root, 'cd-city', 'js', 'app.0a1b2c3d.js.br')), false, 'under 1 KB: no twin')
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
