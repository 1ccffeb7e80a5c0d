/**
 * @engines both: waits and readiness differ per engine (scripts/test-all.mjs)
 * Bounded waits and honest health (issue 23, finding 4): /api/health/live and /ready in the
 * envelope; a Redis that stops answering does not hold a write's answer (the write is committed)
 * and makes ready say so; a PostgreSQL that never answers fails the start, ready and the calls
 * within the bound instead of hanging (the last on PostgreSQL only: PGlite lives in the process).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { interactions } from '../db/schema'
import { insertPlaces, siteIdOf, userToken } from '../plugins/places/test-fixtures'
import { isBackendUnavailable } from './errors'
import { fakeRedis, freezableProxy, silentServer, type FakeBackend } from '../testing/fake-backends'
import { openSeededTestDatabase } from '../testing/seeded-template'

const SITE = 'cd-city'
const BOUND_MS = 300

/** runs `work` and fails when it takes longer than `ms` (instead of hanging the test) */
async function within<T>(ms: number, work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))
  try {
    const value = await Promise.race([work, late])
    return { value, ms: Date.now() - start }
  } finally {
    clearTimeout(timer)
  }
}

describe('health, and a Redis that stops answering', () => {
  let redis: FakeBackend & { silence(): void }
  let database: DatabaseHandle
  let app: FastifyInstance
  before(async () => {
    redis = await fakeRedis()
    database = await openSeededTestDatabase()
    app = await buildApp({
      database,
      redisUrl: `redis://127.0.0.1:${redis.port}`,
      redisTimeoutMs: BOUND_MS,
      healthTimeoutMs: BOUND_MS,
    })
  })
  after(async () => {
    await app?.close()
    await database?.close()
    await redis?.close()
  })

  it('live answers 0; ready answers 0 with the database and Redis answering', async () => {
    const live = await app.inject({ url: '/api/health/live?lang=en' })
    assert.equal(live.statusCode, 200)
    assert.deepEqual(live.json(), { code: 0, message: 'Success' })
    const ready = await app.inject({ url: '/api/health/ready?lang=en' })
    assert.equal(ready.statusCode, 200)
    assert.deepEqual(ready.json(), { code: 0, data: { database: 'up', redis: 'up' }, message: 'Success' })
  })

  it('Redis silent: a write answers within the bound and is written; ready answers code 5 naming Redis', async () => {
    const siteId = await siteIdOf(app, SITE)
    const [place] = await insertPlaces(app, [{ siteId, type: 'SCENERY', name: '静默测试景区' }], { empty: false })
    const { userId, token } = await userToken(app, siteId)
    redis.silence()
    // the like invalidates the cache, which publishes to Redis: once bounded, then refused at once
    for (const kind of ['like', 'collection']) {
      const { value: like } = await within(
        BOUND_MS + 1_000,
        app.inject({
          method: 'POST',
          url: `/api/res/api/interactManage/${kind}?siteCode=${SITE}&token=${token}`,
          payload: { resourceId: String(place.id), resourceType: 'CONTENT_TYPE_SCENERY' },
        }),
      )
      assert.equal(like.json().code, 0, like.body)
    }
    const rows = await app.db
      .select()
      .from(interactions)
      .where(and(eq(interactions.userId, userId), eq(interactions.resourceId, place.id)))
    assert.deepEqual(rows.map((r) => r.kind).sort(), ['collection', 'like'])

    const { value: ready } = await within(BOUND_MS + 1_000, app.inject({ url: '/api/health/ready?lang=en' }))
    assert.equal(ready.statusCode, 503)
    assert.deepEqual(ready.json(), { code: 5, data: { database: 'up', redis: 'down' }, message: 'Not ready: redis not answering' })
  })
})

describe('a PostgreSQL that never answers', () => {
  it('fails the start within the bound', async () => {
    const silent = await silentServer()
    try {
      const opening = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/x`, timeoutMs: 1_000 })
      const { value: error } = await within(
        5_000,
        opening.then(
          () => null,
          (e: unknown) => e,
        ),
      )
      // drizzle wraps postgres-js's CONNECT_TIMEOUT; a call meeting it answers code 5
      assert.equal((error as { cause?: { code?: string } })?.cause?.code, 'CONNECT_TIMEOUT')
      assert.ok(isBackendUnavailable(error))
    } finally {
      await silent.close()
    }
  })

  it(
    'once running: ready answers not ready and calls answer code 5 within the bound',
    { skip: !process.env.DATABASE_URL && 'PostgreSQL only' },
    async () => {
      const seeded = await openSeededTestDatabase()
      const target = new URL(seeded.location)
      const proxy = await freezableProxy(Number(target.port || 5432), target.hostname)
      const proxied = new URL(target)
      proxied.host = `127.0.0.1:${proxy.port}`
      const database = await openDatabase({ databaseUrl: proxied.toString(), timeoutMs: 1_000 })
      const app = await buildApp({ database, healthTimeoutMs: BOUND_MS })
      try {
        const { token } = await userToken(app, await siteIdOf(app, SITE))
        const call = () => app.inject({ url: `/api/res/api/interactManage/collectionList?siteCode=${SITE}&token=${token}` })
        assert.equal((await call()).json().code, 0)
        proxy.freeze()
        // a statement on the warm connection: sent, never answered; only the silence bound ends it
        const stuck = database.db.execute(sql`SELECT 1`).then(
          () => null,
          (e: unknown) => e,
        )

        const { value: ready } = await within(BOUND_MS + 1_000, app.inject({ url: '/api/health/ready' }))
        assert.equal(ready.statusCode, 503)
        assert.deepEqual(ready.json().data, { database: 'down', redis: 'off' })
        // statement bound 1 s, silence bound 3 s, a new connection 1 s: never the minutes TCP would take
        const answers = await within(8_000, Promise.all([call(), call(), call()]))
        for (const answer of answers.value) {
          assert.equal(answer.statusCode, 503)
          // in the site's language (cd-city speaks zh)
          assert.deepEqual(answer.json(), { code: 5, message: '服务暂时无法响应，请稍后重试。' })
        }
        const { value: cut } = await within(5_000, stuck)
        assert.equal((cut as { cause?: { code?: string } })?.cause?.code, 'DB_TIMEOUT')
      } finally {
        await app.close()
        await database.close().catch(() => {})
        await proxy.close()
        await seeded.close()
      }
    },
  )
})
