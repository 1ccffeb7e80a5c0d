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
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM, startServer } from '../tests/e2e/harness.mjs'

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
export async function measure(url, port) {
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
  const server = await startServer()
  let chrome
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' })
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile performance, ${site} (${runs} run${runs > 1 ? 's' : ''} per page)`,
    )
    for (const page of PAGES) {
      const url = server.siteUrl(site, page)
      const results = []
      for (let i = 0; i < runs; i++) results.push(await measure(url, chrome.port))
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
