#!/usr/bin/env node
/**
 * Gives a built page its spec routes in src/core/route-table.json, then rewrites the route builders:
 *   node scripts/add-page-route.mjs <pageKey> <taroPagePath> <pattern> [<pattern> ...]
 *   e.g. node scripts/add-page-route.mjs complain-detail package-complaints/pages/complain-detail/index /complain-detail/:id
 * Each pattern leaves the 'not-found' entry (or is new: the spec leaves many volunteer paths "not shown");
 * the page entry is added before 'not-found' (which must stay last: it holds the H5 catch-all), or
 * extended when the key exists. Several people adding pages at once run it under one lock:
 *   flock /tmp/wenlv-routes.lock node scripts/add-page-route.mjs ...
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { TABLE } from './gen-route-paths.mjs'

const [key, path, ...patterns] = process.argv.slice(2)
if (!key || !path || patterns.length === 0) {
  console.error('usage: add-page-route.mjs <pageKey> <taroPagePath> <pattern> [<pattern> ...]')
  process.exit(2)
}
// the table names a page's package; its Taro path is <package>/pages/<key>/index (src/core/routes.ts pagePathOf)
const pkg = path.startsWith('pages/') ? undefined : path.split('/pages/')[0]
if (path !== `${pkg ? `${pkg}/` : ''}pages/${key}/index`) {
  console.error(`a page's path is <package>/pages/${key}/index (or pages/${key}/index in the main package), not ${path}`)
  process.exit(2)
}
const placed = pkg ? { package: pkg } : {}
const table = JSON.parse(readFileSync(TABLE, 'utf8'))
const notFound = table.pages['not-found']
notFound.routes = notFound.routes.filter((r) => !patterns.includes(r))
for (const [other, page] of Object.entries(table.pages)) {
  const taken = page.routes.filter((r) => patterns.includes(r))
  if (other !== key && taken.length > 0) {
    console.error(`already served by ${other}: ${taken.join(', ')}`)
    process.exit(1)
  }
}
const pages = {}
for (const [name, page] of Object.entries(table.pages)) {
  if (name === 'not-found' && !table.pages[key]) pages[key] = { ...placed, routes: patterns }
  if (name === key) pages[key] = { ...page, ...placed, routes: [...new Set([...page.routes, ...patterns])] }
  else pages[name] = page
}
table.pages = pages
writeFileSync(TABLE, JSON.stringify(table, null, 1) + '\n')
execFileSync(process.execPath, [new URL('./gen-route-paths.mjs', import.meta.url).pathname], { stdio: 'inherit' })
console.log(`${key}: ${patterns.join(', ')}`)
