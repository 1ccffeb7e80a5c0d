#!/usr/bin/env node
/**
 * Offline checks of built mini-programs (dist/weapp/<site>/): structure, package sizes, and
 * miniprogram-ci's static analysis. Library for tests/weapp/*.test.mjs and bench-size.mjs;
 * as a CLI it runs miniprogram-ci on one build and prints JSON (a child process, because
 * miniprogram-ci leaves file watchers open and never lets Node exit by itself):
 *
 *   node scripts/check-weapp.mjs --ci dist/weapp/<site>
 *
 * miniprogram-ci findings (2.1.42): `new ci.Project` insists on a private key, but
 * analyseCode and checkCodeQuality never use it and make no network call, so a placeholder
 * key is enough. Upload, preview and getProjectAttr need the real key and WeChat's servers.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { spawnSync } from 'node:child_process'

const require = createRequire(import.meta.url)
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const WEAPP_DIST = path.join(ROOT, 'dist', 'weapp')

// WeChat's limit per package and our budgets: one place for them all (./lib/size-budgets.mjs)
export { WEAPP_PACKAGE_LIMIT, WEAPP_MAIN_BUDGET } from './lib/size-budgets.mjs'

/** DevTools project files live beside the code but are not part of the uploaded package. */
const NOT_IN_PACKAGE = new Set(['project.config.json', 'project.private.config.json'])

/** Site codes that have a weapp build (an app.json) in dist/weapp. */
export function builtWeappSites(dist = WEAPP_DIST) {
  if (!fs.existsSync(dist)) return []
  return (
    fs
      .readdirSync(dist)
      // _app: the one compile the sites are stamped from, not a package (scripts/lib/one-compile.cjs)
      .filter((code) => !code.startsWith('_') && fs.existsSync(path.join(dist, code, 'app.json')))
      .sort()
  )
}

export function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

export function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')]
  })
}

/** app.json's subpackages (both spellings WeChat accepts). */
export function subpackagesOf(appJson) {
  return appJson.subPackages || appJson.subpackages || []
}

/** Bytes per package: main = every file outside the subpackage roots. */
export function packageSizes(buildDir) {
  const appJson = readJson(path.join(buildDir, 'app.json'))
  const roots = subpackagesOf(appJson).map((p) => p.root.replace(/^\/|\/$/g, '') + '/')
  const sizes = { main: 0, subpackages: Object.fromEntries(roots.map((r) => [r.slice(0, -1), 0])), total: 0 }
  for (const file of listFiles(buildDir)) {
    // WeChat uploads code and media types only; webpack's *.LICENSE.txt files stay behind
    if (NOT_IN_PACKAGE.has(file) || file.endsWith('.txt')) continue
    const bytes = fs.statSync(path.join(buildDir, file)).size
    sizes.total += bytes
    const root = roots.find((r) => file.startsWith(r))
    if (root) sizes.subpackages[root.slice(0, -1)] += bytes
    else sizes.main += bytes
  }
  return sizes
}

/**
 * The site a package was stamped with, read back from its code (scripts/lib/weapp-stamp.mjs writes
 * it as a JS string of JSON in place of the placeholder) → { site, file } or undefined.
 */
export function stampedSite(buildDir) {
  const opening = JSON.stringify('{"siteCode":').slice(0, -1)
  for (const file of fs.readdirSync(buildDir).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(buildDir, file), 'utf8')
    const start = code.indexOf(opening)
    if (start < 0) continue
    let end = start + 1
    while (code[end] !== '"') end += code[end] === '\\' ? 2 : 1
    return { site: JSON.parse(JSON.parse(code.slice(start, end + 1))), file }
  }
  return undefined
}

/** the literal `require("...")` of a file (the mini-program's own module scheme; not require.async) */
const LITERAL_REQUIRE = /\brequire\(\s*["']([^"']+)["']\s*\)/g

/**
 * The JS a site's package evaluates before its home is drawn: app.js, the home page (the entry
 * page) and, when it is a tab page, the custom tab bar; each with the files it requires (the
 * language file of i18n/index.js among them) and the components its JSON uses. What code only
 * reaches through require.async (another language) is not in it. Bytes per file, largest first.
 */
