#!/usr/bin/env node
/**
 * Builds the app, per target.
 *
 *   npm run build -- [--site <code>] [--target h5|weapp] [--env <apiEnv>]
 *   npm run build:all -- [--target h5|weapp] [--env <apiEnv>]      (every sites/*.json)
 *
 * H5 is one compile for every site, whatever --site says: dist/h5/_app/ (its text assets get
 * .br and .gz twins, scripts/lib/precompress.mjs), then every site of sites/ is stamped from it
 * into dist/h5/<site>/ (scripts/lib/h5-stamp.mjs), a folder to deploy as it is. The weapp is
 * compiled per site (default cd-city; --all every site) into dist/weapp/<site>/, and the site's
 * appid and project name go into its project.config.json (root project.config.json is the template).
 * --stamp-only skips the compile and stamps the sites from the one on disk (after a sites/ change).
 * --defer-precompress leaves the H5 twins for later, --precompress-only writes them for the compile
 * on disk and stamps the sites again (npm start serves its first page in between, scripts/start.mjs).
 * --env picks the site's API base (development, test, production, regionalProduction, local): for H5
 * at compile time (without it local, config/site-env.ts), for the mini-program when its packages are
 * stamped (without it production; development and local only with --local-preview, and every base
 * https:// on a public host otherwise: scripts/lib/weapp-site.mjs). Prints a summary table and
 * exits non-zero if any build failed; exit 2 for wrong arguments or a package refused for its bases.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { stampSiteFolder } from './lib/h5-stamp.mjs'
import { stampWeappPackage, writeProjectConfig } from './lib/weapp-stamp.mjs'
import { API_ENVS, WEAPP_DEFAULT_ENV, weappEnvVerdict } from './lib/weapp-site.mjs'
import { precompress } from './lib/precompress.mjs'
import { stampedSite } from './check-weapp.mjs'

const require = createRequire(import.meta.url)
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { loadSite, loadSites } = require(path.join(ROOT, 'sites'))
const { APP_FOLDER } = require('./lib/one-compile.cjs')
export { writeProjectConfig }
/** the one compile per target every site is stamped from */
export const appDir = (target) => path.join(ROOT, 'dist', target, APP_FOLDER)

export const TARGETS = ['h5', 'weapp']

export function parseArgs(argv) {
  const opts = {
    all: false,
    site: undefined,
    targets: TARGETS,
    env: undefined,
    localPreview: false,
    verbose: undefined,
    stampOnly: false,
    precompress: 'now',
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = () => {
      const v = arg.includes('=') ? arg.split('=').slice(1).join('=') : argv[++i]
      if (!v) throw new Error(`${arg} needs a value`)
      return v
    }
    if (arg === '--all') opts.all = true
    else if (arg.startsWith('--site')) opts.site = value()
    else if (arg.startsWith('--target')) opts.targets = [value()]
    else if (arg.startsWith('--env')) opts.env = value()
    else if (arg === '--local-preview') opts.localPreview = true
    else if (arg === '--stamp-only') opts.stampOnly = true
    else if (arg === '--defer-precompress') opts.precompress = 'later'
    else if (arg === '--precompress-only') {
      opts.precompress = 'only'
      opts.stampOnly = true
    } else if (arg === '--verbose') opts.verbose = true
    else if (arg === '--quiet') opts.verbose = false
    else throw new Error(`Unknown argument ${arg}`)
  }
  for (const t of opts.targets) if (!TARGETS.includes(t)) throw new Error(`--target must be one of ${TARGETS.join(', ')}`)
  if (opts.env && !API_ENVS.includes(opts.env)) throw new Error(`--env must be one of ${API_ENVS.join(', ')}`)
  return opts
}

export function outputDir(target, siteCode) {
  return path.join(ROOT, 'dist', target, siteCode)
}

