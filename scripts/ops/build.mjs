/** ops build: the mini-program package of one or every site, then their sizes against WeChat's limits. */
import fs from 'node:fs'
import path from 'node:path'
import { staleSites } from '../lib/stale.mjs'
import {
  PACKAGE_LIMIT,
  ROOT,
  TOTAL_LIMIT_WITH_SUBPACKAGES,
  UsageError,
  ensureWeapp,
  kb,
  loadSites,
  parseOptions,
  requireSite,
  sizeReport,
  sizeTable,
  weappDir,
  weappEnvOptions,
  weappState,
} from './lib.mjs'

export const summary = 'build the mini-program package of one or every site (skipped when current) and check package sizes'

export const help = `npm run ops -- build --site <code> | --all [--env <api env>] [--local-preview] [--dry-run]

  --site           one site (sites/<code>.json)
  --all            every site
  --env            API environment to stamp the package for: production (default), test,
                   regionalProduction; development and local only with --local-preview
  --local-preview  allow a package a phone cannot use (development's localhost, a private host)
                   for a preview in WeChat DevTools; says so in a warning
  --dry-run        build nothing: say which packages would be built and check the ones on disk

The package's API bases must be https:// on a public host (no localhost, loopback, private
address or LAN name), else one line and exit 2 before anything is built. A package that is
current (newer than every source, scripts/lib/stale.mjs, and stamped for the same --env) is not
rebuilt; one stamped for another environment is stamped again (milliseconds, no compile). Then one size table: the main package and each subpackage against
WeChat's ${kb(PACKAGE_LIMIT)} per package, and the total against ${kb(TOTAL_LIMIT_WITH_SUBPACKAGES)} (with subpackages).
Exit 1 when a build failed or a package is over a limit.`

export async function run(argv, ctx) {
  const opts = parseOptions(argv, { site: 'string', all: 'boolean', env: 'string', 'local-preview': 'boolean', 'dry-run': 'boolean' })
  if (opts.help) return (ctx.out(help), 0)
  if (Boolean(opts.all) === Boolean(opts.site)) throw new UsageError('give either --site <code> or --all')
  const sites = opts.all ? loadSites() : [requireSite(opts.site)]
  const { env, warnings } = weappEnvOptions(opts, sites)
  for (const line of warnings) ctx.err(line)
  const stale = staleSites(ROOT, 'weapp')
  let failed = 0
  for (const site of sites) {
    if (opts['dry-run']) {
      const state = weappState(site.siteCode, env, stale)
      ctx.out(`${site.siteCode}: ${state === 'current' ? 'current, would not rebuild' : `${state}, would build (api ${env})`}`)
    } else if (!(await ensureWeapp(site, env, { out: ctx.out, stale })).ok) failed++
  }
  const entries = []
  const missing = []
  for (const site of sites) {
    if (fs.existsSync(path.join(weappDir(site.siteCode), 'app.json')))
      entries.push({ site: site.siteCode, report: sizeReport(weappDir(site.siteCode)) })
    else missing.push(site.siteCode)
  }
  ctx.out('')
  if (entries.length) for (const line of sizeTable(entries)) ctx.out(line)
  if (missing.length) ctx.out(`no package on disk: ${missing.join(', ')}`)
  const over = entries.filter((e) => e.report.over).map((e) => e.site)
  if (over.length) ctx.err(`over WeChat's package limits: ${over.join(', ')}`)
  if (failed) ctx.err(`${failed} build(s) failed`)
  return over.length || failed || (missing.length && !opts['dry-run']) ? 1 : 0
}
