#!/usr/bin/env node
/**
 * `npm test`: every suite of the project, in order, with one closing tally.
 *  0. static checks: type checks of app and server, ESLint, Prettier (scripts/check.mjs)
 *  1. app unit tests (jest)
 *  2. server tests (node:test via tsx) on PGlite, and on PostgreSQL too when DATABASE_URL is set
 *  3. builds every site for h5 and weapp where the build is missing or stale
 *  4. weapp package checks (node:test)
 *  5. end-to-end tests in headless Chromium against the real server (node:test + playwright-core)
 * Prints "N passed, N failed" last and exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, existsSync, mkdtempSync } from 'node:fs'
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
function nodeSuite(name, files, env = {}) {
  if (!wanted(name)) return
  if (files.length === 0) return console.log(`\n== ${name}: no test files`)
  console.log(`\n== ${name}: ${files.length} file(s)`)
  const r = run('node', ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], env)
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

checkSuite()
jestSuite()
const serverTests = findTests(join(root, 'server'), /\.test\.ts$/)
nodeSuite('server', serverTests, { DATABASE_URL: '' })
if (process.env.DATABASE_URL) nodeSuite('server-postgres', serverTests, { DATABASE_URL: process.env.DATABASE_URL })
buildAll()
nodeSuite('weapp', findTests(join(root, 'tests', 'weapp'), /\.test\.mjs$/))
nodeSuite('e2e', findTests(join(root, 'tests', 'e2e'), /\.test\.mjs$/))

for (const b of broken) console.log(`BROKEN: ${b}`)
if (broken.length) tally.failed += broken.length
console.log(`\n${tally.passed} passed, ${tally.failed} failed`)
process.exit(tally.failed > 0 ? 1 : 0)
