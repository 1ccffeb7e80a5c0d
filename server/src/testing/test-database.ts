/**
 * A throwaway database per test file: a fresh PostgreSQL database when DATABASE_URL is set
 * (created here, dropped on close), else PGlite in a temporary folder (removed on close).
 * The PGlite folder is a copy of a migrated template made once per migration set (a fresh folder
 * costs about 7 s of initdb and migrations, a copy about 1 s: the server suite has 35 files).
 * `openSeededTestDatabase` goes one step further for the app's tests (./seeded-template.ts).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../db/database'

/** `from`: a PGlite folder to copy, or a PostgreSQL database to use as the template; default the migrated one */
export async function openTestDatabase(from?: string): Promise<DatabaseHandle> {
  const made = await makeTestDatabase(from)
  const handle = await made.open()
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await made.drop()
    },
  }
}

/** A throwaway database for a server in another process, not opened here. */
export interface DetachedTestDatabase {
  /** the variables that point a server at it: DATABASE_URL, or DATA_DIR with DATABASE_URL emptied */
  env: { DATABASE_URL: string; DATA_DIR?: string }
  /** opens it in this process (no server may hold it: PGlite folders are locked) */
  open(): Promise<DatabaseHandle>
  drop(): Promise<void>
}

/** like openTestDatabase, for a server started as a child process (testing/server-process.ts) */
export async function makeTestDatabase(from?: string): Promise<DetachedTestDatabase> {
  const url = process.env.DATABASE_URL
  if (url) {
    const name = `wenlv_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
    const admin = postgres(url, { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE "${name}"${from ? ` TEMPLATE "${from}"` : ''}`)
    const target = new URL(url)
    target.pathname = `/${name}`
    return {
      env: { DATABASE_URL: target.toString() },
      open: () => openDatabase({ databaseUrl: target.toString() }),
      drop: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await admin.end()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-pglite-'))
  const dataDir = path.join(dir, 'pglite')
  fs.cpSync(from ?? (await migratedTemplate()), dataDir, { recursive: true })
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/** the migrations and the PGlite version the template was made with: a change makes a new one */
export function templateKey(): string {
  const hash = crypto.createHash('sha256')
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file)
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
  }
  hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  return hash.digest('hex').slice(0, 16)
}

/** a migrated, empty PGlite folder shared by the test files (made in a temp folder, then renamed into place) */
export async function migratedTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `wenlv-pglite-template-${templateKey()}`)
  if (fs.existsSync(template)) return template
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-pglite-template-new-'))
  const handle = await openDatabase({ dataDir: path.join(building, 'pglite') })
  await handle.close()
  try {
    fs.renameSync(path.join(building, 'pglite'), template)
  } catch {
    // another test process made it first: theirs is as good
  }
  fs.rmSync(building, { recursive: true, force: true })
  return template
}
