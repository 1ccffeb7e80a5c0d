/**
 * Where the one H5 compile goes and how a site's config reaches it (CommonJS: config/index.ts
 * requires it, and so do scripts/lib/h5-stamp.mjs and the server).
 *
 *   dist/h5/_app/          the compile: hashed assets + index.html template (no site in it)
 *   dist/h5/<siteCode>/    a site's deployable folder, stamped from _app (scripts/build.mjs)
 */
/** folder of the compile under dist/h5 (a site code is [a-z0-9-]+, so it never collides) */
const H5_APP_FOLDER = '_app'
/** config/index.ts outputRoot, relative to the project root */
const H5_APP_DIR = `dist/h5/${H5_APP_FOLDER}`
/** the global the stamped index.html sets before any bundle runs; __SITE__ reads it on H5 */
const H5_SITE_GLOBAL = '__WENLV_SITE__'

module.exports = { H5_APP_FOLDER, H5_APP_DIR, H5_SITE_GLOBAL }
