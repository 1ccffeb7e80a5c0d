/**
 * Shared pieces of the operators' command line (scripts/ops/*.mjs): argument parsing, the
 * checks of upload/preview arguments, the upload key, "is this build current", building,
 * package-size reports and the miniprogram-ci adapter (the only code that talks to WeChat).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { appDir, buildTarget, ROOT, weappPackageEnv } from '../build.mjs'
import { WEAPP_ECMA_VERSION, WEAPP_PACKAGE_LIMIT, miniprogramCiReport, packageSizes, syntaxProblems } from '../check-weapp.mjs'
import { compileStale, staleSites } from '../lib/stale.mjs'
import { API_ENVS, WEAPP_DEFAULT_ENV, domainLines, weappDomains, weappEnvVerdict } from '../lib/weapp-site.mjs'

export { ROOT }
const require = createRequire(import.meta.url)
const { loadSite, loadSites } = require(path.join(ROOT, 'sites'))
export { loadSites }

/**
 * WeChat's package limits (developers.weixin.qq.com, "分包加载"): every package, the main one
 * and each subpackage, at most 2 MB (WEAPP_PACKAGE_LIMIT of check-weapp.mjs); a mini-program
 * with subpackages at most 20 MB in all. Without subpackages the whole thing is the main
 * package, so 2 MB is its total too.
 */
export const PACKAGE_LIMIT = WEAPP_PACKAGE_LIMIT
export const TOTAL_LIMIT_WITH_SUBPACKAGES = 20 * 1024 * 1024

/** Upload key: --key, else WENLV_UPLOAD_KEY_PATH_<SITE> (cd-city → CD_CITY), else WENLV_UPLOAD_KEY_PATH. */
export const KEY_ENV = 'WENLV_UPLOAD_KEY_PATH'
export const siteKeyEnv = (siteCode) => `${KEY_ENV}_${siteCode.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`

/** chosen: WeChat shows the description in the version list; keep it to one readable line */
export const DESC_MAX = 200
export const ROBOT_MIN = 1
export const ROBOT_MAX = 30
export { API_ENVS, WEAPP_DEFAULT_ENV }

/** semver.org's own regular expression (2.0.0), without a leading "v" */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

/** A mistake in what the operator typed: one line, exit code 2. */
export class UsageError extends Error {
  exitCode = 2
}

/**
 * argv → options by a spec { name: 'string' | 'boolean' }; --name value and --name=value.
 * Unknown flags, stray words and missing values are UsageErrors.
 */
export function parseOptions(argv, spec) {
  const opts = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '-h' || arg === '--help') {
      opts.help = true
      continue
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg)
    if (!m || !(m[1] in spec)) throw new UsageError(`unknown argument ${arg} (see --help)`)
    const [, name, inline] = m
    if (spec[name] === 'boolean') {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`)
      opts[name] = true
    } else {
      const value = inline ?? argv[++i]
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`)
      opts[name] = value
    }
  }
  return opts
}

export function requireSite(code) {
  if (!code) throw new UsageError('--site <code> is required')
  try {
    return loadSite(code)
  } catch (error) {
    throw new UsageError(error.message)
  }
}

export function checkVersion(version) {
  if (!version) throw new UsageError('--version <semver> is required, e.g. --version 1.2.0')
  if (!SEMVER.test(version)) throw new UsageError(`--version "${version}" is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.2.0)`)
  return version
}

export function checkDesc(desc, { required }) {
  if (desc === undefined) {
    if (required) throw new UsageError('--desc <text> is required (what this version changes)')
    return undefined
  }
  const text = desc.trim()
  if (!text) throw new UsageError('--desc is empty')
  if ([...text].length > DESC_MAX) throw new UsageError(`--desc is ${[...text].length} characters long; at most ${DESC_MAX}`)
  return text
}

export function checkRobot(robot) {
  if (robot === undefined) return undefined
  const n = Number(robot)
  if (!/^\d+$/.test(robot) || n < ROBOT_MIN || n > ROBOT_MAX)
    throw new UsageError(`--robot "${robot}" must be a whole number from ${ROBOT_MIN} to ${ROBOT_MAX}`)
  return n
}

