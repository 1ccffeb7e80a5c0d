/**
 * One compile per target serves every site; a site is stamped onto it (CommonJS: config/index.ts
 * requires it, and so do scripts/lib/h5-stamp.mjs, scripts/lib/weapp-stamp.mjs and the server).
 *
 *   dist/h5/_app/            the H5 compile: hashed assets + index.html template (no site in it)
 *   dist/h5/<siteCode>/      a site's deployable H5 folder, stamped from it (scripts/build.mjs)
 *   dist/weapp/_app/         the mini-program compile: no site config, no language
 *   dist/weapp/<siteCode>/   a site's package: the compile with its config, languages and appid
 */
/** folder of a compile under dist/<target> (a site code is [a-z0-9-]+, so it never collides) */
const APP_FOLDER = '_app'
const H5_APP_FOLDER = APP_FOLDER
/** config/index.ts outputRoot, relative to the project root */
const H5_APP_DIR = `dist/h5/${APP_FOLDER}`
const WEAPP_APP_DIR = `dist/weapp/${APP_FOLDER}`
/** H5: the global the stamped index.html sets before any bundle runs; __SITE__ reads it */
const H5_SITE_GLOBAL = '__WENLV_SITE__'
/** weapp: the string src/platform/stamped-site.ts parses, which the stamp replaces with the site's JSON */
const WEAPP_SITE_PLACEHOLDER = '__WENLV_SITE_STAMP__'
/** weapp: folder (package root) of the stamped language files, and i18n-<lang>/ the subpackage of another language (scripts/lib/weapp-stamp.mjs) */
const WEAPP_LOCALE_FOLDER = 'i18n'

module.exports = { APP_FOLDER, H5_APP_FOLDER, H5_APP_DIR, WEAPP_APP_DIR, H5_SITE_GLOBAL, WEAPP_SITE_PLACEHOLDER, WEAPP_LOCALE_FOLDER }
