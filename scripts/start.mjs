#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to a running app with demo data.
 * Installs dependencies if missing, compiles the H5 app once if its compile is missing or older
 * than the sources (one compile serves every site: the server stamps each site's page from it,
 * server/src/static/h5.ts), and starts the contract server on the embedded PGlite database
 * (created, migrated and seeded on first start) at http://localhost:8080.
 * Sites are chosen by host: http://<siteCode>.localhost:8080 (Chromium and curl resolve
 * *.localhost to this machine); plain localhost serves the default site.
 *
 * On a first start the server starts while the app compiles (it answers "not built yet" until the
 * compile is there), and the assets' brotli and gzip twins are written after the first page is
 * served: meanwhile the server compresses them as it sends them (scripts/lib/precompress.mjs).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileStale } from './lib/stale.mjs'
import { precompressed } from './lib/precompress.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const started = Date.now()
const since = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`
const port = Number(process.env.PORT || 8080)

/** One progress line when a step starts and one when it ends, with the time it took. */
function stepStart(label) {
  const t = Date.now()
  console.log(`▶ ${label}`)
  return (detail = '') => console.log(`✔ ${label}${detail} (${since(t)})`)
}

/** a child process as a promise of its exit code */
function run(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  // npm install, not npm ci: see .ci/run (optional packages this registry does not serve)
  const done = stepStart('install dependencies')
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
  done()
}

const h5App = join(root, 'dist', 'h5', '_app')
const compileNeeded = compileStale(root, 'h5')

const serverDone = stepStart(`start the server on port ${port} (database created, migrated and seeded on first start)`)
const server = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], { cwd: root, stdio: 'inherit', env: process.env })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))

/** resolves when the server answers /index with the app (not the "not built yet" page) */
function firstPage() {
  return new Promise((resolve) => {
    const poll = setInterval(async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/index`)
        if (!res.ok) return
        clearInterval(poll)
        resolve()
      } catch {
        // not listening yet
      }
    }, 250)
  })
}

/** the compile's brotli and gzip twins, at low priority once the first page is served */
async function precompressLater() {
  if (precompressed(h5App)) return
  const done = stepStart('precompress the H5 assets (brotli and gzip twins; until then the server compresses as it sends)')
  const code = await run('nice', ['-n', '10', 'node', 'scripts/build.mjs', '--target', 'h5', '--precompress-only', '--quiet'])
  if (code === 0) done()
  else
    console.error(
      `precompression failed (exit ${code}): the server keeps compressing the assets as it sends them; npm run build -- --target h5 retries`,
    )
}

async function main() {
  if (compileNeeded) {
    const done = stepStart('compile the H5 app (one compile serves every site)')
    const code = await run('node', ['scripts/build.mjs', '--target', 'h5', '--defer-precompress'])
    if (code !== 0) {
      server.kill('SIGTERM')
      process.exit(code)
    }
    done()
  } else console.log('✔ the H5 compile is current')
  await firstPage()
  serverDone(`: http://localhost:${port}/index, first page ${since(started)} after npm start`)
  await precompressLater()
}

main()
