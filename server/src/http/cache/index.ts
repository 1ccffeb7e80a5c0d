/**
 * Response cache for hot public reads (issue 8). A GET route opts in with
 * `config: { cache: { tags: ['content'], ttlMs?: 30_000 } }` (typed in fastify-types.ts); its
 * successful answers (HTTP 200, envelope code 0) are kept serialized and served again without
 * running the handler, until their TTL passes or `app.cache.invalidate(tag, siteId?)` drops them,
 * in this process and, with a Redis URL, in every process subscribed to the same Redis.
 *
 * The cache works through route-level hooks added when such a route is declared. Fastify runs
 * route-level hooks after the instance's, so the language, admission (code 5) and site (unknown
 * site, paused site code 3) hooks still decide every call, hit or miss, whatever order plugins
 * are registered in.
 *
 * Also registers `GET /api/ping` (ping.ts), the uncached baseline of `npm run bench:api`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { ResultCode } from '../../../../types/contract'
import { ResponseLru, type CachedResponse } from './lru'
import { pingRoute } from './ping'
import { connectRedisBus, type Invalidation, type InvalidationBus } from './redis-bus'

export interface CacheStats {
  hits: number
  misses: number
  /** answers written into the cache */
  stores: number
  /** calls of cached routes served uncached: a parameter the route's schema does not list, or a logged-in context */
  bypasses: number
  entries: number
  bytes: number
}

export interface ResponseCache {
  /** Drops the entries of `tag` (of one site, or of every site), here and in every process sharing Redis. */
  invalidate(tag: string, siteId?: number): Promise<void>
  stats(): CacheStats
  /** with Redis: rejects when it does not answer a PING within the bound (the readiness probe, http/health.ts) */
  ping?: () => Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: ResponseCache
  }
}

/** Entries live one minute unless the route says otherwise: a missed invalidation heals by then. */
export const DEFAULT_CACHE_TTL_MS = 60_000
/** 32 MB of payloads per process, then the least recently used go. */
export const DEFAULT_CACHE_MAX_BYTES = 32 * 1024 * 1024

export interface CacheOptions {
  /** redis://… ; omitted = invalidations stay in this process */
  redisUrl?: string
  /** bound of a Redis command awaited by a request (REDIS_TIMEOUT_MS) */
  redisTimeoutMs?: number
  ttlMs?: number
  maxBytes?: number
  /** ms clock of TTLs; default app.clock(), which tests move */
  now?: () => number
}

/**
 * Query parameters that are not part of the key: `token` names the user, and answers that may be
 * cached never depend on it; `siteCode` and `lang` are in the key as the site id and language
 * they resolved to (the same answer whether the site came from siteCode or from the Host).
 */
const IGNORED_QUERY = new Set(['token', 'siteCode', 'lang'])

/**
 * The key of a request, or undefined when it carries a parameter the route's querystring schema
 * does not know: such calls run uncached, so made-up parameters cannot fill the cache with copies
 * and push out the answers that matter.
 */
function cacheKey(url: string, request: FastifyRequest, known: ReadonlySet<string> | undefined): string | undefined {
  const query = request.query as Record<string, unknown>
  const names = Object.keys(query).filter((name) => !IGNORED_QUERY.has(name))
  if (known && names.some((name) => !known.has(name))) return undefined
  const params = names
    .sort()
    .map((name) => `${name}=${JSON.stringify(query[name])}`)
    .join('&')
  // the host too: a handler may build absolute addresses from it (as uploads do)
  return `${url}|${request.site.id}|${request.lang}|${request.protocol}://${request.host}|${params}`
}

/** Parameter names of a route's querystring schema; undefined when it has none to go by. */
function knownParameters(route: RouteOptions): ReadonlySet<string> | undefined {
  const properties = (route.schema?.querystring as { properties?: unknown } | undefined)?.properties
  return properties && typeof properties === 'object' ? new Set(Object.keys(properties)) : undefined
}

/** What a miss carries from lookup to store. */
interface Pending {
  key: string
  /** the cache generation at lookup: an invalidation meanwhile means the answer may be stale */
  generation: number
  codeOk: boolean
  /** set when this request computes the answer others with the same key wait for */
  release?: () => void
}

/**
 * How long a miss waits for the same answer being computed by another request before computing
 * it itself: when an entry expires or is invalidated under load, one request queries the
 * database instead of every connection at once.
 */
const COALESCE_WAIT_MS = 5_000

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