export function launchJs(buildDir) {
  const appJson = readJson(path.join(buildDir, 'app.json'))
  const seen = new Map()
  const addJs = (file) => {
    const rel = path.posix.normalize(file.endsWith('.js') ? file : `${file}.js`)
    if (seen.has(rel) || !fs.existsSync(path.join(buildDir, rel))) return
    const code = fs.readFileSync(path.join(buildDir, rel), 'utf8')
    seen.set(rel, Buffer.byteLength(code))
    for (const [, request] of code.matchAll(LITERAL_REQUIRE)) addJs(path.posix.join(path.posix.dirname(rel), request))
  }
  const addComponent = (base) => {
    if (seen.has(`${base}.js`)) return
    addJs(base)
    const json = path.join(buildDir, `${base}.json`)
    const using = fs.existsSync(json) ? readJson(json).usingComponents || {} : {}
    for (const target of Object.values(using))
      if (!/^plugin:/.test(target))
        addComponent(target.startsWith('/') ? target.slice(1) : path.posix.join(path.posix.dirname(base), target))
  }
  addJs('app.js')
  const home = (appJson.entryPagePath || appJson.pages[0]).replace(/^\//, '')
  addComponent(home)
  if (appJson.tabBar?.custom && (appJson.tabBar.list || []).some((t) => t.pagePath === home)) addComponent('custom-tab-bar/index')
  const files = [...seen].map(([file, bytes]) => ({ file, bytes })).sort((a, b) => b.bytes - a.bytes)
  return { files, total: files.reduce((sum, f) => sum + f.bytes, 0) }
}

/**
 * app.json's preloadRule against the package sizes: WeChat gives the pages of one package (the main
 * package '', or a subpackage root) a shared quota (WEAPP_PRELOAD_QUOTA) for what their rules download.
 * Per package: its rules ({ page, packages, bytes }) and their sum; `unknown` lists packages a rule
 * names that the package does not have.
 */
export function preloadTotals(buildDir) {
  const appJson = readJson(path.join(buildDir, 'app.json'))
  const sizes = packageSizes(buildDir)
  const subpackages = subpackagesOf(appJson).map((p) => ({ root: p.root.replace(/^\/|\/$/g, ''), name: p.name }))
  const rootOf = (named) => (named === '__APP__' ? '' : subpackages.find((p) => p.root === named || p.name === named)?.root)
  const bytesOf = (root) => (root === '' ? sizes.main : sizes.subpackages[root])
  const owners = new Map()
  const unknown = []
  for (const [page, rule] of Object.entries(appJson.preloadRule || {})) {
    const owner = subpackages.find((p) => page.startsWith(`${p.root}/`))?.root ?? ''
    const roots = (rule.packages || []).map((named) => rootOf(named) ?? (unknown.push(`${page}: ${named}`), undefined))
    const bytes = roots.filter((r) => r !== undefined).reduce((sum, r) => sum + bytesOf(r), 0)
    const entry = owners.get(owner) || { package: owner, rules: [], bytes: 0 }
    entry.rules.push({ page, packages: rule.packages || [], bytes })
    entry.bytes += bytes
    owners.set(owner, entry)
  }
  return { packages: [...owners.values()], unknown }
}

/** A page or component needs its .js, .json and .wxml (wxss is optional). */
export function missingPageFiles(buildDir, pagePath) {
  return ['.js', '.json', '.wxml'].map((ext) => pagePath + ext).filter((f) => !fs.existsSync(path.join(buildDir, f)))
}

/** Every page path app.json declares: main pages and subpackage pages with their root. */
export function declaredPages(appJson) {
  const main = appJson.pages || []
  const sub = subpackagesOf(appJson).flatMap((p) => (p.pages || []).map((page) => `${p.root.replace(/\/$/, '')}/${page}`))
  return [...main, ...sub]
}

/**
 * The newest ECMAScript edition a package may contain. WeChat runs a mini-program's JS in the
 * phone's engine: on iOS the system JavaScriptCore, whose iOS 12 release (Safari 12) runs all of
 * ES2018 (async iteration, object rest/spread, regex named groups and dotAll) but not ES2020's
 * `?.` and `??` (iOS 13.4) nor class fields (14); Android runs the V8 WeChat ships, newer than
 * that. ES2019 adds one syntax iOS 12 has too (optional catch binding), but our build lowers
 * chunks to ES2018 (config/weapp-syntax.js), so the check holds the build to what it promises.
 * project.config.json keeps WeChat's own ES6 transform off: the package runs as built.
 */
export const WEAPP_ECMA_VERSION = 2018

/** what the parser stopped at, in words (the usual suspects of newer editions) */
const NEWER_SYNTAX = [
  ['?.', 'optional chaining ?. (ES2020, iOS 13.4+)'],
  ['??=', 'logical assignment ??= (ES2021, iOS 14+)'],
  ['||=', 'logical assignment ||= (ES2021, iOS 14+)'],
  ['&&=', 'logical assignment &&= (ES2021, iOS 14+)'],
  ['??', 'nullish coalescing ?? (ES2020, iOS 13.4+)'],
  ['#', 'private class member # (ES2022, iOS 14.5+)'],
  ['static {', 'class static block (ES2022, iOS 16.4+)'],
  ['catch {', 'optional catch binding (ES2019)'],
  ['catch{', 'optional catch binding (ES2019)'],
]

/** acorn stops inside the token it does not know (after the `?` of `?.`): look a few characters back too */
function describeSyntax(code, pos, message) {
  const at = code.slice(pos, pos + 12)
  const covers = (token) => [...token].some((_, back) => code.startsWith(token, pos - back))
  const known = NEWER_SYNTAX.find(([token]) => covers(token))
  if (known) return known[1]
  if (/^\d[\d_]*n\b/.test(at)) return 'BigInt literal (ES2020, iOS 14+)'
  if (/^\d+_\d/.test(at)) return 'numeric separator (ES2021, iOS 13+)'
  return `${message.replace(/ \(\d+:\d+\)$/, '')} at ${JSON.stringify(at)}`
}

/**
 * Every .js of a package parsed at WEAPP_ECMA_VERSION (acorn, webpack's own parser), and regular
 * expressions with lookbehind, which iOS runs only from 16.4 though ES2018 has it.
 * → [{ file, line, column, syntax }] (empty: the package runs on iOS 12+)
 */
export function syntaxProblems(buildDir) {
  const acorn = require('acorn')
  const problems = []
  for (const file of listFiles(buildDir).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(buildDir, file), 'utf8')
    const lookbehinds = []
    try {
      acorn.parse(code, {
        ecmaVersion: WEAPP_ECMA_VERSION,
        sourceType: 'script',
        locations: true,
        onToken: (token) => {
          if (token.type.label === 'regexp' && /\(\?<[=!]/.test(token.value.pattern)) lookbehinds.push(token.loc.start)
        },
      })
      for (const loc of lookbehinds)
        problems.push({ file, line: loc.line, column: loc.column + 1, syntax: 'regular expression lookbehind (?<= (iOS 16.4+)' })
    } catch (error) {
      if (!(error instanceof SyntaxError) || error.pos === undefined) throw error
      problems.push({ file, line: error.loc.line, column: error.loc.column + 1, syntax: describeSyntax(code, error.pos, error.message) })
    }
  }
  return problems
}

/** Runs miniprogram-ci's offline analysis in this process; call from a child process only. */
async function runMiniprogramCi(buildDir) {
  const ci = require('miniprogram-ci')
  const config = readJson(path.join(buildDir, 'project.config.json'))
  const project = new ci.Project({
    appid: config.appid,
    type: 'miniProgram',
    projectPath: path.resolve(buildDir),
    // required by the constructor, unused by analyseCode / checkCodeQuality (see top comment)
    privateKey: 'offline-placeholder-not-a-key',
    ignores: ['node_modules/**/*'],
  })
  const analysis = await ci.analyseCode(project)
  const quality = await ci.checkCodeQuality(project)
  return {
    appid: config.appid,
    files: analysis.files.length,
    moduleErrors: analysis.modules.filter((m) => m.errors && m.errors.length).map((m) => ({ id: m.id, errors: m.errors })),
    depErrors: analysis.modules.flatMap((m) =>
      (m.deps || []).filter((d) => d.error).map((d) => ({ from: m.id, request: d.request, error: d.error })),
    ),
    unreferencedFiles: analysis.files.filter((f) => !f.moduleId).map((f) => f.path),
    quality: quality.map(({ name, success, text, detail }) => ({ name, success, text, detail })),
  }
}

/** miniprogram-ci on one build, in a child process; answers its JSON result or throws. */
export function miniprogramCiReport(buildDir, timeoutMs = 120000) {
  const res = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--ci', buildDir], {
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  })
  const line = (res.stdout || '').split('\n').find((l) => l.startsWith('{"ciReport"'))
  if (!line)
    throw new Error(`miniprogram-ci gave no report (status ${res.status}, signal ${res.signal}):\n${(res.stderr || '').slice(-2000)}`)
  return JSON.parse(line).ciReport
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const i = process.argv.indexOf('--ci')
  const dir = i > 0 ? process.argv[i + 1] : undefined
  if (!dir) {
    console.error('usage: node scripts/check-weapp.mjs --ci dist/weapp/<site>')
    process.exit(2)
  }
  runMiniprogramCi(dir).then(
    (report) => {
      process.stdout.write(`${JSON.stringify({ ciReport: report })}\n`)
      process.exit(0)
    },
    (error) => {
      console.error(error && (error.stack || error))
      process.exit(1)
    },
  )
}
