/**
 * Stamps a site onto the one H5 compile (dist/h5/_app, see ./one-compile.cjs).
 *
 * The compile holds no site: `__SITE__` reads window.__WENLV_SITE__ (config/index.ts). A site's
 * index.html is the compiled template with, in <head>, the site's config in that global, its
 * title, theme colour and language, and a JSON block (#wenlv-locales, not a script: nothing runs,
 * the Content-Security-Policy has nothing to allow) with the strings of its default language that
 * the home page needs, read synchronously at start (src/i18n/locale-files.h5.ts).
 *
 * Used twice: scripts/build.mjs writes dist/h5/<site>/ (a deployable folder: stamped
 * index.html + the compile's assets, hard-linked), and the server stamps in memory per request
 * host (server/src/static/h5.ts), so a new sites/<code>.json needs a restart, not a compile.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'

const require = createRequire(import.meta.url)
const { H5_SITE_GLOBAL } = require('./one-compile.cjs')
const SPEC_LANGUAGE_CODES = require('../../src/core/spec-language-codes.json')

/** the namespaces the home page renders with (EAGER_NAMESPACES of src/i18n/locale-files.h5.ts) */
export const EAGER_NAMESPACES = ['common', 'shell']
/** the block's id (EAGER_LOCALES_ELEMENT of src/i18n/locale-files.h5.ts) */
export const EAGER_LOCALES_ELEMENT = 'wenlv-locales'

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
/** JSON inside <script>: no "</script>" or "<!--" can end or change it */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** locales/ folder (zh, en, fr, ja, ko) of the site's default language */
export function defaultLocaleFolder(site) {
  return SPEC_LANGUAGE_CODES[site.defaultLanguage] || 'zh'
}

/** What a stamp needs from the compile: its index.html and the home page's strings of each language. */
export function readCompile(appDir) {
  const template = fs.readFileSync(path.join(appDir, 'index.html'), 'utf8')
  return { template, eagerLocales: readEagerLocales(appDir) }
}

/**
 * locales/<lang>/<namespace>.<version>.json of the compile (config/h5-locales.js), for the eager
 * namespaces of every language: { <lang>: { <namespace>: {...} } }
 */
export function readEagerLocales(appDir) {
  const out = {}
  for (const lang of new Set(Object.values(SPEC_LANGUAGE_CODES))) {
    const dir = path.join(appDir, 'locales', lang)
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
    for (const ns of EAGER_NAMESPACES) {
      const file = files.find((f) => new RegExp(`^${ns}\\.[0-9a-f]{8}\\.json$`).test(f))
      if (file) (out[lang] ||= {})[ns] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
    }
  }
  return out
}

/** the site's default language's eager strings, as the app reads them; throws when the compile lacks one */
export function eagerLocaleBlock(compile, site) {
  const lang = defaultLocaleFolder(site)
  const files = compile.eagerLocales[lang] || {}
  for (const ns of EAGER_NAMESPACES) if (!files[ns]) throw new Error(`the H5 compile has no locale file for ${lang}/${ns}.json`)
  return `<script type="application/json" id="${EAGER_LOCALES_ELEMENT}">${scriptJson({ [lang]: files })}</script>`
}

/** The page title before the app sets its own: the site's name in its default language. */
export function stampTitle(site) {
  return site.defaultLanguage === 'zh' ? site.name : site.english || site.name
}

/** The compiled index.html with the site in it. */
export function stampIndexHtml(compile, site) {
  const { template } = compile
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('the H5 template has no <title>')
  const lang = defaultLocaleFolder(site)
  const head = [
    `<title>${escapeHtml(stampTitle(site))}</title>`,
    `<meta name="theme-color" content="${escapeHtml(site.themeColor)}">`,
    `<script>window.${H5_SITE_GLOBAL}=${scriptJson(site)}</script>`,
    eagerLocaleBlock(compile, site),
  ].join('')
  return template.replace(/<html[^>]*>/, `<html lang="${lang}">`).replace(/<title>[^<]*<\/title>/, head)
}

/** Hard link (same disk: no copy) or, across disks, a copy. */
function linkOrCopy(from, to) {
  try {
    fs.linkSync(from, to)
  } catch {
    fs.copyFileSync(from, to)
  }
}

/**
 * dist/h5/<site>/: every asset of the compile (their .br and .gz twins included) and the site's
 * index.html. The folder is replaced whole. Returns the number of files written.
 */
export function stampSiteFolder(appDir, outDir, site) {
  const compile = readCompile(appDir)
  const html = stampIndexHtml(compile, site)
  fs.rmSync(outDir, { recursive: true, force: true })
  let files = 0
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(appDir, rel), { withFileTypes: true })) {
      const relPath = path.join(rel, entry.name)
      if (entry.isDirectory()) {
        fs.mkdirSync(path.join(outDir, relPath), { recursive: true })
        walk(relPath)
      } else if (!/^index\.html(\.br|\.gz)?$/.test(relPath)) {
        linkOrCopy(path.join(appDir, relPath), path.join(outDir, relPath))
        files++
      }
    }
  }
  fs.mkdirSync(outDir, { recursive: true })
  walk('')
  // the page itself gets compressed twins too, as every asset of the compile has (./precompress.mjs)
  fs.writeFileSync(path.join(outDir, 'index.html'), html)
  fs.writeFileSync(path.join(outDir, 'index.html.br'), zlib.brotliCompressSync(html))
  fs.writeFileSync(path.join(outDir, 'index.html.gz'), zlib.gzipSync(html, { level: 9 }))
  return files + 3
}