export function checkEnv(env) {
  if (env !== undefined && !API_ENVS.includes(env)) throw new UsageError(`--env must be one of ${API_ENVS.join(', ')}`)
  return env
}

/**
 * The API environment packages of these sites are stamped for (default production), refused as a
 * UsageError when a phone could not use them (scripts/lib/weapp-site.mjs weappEnvVerdict: a local
 * environment without --local-preview, a base not https:// on a public host).
 * → { env, warnings: [one line] }
 */
export function weappEnvOptions(opts, sites) {
  const env = checkEnv(opts.env) ?? WEAPP_DEFAULT_ENV
  const verdict = weappEnvVerdict(sites, env, { localPreview: Boolean(opts['local-preview']) })
  if (verdict.refusal) throw new UsageError(verdict.refusal)
  return { env, warnings: verdict.warnings }
}

/** the WeChat console's server domains of a site's package, as lines for the operator */
export function domainReport(site, env) {
  return [
    `domains to register for ${site.appid} (mp.weixin.qq.com: 开发管理 → 开发设置 → 服务器域名), api ${env}:`,
    ...domainLines(weappDomains(site, env)),
  ]
}

/** --project <dir>: a built mini-program folder (with its app.json) taken as it is */
export function checkProject(dir) {
  if (dir === undefined) return undefined
  const full = path.resolve(dir)
  if (!fs.existsSync(path.join(full, 'app.json'))) throw new UsageError(`--project ${dir} is not a built mini-program (no app.json)`)
  return full
}

/**
 * Where the upload key is and whether it is usable. Never reads the key out anywhere: the path
 * goes to miniprogram-ci, only `source` (the flag or the variable's name) is ever printed.
 * → { path, source, problem }; problem is a one-line reason when the key cannot be used.
 */
/** The options upload and preview both accept (parseOptions spec); each verb adds its own. */
export const PUBLISH_SPEC = {
  site: 'string',
  desc: 'string',
  robot: 'string',
  env: 'string',
  'local-preview': 'boolean',
  key: 'string',
  project: 'string',
  'dry-run': 'boolean',
}

/**
 * What upload and preview both take, checked before anything is built: the site, then `checks`
 * (the verb's own: version, desc), then robot, API environment (weappEnvOptions), project folder
 * and the key (a missing key stops all but a dry run).
 */
export function publishOptions(opts, ctx, checks = () => ({})) {
  const site = requireSite(opts.site)
  const own = checks()
  const robot = checkRobot(opts.robot)
  const { env, warnings } = weappEnvOptions(opts, [site])
  const project = checkProject(opts.project)
  const key = resolveKey(site.siteCode, opts.key, ctx.env)
  const dryRun = Boolean(opts['dry-run'])
  if (!dryRun && key.problem) throw new UsageError(key.problem)
  return { site, robot, env, warnings, project, key, dryRun, ...own }
}

export function resolveKey(siteCode, keyOption, env = process.env) {
  const perSite = siteKeyEnv(siteCode)
  let keyPath
  let source
  if (keyOption) [keyPath, source] = [keyOption, '--key']
  else if (env[perSite]) [keyPath, source] = [env[perSite], perSite]
  else if (env[KEY_ENV]) [keyPath, source] = [env[KEY_ENV], KEY_ENV]
  if (!keyPath) return { problem: `no upload key: pass --key <path> or set ${perSite} or ${KEY_ENV} to the key file's path` }
  const full = path.resolve(keyPath)
  let text
  try {
    text = fs.readFileSync(full, 'utf8')
  } catch (error) {
    return { source, problem: `the upload key given by ${source} cannot be read (${error.code || error.message})` }
  }
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text))
    return { source, problem: `the file given by ${source} is not a private key (no "BEGIN ... PRIVATE KEY" line)` }
  return { path: full, source }
}

/** a path as the operator reads it best: relative to the current folder when inside it */
export const shown = (p) => {
  const rel = path.relative(process.cwd(), p)
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : p
}

export const weappDir = (siteCode) => path.join(ROOT, 'dist', 'weapp', siteCode)
/**
 * The API environment a site's package was stamped for, read from the package (scripts/build.mjs
 * weappPackageEnv); a package not stamped (npm run dev) answers { env: undefined, known: false }.
 */
