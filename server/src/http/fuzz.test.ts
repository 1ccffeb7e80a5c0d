/**
 * Property test of every /api route (app.apiRoutes, so a new route is covered by construction):
 * malformed input generated from the route's own schema — fields missing, wrong-typed, huge,
 * repeated, unicode and NUL; bodies that are invalid JSON, the wrong shape or the wrong content
 * type; anonymous, with a made-up token and logged in — must answer JSON with the envelope,
 * a non-zero code with a message for refusals, and never a 5xx.
 * FUZZ_RUNS (default 25) sets the cases per route.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { issueToken } from '../auth/tokens'
import { createUser } from '../auth/users'
import { useTestApp } from '../testing/test-app'
import { OPENAPI_PATH } from './openapi'

const RUNS = Number(process.env.FUZZ_RUNS) || 25
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString'] as const
const SITE = 'intl-expo'

process.env.ACCOUNT_DEMO_SEED = '0'
const testApp = useTestApp()
let app: FastifyInstance
let userId = 0
let siteId = 0
/** a live token; the logout route revokes the one it is given, so each route gets its own */
const freshToken = async () => (await issueToken(app.db, { userId, siteId, now: new Date() })).token

/** Declared fields of a schema part (querystring or body). */
const fieldsOf = (part: unknown): string[] => Object.keys((part as { properties?: object } | undefined)?.properties ?? {})

const text = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'all', 'null', 'true', '\u0000', '%', '../../etc', '<script>'),
  fc.integer().map(String),
  fc.constant('x'.repeat(20_000)),
)
/** Query values: text, or the parameter repeated. */
const queryValue = fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 }))
/** JSON body values of any type. */
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), text, { maxKeys: 3 }),
)

function fieldsArb<T>(names: string[], value: fc.Arbitrary<T>) {
  // known fields plus a few made-up ones; each known field may be missing
  return fc.record({
    known: fc.record(Object.fromEntries(names.map((n) => [n, value])), { requiredKeys: [] }),
    extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), value, { maxKeys: 2 }),
  })
}

function encodeQuery(fields: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one))
  return params.toString()
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, unknown> }
  | { kind: 'raw'; type: string; payload: string }

const junkBody = fc.oneof(
  fc
    .constantFrom('{broken', '[1,2]', '"text"', 'null', '{"a":', '\u0000', '{"__proto__":{"x":1}}')
    .map((payload) => ({ kind: 'raw' as const, type: 'application/json', payload })),
  fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream', 'image/png'),
      fc.string({ maxLength: 40 }),
    )
    .map(([type, payload]) => ({ kind: 'raw' as const, type, payload })),
)

function bodyArb(names: string[]): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    fieldsArb(names, jsonValue).map((f): Body => ({ kind: 'json', value: { ...f.extra, ...f.known } })),
    fieldsArb(names, queryValue).map((f): Body => ({ kind: 'form', value: { ...f.extra, ...f.known } })),
    junkBody,
  )
}

const who = fc.constantFrom('anonymous', 'made-up', 'user', 'user')
const siteCode = fc.constantFrom(SITE, SITE, SITE, 'cd-city', 'no-such-site', '')

function check(route: string, res: LightMyRequestResponse): void {
  const at = `${route} → ${res.statusCode} ${res.body.slice(0, 160)}`
  assert.ok(res.statusCode < 500, at)
  const json = /application\/json/.test(String(res.headers['content-type'] ?? ''))
  // success may be a redirect, an HTML page (dev doors) or a file; every refusal is the envelope
  if (res.statusCode >= 300 && res.statusCode < 400) return
  if (!json) {
    assert.ok(res.statusCode === 200 || res.statusCode === 206 || res.statusCode === 416, at)
    return
  }
  const body = res.json() as { code?: unknown; message?: unknown }
  assert.equal(typeof body.code, 'number', at)
  if (res.statusCode >= 400) assert.notEqual(body.code, 0, at)
  if (body.code !== 0) assert.ok(typeof body.message === 'string' && body.message.length > 0, at)
  // internal messages (JavaScript errors, Fastify's English texts) never reach the caller
  assert.doesNotMatch(String(body.message), /is not a function|Cannot read prop|undefined|FST_|Unexpected token|\.ts:\d/, at)
}

