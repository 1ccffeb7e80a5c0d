/** ops sites: every site with its appid, languages, home layout, build states and the domains its mini-program calls. */
import fs from 'node:fs'
import path from 'node:path'
import { staleSites } from '../lib/stale.mjs'
import { domainLines, weappDomains } from '../lib/weapp-site.mjs'
import { ROOT, WEAPP_DEFAULT_ENV, builtEnv, checkEnv, loadSites, parseOptions, table, weappState } from './lib.mjs'

export const summary = 'list the sites: appid, languages, home layout, H5 and mini-program build state, domains to register'

export const help = `npm run ops -- sites [--env <api env>] [--json]

One row per sites/<code>.json: appid, languages, home layout (src/core/home-selection.ts),
state (NORMAL/PAUSED, beta), and whether dist/h5/<code> and dist/weapp/<code> are current
(newer than every source, scripts/lib/stale.mjs), stale or missing; for a weapp package also
the API environment it was stamped for. Then, per site, the request, uploadFile and downloadFile
domains its mini-program calls in the API environment --env (default ${WEAPP_DEFAULT_ENV}): register
them for the site's appid in the WeChat console (开发管理 → 开发设置 → 服务器域名).
  --json   the same as JSON`

export async function run(argv, ctx) {
  const opts = parseOptions(argv, { json: 'boolean', env: 'string' })
  if (opts.help) return (ctx.out(help), 0)
  const env = checkEnv(opts.env) ?? WEAPP_DEFAULT_ENV
  // the app's own rule (TypeScript: the ops script runs under tsx)
  const { selectHomeLayout } = await import('../../src/core/home-selection.ts')
  const staleH5 = staleSites(ROOT, 'h5')
  const staleWeapp = staleSites(ROOT, 'weapp')
  const h5State = (code) =>
    !fs.existsSync(path.join(ROOT, 'dist', 'h5', code, 'index.html')) ? 'missing' : staleH5.includes(code) ? 'stale' : 'current'
  const sites = loadSites()
  const rows = sites.map((site) => {
    const { env: stamped, known } = builtEnv(site.siteCode)
    const weapp = weappState(site.siteCode, stamped, staleWeapp)
    return {
      site: site.siteCode,
      appid: site.appid,
      languages: site.languages.join(','),
      layout: selectHomeLayout(site),
      state: `${site.state}${site.betaStatus ? ' beta' : ''}`,
      h5: h5State(site.siteCode),
      weapp: weapp === 'missing' ? weapp : `${weapp} (${known ? stamped : '?'})`,
    }
  })
  if (opts.json) {
    const withDomains = rows.map((row, i) => ({ ...row, domains: { env, ...weappDomains(sites[i], env) } }))
    return (ctx.out(JSON.stringify(withDomains, null, 2)), 0)
  }
  for (const line of table([Object.keys(rows[0]), ...rows.map(Object.values)])) ctx.out(line)
  if (rows.some((r) => r.weapp.endsWith('(?)')))
    ctx.out('weapp (?): not stamped by npm run build or ops (npm run dev?): ops stamps it again')
  ctx.out('')
  ctx.out(`mini-program domains to register per appid (WeChat console: 开发管理 → 开发设置 → 服务器域名), api ${env}:`)
  for (const site of sites) {
    ctx.out(`${site.siteCode} (${site.appid})`)
    for (const line of domainLines(weappDomains(site, env))) ctx.out(line)
  }
  return 0
}
