/**
 * One process per PGlite data folder: PGlite is an embedded database with no server
 * to arbitrate writers, so two processes on one folder would corrupt it. The lock is
 * `<dataDir>.lock` holding the owner's pid; a lock whose process is gone is stale and taken over.
 */
import fs from 'node:fs'

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`data folder ${dataDir} is in use by process ${pid}; stop it or set DATA_DIR`)
    this.name = 'DataDirInUseError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: the process exists but belongs to someone else
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10)
    return Number.isFinite(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Takes the lock or throws DataDirInUseError; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`
  const me = String(process.pid)
  try {
    fs.writeFileSync(lockPath, me, { flag: 'wx' })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    const owner = readOwner(lockPath)
    // the same process counts as an owner too: a second PGlite on the folder corrupts it just the same
    if (owner !== null && isAlive(owner)) throw new DataDirInUseError(dataDir, owner)
    // stale: write beside and rename, so a concurrent taker cannot leave a half-written file
    const tmp = `${lockPath}.${me}`
    fs.writeFileSync(tmp, me)
    fs.renameSync(tmp, lockPath)
    if (readOwner(lockPath) !== process.pid) throw new DataDirInUseError(dataDir, readOwner(lockPath) ?? 0)
  }
  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true })
  }
  process.on('exit', release)
  return release
}
