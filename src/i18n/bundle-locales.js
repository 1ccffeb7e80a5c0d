/**
 * Build-side (Node, CommonJS, for config/index.ts): narrows the webpack context that
 * src/i18n/loader.ts opens over locales/ to the site's languages and the app's namespaces,
 * so a Chinese-only site does not ship four other languages and the server's messages
 * (cd-city H5 first load: 225.7 → 202.1 KB gzip when measured). The app loads only the site's
 * languages anyway (src/i18n/instance.ts), so nothing it asks for is left out.
 *
 *   const { localesWebpackChain } = require('../src/i18n/bundle-locales')
 *   mini: { webpackChain: localesWebpackChain(site) }, h5: { webpackChain: localesWebpackChain(site) }
 */
const path = require('path')
const SPEC_LANGUAGE_CODES = require('../core/spec-language-codes.json')

const LOCALES_DIR = path.resolve(__dirname, '..', '..', 'locales')
/** on disk but never loaded by the app (NON_APP_NAMESPACES of ./namespaces.ts) */
const NON_APP_NAMESPACES = require('./non-app-namespaces.json')

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Folder names (zh, en, fr, ja, ko) of the site's languages (spec codes zh, en, fr, jp, kr). */
function siteLocaleFolders(site) {
  const langs = (site.languages && site.languages.length ? site.languages : ['zh']).map((l) => SPEC_LANGUAGE_CODES[l] || l)
  return Array.from(new Set(langs))
}

/** Which files of locales/ the bundle keeps: ./<lang>/<namespace>.json, site languages only. */
function localeFilePattern(site) {
  const skip = NON_APP_NAMESPACES.map(escapeRegExp).join('|')
  return new RegExp(`^\\./(${siteLocaleFolders(site).join('|')})/(?!(${skip})\\.json$)[\\w-]+\\.json$`)
}

/** A Taro webpackChain hook adding the ContextReplacementPlugin for our locales folder only. */
function localesWebpackChain(site) {
  return (chain, webpack) => {
    chain
      .plugin('site-locales')
      .use(webpack.ContextReplacementPlugin, [new RegExp(`^${escapeRegExp(LOCALES_DIR)}$`), localeFilePattern(site)])
  }
}

module.exports = { LOCALES_DIR, siteLocaleFolders, localeFilePattern, localesWebpackChain }
