/**
 * Stamps a site onto the one mini-program compile (dist/weapp/_app, see ./one-compile.cjs) into
 * dist/weapp/<site>/, the package an operator uploads:
 *  - every file of the compile, hard-linked (no copy), except the ones the stamp writes;
 *  - the site's config in place of the placeholder src/platform/stamped-site.ts parses: the fields
 *    the app reads and the chosen API environment's bases only (./weapp-site.mjs packageSite);
 *  - the site's languages only (app namespaces and NutUI's strings where we supply them), read by
 *    src/i18n/loader.ts through i18n/index.js (languageLayout): the default language's home
 *    namespaces in the main package, everything else in code-only subpackages i18n-<lang>/;
 *  - project.config.json: the root template with the site's appid and name;
 *  - without the subpackages only other sites have (src/core/site-packages.json, e.g. the Great
 *    Wall's package-greatwall): neither their folder nor their app.json entry (nor preload rule);
 *    with its language subpackages in app.json, the default language's preloaded by the home.
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
const LAUNCH_NAMESPACES = require('../../src/i18n/weapp-launch-namespaces.json')
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

/** the site's default language (locales/ folder): its defaultLanguage when it offers it, else its first */
export function siteDefaultFolder(site) {
  const folders = siteLocaleFolders(site)
  const wanted = SPEC_LANGUAGE_CODES[site.defaultLanguage] || site.defaultLanguage
  return folders.includes(wanted) ? wanted : folders[0]
}

/** the subpackage root of a language: another language whole, the default language's non-launch namespaces */
export const languagePackageRoot = (lang) => `${WEAPP_LOCALE_FOLDER}-${lang}`
/** the file of that subpackage holding the language, relative to the package root */
export const languagePackageFile = (lang) => `${languagePackageRoot(lang)}/strings.js`

/**
 * Where a site's languages go (src/i18n/loader.ts StampedLanguages): the default language's launch
 * namespaces in the main package (`launch`), its other namespaces in a subpackage of their own
 * (`rest`: the main package stays within its budget), one subpackage per other language (`others`).
 * Every subpackage is code only, reached by require.async.
 */
export function languageLayout(site) {
  const language = siteDefaultFolder(site)
  const others = siteLocaleFolders(site).filter((lang) => lang !== language)
  const subpackage = (lang) => ({ lang, root: languagePackageRoot(lang), file: languagePackageFile(lang) })
  return {
    language,
    launch: `${WEAPP_LOCALE_FOLDER}/${language}.js`,
    rest: subpackage(language),
    others: others.map(subpackage),
  }
}

/** the subpackage roots of a site's languages (languageLayout): the default language's rest first */
export const languageRoots = (layout) => [layout.rest, ...layout.others].map((p) => p.root)

const pick = (file, keep) => Object.fromEntries(Object.entries(file).filter(([ns]) => keep(ns)))
const moduleOf = (value) => `module.exports=${JSON.stringify(value)}\n`

/**
 * i18n/index.js: literal paths (WeChat's packager keeps only files a literal require or
 * require.async reaches). Only the launch file is required; a subpackage's file is downloaded and
 * evaluated when loader.ts calls `rest` or one of `others` (scripts/check-weapp.mjs launchJs
 * follows plain requires only).
 */
function languageIndex(layout) {
  const downloadOf = ({ file }) => `function(){return require.async(${JSON.stringify(`../${file}`)})}`
  return [
    `module.exports={"language":${JSON.stringify(layout.language)},`,
    `"launch":require(${JSON.stringify(`./${path.posix.basename(layout.launch)}`)}),`,
    `"rest":${downloadOf(layout.rest)},`,
    `"others":{${layout.others.map((o) => `${JSON.stringify(o.lang)}:${downloadOf(o)}`).join(',')}}}\n`,
  ].join('')
}

/** Writes the site's languages (languageLayout) into a stamped package; answers the files written. */
export function writeLanguages(site, outDir) {
  const layout = languageLayout(site)
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true })
    fs.writeFileSync(path.join(outDir, rel), text)
    return rel
  }
  const main = languageFile(layout.language)
  const isLaunch = (ns) => LAUNCH_NAMESPACES.includes(ns)
  return [
    write(layout.launch, moduleOf(pick(main, isLaunch))),
    write(layout.rest.file, moduleOf(pick(main, (ns) => !isLaunch(ns)))),
    ...layout.others.map(({ lang, file }) => write(file, moduleOf(languageFile(lang)))),
    write(`${WEAPP_LOCALE_FOLDER}/index.js`, languageIndex(layout)),
  ]
}

/** the site-only subpackage roots this site does not ship (src/core/site-packages.ts packagesLeftOut) */
export function packagesLeftOut(site) {
  return Object.entries(SITE_PACKAGES)
    .filter(([, sites]) => Array.isArray(sites) && !sites.includes(site.siteCode))
    .map(([root]) => root)
}

/**
 * app.json without the left-out subpackages (and their preload rules), with the site's language
 * subpackages; the entry page (the home) preloads the default language's rest, which the first
 * page the visitor opens from it draws with (src/app.config.ts preloads the pages' packages; the
 * root is per site, so the stamp adds it).
 */
function stampedAppJson(text, leftOut, layout) {
  const app = JSON.parse(text)
  app.subPackages = (app.subPackages || app.subpackages || []).filter((p) => !leftOut.includes(p.root))
  // no page: code only, reached by require.async (a subpackage's pages may be empty)
  app.subPackages.push(...languageRoots(layout).map((root) => ({ root, pages: [] })))
  delete app.subpackages
  app.preloadRule = app.preloadRule || {}
  for (const [page, rule] of Object.entries(app.preloadRule)) {
    rule.packages = (rule.packages || []).filter((p) => !leftOut.includes(p))
    if (leftOut.some((root) => page.startsWith(`${root}/`))) delete app.preloadRule[page]
  }
  const entry = (app.entryPagePath || app.pages[0]).replace(/^\//, '')
  const rule = (app.preloadRule[entry] = app.preloadRule[entry] || { network: 'all', packages: [] })
  rule.packages = [layout.rest.root, ...rule.packages]
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
    if (rel === 'app.json') {
      fs.writeFileSync(to, stampedAppJson(fs.readFileSync(from, 'utf8'), leftOut, languageLayout(site)))
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
  const written = writeLanguages(site, outDir)
  writeProjectConfig(site, outDir)
  return { files: files.length + written.length + 1, stamped, languages: siteLocaleFolders(site), leftOut, env }
}
