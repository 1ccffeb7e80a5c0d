/** The envelope codes of the error catalogue as real server behaviour: 3, 5, 400, 404, 500. */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/database'
import { openSeededTestDatabase } from '../testing/seeded-template'

let database: DatabaseHandle
before(async () => {
  database = await openSeededTestDatabase()
})
after(async () => {
  await database.close()
})

describe('code 3: a PAUSED site answers every call with code 3', () => {
  let app: FastifyInstance
  before(async () => {
    app = await buildApp({ database })
  })
  after(() => app.close())

  for (const url of [
    '/api/user/api/site/siteInfo?siteCode=ya-paused&token=',
    '/api/user/api/site/getSiteDetail?siteCode=ya-paused',
    '/api/config/api/menu/getIndexMenuList?siteCode=ya-paused&clientType=WEB&location=HOME_BOTTOM',
    '/api/config/api/layout/getBottomNavList?siteCode=ya-paused',
    '/api/user/api/userInfo/refresh?siteCode=ya-paused&token=abc',
    '/api/res/api/not/yet/built?siteCode=ya-paused',
  ]) {
    it(url, async () => {
      const res = await app.inject(url)
      assert.deepEqual(res.json(), { code: 3, message: '本站点服务已暂停。' })
    })
  }

  it('also when the paused site comes from the Host', async () => {
    const res = await app.inject({ url: '/api/user/api/site/siteInfo', headers: { host: 'ya-paused.localhost:8080' } })
    assert.equal(res.json().code, 3)
  })
})

describe('code 5: past the admission limit the server sheds load at once', () => {
  let app: FastifyInstance
  let releaseHeld: () => void = () => {}
  let heldStarted: Promise<void>

  before(async () => {
    app = await buildApp({ database, maxInFlight: 1 })
    let started: () => void = () => {}
    heldStarted = new Promise((resolve) => (started = resolve))
    // a slow call standing in for a busy handler: it holds its slot until the test lets go
    app.get('/api/test/hold', async () => {
      started()
      await new Promise<void>((resolve) => (releaseHeld = resolve))
      return { code: 0, data: 'held' }
    })
  })
  after(() => app.close())

  it('answers code 5 (HTTP 503, Retry-After 5) while the only slot is taken, then admits again', async () => {
    const held = app.inject('/api/test/hold?siteCode=cd-city')
    await heldStarted
    const refused = await app.inject('/api/user/api/site/siteInfo?siteCode=cd-city')
    assert.equal(refused.statusCode, 503)
    assert.equal(refused.headers['retry-after'], '5')
    assert.deepEqual(refused.json(), { code: 5, message: '当前访问人数过多，请稍后刷新重试。' })

    releaseHeld()
    assert.deepEqual((await held).json(), { code: 0, data: 'held' })
    const admitted = await app.inject('/api/user/api/site/siteInfo?siteCode=cd-city')
    assert.equal(admitted.json().code, 0)
  })

  it('failed calls give their slot back too', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await app.inject('/api/nothing/here')).json().code, 404)
    assert.equal((await app.inject('/api/user/api/site/siteInfo')).json().code, 0)
  })
})

describe('bad input and faults', () => {
  let app: FastifyInstance
  before(async () => {
    app = await buildApp({ database })
    app.post<{ Body: { name: string; count: number } }>(
      '/api/test/echo',
      {
        schema: {
          body: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 5 }, count: { type: 'integer' } } },
        },
      },
      async (request) => ({ code: 0, data: request.body }),
    )
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42')
    })
    // what a plugin or a coding slip throws: a status of its own and an internal message
    app.get('/api/test/odd', async () => {
      throw Object.assign(new TypeError('codes.forEach is not a function'), { statusCode: 400 })
    })
  })
  after(() => app.close())

  it('an unknown /api path is code 404 with the path', async () => {
    const res = await app.inject('/api/res/api/unknown/call?siteCode=cd-city')
    assert.equal(res.statusCode, 404)
    assert.deepEqual(res.json(), { code: 404, message: '请求的地址不存在：/api/res/api/unknown/call' })
  })

  it('accepts form-encoded and JSON bodies alike', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=abc&count=3',
    })
    assert.deepEqual(form.json(), { code: 0, data: { name: 'abc', count: 3 } })
    const json = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'abc' } })
    assert.deepEqual(json.json(), { code: 0, data: { name: 'abc' } })
  })

  it('schema violations are code 400 naming the field and the rule', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/test/echo?lang=en&siteCode=intl-expo', payload: {} })
    assert.equal(missing.statusCode, 400)
    assert.deepEqual(missing.json(), { code: 400, message: 'Invalid request: name is required' })
    const long = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'abcdef' } })
    assert.deepEqual(long.json(), { code: 400, message: '请求有误：参数 name 最多 5 个字符' })
  })

  it('malformed JSON and unsupported bodies are code 400, not 500', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    assert.equal(broken.statusCode, 400)
    assert.deepEqual(broken.json(), { code: 400, message: '无法读取提交的内容，请检查后重试。' })
    const xml = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/xml' }, payload: '<a/>' })
    assert.equal(xml.json().code, 400)
  })

  it('an unexpected fault is code 500 with a human message and no internals', async () => {
    const res = await app.inject('/api/test/boom?lang=ko&siteCode=intl-expo')
    assert.equal(res.statusCode, 500)
    assert.deepEqual(res.json(), { code: 500, message: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.' })
    assert.doesNotMatch(res.body, /secret|srv|stack/)
  })

  it('an error with a 4xx status of its own answers the envelope, never its internal message', async () => {
    const res = await app.inject('/api/test/odd?lang=en&siteCode=intl-expo')
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().code, 400)
    assert.doesNotMatch(res.json().message, /forEach/)
  })

  it('odd input to a real route (a parameter repeated, one it does not know) answers the envelope', async () => {
    const odd = await app.inject('/api/res/api/content/channelList?siteCode=cd-city&codes=x&codes=y')
    assert.equal(odd.json().code, 0)
    const repeated = await app.inject('/api/res/api/content/list?siteCode=intl-expo&lang=en&channelCode=a&channelCode=b')
    assert.deepEqual(repeated.json(), { code: 400, message: 'Invalid request: The parameter channelCode may only be given once' })
  })
})
