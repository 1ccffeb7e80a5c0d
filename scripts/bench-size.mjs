#!/usr/bin/env node
/**
 * Size report of every built site (prints figures, never fails on a budget):
 *
 *   npm run bench:size
 *
 * H5, first load of /index: the <script src> and <link rel=stylesheet> files index.html loads,
 * plus the chunks the router's load() of the index page requests (`__webpack_require__.e(id)`
 * in the entry script) and their CSS. Gzip at zlib's default level 6, like a typical server.
 * Not counted: index.html itself, inline scripts, images and fonts, and chunks that the index
 * page loads later on its own (lazy components). Budgets: JS ≤ 190 KB, CSS ≤ 30 KB gzip.
 *
 * weapp: main package = every file outside the subpackage roots of app.json (without
 * project.config.json and *.LICENSE.txt); budget 1.2 MB, WeChat's limit 2 MB.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { WEAPP_MAIN_BUDGET, WEAPP_PACKAGE_LIMIT, builtWeappSites, packageSizes } from './check-weapp.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const H5_DIST = path.join(ROOT, 'dist', 'h5')
export const H5_JS_BUDGET_KB = 190
export const H5_CSS_BUDGET_KB = 30
const INDEX_PAGE = 'pages/index/index'

const kb = (bytes) => bytes / 1024
const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(file)).length

/** src/href attributes of the initial tags; only local (root-relative or relative) files. */
export function initialAssets(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1])
  const styles = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel="?stylesheet/.test(tag))
    .map((tag) => (tag.match(/href="([^"]+)"/) || [])[1])
    .filter(Boolean)
  const local = (url) => !/^(https?:)?\/\//.test(url)
  return { scripts: scripts.filter(local), styles: styles.filter(local) }
}

/** Chunk ids the router's load() for a page requests: the `.e(id)` calls after its "path". */
export function pageChunkIds(entrySource, pagePath = INDEX_PAGE) {
  const at = entrySource.indexOf(`"path":"${pagePath}"`)
  if (at < 0) return []
  const next = entrySource.indexOf('"path":"', at + 8)
  const segment = entrySource.slice(at, next > 0 ? next : at + 2000)
  return [...segment.matchAll(/\.e\((?:(\d+)|"([^"]+)")\)/g)].map((m) => m[1] ?? m[2])
}

/** chunk id → js file, read from each chunk's `.push([[ids],` header. */
function jsFilesByChunk(dir) {
  const map = new Map()
  const jsDir = path.join(dir, 'js')
  if (!fs.existsSync(jsDir)) return map
  for (const name of fs.readdirSync(jsDir).filter((f) => f.endsWith('.js'))) {
    const head = fs.readFileSync(path.join(jsDir, name), 'utf8').slice(0, 600)
    const m = head.match(/\.push\(\[\[([^\]]*)\]/)
    if (!m) continue
    for (const id of m[1].split(',')) map.set(id.replace(/"/g, '').trim(), `js/${name}`)
  }
  return map
}

function cssFileOfChunk(dir, id) {
  const cssDir = path.join(dir, 'css')
  if (!fs.existsSync(cssDir)) return undefined
  const name = fs.readdirSync(cssDir).find((f) => f.startsWith(`${id}.`) && f.endsWith('.css'))
  return name ? `css/${name}` : undefined
}

export function h5FirstLoad(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  const { scripts, styles } = initialAssets(html)
  const toLocal = (url) => url.replace(/^\//, '').split('?')[0]
  const js = scripts.map(toLocal)
  const css = styles.map(toLocal)
  const entry = js.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n')
  const ids = pageChunkIds(entry)
  const byChunk = jsFilesByChunk(dir)
  const missing = []
  for (const id of ids) {
    const file = byChunk.get(id)
    if (file) js.push(file)
    else missing.push(id)
    const style = cssFileOfChunk(dir, id)
    if (style) css.push(style)
  }
  const sum = (files) => files.reduce((s, f) => s + gzipBytes(path.join(dir, f)), 0)
  return { js, css, jsGzip: sum(js), cssGzip: sum(css), pageChunks: ids, missingChunks: missing }
}

function row(cells, widths) {
  return cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
}

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)))
  for (const r of rows) console.log(row(r, widths))
}

const mark = (value, budget) => (value <= budget ? 'ok' : 'OVER')

export function main() {
  const h5Sites = fs.existsSync(H5_DIST)
    ? fs
        .readdirSync(H5_DIST)
        .filter((s) => fs.existsSync(path.join(H5_DIST, s, 'index.html')))
        .sort()
    : []
  console.log(
    `H5 first load of /index (${INDEX_PAGE}), gzip level 6: initial <script>/<link> of index.html + the page's router chunks and their CSS`,
  )
  if (!h5Sites.length) console.log('  no H5 build in dist/h5 (npm run build -- --target h5)')
  else {
    const rows = [['site', 'JS KB gz', `≤${H5_JS_BUDGET_KB}`, 'CSS KB gz', `≤${H5_CSS_BUDGET_KB}`, 'files']]
    for (const site of h5Sites) {
      const r = h5FirstLoad(path.join(H5_DIST, site))
      rows.push([
        site,
        kb(r.jsGzip).toFixed(1),
        mark(kb(r.jsGzip), H5_JS_BUDGET_KB),
        kb(r.cssGzip).toFixed(1),
        mark(kb(r.cssGzip), H5_CSS_BUDGET_KB),
        [...r.js, ...r.css].join(' '),
      ])
      if (!r.pageChunks.length) rows.push(['', '', '', '', '', '(no router chunk found for the index page: counted initial tags only)'])
      if (r.missingChunks.length) rows.push(['', '', '', '', '', `(chunks not found on disk: ${r.missingChunks.join(', ')})`])
    }
    table(rows)
  }
  console.log('')
  const weappSites = builtWeappSites()
  console.log(
    `weapp main package (outside subpackage roots; without project.config.json and *.LICENSE.txt), budget ${kb(WEAPP_MAIN_BUDGET).toFixed(0)} KB, WeChat limit ${kb(WEAPP_PACKAGE_LIMIT).toFixed(0)} KB`,
  )
  if (!weappSites.length) console.log('  no weapp build in dist/weapp (npm run build -- --target weapp)')
  else {
    const rows = [['site', 'main KB', 'budget', 'limit', 'subpackages KB', 'total KB']]
    for (const site of weappSites) {
      const s = packageSizes(path.join(ROOT, 'dist', 'weapp', site))
      const subs =
        Object.entries(s.subpackages)
          .map(([root, bytes]) => `${root} ${kb(bytes).toFixed(1)}`)
          .join(', ') || '-'
      rows.push([
        site,
        kb(s.main).toFixed(1),
        mark(s.main, WEAPP_MAIN_BUDGET),
        mark(s.main, WEAPP_PACKAGE_LIMIT),
        subs,
        kb(s.total).toFixed(1),
      ])
    }
    table(rows)
  }
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) process.exit(main())
