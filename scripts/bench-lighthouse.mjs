#!/usr/bin/env node
/**
 * Lighthouse mobile performance (default settings: Moto G Power emulation, simulated slow 4G and
 * 4x CPU slowdown) of a site's H5 /index and /news-list/all, served by the real server:
 *
 *   npm run bench:lighthouse [-- --site <code>] [--runs <n>]      (site default cd-city, runs 1)
 *
 * The server starts as tests/e2e/harness.mjs starts it (free port, temporary PGlite folder) and
 * serves the H5 compile stamped per site (npm run build -- --target h5 first). Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH)
 * runs headless through chrome-launcher; every URL is on 127.0.0.1 (http://<site>.localhost:<port>).
 * Prints the score, FCP, LCP, TBT, Speed Index, CLS and the top opportunities; with --runs n the
 * median score's run is shown. Figures only: exit code 0 unless the measurement fails.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { CHROMIUM, startServer } from '../tests/e2e/harness.mjs'

/**
 * Lighthouse is a measuring tool, not a dependency of the app or its tests: with puppeteer, Sentry and
 * OpenTelemetry it is 201 packages (185 MB, 22 s of a cold `npm install`), which every `npm start`
 * on a fresh clone would pay for. It is installed here on first use, pinned, into .cache/bench-tools.
 */
const TOOLS = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' }
const TOOLS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.cache', 'bench-tools')

async function loadTools() {
  const has = (name) => existsSync(path.join(TOOLS_DIR, 'node_modules', name, 'package.json'))
  if (!Object.keys(TOOLS).every(has)) {
    console.log(
      `installing ${Object.entries(TOOLS)
        .map(([n, v]) => `${n}@${v}`)
        .join(', ')} into .cache/bench-tools (first use)`,
    )
    const args = ['install', '--prefix', TOOLS_DIR, '--no-save', '--no-audit', '--no-fund', '--loglevel=error']
    const r = spawnSync('npm', [...args, ...Object.entries(TOOLS).map(([n, v]) => `${n}@${v}`)], { stdio: 'inherit' })
    if (r.status !== 0) throw new Error('could not install Lighthouse into .cache/bench-tools')
  }
  const require = createRequire(path.join(TOOLS_DIR, 'node_modules', '.bench-tools.cjs'))
  const load = async (name) => import(pathToFileURL(require.resolve(name)).href)
  return { lighthouse: (await load('lighthouse')).default, chromeLauncher: await load('chrome-launcher'), version: TOOLS.lighthouse }
}

export const PAGES = ['/index', '/news-list/all']
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function argValue(name, fallback) {
  const i = process.argv.indexOf(name)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}

const ms = (audit) => (audit?.numericValue == null ? '-' : `${Math.round(audit.numericValue)} ms`)

/** one Lighthouse run: the figures this script prints */
export async function measure(lighthouse, url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const { audits, categories } = result.lhr
  const opportunities = Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs > 0 || a.details.overallSavingsBytes > 0))
    .sort((a, b) => (b.details.overallSavingsMs || 0) - (a.details.overallSavingsMs || 0))
    .slice(0, 5)
    .map((a) => {
      const saveMs = a.details.overallSavingsMs ? `${Math.round(a.details.overallSavingsMs)} ms` : ''
      const saveKb = a.details.overallSavingsBytes ? `${Math.round(a.details.overallSavingsBytes / 1024)} KB` : ''
      return `${a.id} (${[saveMs, saveKb].filter(Boolean).join(', ')})`
    })
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: ms(audits['first-contentful-paint']),
    lcp: ms(audits['largest-contentful-paint']),
    tbt: ms(audits['total-blocking-time']),
    si: ms(audits['speed-index']),
    cls: audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-',
    opportunities,
    runtimeError: result.lhr.runtimeError?.message,
  }
}

export async function main() {
  const site = argValue('--site', 'cd-city')
  const runs = Math.max(1, Number(argValue('--runs', '1')) || 1)
  const { lighthouse, chromeLauncher, version } = await loadTools()
  const server = await startServer()
  let chrome
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' })
    console.log(`Lighthouse ${version} mobile performance, ${site} (${runs} run${runs > 1 ? 's' : ''} per page)`)
    for (const page of PAGES) {
      const url = server.siteUrl(site, page)
      const results = []
      for (let i = 0; i < runs; i++) results.push(await measure(lighthouse, url, chrome.port))
      results.sort((a, b) => a.score - b.score)
      const r = results[Math.floor(results.length / 2)]
      const all = runs > 1 ? ` (runs: ${results.map((x) => x.score).join(', ')})` : ''
      console.log(`${page}  score ${r.score}${all}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  SI ${r.si}  CLS ${r.cls}`)
      if (r.runtimeError) console.log(`  runtime error: ${r.runtimeError}`)
      for (const o of r.opportunities) console.log(`  opportunity: ${o}`)
    }
  } finally {
    if (chrome) await chrome.kill()
    await server.stop()
  }
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e)
      process.exit(1)
    },
  )
}
