/**
 * Stamps a site onto the one mini-program compile (dist/weapp/_app, see ./one-compile.cjs) into
 * dist/weapp/<site>/, the package an operator uploads:
 *  - every file of the compile, hard-linked (no copy), except the ones the stamp writes;
 *  - the site's config in place of the placeholder src/platform/stamped-site.ts parses: the fields
 *    the app reads and the chosen API environment's bases only (./weapp-site.mjs packageSite);
 *  - i18n/<lang>.js for the site's languages only (app namespaces and NutUI's strings where we
 *    supply them) and i18n/index.js requiring them, read by src/i18n/loader.ts with the
 *    mini-program's require;
 *  - project.config.json: the root template with the site's appid and name;
 *  - without the subpackages only other sites have (src/core/site-packages.json, e.g. the Great
 *    Wall's package-greatwall): neither their folder nor their app.json entry.
 * Stamping a site takes milliseconds; compiling a package took 30-40 s per site.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { WEAPP_DEFAULT_ENV, packageSite } from './weapp-site.mjs'

const require = createRequire(import.meta.url)
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
const { WEAPP_SITE_PLACEHOLDER, WEAPP_LOCALE_FOLDER } = require('./one-compile.cjs')
const SPEC_LANGUAGE_CODES = require('../../src/core/spec-language-codes.json')
const NON_APP_NAMESPACES = require('../../src/i18n/non-app-namespaces.json')
const LOCALES_DIR = path.join(ROOT, 'locales')
const SITE_PACKAGES = require('../../src/core/site-packages.json')

const PLACEHOLDER = new RegExp(`(["'\`])${WEAPP_SITE_PLACEHOLDER}\\1`, 'g')
/** how the compile loads a stamped language (src/i18n/loader.ts): relative to the calling file */
const LOCALE_REQUIRE = `./${WEAPP_LOCALE_FOLDER}/`

/** dist/weapp/<site>/project.config.json: the root template with the site's appid and name. */
export function writeProjectConfig(site, dir) {
  const template = JSON.parse(fs.readFileSync(path.join(ROOT, 'project.config.json'), 'utf8'))
  const config = {
    ...template,
    miniprogramRoot: './',
    appid: site.appid,
    projectname: `wenlv-${site.siteCode}`,
    description: `${site.name} (${site.english}) - Wenlv Cloud mini-program, site ${site.siteCode}`,
  }
  fs.writeFileSync(path.join(dir, 'project.config.json'), JSON.stringify(config, null, 2) + '\n')
  return config
}

/** locales/ folders (zh, en, fr, ja, ko) of the site's languages */
export function siteLocaleFolders(site) {
  const langs = site.languages && site.languages.length ? site.languages : ['zh']
  return [...new Set(langs.map((l) => SPEC_LANGUAGE_CODES[l] || l))]
}

/** { namespace: strings } of one language: the app's namespaces, and nutui.json where it exists */
export function languageFile(lang) {
  const dir = path.join(LOCALES_DIR, lang)
  const out = {}
  for (const file of fs.readdirSync(dir).sort()) {
    const ns = file.replace(/\.json$/, '')
    if (file.endsWith('.json') && !NON_APP_NAMESPACES.includes(ns)) out[ns] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  }
  return out
}

/** the site-only subpackage roots this site does not ship (src/core/site-packages.ts packagesLeftOut) */
export function packagesLeftOut(site) {
  return Object.entries(SITE_PACKAGES)
    .filter(([, sites]) => Array.isArray(sites) && !sites.includes(site.siteCode))
    .map(([root]) => root)
}

/** app.json without the left-out subpackages (and their preload rules) */
function appJsonWithout(text, leftOut) {
  const app = JSON.parse(text)
  app.subPackages = (app.subPackages || app.subpackages || []).filter((p) => !leftOut.includes(p.root))
  delete app.subpackages
  for (const [page, rule] of Object.entries(app.preloadRule || {})) {
    rule.packages = (rule.packages || []).filter((p) => !leftOut.includes(p))
    if (leftOut.some((root) => page.startsWith(`${root}/`))) delete app.preloadRule[page]
  }
  return JSON.stringify(app)
}

function linkOrCopy(from, to) {
  try {
    fs.linkSync(from, to)
  } catch {
    fs.copyFileSync(from, to)
  }
}

/** Every file of a folder, relative paths. */
function filesOf(dir, rel = '') {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = path.join(rel, e.name)
    return e.isDirectory() ? filesOf(dir, r) : [r]
  })
}

/**
 * dist/weapp/<site>/ from the compile, for the API environment `env`. Throws when the compile has
 * no placeholder (not a one-compile build) or loads its languages from a file that is not at the package root.
 */
export function stampWeappPackage(appDir, outDir, site, { env = WEAPP_DEFAULT_ENV } = {}) {
  const leftOut = packagesLeftOut(site)
  const files = filesOf(appDir).filter((f) => f !== 'project.config.json' && !leftOut.some((root) => f.startsWith(`${root}${path.sep}`)))
  fs.rmSync(outDir, { recursive: true, force: true })
  const siteLiteral = JSON.stringify(JSON.stringify(packageSite(site, env)))
  let stamped = 0
  for (const rel of files) {
    const from = path.join(appDir, rel)
    const to = path.join(outDir, rel)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    if (rel === 'app.json' && leftOut.length) {
      fs.writeFileSync(to, appJsonWithout(fs.readFileSync(from, 'utf8'), leftOut))
      continue
    }
    if (rel.endsWith('.js')) {
      const code = fs.readFileSync(from, 'utf8')
      if (code.includes(LOCALE_REQUIRE) && path.dirname(rel) !== '.')
        throw new Error(`${rel} loads ${LOCALE_REQUIRE}<lang>.js but is not at the package root`)
      if (PLACEHOLDER.test(code)) {
        PLACEHOLDER.lastIndex = 0
        fs.writeFileSync(
          to,
          code.replace(PLACEHOLDER, () => siteLiteral),
        )
        stamped++
        continue
      }
    }
    linkOrCopy(from, to)
  }
  if (!stamped) throw new Error(`no ${WEAPP_SITE_PLACEHOLDER} in ${appDir}: not a one-compile weapp build`)
  const localeDir = path.join(outDir, WEAPP_LOCALE_FOLDER)
  fs.mkdirSync(localeDir, { recursive: true })
  const languages = siteLocaleFolders(site)
  for (const lang of languages)
    fs.writeFileSync(path.join(localeDir, `${lang}.js`), `module.exports=${JSON.stringify(languageFile(lang))}\n`)
  // literal requires: WeChat's packager keeps only files reached by one
  const index = languages.map((lang) => `${JSON.stringify(lang)}:require("./${lang}.js")`).join(',')
  fs.writeFileSync(path.join(localeDir, 'index.js'), `module.exports={${index}}\n`)
  writeProjectConfig(site, outDir)
  return { files: files.length + languages.length + 2, stamped, languages, leftOut, env }
}