async function responseCache(app: FastifyInstance, options: CacheOptions): Promise<void> {
  const now = options.now ?? (() => app.clock().getTime())
  const defaultTtl = options.ttlMs ?? DEFAULT_CACHE_TTL_MS
  const lru = new ResponseLru(options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES, now)
  const counters = { hits: 0, misses: 0, stores: 0, bypasses: 0 }
  let generation = 0
  const pending = new WeakMap<FastifyRequest, Pending>()
  const served = new WeakSet<FastifyRequest>()
  /** answers being computed, by key: settles when the computing request is done, stored or not */
  const computing = new Map<string, Promise<void>>()

  function drop({ tag, siteId }: Invalidation): void {
    generation++
    lru.deleteWhere((entry) => entry.tags.includes(tag) && (siteId === undefined || entry.siteId === siteId))
  }

  function waitFor(work: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, COALESCE_WAIT_MS)))
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
  }

  /** The computing request is done (sent, failed or aborted): whoever waits looks again. */
  async function settle(request: FastifyRequest): Promise<void> {
    const p = pending.get(request)
    if (!p?.release) return
    p.release()
    p.release = undefined
    computing.delete(p.key)
  }

  let bus: InvalidationBus | undefined
  if (options.redisUrl) {
    bus = await connectRedisBus(
      options.redisUrl,
      app.log,
      {
        onInvalidate: drop,
        onResync: () => {
          generation++
          lru.clear()
        },
      },
      { timeoutMs: options.redisTimeoutMs },
    )
    const connected = bus
    app.addHook('onClose', () => connected.close())
  }

  app.decorate('cache', {
    async invalidate(tag: string, siteId?: number) {
      drop({ tag, siteId })
      await bus?.publish({ tag, siteId })
    },
    stats: () => ({ ...counters, entries: lru.size, bytes: lru.totalBytes }),
    ...(bus && { ping: bus.ping }),
  } satisfies ResponseCache)

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config?.cache
    if (!config || route.method !== 'GET') return
    if (!Array.isArray(config.tags) || config.tags.length === 0) throw new Error(`cache config of ${route.url} needs at least one tag`)
    if ([...asArray(route.onRequest), ...asArray(route.preHandler)].includes(app.requireUser)) {
      throw new Error(`${route.url} needs a login: its answers depend on the user and must not be cached`)
    }
    const { url } = route
    const tags = [...config.tags]
    const ttlMs = config.ttlMs ?? defaultTtl
    const known = knownParameters(route)
    let warnedPersonal = false

    const serve = (request: FastifyRequest, reply: FastifyReply, hit: CachedResponse) => {
      counters.hits++
      served.add(request)
      return reply.header('content-type', hit.contentType).send(hit.payload)
    }

    const lookup: onRequestAsyncHookHandler = async (request, reply) => {
      // the site hook only runs under /api/; elsewhere there is no site to key on
      if (!request.site) return
      // a login hook of the route's context ran (http/auth-scope.ts): the answer is someone's own
      if (request.user) {
        if (!warnedPersonal && !config.loggedInUncached)
          request.log.error(`${url} is cached but needs a login: served uncached, remove its cache config`)
        warnedPersonal = true
        counters.bypasses++
        return
      }
      const key = cacheKey(url, request, known)
      if (key === undefined) {
        counters.bypasses++
        return
      }
      const hit = lru.get(key)
      if (hit) return serve(request, reply, hit)
      const work = computing.get(key)
      if (work) {
        await waitFor(work)
        const computed = lru.get(key)
        if (computed) return serve(request, reply, computed)
      }
      counters.misses++
      const p: Pending = { key, generation, codeOk: false }
      if (!computing.has(key)) computing.set(key, new Promise<void>((resolve) => (p.release = resolve)))
      pending.set(request, p)
    }

    route.onRequest = [...asArray(route.onRequest), lookup]
    route.preSerialization = [
      ...asArray(route.preSerialization),
      async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        const p = pending.get(request)
        if (p) p.codeOk = (payload as { code?: unknown } | null)?.code === ResultCode.OK
        return payload
      },
    ]
    route.onSend = [
      ...asArray(route.onSend),
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (served.has(request)) return payload
        const p = pending.get(request)
        if (!p) return payload
        const storable =
          p.codeOk &&
          p.generation === generation &&
          reply.statusCode === 200 &&
          typeof payload === 'string' &&
          // a cookie belongs to one visitor; an answer setting one is not public
          !reply.hasHeader('set-cookie')
        const contentType = reply.getHeader('content-type')
        if (storable && typeof contentType === 'string') {
          lru.set(p.key, { payload: Buffer.from(payload), contentType, tags, siteId: request.site.id, expiresAt: now() + ttlMs })
          counters.stores++
        }
        await settle(request)
        return payload
      },
    ]
    // backstops for answers that never reach onSend (aborted calls), so no one waits the full COALESCE_WAIT_MS
    route.onResponse = [...asArray(route.onResponse), settle]
    route.onRequestAbort = [...asArray(route.onRequestAbort), settle]
  })

  await app.register(pingRoute)
}

export const cachePlugin = fp(responseCache, { name: 'cache', fastify: '5.x' })
