#!/usr/bin/env node
/**
 * Static checks of `npm test` (and `npm run check` alone): type checks of the app and of the
 * server (separate tsconfigs: the server must not see Taro's globals), generated route builders up
 * to date, ESLint, Prettier.
 * Each check is one test in the tally; its output is shown only when it fails.
 */
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)

export const CHECKS = [
  ['types: app', bin('tsc'), ['-p', 'tsconfig.json']],
  ['types: server', bin('tsc'), ['-p', 'tsconfig.server.json']],
  ['route builders', process.execPath, ['scripts/gen-route-paths.mjs', '--check']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
]

export function runChecks() {
  const result = { passed: 0, failed: 0 }
  for (const [name, cmd, args] of CHECKS) {
    const started = Date.now()
    const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (r.status === 0) {
      result.passed++
      console.log(`✔ ${name} (${seconds} s)`)
    } else {
      result.failed++
      console.log(`✖ ${name} (${seconds} s)\n${r.stdout}${r.stderr}`)
    }
  }
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = runChecks()
  console.log(`\n${passed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}
