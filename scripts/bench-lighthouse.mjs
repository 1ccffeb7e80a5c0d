#!/usr/bin/env node
/**
 * Lighthouse mobile performance (default settings: Moto G Power emulation, simulated slow 4G and
 * 4x CPU slowdown) of the six H5 pages of issue 26 on each site given (scripts/lib/bench-pages.mjs:
 * /index, /news-list/all, the site's first scenic area and first news item looked up through the
 * API, /activity-home, /user as a visitor without a session), served by the real server:
 *
 *   npm run bench:lighthouse [-- --site <code>[,<code>...]] [--runs <n>]   (default cd-city, 3 runs)
 *
 * The server starts as tests/e2e/harness.mjs starts it (free port, temporary PGlite folder) and
 * serves the H5 compile stamped per site (npm run build -- --target h5 first). Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH)
 * runs headless through chrome-launcher; every URL is on 127.0.0.1 (http://<site>.localhost:<port>).
 * Prints per page the median run by score (its score, FCP, LCP, TBT, CLS, Speed Index and top 3
 * opportunities, with every run's score), then one summary table. A run Lighthouse cannot finish
 * (runtime error, score 0) is retried and left out of the median. Figures only: exit code 0 unless
 * the measurement fails. Started with tsx (package.json): the harness imports TypeScript.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { CHROMIUM, startServer } from '../tests/e2e/harness.mjs'
import { issuePages, medianRun, sampleIds, siteList, table } from './lib/bench-pages.mjs'

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

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function runsOption(argv = process.argv) {
  const at = argv.findIndex((a) => a === '--runs' || a.startsWith('--runs='))
  if (at < 0) return 3
  const n = Number(argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1])
  if (!Number.isInteger(n) || n < 1) throw new Error('--runs must be a positive whole number')
  return n
}

const ms = (audit) => (audit?.numericValue == null ? '-' : `${Math.round(audit.numericValue)} ms`)

/** one Lighthouse run: the figures this script prints (the top 3 opportunities by time saved) */
export async function measure(lighthouse, url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const { audits, categories } = result.lhr
  const opportunities = Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs > 0 || a.details.overallSavingsBytes > 0))
    .sort((a, b) => (b.details.overallSavingsMs || 0) - (a.details.overallSavingsMs || 0))
    .slice(0, 3)
    .map((a) => {
      const saveMs = a.details.overallSavingsMs ? `${Math.round(a.details.overallSavingsMs)} ms` : ''
      const saveKb = a.details.overallSavingsBytes ? `${Math.round(a.details.overallSavingsBytes / 1024)} KB` : ''
      return `${a.id} (${[saveMs, saveKb].filter(Boolean).join(', ')})`
    })
  // a page that sends the visitor elsewhere (/user to the login without a session) is measured where it ends
  const ended = new URL(result.lhr.finalDisplayedUrl || result.lhr.finalUrl || url)
  const endedAt = ended.pathname !== new URL(url).pathname ? ended.pathname + ended.search : undefined
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: ms(audits['first-contentful-paint']),
    lcp: ms(audits['largest-contentful-paint']),
    tbt: ms(audits['total-blocking-time']),
    si: ms(audits['speed-index']),
    cls: audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-',
    opportunities,
    endedAt,
    runtimeError: result.lhr.runtimeError?.message ?? (categories.performance.score == null ? noScoreReason(audits) : undefined),
  }
}

/** Lighthouse gives no performance score when a metric failed (NO_LCP, NO_FCP...): which and why */
function noScoreReason(audits) {
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
  const broken = metrics.filter((id) => audits[id]?.errorMessage).map((id) => `${id}: ${audits[id].errorMessage}`)
  return `no performance score${broken.length ? ` (${broken.join('; ')})` : ''}`
}

export async function main() {
  const sites = siteList(process.argv, ['cd-city'])
  const runs = runsOption()
  const { lighthouse, chromeLauncher, version } = await loadTools()
  const server = await startServer()
  let chrome
  const summary = [['site', 'page', 'score', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'SI']]
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' })
    console.log(
      `Lighthouse ${version} mobile performance (default throttling), ${sites.join(', ')}: the median of ${runs} run${runs > 1 ? 's' : ''} per page (its own figures and top 3 opportunities); goals of issue 26: ≥ 95 on each page of cd-city, ≥ 90 on every site's /index`,
    )
    for (const site of sites) {
      const pages = issuePages(await sampleIds(server.api, site))
      for (const page of pages) {
        const name = page.path && page.path !== page.label ? `${page.label} ${page.path}` : page.label
        if (!page.path) {
          console.log(`${site} ${name}: not measured (${page.skipped})`)
          summary.push([site, page.label, '-', '', '', '', '', '', page.skipped])
          continue
        }
        const url = server.siteUrl(site, page.path)
        // a run Lighthouse cannot finish (a runtime error, score 0) is retried: up to `runs` more attempts
        const results = []
        const failed = []
        for (let i = 0; results.length < runs && i < 2 * runs; i++) {
          const run = await measure(lighthouse, url, chrome.port)
          ;(run.runtimeError ? failed : results).push(run)
        }
        for (const f of failed) console.log(`${site} ${name}: a run failed and was not counted (${f.runtimeError})`)
        const r = medianRun(results)
        if (!r) {
          console.log(`${site} ${name}: not measured, every run failed`)
          summary.push([site, page.path, '-', `${failed.length} failed`, '', '', '', '', ''])
          continue
        }
        const scores = results.map((x) => x.score).join(', ')
        console.log(
          `${site} ${name}  score ${r.score}${runs > 1 ? ` (runs: ${scores})` : ''}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  SI ${r.si}`,
        )
        if (r.endedAt) console.log(`  ended at ${r.endedAt}`)
        for (const o of r.opportunities) console.log(`  opportunity: ${o}`)
        summary.push([
          site,
          page.path,
          r.score,
          scores + (failed.length ? ` (+${failed.length} failed)` : ''),
          r.fcp,
          r.lcp,
          r.tbt,
          r.cls,
          r.si,
        ])
      }
    }
  } finally {
    if (chrome) await chrome.kill()
    await server.stop()
  }
  console.log('')
  table(summary)
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
