#!/usr/bin/env node
/**
 * The operators' command line: npm run ops -- <verb> [options]; npm run ops -- --help.
 * One file per verb in this folder (build, upload, preview, sites, campaign), shared code in lib.mjs.
 * Exit codes: 0 done, 1 a check or the WeChat call failed, 2 wrong arguments or missing key.
 */
import { pathToFileURL } from 'node:url'
import * as build from './build.mjs'
import * as campaign from './campaign.mjs'
import { UsageError, realCi } from './lib.mjs'
import * as preview from './preview.mjs'
import * as sites from './sites.mjs'
import * as upload from './upload.mjs'

export const VERBS = { build, upload, preview, sites, campaign }

export function usage() {
  const width = Math.max(...Object.keys(VERBS).map((v) => v.length))
  return [
    'npm run ops -- <verb> [options]      (npm run ops -- <verb> --help for its options)',
    '',
    ...Object.entries(VERBS).map(([name, verb]) => `  ${name.padEnd(width)}  ${verb.summary}`),
    '',
    'The upload key: --key <path>, or WENLV_UPLOAD_KEY_PATH_<SITE> (e.g. WENLV_UPLOAD_KEY_PATH_CD_CITY), or',
    'WENLV_UPLOAD_KEY_PATH. Keep the key outside the repository; it is never printed.',
  ].join('\n')
}

/**
 * Runs one command line; answers the exit code. ctx: out/err (one line each), stdout (for the
 * progress line), env (for the key variables) and ci (the miniprogram-ci adapter; tests pass a fake).
 */
export async function main(argv, ctx = {}) {
  const c = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    stdout: process.stdout,
    env: process.env,
    ...ctx,
  }
  c.ci ??= realCi()
  const [verb, ...rest] = argv
  if (!verb || verb === '--help' || verb === '-h' || verb === 'help') {
    const topic = verb === 'help' && VERBS[rest[0]]
    c.out(topic ? topic.help : usage())
    return verb ? 0 : 2
  }
  if (!VERBS[verb]) {
    c.err(`error: unknown verb "${verb}"; verbs: ${Object.keys(VERBS).join(', ')} (npm run ops -- --help)`)
    return 2
  }
  try {
    return await VERBS[verb].run(rest, c)
  } catch (error) {
    if (error instanceof UsageError) {
      c.err(`error: ${error.message}`)
      return error.exitCode
    }
    throw error
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  main(process.argv.slice(2)).then(
    // exit explicitly: miniprogram-ci leaves watchers open after a call
    (code) => process.exit(code),
    (error) => {
      console.error(error?.stack || error)
      process.exit(1)
    },
  )
}
