#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to a running app with demo data.
 * Installs dependencies if missing, compiles the H5 app once if its compile is missing or older
 * than the sources (one compile serves every site: the server stamps each site's page from it,
 * server/src/static/h5.ts), then starts the contract server on the embedded
 * PGlite database (created, migrated and seeded on first start) at http://localhost:8080.
 * Sites are chosen by host: http://<siteCode>.localhost:8080 (Chromium and curl resolve
 * *.localhost to this machine); plain localhost serves the default site.
 */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { compileStale } from './lib/stale.mjs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const started = Date.now()
const since = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
/** One progress line per step, with the time it took. */
function step(label, work) {
  const t = Date.now()
  console.log(`▶ ${label}`)
  work()
  console.log(`✔ ${label} (${since(t)})`)
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  // npm install, not npm ci: see .ci/run (optional packages this registry does not serve)
  step('install dependencies', () => run('npm', ['install', '--no-audit', '--no-fund']))
}

if (compileStale(root, 'h5'))
  step('compile the H5 app (one compile serves every site)', () => run('node', ['scripts/build.mjs', '--target', 'h5']))
else console.log('✔ the H5 compile is current')

const port = Number(process.env.PORT || 8080)
const serverStarted = Date.now()
console.log('▶ start the server (database created, migrated and seeded on first start)')
const server = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], { cwd: root, stdio: 'inherit', env: process.env })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))

// the first page answers: say so, with the time from `npm start` to it
const ready = setInterval(async () => {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/index`)
    if (!res.ok) return
    clearInterval(ready)
    console.log(`✔ server ready (${since(serverStarted)}): http://localhost:${port}/index, first page ${since(started)} after npm start`)
  } catch {
    // not listening yet
  }
}, 250)
