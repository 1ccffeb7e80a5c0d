/**
 * Opens the server's database and brings it to the current migration:
 * PostgreSQL (postgres-js) when a URL is given, else embedded PGlite in a data folder
 * (or in memory). Both run the same migrations from server/drizzle/.
 */
import fs from 'node:fs'
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
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * fsync and synchronous commit are off: PGlite's file system layer makes every fsync a full
 * flush, which makes writes several times slower. The price: a power loss or OS crash can lose
 * the last commits or damage the folder. A killed node process is fine (the OS keeps the writes).
 * Use DATABASE_URL (PostgreSQL) where data must survive power loss.
 */
const PGLITE_CONF = ['fsync=off', 'synchronous_commit=off']

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres({ client, schema })
    try {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })
    } catch (e) {
      await client.end({ timeout: 5 })
      throw e
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
