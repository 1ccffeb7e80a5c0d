/**
 * H5 only: the app's locale files as data, not scripts. Every locales/<lang>/<namespace>.json the
 * app reads is emitted as dist/h5/_app/locales/<lang>/<namespace>.<version>.json, minified, and
 * src/i18n/locale-files.h5.ts fetches it; the stamped index.html carries the default language's
 * home-page namespaces inline (scripts/lib/h5-stamp.mjs). As webpack chunks, the 200 files cost
 * every first load their chunk map and import table (~4 KB gzip of JavaScript) for the four a
 * visit reads. `version` is one hash of the whole set, so the runtime knows every name from one
 * constant (__LOCALES_VERSION__) and the server caches the files as immutable like other hashed
 * assets; a change to any string renames them all, which is cheap for files this small.
 * A watch build (`npm run dev`) emits changed files under the start's version: restart it to renew.
 */
const { createHash } = require('crypto')
const fs = require('fs')
const path = require('path')
const { LOCALES_DIR, localeFilePattern } = require('../src/i18n/bundle-locales')
const SPEC_LANGUAGE_CODES = require('../src/core/spec-language-codes.json')

/** every file the app may read, in every language: [{ lang, namespace, file }] */
function appLocaleFiles() {
  const pattern = localeFilePattern({ languages: Object.keys(SPEC_LANGUAGE_CODES) })
  return fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((dir) => dir.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(LOCALES_DIR, dir.name))
        .filter((name) => pattern.test(`./${dir.name}/${name}`))
        .map((name) => ({ lang: dir.name, namespace: name.replace(/\.json$/, ''), file: path.join(LOCALES_DIR, dir.name, name) })),
    )
    .sort((a, b) => `${a.lang}/${a.namespace}`.localeCompare(`${b.lang}/${b.namespace}`))
}

/** 8 hex digits of the whole set's names and contents */
function localesVersion(files = appLocaleFiles()) {
  const hash = createHash('sha256')
  for (const { lang, namespace, file } of files) hash.update(`${lang}/${namespace}\0`).update(fs.readFileSync(file)).update('\0')
  return hash.digest('hex').slice(0, 8)
}

/** where a locale file is in the compile (and on the site): locales/<lang>/<namespace>.<version>.json */
const localeAssetName = (lang, namespace, version) => `locales/${lang}/${namespace}.${version}.json`

class H5LocaleFiles {
  constructor(webpack, version) {
    this.webpack = webpack
    this.version = version
  }
  apply(compiler) {
    const { Compilation, sources } = this.webpack
    compiler.hooks.thisCompilation.tap('wenlv-locale-files', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'wenlv-locale-files', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { lang, namespace, file } of appLocaleFiles()) {
          compilation.fileDependencies.add(file)
          const json = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')))
          compilation.emitAsset(localeAssetName(lang, namespace, this.version), new sources.RawSource(json))
        }
      })
    })
  }
}

function h5LocalesChain(version) {
  return (chain, webpack) => chain.plugin('wenlv-locale-files').use(H5LocaleFiles, [webpack, version])
}

module.exports = { appLocaleFiles, localesVersion, localeAssetName, h5LocalesChain }
