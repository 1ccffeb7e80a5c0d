/**
 * Node-side loader of site configs: every `sites/<code>.json` is a site, so a new site
 * is one new file. Used by the Taro build config (which only compiles files under config/,
 * hence plain CommonJS here), the build scripts and the server seed. Types: index.d.ts.
 */
const fs = require('fs')
const path = require('path')

const SITES_DIR = __dirname
const DEFAULT_SITE_CODE = 'cd-city'

function loadSites(dir = SITES_DIR) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
}

function loadSite(code, dir = SITES_DIR) {
  const file = path.join(dir, `${code}.json`)
  if (!/^[a-z0-9-]+$/.test(String(code)) || !fs.existsSync(file)) {
    const known = loadSites(dir)
      .map((s) => s.siteCode)
      .join(', ')
    throw new Error(`Unknown site code "${code}". Known sites: ${known}`)
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

module.exports = { SITES_DIR, DEFAULT_SITE_CODE, loadSites, loadSite }
