/** Which site builds are missing or older than the sources they are built from. */
import { existsSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const BUILD_INPUTS = ['src', 'config', 'locales', 'sites', 'types', 'babel.config.js', 'project.config.json']

export function newestSourceTime(root) {
  let newest = 0
  const visit = (p) => {
    const st = statSync(p)
    if (st.isDirectory()) for (const e of readdirSync(p)) visit(join(p, e))
    else newest = Math.max(newest, st.mtimeMs)
  }
  for (const d of BUILD_INPUTS) if (existsSync(join(root, d))) visit(join(root, d))
  return newest
}

export function siteCodes(root) {
  return readdirSync(join(root, 'sites'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort()
}

/** a build counts as fresh when its entry file is newer than every build input */
export function staleSites(root, target) {
  const entry = target === 'h5' ? 'index.html' : 'app.json'
  const sources = newestSourceTime(root)
  return siteCodes(root).filter((code) => {
    const file = join(root, 'dist', target, code, entry)
    return !existsSync(file) || statSync(file).mtimeMs < sources
  })
}