export const builtEnv = weappPackageEnv

/**
 * One site's weapp package state: 'missing', 'stale' (older than the compile, its site file or a
 * source, scripts/lib/stale.mjs), 'other-env' (current, but for another API environment) or 'current'.
 * `stale` may be passed in (staleSites answer) so --all walks the sources once.
 */
export function weappState(siteCode, env = WEAPP_DEFAULT_ENV, stale = staleSites(ROOT, 'weapp')) {
  if (!fs.existsSync(path.join(weappDir(siteCode), 'app.json'))) return 'missing'
  if (stale.includes(siteCode)) return 'stale'
  return builtEnv(siteCode).env === env ? 'current' : 'other-env'
}

/** the one compile (it holds no API environment) is current: a package needs only a stamp (milliseconds) */
function compileCurrent() {
  return fs.existsSync(path.join(appDir('weapp'), 'app.json')) && !compileStale(ROOT, 'weapp')
}

/**
 * Makes the site's weapp package current for the API environment env: nothing when it is, a
 * stamp when the one compile is current, else the compile and the stamp; → { built, ok, state, seconds, log }.
 */
export async function ensureWeapp(site, env, { out, stale } = {}) {
  const state = weappState(site.siteCode, env, stale)
  if (state === 'current') {
    out?.(`${site.siteCode}: weapp package is current (api ${env}), not rebuilt`)
    return { built: false, ok: true, state }
  }
  // the tests set it: they use the packages npm test built and must never build themselves
  if (process.env.WENLV_OPS_NO_BUILD === '1') {
    out?.(`${site.siteCode}: weapp package ${state}, not built (WENLV_OPS_NO_BUILD=1)`)
    return { built: false, ok: false, state }
  }
  const stampOnly = compileCurrent()
  out?.(
    `${site.siteCode}: weapp package ${state === 'other-env' ? `was stamped for another api environment` : state}, ${stampOnly ? 'stamping it from the current compile' : 'compiling'} (api ${env}) ...`,
  )
  const result = await buildTarget('weapp', [site], { env, verbose: false, stampOnly })
  const log = result.logFile ? path.relative(ROOT, result.logFile) : ''
  out?.(
    `${site.siteCode}: ${result.ok ? (stampOnly ? 'stamped' : 'built') : `BUILD FAILED (${result.note}), log ${log}`} in ${result.seconds.toFixed(1)} s`,
  )
  return { built: true, ok: result.ok, state, seconds: result.seconds, log }
}

/**
 * Packages of a built mini-program against WeChat's limits:
 * → { rows: [{ name, bytes, limit, ok }], over, sizes }; last row is the total.
 */
