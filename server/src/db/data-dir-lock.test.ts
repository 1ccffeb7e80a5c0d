/**
 * @engines both: the PGlite data folder (scripts/test-all.mjs)
 * One process per PGlite data folder; stale locks are taken over; data survives a restart.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { buildApp } from '../app'
import { createUser, findUserByPhone } from '../auth/users'
import { openDatabase } from './database'

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url))

describe('PGlite data folder', { skip: process.env.DATABASE_URL ? 'PGlite only' : false }, () => {
  let dir: string
  let dataDir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-lock-'))
    dataDir = path.join(dir, 'pglite')
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('refuses a second opener in this process while the first is open, and frees the folder on close', async () => {
    const first = await openDatabase({ dataDir })
    try {
      assert.equal(fs.readFileSync(`${dataDir}.lock`, 'utf8'), String(process.pid))
      await assert.rejects(openDatabase({ dataDir }), {
        name: 'DataDirInUseError',
        message: `data folder ${dataDir} is in use by process ${process.pid}; stop it or set DATA_DIR`,
      })
    } finally {
      await first.close()
    }
    assert.equal(fs.existsSync(`${dataDir}.lock`), false)
    const again = await openDatabase({ dataDir })
    await again.close()
  })

  it('makes another process fail fast with the owner in the message', async () => {
    const first = await openDatabase({ dataDir })
    try {
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { acquireDataDirLock } from ${JSON.stringify(LOCK_MODULE)}; acquireDataDirLock(${JSON.stringify(dataDir)})`,
        ],
        { encoding: 'utf8', timeout: 30_000 },
      )
      assert.notEqual(child.status, 0)
      assert.match(child.stderr, new RegExp(`data folder .*pglite is in use by process ${process.pid}; stop it or set DATA_DIR`))
    } finally {
      await first.close()
    }
  })

  it('takes over a lock left by a process that is gone', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(`${dataDir}.lock`, String(dead))
    const db = await openDatabase({ dataDir })
    assert.equal(fs.readFileSync(`${dataDir}.lock`, 'utf8'), String(process.pid))
    await db.close()
  })

  it('is created and migrated on first start and keeps its data across restarts', async () => {
    const first = await buildApp({ dataDir })
    const siteId = first.sites.get('cd-city')!.id
    await createUser(first.db, first.fieldCrypto, { siteId, phone: '13700000001' })
    await first.close()
    assert.equal(fs.existsSync(`${dataDir}.lock`), false, 'the app closes the database it opened')

    const second = await buildApp({ dataDir })
    try {
      assert.ok(await findUserByPhone(second.db, second.fieldCrypto, siteId, '13700000001'))
    } finally {
      await second.close()
    }
  })
})