function runTaro(target, { env, verbose }) {
  const logDir = path.join(ROOT, 'dist', '.build-logs')
  fs.mkdirSync(logDir, { recursive: true })
  const logFile = path.join(logDir, `${target}-${APP_FOLDER}.log`)
  const childEnv = { ...process.env, NODE_ENV: 'production' }
  delete childEnv.WENLV_SITE // the compile holds no site
  // the weapp compile holds no API environment: its stamp chooses it
  if (env && target === 'h5') childEnv.WENLV_API_ENV = env
  else delete childEnv.WENLV_API_ENV
  const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
  return new Promise((resolve) => {
    const log = fs.createWriteStream(logFile)
    const child = spawn(taro, ['build', '--type', target], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    if (verbose) {
      child.stdout.pipe(process.stdout, { end: false })
      child.stderr.pipe(process.stderr, { end: false })
    }
    child.on('close', (code) => log.end(() => resolve({ code, logFile })))
    child.on('error', (error) => log.end(() => resolve({ code: 1, logFile, error })))
  })
}

/** webpack's "export 'x' (imported as 'x') was not found in './y'" warnings of a build log. */
export function missingExports(logFile) {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''
  return [
    ...new Set(
      [...text.matchAll(/export '([^']+)' \(imported as '[^']+'\) was not found in '([^']+)'/g)].map((m) => `${m[1]} from ${m[2]}`),
    ),
  ]
}

/** Taro can exit 0 with webpack errors printed; an output without its entry file is a failure too. */
function outputComplete(target, dir) {
  return fs.existsSync(path.join(dir, target === 'h5' ? 'index.html' : 'app.json'))
}

/**
 * The API environment a site's mini-program package was stamped for, read back from the package
 * (its stamped site carries that one environment's bases): { env, known }; env undefined when the
 * package is missing or was not stamped (a watch build of npm run dev has its site compiled in).
 */
export function weappPackageEnv(siteCode) {
  const stamped = fs.existsSync(outputDir('weapp', siteCode)) ? stampedSite(outputDir('weapp', siteCode)) : undefined
  const [env] = Object.keys(stamped?.site.api || {})
  return env ? { env, known: true } : { env: undefined, known: false }
}

/**
 * Sites stamped from the target's compile into dist/<target>/<site>/ (milliseconds each); a
 * mini-program package for the API environment `env` (default production).
 */
export function stampSites(target, sites = loadSites(), { env = WEAPP_DEFAULT_ENV } = {}) {
  let files = 0
  for (const site of sites) {
    const out = outputDir(target, site.siteCode)
    if (target === 'h5') files += stampSiteFolder(appDir('h5'), out, site)
    else files += stampWeappPackage(appDir('weapp'), out, site, { env }).files
  }
  return { sites: sites.length, files }
}

/**
 * Refuses (one line, exit 2) mini-program packages a phone could not use: a local environment
 * without --local-preview, a base that is not https:// on a public host. Prints the warnings.
 */
export function checkWeappEnv(sites, env, { localPreview = false } = {}) {
  const verdict = weappEnvVerdict(sites, env, { localPreview })
  if (verdict.refusal) throw new Error(verdict.refusal)
  for (const line of verdict.warnings) console.error(line)
}

