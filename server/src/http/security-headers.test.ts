/**
 * Security headers and CORS (issue 23, finding 8): API answers carry nosniff, their CSP, no framing
 * and the referrer policy; an H5 page carries a CSP whose script hashes are exactly its inline
 * scripts; CORS answers the sites' H5 origins and CORS_ORIGINS, preflights included, and nobody else.
 * (tests/e2e/csp.test.mjs opens the pages in Chromium and finds no CSP violation.)
 */
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { useTestApp } from '../testing/test-app'
import { API_CSP, PERMISSIONS_POLICY } from './security-headers'

const ALLOWED = 'https://app.partner.example'
const SITE_ORIGIN = 'https://cd-city.wenlv.example'
const EVIL = 'https://evil.example'
const INLINE = 'window.ready=1'

// a compile with one inline script of its own (the stamp adds the site's)
const h5Root = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-csp-'))
fs.mkdirSync(path.join(h5Root, '_app', 'js'), { recursive: true })
fs.writeFileSync(
  path.join(h5Root, '_app', 'index.html'),
  `<!doctype html><html><head><title></title><script>${INLINE}</script><script defer="defer" src="/js/app.0a1b2c3d.js"></script></head><body></body></html>`,
)
// the home page's strings the stamp puts in the page as a JSON block (config/h5-locales.js)
fs.mkdirSync(path.join(h5Root, '_app', 'locales', 'zh'), { recursive: true })
for (const ns of ['common', 'shell']) fs.writeFileSync(path.join(h5Root, '_app', 'locales', 'zh', `${ns}.1234abcd.json`), '{"ok":"好"}')
after(() => fs.rmSync(h5Root, { recursive: true, force: true }))

const app = useTestApp({ h5Root, corsOrigins: [ALLOWED] })
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`

describe('security headers', () => {
  it('an API answer: nosniff, a CSP that loads nothing, no framing, the referrer policy, permissions', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/ping?siteCode=cd-city' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['x-content-type-options'], 'nosniff')
    assert.equal(res.headers['content-security-policy'], API_CSP)
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN')
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin')
    assert.equal(res.headers['permissions-policy'], PERMISSIONS_POLICY)
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin')
    // a refusal of the site hook carries them too
    const refused = await app().inject({ method: 'GET', url: '/api/ping?siteCode=no-such-site' })
    assert.equal(refused.json().code, 400)
    assert.equal(refused.headers['x-content-type-options'], 'nosniff')
  })

  it("an H5 page: its CSP hashes exactly the page's inline scripts and names the site's API origins", async () => {
    const res = await app().inject({ method: 'GET', url: '/pages/index/index', headers: { host: 'cd-city.localhost' } })
    assert.equal(res.statusCode, 200)
    const csp = String(res.headers['content-security-policy'])
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])
    assert.equal(inline.length, 2, 'the compile’s script and the stamped site')
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!
    assert.equal(scriptSrc, `script-src 'self' ${inline.map(sha).join(' ')} https://res.wx.qq.com https://res2.wx.qq.com`)
    assert.ok(scriptSrc.includes(sha(INLINE)))
    assert.doesNotMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline/)
    assert.match(csp, /frame-ancestors 'self'/)
    assert.match(csp, /object-src 'none'/)
    // cd-city's production API, media and upload hosts (sites/cd-city.json)
    for (const origin of ['https://api.wenlv.example', 'https://oss.wenlv.example', 'https://media.wenlv.example'])
      assert.match(
        csp.split('; ').find((d) => d.startsWith('connect-src '))!,
        new RegExp(origin.replace(/\./g, '\\.')),
      )
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN')
    assert.equal(res.headers['x-content-type-options'], 'nosniff')
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin')
    assert.equal(res.headers['permissions-policy'], PERMISSIONS_POLICY)
  })
})

describe('CORS', () => {
  const call = (origin: string) => app().inject({ method: 'GET', url: '/api/ping?siteCode=cd-city', headers: { origin } })
  const preflight = (origin: string) =>
    app().inject({
      method: 'OPTIONS',
      url: '/api/user/api/userBind/smsCodeSm4?siteCode=cd-city',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })

  it("a site's H5 origin and a CORS_ORIGINS origin get Access-Control-Allow-Origin; another origin does not", async () => {
    for (const origin of [SITE_ORIGIN, ALLOWED]) {
      const res = await call(origin)
      assert.equal(res.headers['access-control-allow-origin'], origin, origin)
      assert.match(String(res.headers.vary), /Origin/i)
      assert.equal(res.headers['access-control-allow-credentials'], undefined)
    }
    const evil = await call(EVIL)
    assert.equal(evil.statusCode, 200, 'the answer itself is the same; the browser keeps it from the page')
    assert.equal(evil.headers['access-control-allow-origin'], undefined)
    assert.equal((await call('null')).headers['access-control-allow-origin'], undefined)
    assert.equal((await call(`${SITE_ORIGIN}.evil.example`)).headers['access-control-allow-origin'], undefined)
    assert.equal((await call('http://cd-city.wenlv.example')).headers['access-control-allow-origin'], undefined)
  })

  it('a preflight of an allowed origin answers 204 with the methods; of another origin, no allowance', async () => {
    const ok = await preflight(ALLOWED)
    assert.equal(ok.statusCode, 204)
    assert.equal(ok.headers['access-control-allow-origin'], ALLOWED)
    assert.match(String(ok.headers['access-control-allow-methods']), /POST/)
    assert.match(String(ok.headers['access-control-allow-headers']), /content-type/i)
    const evil = await preflight(EVIL)
    assert.equal(evil.headers['access-control-allow-origin'], undefined)
  })
})
