/**
 * A throwaway database per test file: a fresh PostgreSQL database when DATABASE_URL is set
 * (created here, dropped on close), else PGlite in a temporary folder (removed on close).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { openDatabase, type DatabaseHandle } from '../db/database'

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL
  if (url) {
    const name = `wenlv_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
    const admin = postgres(url, { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE "${name}"`)
    const target = new URL(url)
    target.pathname = `/${name}`
    const handle = await openDatabase({ databaseUrl: target.toString() })
    return {
      ...handle,
      close: async () => {
        await handle.close()
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await admin.end()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-pglite-'))
  const handle = await openDatabase({ dataDir: path.join(dir, 'pglite') })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
