/** Server settings from the environment, with the defaults the demo runs on. */
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
  /** behind a reverse proxy: take Host and client IP from X-Forwarded-* (sites are chosen by Host) */
  trustProxy: boolean
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
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`)
  return n
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    redisUrl: env.REDIS_URL || undefined,
    dbTimeoutMs: positiveInt('DB_TIMEOUT_MS', env.DB_TIMEOUT_MS, DEFAULT_DB_TIMEOUT_MS),
    redisTimeoutMs: positiveInt('REDIS_TIMEOUT_MS', env.REDIS_TIMEOUT_MS, DEFAULT_REDIS_TIMEOUT_MS),
    healthTimeoutMs: positiveInt('HEALTH_TIMEOUT_MS', env.HEALTH_TIMEOUT_MS, DEFAULT_HEALTH_TIMEOUT_MS),
    shutdownGraceMs: positiveInt('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS),
  }
}