/** One compile of a target into dist/<target>/_app, then the sites stamped from it. */
export async function buildTarget(target, sites, options = {}) {
  const started = Date.now()
  const dir = appDir(target)
  if (!options.stampOnly) fs.rmSync(dir, { recursive: true, force: true })
  const { code, logFile } = options.stampOnly ? { code: 0, logFile: '' } : await runTaro(target, options)
  let ok = code === 0 && outputComplete(target, dir)
  let note = ok ? '' : `taro exit ${code}${outputComplete(target, dir) ? '' : ', no output'}`
  const missing = ok && !options.stampOnly ? missingExports(logFile) : []
  if (missing.length) {
    // webpack only warns, Taro exits 0, and the package breaks at run time where the name is used
    ok = false
    note = `imports of missing exports: ${missing.join('; ')}`
  }
  const compiled = (Date.now() - started) / 1000
  if (ok) {
    const precompressNow = options.precompress === 'only' || (!options.stampOnly && options.precompress !== 'later')
    if (target === 'h5' && precompressNow) {
      const t = Date.now()
      const z = await precompress(dir)
      note = `${z.files} assets precompressed in ${((Date.now() - t) / 1000).toFixed(1)} s: ${kb(z.bytes)} → br ${kb(z.br)}, gz ${kb(z.gz)}; `
    } else if (target === 'h5' && options.precompress === 'later') note = 'precompression deferred; '
    try {
      const t = Date.now()
      const stamped = stampSites(target, sites, { env: options.env })
      note += `compile ${compiled.toFixed(1)} s, ${stamped.sites} site(s) stamped in ${((Date.now() - t) / 1000).toFixed(1)} s`
    } catch (error) {
      ok = false
      note = `stamping: ${error.message}`
    }
  }
  const label = sites.length === 1 ? sites[0].siteCode : `${sites.length} sites`
  return { site: label, target, ok, seconds: (Date.now() - started) / 1000, dir: `dist/${target}/<site>`, logFile, note }
}

function printTable(results) {
  const rows = [
    ['site', 'target', 'result', 'time', 'output'],
    ...results.map((r) => [
      r.site,
      r.target,
      r.ok ? `ok${r.note ? ` (${r.note})` : ''}` : `FAILED ${r.note}`,
      `${r.seconds.toFixed(1)} s`,
      r.dir,
    ]),
  ]
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)))
  for (const row of rows) console.log(row.map((cell, c) => String(cell).padEnd(widths[c])).join('  '))
}

function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/**
 * One build at a time per checkout: two builds write the same dist/<target>/_app, and the second
 * deletes the first's output under it. A later build waits for the lock; a dead holder's lock is taken over.
 */
async function withBuildLock(work) {
  const lock = path.join(ROOT, 'dist', '.build.lock')
  fs.mkdirSync(path.dirname(lock), { recursive: true })
  const alive = (pid) => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  for (let said = false; ;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' })
      break
    } catch {
      const holder = Number(fs.readFileSync(lock, 'utf8')) || 0
      if (!holder || !alive(holder)) {
        fs.rmSync(lock, { force: true })
        continue
      }
      if (!said) console.log(`another build (pid ${holder}) is running in this checkout: waiting for it`)
      said = true
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(lock, { force: true })
  }
}

export async function main(argv = process.argv.slice(2)) {
  const opts = parseArgs(argv)
  // one compile per target serves every site; stamping is cheap, so without --site every site is stamped
  const sites = opts.site && !opts.all ? [loadSite(opts.site)] : loadSites()
  const weappEnv = opts.env ?? WEAPP_DEFAULT_ENV
  // before the lock and any compile: a refused package costs the operator nothing
  if (opts.targets.includes('weapp')) checkWeappEnv(sites, weappEnv, { localPreview: opts.localPreview })
  return withBuildLock(() => buildAll(opts, sites, weappEnv))
}

async function buildAll(opts, sites, weappEnv) {
  const verbose = opts.verbose ?? false
  const results = []
  // one build at a time: the machine has two cores and webpack uses them all
  for (const target of opts.targets) {
    const env = target === 'weapp' ? weappEnv : opts.env
    process.stdout.write(
      `building ${target}: one compile, then ${sites.length === 1 ? sites[0].siteCode : 'every site'} stamped${env ? ` (api ${env})` : ''} ...\n`,
    )
    const result = await buildTarget(target, sites, { env, verbose, stampOnly: opts.stampOnly, precompress: opts.precompress })
    results.push(result)
    if (!result.ok) console.error(`--- ${target} failed, last lines of ${path.relative(ROOT, result.logFile)}:\n${tail(result.logFile)}`)
  }
  console.log('')
  printTable(results)
  const failed = results.filter((r) => !r.ok).length
  console.log(`\n${results.length - failed}/${results.length} builds ok`)
  return failed ? 1 : 0
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`error: ${error.message}`)
      process.exit(2)
    },
  )
}
