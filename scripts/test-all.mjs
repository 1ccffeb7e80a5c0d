#!/usr/bin/env node
/**
 * `npm test`: every suite of the project, in order, with one closing tally.
 *  0. static checks: type checks of app and server, ESLint, Prettier (scripts/check.mjs)
 *  1. app unit tests (jest)
 *  2. server tests (node:test via tsx) on PGlite; with DATABASE_URL every file on PostgreSQL and
 *     on PGlite only the files marked `@engines both` (see below)
 *  3. builds every site for h5 and weapp where the build is missing or stale
 *  4. weapp package checks (node:test)
 *  5. end-to-end tests in headless Chromium against the real server (node:test + playwright-core)
 * Prints "N passed, N failed" last and exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { runChecks } from './check.mjs'
import { compileStale, staleSites } from './lib/stale.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const only = process.argv.slice(2) // e.g. `npm test -- server e2e`
const wanted = (name) => only.length === 0 || only.includes(name)
const tally = { passed: 0, failed: 0 }
const broken = []

function findTests(dir, pattern) {
  const out = []
  const visit = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === '.data') continue
      const p = join(d, e.name)
      if (e.isDirectory()) visit(p)
      else if (pattern.test(e.name)) out.push(p)
    }
  }
  if (existsSync(dir)) visit(dir)
  return out.sort()
}

function run(cmd, args, env = {}) {
  return spawnSync(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
}

/** node:test spec reporter ends with "ℹ pass N" / "ℹ fail N" */
function nodeSuite(name, files, env = {}, concurrency = 1) {
  if (!wanted(name)) return
  if (files.length === 0) return console.log(`\n== ${name}: no test files`)
  console.log(`\n== ${name}: ${files.length} file(s)`)
  const started = Date.now()
  const r = run('node', ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files], env)
  console.log(`== ${name}: ${Math.round((Date.now() - started) / 1000)} s`)
  process.stdout.write(r.stdout)
  // the summary is the last "ℹ pass N" / "ℹ fail N"; tests may print their own ℹ diagnostics earlier
  const last = (re) => Number([...r.stdout.matchAll(re)].at(-1)?.[1] ?? 0)
  const pass = last(/^ℹ pass (\d+)$/gm)
  const fail = last(/^ℹ fail (\d+)$/gm)
  tally.passed += pass
  tally.failed += fail
  if (r.status !== 0 && fail === 0) broken.push(`${name} exited ${r.status} without a failing test count`)
}

function jestSuite() {
  if (!wanted('app')) return
  console.log('\n== app: jest')
  const out = join(mkdtempSync(join(tmpdir(), 'jest-')), 'result.json')
  const r = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${out}`], { cwd: root, stdio: 'inherit' })
  if (!existsSync(out)) return broken.push(`jest exited ${r.status} without results`)
  const res = JSON.parse(readFileSync(out, 'utf8'))
  tally.passed += res.numPassedTests
  tally.failed += res.numFailedTests
  if (r.status !== 0 && res.numFailedTests === 0) broken.push(`jest exited ${r.status} (${res.numFailedTestSuites} suite(s) failed to run)`)
}

function buildAll() {
  if (!wanted('weapp') && !wanted('e2e') && !wanted('build')) return
  const build = (label, args) => {
    console.log(`\n== build ${label}`)
    const r = spawnSync('node', ['scripts/build.mjs', ...args], { cwd: root, stdio: 'inherit' })
    if (r.status !== 0) broken.push(`build ${label} failed`)
  }
  // one compile per target, every site stamped from it (only the stamps when the compile is current)
  for (const target of ['h5', 'weapp']) {
    if (compileStale(root, target)) build(`${target} (one compile, every site stamped)`, ['--all', '--target', target])
    else if (staleSites(root, target).length) build(`${target} (every site stamped)`, ['--all', '--target', target, '--stamp-only'])
  }
}

function checkSuite() {
  if (!wanted('check')) return
  console.log('\n== check: types, lint, format')
  const r = runChecks()
  tally.passed += r.passed
  tally.failed += r.failed
}

/** prints how long a part took: CI has a time budget (README), and this says where it goes */
function timed(label, part) {
  const started = Date.now()
  part()
  console.log(`== ${label}: ${Math.round((Date.now() - started) / 1000)} s`)
}

timed('check', checkSuite)
timed('app', jestSuite)
const serverTests = findTests(join(root, 'server'), /\.test\.ts$/)
// Two server test files at a time: each file boots its own app on its own database (PGlite folder or
// PostgreSQL database), and a boot is mostly one process's seeding, so the two cores share the work.
// The browser suite stays one file at a time (a page under a starved CPU misses its timeouts).
const SERVER_FILES_AT_ONCE = 2
// With DATABASE_URL (CI) every server file runs on PostgreSQL, the engine production uses and the one
// where races between connections are real; PGlite (one connection, in the process) then runs only
// the files whose header says `@engines both`: durability, the data folder, seeding, health, shutdown,
// booking's locking, idempotency and rate limits. The SQL is the same on both (PGlite is PostgreSQL
// built for WebAssembly), and running every file twice cost CI about 15 minutes.
// Without DATABASE_URL (a newcomer's `npm test`) every file runs on PGlite.
const onBothEngines = (file) => /^\s*\*\s*@engines both\b/m.test(readFileSync(file, 'utf8').slice(0, 4000))
const pgliteTests = process.env.DATABASE_URL ? serverTests.filter(onBothEngines) : serverTests
nodeSuite('server', pgliteTests, { DATABASE_URL: '' }, SERVER_FILES_AT_ONCE)
if (process.env.DATABASE_URL) nodeSuite('server-postgres', serverTests, { DATABASE_URL: process.env.DATABASE_URL }, SERVER_FILES_AT_ONCE)
timed('build', buildAll)
// the weapp runs' and the e2e files' servers start on copies of one seeded data folder made by the
// run's first server (tests/e2e/harness.mjs): seeding every demo site is most of a start, and two
// weapp files seeding at once on a loaded machine once missed the 2-minute start budget
const e2eTemplate = join(mkdtempSync(join(tmpdir(), 'wenlv-e2e-run-')), 'seeded')
// two weapp files at a time: the mini-program runs are mostly waiting on the started server (4.5 -> 3 min)
nodeSuite('weapp', findTests(join(root, 'tests', 'weapp'), /\.test\.mjs$/), { WENLV_E2E_TEMPLATE: e2eTemplate }, 2)
// e2e: the files whose header says `@e2e alone` (they keep the two cores busy by themselves: the routes
// walk and the crawl open several pages at once, the media file runs ffmpeg) run one at a time; the
// others two at a time, as most of a visitor's flow is waiting on the network or a timer (37 files
// one after another took 26 minutes of a 62-minute run)
const e2eFiles = findTests(join(root, 'tests', 'e2e'), /\.test\.mjs$/)
const runsAlone = (file) => /^\s*\*\s*@e2e alone\b/m.test(readFileSync(file, 'utf8').slice(0, 4000))
nodeSuite('e2e', e2eFiles.filter(runsAlone), { WENLV_E2E_TEMPLATE: e2eTemplate })
nodeSuite(
  'e2e',
  e2eFiles.filter((file) => !runsAlone(file)),
  { WENLV_E2E_TEMPLATE: e2eTemplate },
  2,
)
rmSync(dirname(e2eTemplate), { recursive: true, force: true })

for (const b of broken) console.log(`BROKEN: ${b}`)
if (broken.length) tally.failed += broken.length
console.log(`\n${tally.passed} passed, ${tally.failed} failed`)
process.exit(tally.failed > 0 ? 1 : 0)
