/**
 * The response cache on test routes of its own (so it does not wait for the routes that opt in),
 * through the whole app: keys, what is never cached, TTL on a moved clock, invalidation, the
 * site and admission hooks still deciding hits, and invalidation across two apps sharing Redis.
 */
import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { ResultCode } from '../../../../types/contract'
import { buildApp, type BuildAppOptions } from '../../app'
import { ConfigError, readConfig } from '../../config'
import type { DatabaseHandle } from '../../db/database'
import { sites } from '../../db/schema'
import { openSeededTestDatabase } from '../../testing/seeded-template'
import { AppError } from '../envelope'
import { ResponseLru } from './lru'
import { connectRedisBus, INVALIDATION_CHANNEL, type Invalidation } from './redis-bus'

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

interface TestApp {
  app: FastifyInstance
  /** handler runs of the cached test route: a hit does not run it */
  calls: () => number
  /** lets the running calls of /api/test/slow answer */
  releaseSlow: () => void
  close: () => Promise<void>
}

/** An app on its own database with cached test routes tagged 'content'. */
async function testApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const database: DatabaseHandle = await openSeededTestDatabase(options)
  const app = await buildApp({ database, ...options })
  let calls = 0
  const cache = { tags: ['content'] }
  app.get('/api/test/cached', { config: { cache } }, async (request) => {
    calls++
    const { q } = request.query as { q?: string }
    return { code: 0, data: { run: calls, site: request.site.siteCode, lang: request.lang, q: q ?? null }, message: request.t('ok') }
  })
  app.get('/api/test/short', { config: { cache: { tags: ['menus'], ttlMs: 5_000 } } }, async (request) => {
    calls++
    return { code: 0, data: { run: calls }, message: request.t('ok') }
  })
  app.get(
    '/api/test/schema',
    { config: { cache }, schema: { querystring: { type: 'object', properties: { q: { type: 'string' } } } } },
    async (request) => {
      calls++
      return { code: 0, data: { run: calls }, message: request.t('ok') }
    },
  )
  let slowRelease: () => void = () => {}
  const slowGate = () => new Promise<void>((resolve) => (slowRelease = resolve))
  let gate = slowGate()
  app.get('/api/test/slow', { config: { cache } }, async (request) => {
    calls++
    await gate
    return { code: 0, data: { run: calls }, message: request.t('ok') }
  })
  app.get('/api/test/bad', { config: { cache } }, async () => {
    calls++
    throw new AppError(ResultCode.BAD_REQUEST, 'error.badRequest', { detail: 'test' })
  })
  app.get('/api/test/code4', { config: { cache } }, async (request) => {
    calls++
    // a business refusal travels with HTTP 200; it must not be cached either
    return { code: 4, message: request.t('ok') }
  })
  return {
    app,
    calls: () => calls,
    releaseSlow: () => {
      slowRelease()
      gate = slowGate()
    },
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

describe('response cache', () => {
  let t: TestApp
  let now = Date.parse('2026-05-01T08:00:00Z')
  before(async () => {
    t = await testApp({ clock: () => new Date(now) })
  })
  after(() => t.close())
  beforeEach(async () => {
    // each test starts empty: drop both test tags everywhere
    await t.app.cache.invalidate('content')
    await t.app.cache.invalidate('menus')
  })

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  it('serves a hit after a miss with the identical body and headers, without running the handler', async () => {
    const before = t.app.cache.stats()
    const miss = await get('/api/test/cached?siteCode=cd-city&q=a')
    const runs = t.calls()
    const hit = await get('/api/test/cached?siteCode=cd-city&q=a')
    assert.equal(t.calls(), runs)
    assert.equal(hit.statusCode, 200)
    assert.equal(hit.body, miss.body)
    const withoutDate = (h: Record<string, unknown>) => ({ ...h, date: undefined })
    assert.deepEqual(withoutDate(hit.headers), withoutDate(miss.headers))
    assert.equal(hit.json().code, 0)
    const after = t.app.cache.stats()
    assert.equal(after.misses - before.misses, 1)
    assert.equal(after.hits - before.hits, 1)
  })

  it('keeps different sites, languages and queries apart', async () => {
    const urls = [
      '/api/test/cached?siteCode=intl-expo&q=a&lang=en',
      '/api/test/cached?siteCode=intl-expo&q=a&lang=fr',
      '/api/test/cached?siteCode=cd-city&q=a&lang=en', // cd-city offers only zh: lang resolves to zh
      '/api/test/cached?siteCode=intl-expo&q=b&lang=en',
      '/api/test/cached?siteCode=intl-expo&lang=en',
    ]
    const first = []
    for (const url of urls) first.push((await get(url)).json().data)
    assert.deepEqual(
      first.map((d) => [d.site, d.lang, d.q]),
      [
        ['intl-expo', 'en', 'a'],
        ['intl-expo', 'fr', 'a'],
        ['cd-city', 'zh', 'a'],
        ['intl-expo', 'en', 'b'],
        ['intl-expo', 'en', null],
      ],
    )
    const runs = t.calls()
    for (const [i, url] of urls.entries()) assert.deepEqual((await get(url)).json().data, first[i], url)
    assert.equal(t.calls(), runs, 'every second call was a hit')
  })

  it('shares one entry whatever the token, the order of parameters and how the site and language were named', async () => {
    // the host is part of the key (a handler may build absolute addresses from it): keep it fixed
    const host = { host: 'intl-expo.localhost' }
    await get('/api/test/cached?siteCode=intl-expo&lang=en&q=a&token=alice', host)
    const runs = t.calls()
    await get('/api/test/cached?token=bob&q=a&lang=en&siteCode=intl-expo', host)
    await get('/api/test/cached?q=a&lang=en&siteCode=intl-expo', host)
    // the same site and language from the Host and Accept-Language
    await get('/api/test/cached?q=a', { ...host, 'accept-language': 'en-GB,en;q=0.9' })
    assert.equal(t.calls(), runs)
    // another host is another entry
    await get('/api/test/cached?q=a&lang=en&siteCode=intl-expo', { host: 'expo.example.com' })
    assert.equal(t.calls(), runs + 1)
  })

  it('runs calls with parameters unknown to the route schema uncached, so they cannot flood the cache', async () => {
    await get('/api/test/schema?siteCode=cd-city&q=a&token=t')
    const runs = t.calls()
    await get('/api/test/schema?siteCode=cd-city&q=a')
    assert.equal(t.calls(), runs, 'known parameters: a hit')
    const bypasses = t.app.cache.stats().bypasses
    await get('/api/test/schema?siteCode=cd-city&q=a&junk=1')
    await get('/api/test/schema?siteCode=cd-city&q=a&junk=1')
    assert.equal(t.calls(), runs + 2)
    assert.equal(t.app.cache.stats().bypasses - bypasses, 2)
  })

  it('computes an answer once for calls arriving together, the others wait for it', async () => {
    const runs = t.calls()
    const calls = Array.from({ length: 5 }, () => get('/api/test/slow?siteCode=cd-city'))
    // let every call reach the cache before the first answers
    while (t.calls() === runs) await new Promise((r) => setTimeout(r, 5))
    await new Promise((r) => setTimeout(r, 20))
    t.releaseSlow()
    const bodies = (await Promise.all(calls)).map((r) => r.body)
    assert.equal(t.calls(), runs + 1)
    assert.equal(new Set(bodies).size, 1)
  })

  it('never caches errors or non-zero codes', async () => {
    const runs = t.calls()
    for (let i = 0; i < 2; i++) {
      assert.equal((await get('/api/test/bad?siteCode=cd-city')).json().code, 400)
      assert.equal((await get('/api/test/code4?siteCode=cd-city')).json().code, 4)
    }
    assert.equal(t.calls() - runs, 4)
    assert.equal((await get('/api/test/cached?siteCode=nowhere')).json().code, 400)
    assert.equal(t.app.cache.stats().entries, 0)
  })

  it('forgets an entry once its TTL has passed (route TTL, then the 60 s default)', async () => {
    await get('/api/test/short?siteCode=cd-city')
    await get('/api/test/cached?siteCode=cd-city')
    const runs = t.calls()
    now += 4_999
    await get('/api/test/short?siteCode=cd-city')
    assert.equal(t.calls(), runs, 'still fresh just before 5 s')
    now += 1
    await get('/api/test/short?siteCode=cd-city')
    assert.equal(t.calls(), runs + 1, 'gone at 5 s')
    now += 55_000
    await get('/api/test/cached?siteCode=cd-city')
    assert.equal(t.calls(), runs + 2, 'gone at 60 s')
  })

  it('invalidate drops the tag of one site, or of every site, and leaves other tags', async () => {
    const urls = ['/api/test/cached?siteCode=cd-city', '/api/test/cached?siteCode=intl-expo', '/api/test/short?siteCode=cd-city']
    for (const url of urls) await get(url)
    const runs = t.calls()
    const cdCity = t.app.sites.get('cd-city')!.id

    await t.app.cache.invalidate('content', cdCity)
    for (const url of urls) await get(url)
    assert.equal(t.calls(), runs + 1, 'only cd-city content ran again')

    await t.app.cache.invalidate('content')
    for (const url of urls) await get(url)
    assert.equal(t.calls(), runs + 3, 'both sites ran again, the menus entry stayed')
  })

  it('a paused site answers code 3 even with its answer in the cache', async () => {
    const url = '/api/test/cached?siteCode=cd-city'
    await get(url)
    await t.app.db.update(sites).set({ state: 'PAUSED' }).where(eq(sites.siteCode, 'cd-city'))
    await t.app.sites.reload()
    try {
      assert.equal((await get(url)).json().code, ResultCode.SERVICE_PAUSED)
    } finally {
      await t.app.db.update(sites).set({ state: 'NORMAL' }).where(eq(sites.siteCode, 'cd-city'))
      await t.app.sites.reload()
    }
  })
})

describe('admission still sheds cached calls', () => {
  it('answers code 5 when the server is full, even for an answer in the cache', async () => {
    const t = await testApp({ maxInFlight: 1 })
    try {
      let release: () => void = () => {}
      let started: () => void = () => {}
      const holding = new Promise<void>((resolve) => (started = resolve))
      t.app.get('/api/test/hold', async () => {
        started()
        await new Promise<void>((resolve) => (release = resolve))
        return { code: 0 }
      })
      await t.app.inject('/api/test/cached?siteCode=cd-city')
      const held = t.app.inject('/api/test/hold?siteCode=cd-city')
      await holding
      const shed = await t.app.inject('/api/test/cached?siteCode=cd-city')
      assert.equal(shed.statusCode, 503)
      assert.equal(shed.json().code, ResultCode.TOO_MANY_VISITORS)
      release()
      await held
    } finally {
      await t.close()
    }
  })
})

describe('answers that belong to a user are never cached', () => {
  let t: TestApp
  before(async () => {
    t = await testApp()
  })
  after(() => t.close())

  it('refuses a route declaring the login hook', () => {
    for (const hook of ['preHandler', 'onRequest'] as const) {
      assert.throws(
        () =>
          t.app.get(`/api/test/mine-${hook}`, { config: { cache: { tags: ['x'] } }, [hook]: t.app.requireUser }, async () => ({ code: 0 })),
        /needs a login/,
      )
    }
  })

  it('serves uncached a route whose context logs the user in (authenticated scopes)', async () => {
    let runs = 0
    await t.app.register(async (scope) => {
      // stands in for the scope's requireUser: a user is known before the cache looks
      scope.addHook('onRequest', async (request) => {
        request.user = { id: 1 } as never
      })
      scope.get('/api/test/personal', { config: { cache: { tags: ['x'] } } }, async () => ({ code: 0, data: ++runs }))
    })
    await t.app.inject('/api/test/personal?siteCode=cd-city')
    await t.app.inject('/api/test/personal?siteCode=cd-city')
    assert.equal(runs, 2)
  })
})

describe('the LRU store', () => {
  const entry = (payload: string, expiresAt = Infinity) => ({
    payload: Buffer.from(payload),
    contentType: 'application/json',
    tags: ['t'],
    siteId: 1,
    expiresAt,
  })

  it('evicts the least recently used past its byte cap', () => {
    const lru = new ResponseLru(3 * (2 + 10), () => 0) // room for three 10-byte payloads under 1-character keys
    lru.set('a', entry('x'.repeat(10)))
    lru.set('b', entry('x'.repeat(10)))
    lru.set('c', entry('x'.repeat(10)))
    lru.get('a') // now b is the oldest
    lru.set('d', entry('x'.repeat(10)))
    assert.equal(lru.get('b'), undefined)
    assert.ok(lru.get('a') && lru.get('c') && lru.get('d'))
    assert.equal(lru.totalBytes, 3 * (2 + 10))
  })

  it('refuses an entry larger than the whole cache instead of emptying it', () => {
    const lru = new ResponseLru(100, () => 0)
    lru.set('a', entry('small'))
    lru.set('b', entry('x'.repeat(100)))
    assert.equal(lru.size, 1)
    assert.ok(lru.get('a'))
  })
})

describe('two server processes sharing Redis', () => {
  let a: TestApp
  let b: TestApp
  before(async () => {
    a = await testApp({ redisUrl: REDIS_URL })
    b = await testApp({ redisUrl: REDIS_URL })
  })
  after(async () => {
    await a?.close()
    await b?.close()
  })

  it('an invalidation right after start-up reaches the others', async () => {
    const url = '/api/test/cached?siteCode=cd-city'
    await b.app.inject(url)
    const fresh = await testApp({ redisUrl: REDIS_URL })
    try {
      await fresh.app.cache.invalidate('content')
      const deadline = Date.now() + 3_000
      while (b.app.cache.stats().entries > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
      assert.equal(b.app.cache.stats().entries, 0)
    } finally {
      await fresh.close()
    }
  })

  it('an invalidation on one drops the entry on the other', async () => {
    const url = '/api/test/cached?siteCode=cd-city'
    await b.app.inject(url)
    const runs = b.calls()
    await b.app.inject(url)
    assert.equal(b.calls(), runs, 'b serves its entry')

    await a.app.cache.invalidate('content', b.app.sites.get('cd-city')!.id)
    // pub/sub delivery is asynchronous: wait for b to drop it
    const deadline = Date.now() + 3_000
    while (b.app.cache.stats().entries > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    await b.app.inject(url)
    assert.equal(b.calls(), runs + 1, 'b ran its handler again')
  })
})

describe('Redis away', () => {
  it('starts, caches and invalidates locally, and closes, with nothing listening at the Redis address', async () => {
    // port 1: connections are refused at once
    const t = await testApp({ redisUrl: 'redis://127.0.0.1:1' })
    try {
      await t.app.inject('/api/test/cached?siteCode=cd-city')
      await t.app.inject('/api/test/cached?siteCode=cd-city')
      assert.equal(t.calls(), 1)
      await t.app.cache.invalidate('content')
      await t.app.inject('/api/test/cached?siteCode=cd-city')
      assert.equal(t.calls(), 2)
    } finally {
      await t.close()
    }
  })
})

describe('real routes: news list and detail (config.cache from http/resource.ts), site detail and menus', () => {
  let t: TestApp
  before(async () => {
    t = await testApp()
  })
  after(() => t.close())

  it('answers the second call from the cache until the content tag of its site is invalidated', async () => {
    const list = '/api/res/api/content/list?siteCode=cd-city&channelCode=all&currPage=1&pageSize=10&token=someone'
    const first = await t.app.inject(list)
    assert.equal(first.json().code, 0)
    const id = first.json().datas[0].id
    const detail = `/api/res/api/content/detail?siteCode=cd-city&id=${id}`
    const firstDetail = await t.app.inject(detail)
    assert.equal(firstDetail.json().data.id, id)

    const before = t.app.cache.stats()
    const hit = await t.app.inject(list.replace('someone', 'else'))
    assert.equal(hit.body, first.body)
    assert.deepEqual({ ...hit.headers, date: undefined }, { ...first.headers, date: undefined })
    assert.equal((await t.app.inject(detail)).body, firstDetail.body)
    assert.equal(t.app.cache.stats().hits - before.hits, 2)

    await t.app.cache.invalidate('content', t.app.sites.get('cd-city')!.id)
    const misses = t.app.cache.stats().misses
    await t.app.inject(list)
    await t.app.inject(detail)
    assert.equal(t.app.cache.stats().misses - misses, 2)
  })

  it('site detail and the menu grid: one entry per site, a paused site still answers code 3', async () => {
    for (const url of [
      '/api/user/api/site/getSiteDetail?siteCode=cd-city',
      '/api/user/api/site/getSiteDetail?siteCode=intl-expo',
      '/api/config/api/menu/getIndexMenuList?siteCode=cd-city&clientType=WEB&location=HOME_BOTTOM',
    ]) {
      const first = await t.app.inject(url)
      assert.equal(first.json().code, 0, url)
      const hits = t.app.cache.stats().hits
      assert.equal((await t.app.inject(url)).body, first.body, url)
      assert.equal(t.app.cache.stats().hits - hits, 1, url)
    }
    const [cdCity, expo] = await Promise.all(
      ['cd-city', 'intl-expo'].map(
        async (code) => (await t.app.inject(`/api/user/api/site/getSiteDetail?siteCode=${code}`)).json().data.siteCode,
      ),
    )
    assert.deepEqual([cdCity, expo], ['cd-city', 'intl-expo'])
    assert.equal((await t.app.inject('/api/user/api/site/getSiteDetail?siteCode=ya-paused')).json().code, ResultCode.SERVICE_PAUSED)
  })

  it('does not cache a detail that is not found', async () => {
    const url = '/api/res/api/content/detail?siteCode=cd-city&id=999999'
    assert.equal((await t.app.inject(url)).json().code, 404)
    const misses = t.app.cache.stats().misses
    assert.equal((await t.app.inject(url)).json().code, 404)
    assert.equal(t.app.cache.stats().misses - misses, 1)
  })
})

describe('REDIS_URL', () => {
  it('is read from the environment, and refused when it is not a redis address', () => {
    assert.equal(readConfig({ REDIS_URL: 'redis://10.0.0.5:6379/0' }).redisUrl, 'redis://10.0.0.5:6379/0')
    assert.equal(readConfig({}).redisUrl, undefined)
    assert.throws(() => readConfig({ REDIS_URL: '10.0.0.5:6379' }), ConfigError)
  })
})

describe('the Redis invalidation bus', () => {
  const quiet = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger

  it('after losing its connection it reconnects, resubscribes, and asks for the local cache to be cleared', async () => {
    let resyncs = 0
    const received: Invalidation[] = []
    const bus = await connectRedisBus(REDIS_URL, quiet, { onInvalidate: (m) => received.push(m), onResync: () => resyncs++ })
    const admin = new Redis(REDIS_URL)
    try {
      const clients = String(await admin.call('CLIENT', 'LIST'))
      const line = clients.split('\n').find((l) => l.includes(`name=wenlv-cache-sub-${bus.id}`))
      const id = line && /\bid=(\d+)/.exec(line)?.[1]
      assert.ok(id, 'the subscriber connection is listed')
      await admin.call('CLIENT', 'KILL', 'ID', id)
      const until = async (done: () => boolean) => {
        const deadline = Date.now() + 5_000
        while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      }
      await until(() => resyncs > 0)
      assert.equal(resyncs, 1)
      // subscribed again: another process's message arrives
      await until(() => {
        void admin.publish(INVALIDATION_CHANNEL, JSON.stringify({ tag: 'after-reconnect', origin: 'another-process' }))
        return received.some((m) => m.tag === 'after-reconnect')
      })
      assert.ok(received.some((m) => m.tag === 'after-reconnect'))
    } finally {
      admin.disconnect()
      await bus.close()
    }
  })
})
