/**
 * Which builds are missing or older than what they are made from. Per target there is one compile
 * (dist/<target>/_app, scripts/lib/one-compile.cjs) and a stamp per site (dist/<target>/<site>/):
 * a compile is stale when a source is newer; a site's stamp when the compile, its sites/<code>.json
 * or (weapp) a language file or the project.config.json template is newer.
 */
import { existsSync, statSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const { APP_FOLDER } = createRequire(import.meta.url)('./one-compile.cjs')

/** what a compile is made from; it holds no site, so sites/ is not among them */
const COMPILE_INPUTS = ['src', 'config', 'locales', 'types', 'babel.config.js', 'scripts/lib/one-compile.cjs']
/** what a weapp stamp copies in besides the site (languages, the project.config.json template) */
const WEAPP_STAMP_INPUTS = ['locales', 'project.config.json', 'scripts/lib/weapp-stamp.mjs', 'scripts/lib/weapp-site.mjs']

/** the file a compile or a stamp writes last, fresh each time (weapp package files are hard links) */
const COMPILE_ENTRY = { h5: 'index.html', weapp: 'app.json' }
const STAMP_ENTRY = { h5: 'index.html', weapp: 'project.config.json' }

export function newestSourceTime(root, inputs = COMPILE_INPUTS) {
  let newest = 0
  const visit = (p) => {
    const st = statSync(p)
    if (st.isDirectory()) for (const e of readdirSync(p)) visit(join(p, e))
    else newest = Math.max(newest, st.mtimeMs)
  }
  for (const d of inputs) if (existsSync(join(root, d))) visit(join(root, d))
  return newest
}

export function siteCodes(root) {
  return readdirSync(join(root, 'sites'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort()
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1)
const compiledAt = (root, target) => mtime(join(root, 'dist', target, APP_FOLDER, COMPILE_ENTRY[target]))

/** the one compile of a target is missing or older than a source */
export function compileStale(root, target) {
  return compiledAt(root, target) < newestSourceTime(root)
}

/** sites whose stamped folder (dist/<target>/<site>/) is missing or older than what it is made from */
export function staleSites(root, target) {
  const stale = compileStale(root, target)
  const compiled = compiledAt(root, target)
  const stampInputs = target === 'weapp' ? newestSourceTime(root, WEAPP_STAMP_INPUTS) : 0
  return siteCodes(root).filter((code) => {
    const stamped = mtime(join(root, 'dist', target, code, STAMP_ENTRY[target]))
    return stale || stamped < compiled || stamped < stampInputs || stamped < mtime(join(root, 'sites', `${code}.json`))
  })
}
