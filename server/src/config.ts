/** Server settings from the environment, with the defaults the demo runs on. */
import { isIP } from 'node:net'
import { fileURLToPath } from 'node:url'
import { DEFAULT_TOKEN_TTL_MS } from './auth/tokens'
import { DEV_FIELD_KEY } from './auth/field-crypto'
import { DEFAULT_DB_TIMEOUT_MS } from './db/database'
import { DEFAULT_HEALTH_TIMEOUT_MS } from './http/health'
import { DEFAULT_REDIS_TIMEOUT_MS } from './http/cache/redis-bus'

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url))
export const DEFAULT_H5_ROOT = fileURLToPath(new URL('../../dist/h5', import.meta.url))
/** Concurrent API calls before the server answers code 5 (too many visitors). */
export const DEFAULT_MAX_IN_FLIGHT = 256
/** SIGTERM: calls running get this long to finish. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000

/** A setting the operator must fix; start-up prints its message without a stack trace. */
export class ConfigError extends Error {
  name = 'ConfigError'
}

export interface ServerConfig {
  port: number
  host: string
  databaseUrl?: string
  dataDir: string
  h5Root: string
  /** folder of the <siteCode>.json site configs (default: the repository's sites/) */
  sitesDir?: string
  maxInFlight: number
  tokenTtlMs: number
  fieldKey: string
  /** behind reverse proxies: how many hops, or which addresses, may set X-Forwarded-* (readTrustProxy) */
  trustProxy: TrustProxy
  /** shared by every server process so a cache invalidation reaches them all */
  redisUrl?: string
  /** PostgreSQL: bound of a connection attempt and of a statement */
  dbTimeoutMs: number
  /** bound of a Redis command a request awaits (an invalidation, the readiness PING) */
  redisTimeoutMs: number
  /** bound of each check of /api/health/ready */
  healthTimeoutMs: number
  /** SIGTERM/SIGINT: how long calls running may take to finish before their connections are cut */
  shutdownGraceMs: number
  /** origins (scheme://host[:port]) of app builds calling the API from another origin, besides the sites' h5Domain */
  corsOrigins: string[]
}

/** CORS_ORIGINS: origins separated by commas or spaces, each exactly scheme://host[:port] */
function origins(raw: string | undefined): string[] {
  const list = (raw ?? '').split(/[\s,]+/).filter(Boolean)
  for (const origin of list) {
    let parsed: URL | undefined
    try {
      parsed = new URL(origin)
    } catch {
      parsed = undefined
    }
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.origin !== origin) {
      throw new ConfigError(`CORS_ORIGINS must list origins like https://app.example.com (no path, no trailing slash), got "${origin}"`)
    }
  }
  return list
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`)
  return n
}

/**
 * Which proxies may speak for the client: false (none, the default), a hop count (the client is the
 * address the nearest N proxies saw: the N-th from the right of X-Forwarded-For), or the proxies'
 * addresses/CIDR ranges (proxy-addr's names loopback, linklocal, uniquelocal allowed). Never "trust
 * everyone": that takes the leftmost X-Forwarded-For, which the client writes itself.
 */
export type TrustProxy = false | number | string[]

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.includes(item)) return true
  const [address, bits, ...rest] = item.split('/')
  const family = isIP(address)
  if (!family || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim()
  if (value === '' || value === '0' || value === 'false') return false
  if (/^\d+$/.test(value)) return Number(value)
  const items = value.split(',').map((item) => item.trim())
  if (items.every((item) => item !== '' && isProxyAddress(item))) return items
  throw new ConfigError(
    value === 'true'
      ? 'TRUST_PROXY=true (trust every address) is no longer accepted: clients could choose their own address. Give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16)'
      : `TRUST_PROXY must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.2,10.1.0.0/16, loopback), got "${value}"`,
  )
}

/**
 * Fastify's form of the setting. A hop count becomes a function: Fastify reads a plain number as
 * "trust nobody" (it cannot check the nearest peer), while a count is what sits behind one proxy
 * the server is reachable only through. Address lists go to Fastify as they are (proxy-addr).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust
  return (_address, hop) => hop < trust
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  if (env.NODE_ENV === 'production' && !env.FIELD_KEY) {
    throw new ConfigError(
      'FIELD_KEY is required in production: 64 hex characters that encrypt phone numbers at rest (e.g. `openssl rand -hex 32`)',
    )
  }
  // ioredis would read anything else as a host or socket path and retry it forever: say so at start-up
  if (env.REDIS_URL && !/^rediss?:\/\//.test(env.REDIS_URL)) {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// address, got "${env.REDIS_URL}"`)
  }
  return {
    port: positiveInt('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    h5Root: env.H5_ROOT || DEFAULT_H5_ROOT,
    sitesDir: env.SITES_DIR || undefined,
    maxInFlight: positiveInt('MAX_IN_FLIGHT', env.MAX_IN_FLIGHT, DEFAULT_MAX_IN_FLIGHT),
    tokenTtlMs: positiveInt('TOKEN_TTL_MS', env.TOKEN_TTL_MS, DEFAULT_TOKEN_TTL_MS),
    fieldKey: env.FIELD_KEY || DEV_FIELD_KEY,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    corsOrigins: origins(env.CORS_ORIGINS),
    dbTimeoutMs: positiveInt('DB_TIMEOUT_MS', env.DB_TIMEOUT_MS, DEFAULT_DB_TIMEOUT_MS),
    redisTimeoutMs: positiveInt('REDIS_TIMEOUT_MS', env.REDIS_TIMEOUT_MS, DEFAULT_REDIS_TIMEOUT_MS),
    healthTimeoutMs: positiveInt('HEALTH_TIMEOUT_MS', env.HEALTH_TIMEOUT_MS, DEFAULT_HEALTH_TIMEOUT_MS),
    shutdownGraceMs: positiveInt('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS),
  }
}
