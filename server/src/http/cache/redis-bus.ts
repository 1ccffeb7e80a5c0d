/**
 * Invalidations shared by every server process through Redis pub/sub: each process publishes the
 * tags it invalidates and drops what the others publish. Redis being away must never take the
 * API down: errors are logged once per outage, commands fail fast instead of queueing, and after a
 * reconnect the local cache is cleared because messages sent meanwhile were lost (pub/sub keeps
 * nothing for absent subscribers).
 */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

export const INVALIDATION_CHANNEL = 'wenlv:cache:invalidate'

export interface Invalidation {
  tag: string
  siteId?: number
}

export interface InvalidationBus {
  /** this process's id on the channel; its connections are named wenlv-cache-sub-<id> and wenlv-cache-pub-<id> */
  readonly id: string
  /** never rejects, and settles within the command bound however Redis behaves */
  publish(message: Invalidation): Promise<void>
  /** PING on the publishing connection; rejects when Redis does not answer within the bound */
  ping(): Promise<void>
  close(): Promise<void>
}

interface Handlers {
  /** an invalidation from another process */
  onInvalidate(message: Invalidation): void
  /** the subscription came back after an outage: anything may have changed meanwhile */
  onResync(): void
}

/** Start-up waits this long for Redis, then goes on (the subscription completes on connection). */
const SUBSCRIBE_WAIT_MS = 2_000

/** The longest a Redis command of a request (publish, ping) may take (REDIS_TIMEOUT_MS). */
export const DEFAULT_REDIS_TIMEOUT_MS = 2_000

export async function connectRedisBus(
  url: string,
  log: FastifyBaseLogger,
  handlers: Handlers,
  { timeoutMs = DEFAULT_REDIS_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<InvalidationBus> {
  // our own messages come back to us; the id tells them apart
  const origin = randomUUID()
  // reconnect forever, at most every 2 s: the cache works locally meanwhile
  const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2_000)
  // the SUBSCRIBE waits for a connection however long it takes (then ioredis resubscribes after
  // every reconnect by itself)
  const subscriber = new Redis(url, { retryStrategy, maxRetriesPerRequest: null, connectionName: `wenlv-cache-sub-${origin}` })
  // publishing while disconnected fails at once (logged) rather than stalling the caller
  // a write awaits its invalidation: a Redis that accepts but stops answering must not hold the
  // write's answer (which is already committed), so every command and connection attempt is bounded
  const publisher = new Redis(url, {
    retryStrategy,
    enableOfflineQueue: false,
    connectionName: `wenlv-cache-pub-${origin}`,
    commandTimeout: timeoutMs,
    connectTimeout: timeoutMs,
  })
  /** a command timed out: the connection is presumed stuck; a new one answers "not ready" at once until Redis is back */
  const timedOut = (err: unknown) => {
    if (err instanceof Error && /timed out/i.test(err.message) && !closing) publisher.disconnect(true)
  }

  let closing = false
  for (const [role, client] of [
    ['subscriber', subscriber],
    ['publisher', publisher],
  ] as const) {
    // an outage starts with an error (refused, reset) or a plain close (server restart, killed
    // client); either way it is logged once, and the next 'ready' ends it
    let down = false
    const lost = (err?: Error) => {
      if (down || closing) return
      down = true
      log.warn({ err, role }, 'cache: Redis unavailable, invalidations stay local until it is back')
    }
    client.on('error', lost)
    client.on('close', () => lost())
    client.on('ready', () => {
      if (!down) return
      down = false
      log.info({ role }, 'cache: Redis connection restored')
      if (role === 'subscriber') handlers.onResync()
    })
  }

  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== INVALIDATION_CHANNEL) return
    try {
      const message = JSON.parse(raw) as Invalidation & { origin?: string }
      if (message.origin === origin || typeof message.tag !== 'string') return
      handlers.onInvalidate({ tag: message.tag, siteId: typeof message.siteId === 'number' ? message.siteId : undefined })
    } catch (err) {
      log.warn({ err }, 'cache: unreadable invalidation message ignored')
    }
  })

  const subscribed = subscriber.subscribe(INVALIDATION_CHANNEL).then(
    () => true,
    (err: unknown) => {
      if (!closing) log.warn({ err }, 'cache: could not subscribe to invalidations')
      return false
    },
  )
  // the publisher too: without an offline queue, an invalidation right after start-up would be lost
  const publisherReady = new Promise<true>((resolve) => publisher.once('ready', () => resolve(true)))
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS)))
  const ready = await Promise.race([Promise.all([subscribed, publisherReady]).then(([s]) => s), waited])
  if (!ready) log.warn('cache: starting without Redis invalidations; they start when Redis answers')
  clearTimeout(timer)

  return {
    id: origin,
    async publish({ tag, siteId }) {
      try {
        await publisher.publish(INVALIDATION_CHANNEL, JSON.stringify({ tag, siteId, origin }))
      } catch (err) {
        timedOut(err)
        log.warn({ err, tag, siteId }, 'cache: invalidation not published; other processes keep the entries until their TTL')
      }
    },
    async ping() {
      await publisher.ping().catch((err: unknown) => {
        timedOut(err)
        throw err
      })
    },
    async close() {
      closing = true
      await Promise.all(
        [subscriber, publisher].map(async (client) => {
          // quit() says goodbye when connected, for at most the command bound (a silent Redis never
          // answers it, and a shutdown must not wait for it); disconnect() stops reconnect attempts
          if (client.status === 'ready') {
            let timer: NodeJS.Timeout | undefined
            const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))
            await Promise.race([client.quit().catch(() => {}), late])
            clearTimeout(timer)
          }
          client.disconnect()
        }),
      )
    },
  }
}
