#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to a running app with demo data.
 * Installs dependencies if missing, builds the H5 site of every demo site whose build is
 * missing or older than the sources, then starts the contract server on the embedded
 * PGlite database (created, migrated and seeded on first start) at http://localhost:8080.
 * Sites are chosen by host: http://<siteCode>.localhost:8080 (Chromium and curl resolve
 * *.localhost to this machine); plain localhost serves the default site.
 */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { staleSites } from './lib/stale.mjs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  // npm install, not npm ci: see .ci/run (optional packages this registry does not serve)
  console.log('Installing dependencies…')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

const stale = staleSites(root, 'h5')
for (const code of stale) {
  console.log(`Building H5 for ${code}…`)
  run('node', ['scripts/build.mjs', '--site', code, '--target', 'h5'])
}

const server = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], { cwd: root, stdio: 'inherit', env: process.env })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
