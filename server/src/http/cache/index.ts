/**
 * Response cache for hot public reads (issue 8). A GET route opts in with
 * `config: { cache: { tags: ['content'], ttlMs?: 30_000 } }`; its successful answers (HTTP 200,
 * envelope code 0) are kept as serialized text and served again without running the handler,
 * until their TTL passes or `app.cache.invalidate(tag, siteId?)` drops them, in this process
 * and, with a Redis URL, in every process subscribed to the same Redis.
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
import { ResponseLru } from './lru'
import { pingRoute } from './ping'
import { connectRedisBus, type Invalidation, type InvalidationBus } from './redis-bus'

export interface RouteCacheConfig {
  /** what invalidate() matches: e.g. 'content', 'menus', 'site' */
  tags: string[]
  /** lifetime of an entry; default DEFAULT_CACHE_TTL_MS */
  ttlMs?: number
}

export interface CacheStats {
  hits: number
  misses: number
  /** answers written into the cache */
  stores: number
  entries: number
  bytes: number
}

export interface ResponseCache {
  /** Drops the entries of `tag` (of one site, or of every site), here and in every process sharing Redis. */
  invalidate(tag: string, siteId?: number): Promise<void>
  stats(): CacheStats
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: RouteCacheConfig
  }
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

function cacheKey(url: string, request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>
  const params = Object.keys(query)
    .filter((name) => !IGNORED_QUERY.has(name))
    .sort()
    .map((name) => `${name}=${JSON.stringify(query[name])}`)
    .join('&')
  // the host too: a handler may build absolute addresses from it (as uploads do)
  return `${url}|${request.site.id}|${request.lang}|${request.protocol}://${request.host}|${params}`
}

/** What a miss carries from lookup to store. */
interface Pending {
  key: string
  /** the cache generation at lookup: an invalidation meanwhile means the answer may be stale */
  generation: number
  codeOk: boolean
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

async function responseCache(app: FastifyInstance, options: CacheOptions): Promise<void> {
  const now = options.now ?? (() => app.clock().getTime())
  const defaultTtl = options.ttlMs ?? DEFAULT_CACHE_TTL_MS
  const lru = new ResponseLru(options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES, now)
  const counters = { hits: 0, misses: 0, stores: 0 }
  let generation = 0
  const pending = new WeakMap<FastifyRequest, Pending>()
  const served = new WeakSet<FastifyRequest>()

  function drop({ tag, siteId }: Invalidation): void {
    generation++
    lru.deleteWhere((entry) => entry.tags.includes(tag) && (siteId === undefined || entry.siteId === siteId))
  }

  let bus: InvalidationBus | undefined
  if (options.redisUrl) {
    bus = await connectRedisBus(options.redisUrl, app.log, {
      onInvalidate: drop,
      onResync: () => {
        generation++
        lru.clear()
      },
    })
    const connected = bus
    app.addHook('onClose', () => connected.close())
  }

  app.decorate('cache', {
    async invalidate(tag: string, siteId?: number) {
      drop({ tag, siteId })
      await bus?.publish({ tag, siteId })
    },
    stats: () => ({ ...counters, entries: lru.size, bytes: lru.totalBytes }),
  } satisfies ResponseCache)

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config?.cache
    if (!config || route.method !== 'GET') return
    if (!Array.isArray(config.tags) || config.tags.length === 0) throw new Error(`cache config of ${route.url} needs at least one tag`)
    if (asArray(route.preHandler).includes(app.requireUser)) {
      throw new Error(`${route.url} needs a login: its answers depend on the user and must not be cached`)
    }
    const { url } = route
    const tags = [...config.tags]
    const ttlMs = config.ttlMs ?? defaultTtl

    const lookup: onRequestAsyncHookHandler = async (request, reply) => {
      // the site hook only runs under /api/; elsewhere there is no site to key on
      if (!request.site) return
      const key = cacheKey(url, request)
      const hit = lru.get(key)
      if (hit) {
        counters.hits++
        served.add(request)
        return reply.header('content-type', hit.contentType).send(hit.payload)
      }
      counters.misses++
      pending.set(request, { key, generation, codeOk: false })
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
        if (!p || !p.codeOk || p.generation !== generation || reply.statusCode !== 200 || typeof payload !== 'string') return payload
        // a cookie belongs to one visitor; an answer setting one is not public
        if (reply.hasHeader('set-cookie')) return payload
        const contentType = reply.getHeader('content-type')
        if (typeof contentType !== 'string') return payload
        lru.set(p.key, { payload, contentType, tags, siteId: request.site.id, expiresAt: now() + ttlMs })
        counters.stores++
        return payload
      },
    ]
  })

  await app.register(pingRoute)
}

export const cachePlugin = fp(responseCache, { name: 'cache', fastify: '5.x' })
