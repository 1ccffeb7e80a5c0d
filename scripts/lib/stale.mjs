/** Which builds are missing or older than the sources they are built from. */
import { existsSync, statSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const { H5_APP_FOLDER } = createRequire(import.meta.url)('./h5-layout.cjs')

/** what a weapp package is built from (a site's config is compiled into its package) */
const WEAPP_INPUTS = ['src', 'config', 'locales', 'sites', 'types', 'babel.config.js', 'project.config.json']
/** the H5 compile holds no site: adding or editing sites/<code>.json needs no compile, only a stamp */
const H5_INPUTS = ['src', 'config', 'locales', 'types', 'babel.config.js', 'scripts/lib/h5-layout.cjs']

export function newestSourceTime(root, inputs = WEAPP_INPUTS) {
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

/** the one H5 compile (dist/h5/_app) is missing or older than a source */
export function h5CompileStale(root) {
  return mtime(join(root, 'dist', 'h5', H5_APP_FOLDER, 'index.html')) < newestSourceTime(root, H5_INPUTS)
}

/**
 * weapp: sites whose package is missing or older than a source. h5: sites whose stamped folder
 * (dist/h5/<site>/) is missing or older than the compile or than its sites/<code>.json.
 */
export function staleSites(root, target) {
  if (target === 'h5') {
    const compiled = mtime(join(root, 'dist', 'h5', H5_APP_FOLDER, 'index.html'))
    const compileStale = h5CompileStale(root)
    return siteCodes(root).filter((code) => {
      const stamped = mtime(join(root, 'dist', 'h5', code, 'index.html'))
      return compileStale || stamped < compiled || stamped < mtime(join(root, 'sites', `${code}.json`))
    })
  }
  const sources = newestSourceTime(root)
  return siteCodes(root).filter((code) => mtime(join(root, 'dist', target, code, 'app.json')) < sources)
}
