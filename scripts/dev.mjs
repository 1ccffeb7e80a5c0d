#!/usr/bin/env node
/**
 * `npm run dev -- --site <code> [--target h5|weapp]`: one site in watch mode.
 *   h5     the contract server on PORT (8080) and webpack's dev server on DEV_PORT (10086), which
 *          rebuilds on every save and sends /api to the server: open http://localhost:10086/index
 *   weapp  a watch build into dist/weapp/<code>/ (open it in WeChat DevTools; the server is started
 *          too, for the site's development API base when it points at this machine)
 * Stops both on Ctrl-C.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, writeProjectConfig } from './build.mjs'
import { createRequire } from 'node:module'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const { loadSite, DEFAULT_SITE_CODE } = require(path.join(root, 'sites'))

const opts = parseArgs(process.argv.slice(2))
const site = loadSite(opts.site || DEFAULT_SITE_CODE)
const target = opts.targets.length === 1 ? opts.targets[0] : 'h5'
const env = { ...process.env, WENLV_SITE: site.siteCode, NODE_ENV: 'development' }
if (opts.env) env.WENLV_API_ENV = opts.env

const children = [
  spawn('node', ['--import', 'tsx', 'server/src/index.ts'], { cwd: root, stdio: 'inherit', env: process.env }),
  spawn(path.join(root, 'node_modules', '.bin', 'taro'), ['build', '--type', target, '--watch'], { cwd: root, stdio: 'inherit', env }),
]
if (target === 'weapp') {
  // Taro writes the template's project.config.json (appid touristappid) when its output appears:
  // the site's appid goes in after that, and again if a rebuild puts the template back
  const config = path.join(root, 'dist', 'weapp', site.siteCode, 'project.config.json')
  setInterval(() => {
    if (fs.existsSync(config) && !fs.readFileSync(config, 'utf8').includes(site.appid)) writeProjectConfig(site, path.dirname(config))
  }, 1000).unref()
}
console.log(
  target === 'h5'
    ? `dev: ${site.siteCode} on http://localhost:${process.env.DEV_PORT || 10086}/index (API on :${process.env.PORT || 8080})`
    : `dev: ${site.siteCode} mini-program in dist/weapp/${site.siteCode}/ (watching)`,
)
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop)
for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)))
