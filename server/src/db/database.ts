/**
 * Opens the server's database and brings it to the current migration:
 * PostgreSQL (postgres-js) when a URL is given, else embedded PGlite in a data folder
 * (or in memory). Both run the same migrations from server/drizzle/.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'
import { acquireDataDirLock } from './data-dir-lock'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** the handle inside `db.transaction(async (tx) => …)`: what code that runs in a caller's transaction takes */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** where the data lives, for the start-up log (never contains a password) */
  location: string
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; wins over dataDir */
  databaseUrl?: string
  /** PGlite data folder; omitted = in memory (tests, throwaway demos) */
  dataDir?: string
  /** PostgreSQL: the longest a statement or a connection attempt may take (DB_TIMEOUT_MS); default 10 s */
  timeoutMs?: number
}

export const DEFAULT_DB_TIMEOUT_MS = 10_000

/** PostgreSQL did not answer within the bound: the call answers code 5 (http/errors.ts), never hangs. */
export class DatabaseTimeoutError extends Error {
  name = 'DatabaseTimeoutError'
  code = 'DB_TIMEOUT'
}

/**
 * The connection postgres-js uses, with a bound on silence: a server that stops answering (frozen,
 * partitioned) would otherwise hold a query until TCP gives up, minutes later, and every call
 * behind it. Nothing received for `silentMs` while connected destroys the connection: its queries
 * fail and the pool opens a new one. Idle connections are closed before that (idle_timeout), so
 * only a connection waiting for an answer meets the bound.
 */
function boundedSocket(silentMs: number) {
  return (o: { host: string[]; port: number[]; path?: string }) =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = o.path ? net.connect(o.path) : net.connect(o.port[0], o.host[0])
      socket.setTimeout(silentMs, () => socket.destroy(new DatabaseTimeoutError(`PostgreSQL silent for ${silentMs} ms`)))
      socket.once('error', reject)
      socket.once('connect', () => {
        socket.off('error', reject)
        resolve(socket)
      })
    })
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * Synchronous commit stays on (PostgreSQL's default): a commit is written to the WAL files before
 * it is acknowledged, so a killed process (SIGKILL, OOM, crash) loses nothing it answered. With
 * `synchronous_commit=off` PGlite kept commits in memory and a kill lost every write since start
 * (issue 23; durable.test.ts kills the server under booking load and checks).
 *
 * fsync is off, and PGlite starts with it off anyway (`-F`): its file layer does not pass a flush
 * to the operating system (0 fsync calls over 100 commits with fsync on, under strace). So the
 * operating system's cache holds the last commits: an OS crash or power cut can lose them or damage
 * the folder. Use DATABASE_URL (PostgreSQL) where data must survive that.
 */
const PGLITE_CONF = ['fsync=off']

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_DB_TIMEOUT_MS
    const seconds = Math.max(1, Math.ceil(timeoutMs / 1000))
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      // the connection and its login, then each statement (server side), then silence (client side, a
      // little later so a live server's own timeout error arrives first)
      connect_timeout: seconds,
      connection: { statement_timeout: timeoutMs, idle_in_transaction_session_timeout: timeoutMs * 6 },
      idle_timeout: seconds,
      // postgres-js reads `socket` (a factory of connected sockets), though its types do not declare it
      ...({ socket: boundedSocket(timeoutMs + 2_000) } as unknown as Record<string, never>),
    })
    const db = drizzlePostgres({ client, schema })
    // migrations on a connection of their own without the statement bound: building an index of a
    // big table may take minutes (the connection attempt is still bounded)
    const migrator = postgres(options.databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: seconds })
    try {
      await migratePostgres(drizzlePostgres({ client: migrator }), { migrationsFolder: MIGRATIONS_FOLDER })
    } catch (e) {
      await client.end({ timeout: 5 })
      throw e
    } finally {
      await migrator.end({ timeout: 5 })
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      location: redact(options.databaseUrl),
      close: () => client.end({ timeout: 5 }),
    }
  }

  let release = () => {}
  if (options.dataDir) {
    fs.mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true })
    release = acquireDataDirLock(path.resolve(options.dataDir))
  }
  let client: PGlite | undefined
  try {
    // pg_trgm: the search index's trigram indexes (migration 0005)
    client = new PGlite(options.dataDir, { postgresqlconf: PGLITE_CONF, extensions: { pg_trgm } })
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
    const opened = client
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      location: options.dataDir ? path.resolve(options.dataDir) : 'memory',
      close: async () => {
        await opened.close()
        release()
      },
    }
  } catch (e) {
    await client?.close().catch(() => {})
    release()
    throw e
  }
}
