/** H5 builds served by Host on the API port, with index.html fallback and cache headers. */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/database'
import { openTestDatabase } from '../testing/test-database'

let database: DatabaseHandle
let app: FastifyInstance
let h5Root: string

function writeBuild(siteCode: string) {
  fs.mkdirSync(path.join(h5Root, siteCode, 'js'), { recursive: true })
  fs.writeFileSync(path.join(h5Root, siteCode, 'index.html'), `<!doctype html><title>${siteCode} shell</title>`)
  fs.writeFileSync(path.join(h5Root, siteCode, 'js', 'app.0a1b2c3d.js'), `console.log(${JSON.stringify(siteCode)})`)
  fs.writeFileSync(path.join(h5Root, siteCode, 'favicon.ico'), 'icon')
}

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
})