describe('every /api route survives malformed input', () => {
  before(async () => {
    app = testApp()
    const site = app.sites.resolve(SITE, 'localhost')
    assert.ok('site' in site)
    siteId = site.site.id
    userId = (await createUser(app.db, app.fieldCrypto, { siteId, phone: '13900000077', nickname: 'fuzz' })).id
  })

  it('answers the envelope, never a 5xx', { timeout: 300_000 }, async () => {
    const routes = app.apiRoutes.filter((r) => r.url !== OPENAPI_PATH)
    assert.ok(routes.length > 40)
    for (const route of routes) {
      const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown }
      const url = route.url.replace(/\*$/, 'x')
      const token = await freshToken()
      const input = fc.record({
        query: fieldsArb(
          fieldsOf(schema.querystring).filter((n) => n !== 'token' && n !== 'siteCode'),
          queryValue,
        ),
        body: route.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodyArb(fieldsOf(schema.body)),
        who,
        siteCode,
      })
      await fc.assert(
        fc.asyncProperty(input, async ({ query, body, who, siteCode }) => {
          const auth = who === 'user' ? token : who === 'made-up' ? 'a'.repeat(32) : ''
          const qs = encodeQuery({ ...query.extra, ...query.known, token: auth, siteCode })
          const headers: Record<string, string> = {}
          let payload: string | undefined
          if (body.kind === 'json') [headers['content-type'], payload] = ['application/json', JSON.stringify(body.value)]
          if (body.kind === 'form') [headers['content-type'], payload] = ['application/x-www-form-urlencoded', encodeQuery(body.value)]
          if (body.kind === 'raw') [headers['content-type'], payload] = [body.type, body.payload]
          const res = await app.inject({ method: route.method as 'GET', url: `${url}?${qs}`, headers, payload })
          check(`${route.method} ${route.url}`, res)
        }),
        { numRuns: RUNS },
      )
    }
  })

  // names of Object.prototype: a lookup of a request value in a plain object finds them (finding 9)
  it('prototype names as every parameter, body field and header value answer the envelope', { timeout: 120_000 }, async () => {
    const routes = app.apiRoutes.filter((r) => r.url !== OPENAPI_PATH)
    for (const route of routes) {
      const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown }
      const url = route.url.replace(/\*$/, PROTOTYPE_NAMES[0])
      const token = await freshToken()
      for (const word of PROTOTYPE_NAMES) {
        const every = (names: string[]) => Object.fromEntries([...names, word].map((n) => [n, word]))
        const headers = { 'accept-language': word, 'x-forwarded-host': word, referer: word, range: word, authorization: word }
        // an unknown site (the language is chosen before the site is known), then the site with a live token
        for (const [site, auth] of [
          [word, word],
          [SITE, token],
        ]) {
          const qs = encodeQuery({ ...every(fieldsOf(schema.querystring)), lang: word, siteCode: site, token: auth })
          const form = route.method === 'GET' ? undefined : encodeQuery(every(fieldsOf(schema.body)))
          const res = await app.inject({
            method: route.method as 'GET',
            url: `${url}?${qs}`,
            headers: form === undefined ? headers : { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: form,
          })
          check(`${route.method} ${route.url} (${word}, site ${site})`, res)
        }
      }
    }
  })

  it('a body over the size limit answers the envelope', async () => {
    for (const route of app.apiRoutes.filter((r) => r.method === 'POST')) {
      const token = await freshToken()
      const payload = JSON.stringify({ data: 'x'.repeat(1_100_000) })
      const res = await app.inject({
        method: 'POST',
        url: `${route.url}?siteCode=${SITE}&token=${token}`,
        headers: { 'content-type': 'application/json' },
        payload,
      })
      check(route.url, res)
      assert.equal(res.statusCode, 400, route.url)
    }
  })

  it('query strings that do not decode answer the envelope', async () => {
    for (const route of app.apiRoutes.filter((r) => r.method === 'GET' && r.url !== OPENAPI_PATH)) {
      const res = await app.inject({
        method: 'GET',
        url: `${route.url.replace(/\*$/, 'x')}?siteCode=${SITE}&%E0%A4%A=1&id=%ZZ&currPage=%00`,
      })
      check(route.url, res)
    }
  })
})
