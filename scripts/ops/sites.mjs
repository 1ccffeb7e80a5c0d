/** ops sites: every site with its appid, languages, home layout and whether its builds are current. */
import fs from 'node:fs'
import path from 'node:path'
import { staleSites } from '../lib/stale.mjs'
import { ROOT, builtEnv, loadSites, parseOptions, table, weappState } from './lib.mjs'

export const summary = 'list the sites: appid, languages, home layout, H5 and mini-program build state'

export const help = `npm run ops -- sites [--json]

One row per sites/<code>.json: appid, languages, home layout (src/core/home-selection.ts),
state (NORMAL/PAUSED, beta), and whether dist/h5/<code> and dist/weapp/<code> are current
(newer than every source, scripts/lib/stale.mjs), stale or missing; for a weapp package also
the API environment it was built for.
  --json   the same as JSON`

export async function run(argv, ctx) {
  const opts = parseOptions(argv, { json: 'boolean' })
  if (opts.help) return (ctx.out(help), 0)
  // the app's own rule (TypeScript: the ops script runs under tsx)
  const { selectHomeLayout } = await import('../../src/core/home-selection.ts')
  const staleH5 = staleSites(ROOT, 'h5')
  const staleWeapp = staleSites(ROOT, 'weapp')
  const h5State = (code) =>
    !fs.existsSync(path.join(ROOT, 'dist', 'h5', code, 'index.html')) ? 'missing' : staleH5.includes(code) ? 'stale' : 'current'
  const rows = loadSites().map((site) => {
    const weapp = weappState(site.siteCode, builtEnv(site.siteCode).env, staleWeapp)
    const { env, known } = builtEnv(site.siteCode)
    return {
      site: site.siteCode,
      appid: site.appid,
      languages: site.languages.join(','),
      layout: selectHomeLayout(site),
      state: `${site.state}${site.betaStatus ? ' beta' : ''}`,
      h5: h5State(site.siteCode),
      weapp: weapp === 'missing' ? weapp : `${weapp} (${env}${known ? '' : '?'})`,
    }
  })
  if (opts.json) return (ctx.out(JSON.stringify(rows, null, 2)), 0)
  for (const line of table([Object.keys(rows[0]), ...rows.map(Object.values)])) ctx.out(line)
  if (rows.some((r) => r.weapp.endsWith('?)'))) ctx.out('weapp (env?): built outside ops, taken to be the default API environment')
  return 0
}