export function sizeReport(dir) {
  const sizes = packageSizes(dir)
  const subs = Object.entries(sizes.subpackages)
  const rows = [
    { name: 'main', bytes: sizes.main, limit: PACKAGE_LIMIT },
    ...subs.map(([root, bytes]) => ({ name: root, bytes, limit: PACKAGE_LIMIT })),
    { name: 'total', bytes: sizes.total, limit: subs.length ? TOTAL_LIMIT_WITH_SUBPACKAGES : PACKAGE_LIMIT },
  ].map((r) => ({ ...r, ok: r.bytes <= r.limit }))
  return { rows, over: rows.some((r) => !r.ok), sizes }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const limitText = (bytes) => (bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MB` : kb(bytes))

/** Rows of cells → aligned text lines (first row is the header). */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)))
  return rows.map((r) =>
    r
      .map((cell, c) => String(cell).padEnd(widths[c]))
      .join('  ')
      .trimEnd(),
  )
}

/** The size table of one or more packages: [{ site, report }] → lines. */
export function sizeTable(entries) {
  const rows = [['site', 'package', 'size', 'limit', '']]
  for (const { site, report } of entries)
    for (const r of report.rows) rows.push([site, r.name, kb(r.bytes), limitText(r.limit), r.ok ? 'ok' : 'OVER'])
  return table(rows)
}

/**
 * miniprogram-ci behind a small adapter, so the tests can inject a fake. The real one:
 * analyse() runs analyseCode + checkCodeQuality in a child process (check-weapp.mjs: the
 * library keeps watchers open); upload() and preview() call WeChat with the key file.
 */
export function realCi() {
  const project = ({ appid, projectPath, privateKeyPath }) => {
    const ci = require('miniprogram-ci')
    return { ci, project: new ci.Project({ appid, type: 'miniProgram', projectPath, privateKeyPath, ignores: ['node_modules/**/*'] }) }
  }
  return {
    analyse: (projectPath) => miniprogramCiReport(projectPath),
    async upload({ appid, projectPath, privateKeyPath, version, desc, robot, onProgressUpdate }) {
      const { ci, project: p } = project({ appid, projectPath, privateKeyPath })
      return ci.upload({ project: p, version, desc, robot, setting: { useProjectConfig: true }, onProgressUpdate })
    },
    async preview({ appid, projectPath, privateKeyPath, desc, robot, pagePath, qrcodeOutputDest, onProgressUpdate }) {
      const { ci, project: p } = project({ appid, projectPath, privateKeyPath })
      return ci.preview({
        project: p,
        desc,
        robot,
        pagePath,
        setting: { useProjectConfig: true },
        qrcodeFormat: 'image',
        qrcodeOutputDest,
        onProgressUpdate,
      })
    },
  }
}

/**
 * checkCodeQuality items that stop an upload: the size, and the compression switches, since the
 * upload takes the package's project.config.json settings (useProjectConfig) and would go out
 * unminified. The others (lazy loading, unused files...) are notes.
 */
const BLOCKING_QUALITY = ['PACKAGE_SIZE_LIMIT', 'JS_COMPRESS_OPEN', 'WXML_COMPRESS_OPEN', 'WXSS_COMPRESS_OPEN']

/**
 * Offline findings of miniprogram-ci: unresolved modules and a failed blocking quality item stop
 * the upload; the other code-quality items are notes. → { ok, lines }
 */
export function analysisSummary(report) {
  const lines = [`miniprogram-ci analyseCode: ${report.files} files, ${report.moduleErrors.length + report.depErrors.length} module errors`]
  for (const m of report.moduleErrors) lines.push(`  ERROR ${m.id}: ${m.errors.join('; ')}`)
  for (const d of report.depErrors) lines.push(`  ERROR ${d.from} requires ${d.request}: ${d.error}`)
  const failing = report.quality.filter((q) => !q.success)
  lines.push(`miniprogram-ci checkCodeQuality: ${report.quality.length - failing.length}/${report.quality.length} pass`)
  for (const q of failing) lines.push(`  ${BLOCKING_QUALITY.includes(q.name) ? 'ERROR' : 'note'} ${q.name}: ${q.text}`)
  const blocked = failing.some((q) => BLOCKING_QUALITY.includes(q.name))
  return { ok: !report.moduleErrors.length && !report.depErrors.length && !blocked, lines }
}

/** miniprogram-ci's onProgressUpdate → one progress line (rewritten in place on a terminal). */
export function progressPrinter(stream = process.stdout) {
  let last = ''
  const update = (task) => {
    const text = typeof task === 'string' ? task : `${task.status === 'done' ? 'done ' : '...  '} ${task.message}`
    const line = `  [wechat] ${text}`.slice(0, 160)
    if (line === last) return
    last = line
    if (stream.isTTY) stream.write(`\r\x1b[2K${line}`)
    else stream.write(`${line}\n`)
  }
  update.end = () => {
    if (stream.isTTY && last) stream.write('\n')
  }
  return update
}

/** a hint for the usual reasons WeChat's CI calls fail */
export function failureHint(message) {
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET/.test(message))
    return ' (no connection to servicewechat.com: network or proxy)'
  if (/invalid ip|ip.*white/i.test(message)) return " (add this machine's IP to the upload IP whitelist on mp.weixin.qq.com)"
  if (/private ?key|signature|decrypt/i.test(message)) return ' (check that the key is the upload key of this appid)'
  return ''
}

/**
 * What upload and preview share: build the package if stale (or take --project as it is),
 * check its project.config.json appid, sizes, syntax, miniprogram-ci's offline analysis, say what
 * would be sent and the domains to register, and unless it is a dry run send it through ctx.ci. → exit code.
 * `send` = { kind: 'upload' | 'preview', site, env, warnings, key, dryRun, project, fields, call(ci, common) }
 */
export async function publish(send, ctx) {
  const { kind, site, key, dryRun, fields } = send
  const { out, err } = ctx
  const env = send.env ?? WEAPP_DEFAULT_ENV
  out(`${kind} ${site.siteCode} (appid ${site.appid})${dryRun ? ': dry run, nothing will be sent' : ''}`)
  for (const line of send.warnings || []) err(line)
  let dir
  let envLabel = env
  if (send.project) {
    dir = path.resolve(send.project)
    envLabel = 'as built (--project)'
    out(`package: ${dir} (given with --project, not built here)`)
  } else {
    const result = await ensureWeapp(site, env, { out })
    if (!result.ok) return 1
    dir = weappDir(site.siteCode)
  }
  const configFile = path.join(dir, 'project.config.json')
  if (fs.existsSync(configFile)) {
    const { appid } = JSON.parse(fs.readFileSync(configFile, 'utf8'))
    if (appid !== site.appid) {
      err(
        `${kind} refused: ${path.relative(process.cwd(), configFile) || configFile} has appid ${appid}, site ${site.siteCode} is ${site.appid}`,
      )
      return 1
    }
  }
  const sizes = sizeReport(dir)
  for (const line of sizeTable([{ site: site.siteCode, report: sizes }])) out(line)
  if (sizes.over) {
    const over = sizes.rows.filter((r) => !r.ok).map((r) => `${r.name} ${kb(r.bytes)} > ${limitText(r.limit)}`)
    err(`${kind} refused: over WeChat's package limit: ${over.join(', ')}`)
    return 1
  }
  const syntax = syntaxProblems(dir)
  if (syntax.length) {
    for (const p of syntax) out(`  ERROR ${p.file}:${p.line}:${p.column} ${p.syntax}`)
    err(`${kind} refused: syntax newer than ES${WEAPP_ECMA_VERSION} in ${syntax.length} file(s) (above): white screen on older phones`)
    return 1
  }
  out(`syntax: every .js of the package parses as ES${WEAPP_ECMA_VERSION} (iOS 12+, Android 7+)`)
  const analysis = analysisSummary(await ctx.ci.analyse(dir))
  for (const line of analysis.lines) out(line)
  if (!analysis.ok) {
    err(`${kind} refused: miniprogram-ci found errors in the package (above)`)
    return 1
  }
  out(`${dryRun ? 'would send' : 'sending'} to WeChat (${kind}):`)
  const summary = {
    appid: site.appid,
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? '(default)'])),
    'api env': envLabel,
    package: shown(dir),
    sizes: sizes.rows.map((r) => `${r.name} ${kb(r.bytes)}`).join(', '),
    key: key.problem ? `MISSING: ${key.problem}` : `from ${key.source} (readable; never printed)`,
  }
  const width = Math.max(...Object.keys(summary).map((k) => k.length))
  for (const [k, v] of Object.entries(summary)) out(`  ${k.padEnd(width)}  ${v}`)
  for (const line of domainReport(site, env)) out(line)
  if (dryRun) {
    out(`dry run: all checks passed, nothing sent${key.problem ? ` (a real ${kind} needs the key first)` : ''}`)
    return 0
  }
  const progress = progressPrinter(ctx.stdout)
  let result
  try {
    result = await send.call(ctx.ci, { appid: site.appid, projectPath: dir, privateKeyPath: key.path, onProgressUpdate: progress })
  } catch (error) {
    progress.end()
    const message = String(error?.message || error).split('\n')[0]
    err(`${kind} failed: ${message}${failureHint(message)}`)
    return 1
  }
  progress.end()
  const info = result?.subPackageInfo || []
  if (info.length) {
    const names = { __FULL__: 'total', __APP__: 'main' }
    out(`WeChat's sizes: ${info.map((p) => `${names[p.name] || p.name} ${kb(p.size)}`).join(', ')}`)
  }
  return send.done(result)
}
