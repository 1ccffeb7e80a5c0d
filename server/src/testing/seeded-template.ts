/**
 * A database the app has already seeded, copied for each test file. A boot is ~1 s of database,
 * ~6 s of seeding the demo sites and ~1.5 s of routes; a second boot on seeded data skips the
 * seeding (every seed checks what is there, as a restarted server must). The server suite boots
 * about 35 apps, twice (PGlite, PostgreSQL), on a two-core CI machine: this saves minutes.
 *
 * The template is made by the app itself with the same seed-relevant options, so a test sees what
 * a fresh boot would have written. Its key covers everything seeding reads: the server's and the
 * shared rules' source, the sites, the migrations, the environment, the field key and the clock.
 * - no clock (the real one): the seeds date rows from now, so a template serves for 20 minutes
 *   of the same Beijing day (a CI server suite takes about 9);
 * - a fixed clock (the same instant on every call): keyed by that instant;
 * - any other clock, or a sites list of the test's own: no template, the app seeds as usual.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { buildApp, type BuildAppOptions } from '../app'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { migratedTemplate, openTestDatabase, templateKey } from './test-database'

const MAX_AGE_MS = 20 * 60_000
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
/** what seeding reads besides the options: the server, the shared rules and the site files */
const SEED_SOURCES = ['server/src', 'src/core', 'sites']

export type SeedOptions = Pick<BuildAppOptions, 'clock' | 'fieldKey' | 'sites'>

/** a copy of a database seeded with these options, or a fresh one when they cannot be keyed */
export async function openSeededTestDatabase(options: SeedOptions = {}): Promise<DatabaseHandle> {
  return openTestDatabase(await seededTemplate(options))
}

/** the seeded template to copy (a PGlite folder or a PostgreSQL database name), or undefined when the options cannot be keyed */
export async function seededTemplate(options: SeedOptions = {}): Promise<string | undefined> {
  const key = seedKey(options)
  if (!key) return undefined
  const url = process.env.DATABASE_URL
  return url ? await postgresTemplate(url, key, options) : await pgliteTemplate(key, options)
}

function seedKey({ clock, fieldKey, sites }: SeedOptions): string | null {
  if (sites) return null
  let when: string
  if (!clock) when = `now ${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}`
  else {
    const first = clock().getTime()
    if (clock().getTime() !== first) return null
    when = `at ${first}`
  }
  const hash = crypto
    .createHash('sha256')
    .update(templateKey())
    .update(when)
    .update(fieldKey ?? '')
  // the environment (a test may set a provider or a flag), less what the test runner sets per file
  hash.update(
    JSON.stringify(
      Object.entries(process.env)
        .filter(([name]) => !name.startsWith('NODE_TEST'))
        .sort(),
    ),
  )
  for (const folder of SEED_SOURCES) {
    const dir = path.join(ROOT, folder)
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      if (file.includes('node_modules') || /\.test\.tsx?$/.test(file)) continue
      const full = path.join(dir, file)
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/** lets the app seed the database, then closes both, leaving the data */
async function seedInto(database: DatabaseHandle, options: SeedOptions): Promise<void> {
  const app = await buildApp({ ...options, database })
  await app.close()
  await database.close()
}

async function pgliteTemplate(key: string, options: SeedOptions): Promise<string> {
  const template = path.join(os.tmpdir(), `wenlv-pglite-seeded-${key}`)
  if (fs.existsSync(template) && Date.now() - fs.statSync(template).mtimeMs < MAX_AGE_MS) return template
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-pglite-seeded-new-'))
  const folder = path.join(building, 'pglite')
  fs.cpSync(await migratedTemplate(), folder, { recursive: true })
  await seedInto(await openDatabase({ dataDir: folder }), options)
  fs.rmSync(template, { recursive: true, force: true })
  try {
    fs.renameSync(folder, template)
  } catch {
    // another test process made it first: theirs is as good
  }
  fs.rmSync(building, { recursive: true, force: true })
  return template
}

/**
 * A PostgreSQL template database, made once under an advisory lock (the test files run two at a
 * time); CREATE DATABASE … TEMPLATE copies it. Old ones are remade or dropped.
 */
async function postgresTemplate(url: string, key: string, options: SeedOptions): Promise<string> {
  const name = `wenlv_seeded_${key}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await admin`SELECT pg_advisory_lock(hashtext('wenlv seeded template'))`
    // the comment on the database says when it was seeded
    const [found] = await admin<{ made: string | null }[]>`
      SELECT shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname = ${name}`
    if (found && Date.now() - Number(found.made) < MAX_AGE_MS) return name
    // templates of other keys (an older source) that nobody will copy any more
    const stale = await admin<{ datname: string }[]>`
      SELECT datname FROM pg_database WHERE datname LIKE 'wenlv\_seeded\_%' AND datname <> ${name}
        AND coalesce(shobj_description(oid, 'pg_database'), '0')::bigint < ${Date.now() - MAX_AGE_MS}`
    for (const { datname } of stale) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.unsafe(`CREATE DATABASE "${name}"`)
    const target = new URL(url)
    target.pathname = `/${name}`
    await seedInto(await openDatabase({ databaseUrl: target.toString() }), options)
    await admin.unsafe(`COMMENT ON DATABASE "${name}" IS '${Date.now()}'`)
    return name
  } finally {
    await admin`SELECT pg_advisory_unlock(hashtext('wenlv seeded template'))`.catch(() => {})
    await admin.end()
  }
}
