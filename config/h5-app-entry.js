/**
 * webpack loader (H5 only, config/h5-size.js): the app entry Taro's H5 loader generates
 * (@tarojs/taro-loader/lib/h5: `var config = <the whole app config as JSON>`), without the three
 * page lists the route table already holds. The entry carried every page path four times (the route
 * table, `pages`, `subPackages`, `router.customRoutes`) besides each route's own loader: ~5 KB gzip
 * of every first load. Here `pages` and `router.customRoutes` are computed at start from the route
 * table, by the same functions that built them for Taro (src/core/routes.ts appPagesConfig,
 * config/custom-routes.js), and `subPackages` is dropped: nothing reads it on H5 (Taro's router
 * reads `pages`, `routes` and `router`; the mini-program build does not use this loader).
 * The build fails when the generated entry or its lists are not what this expects, never silently.
 */
const path = require('path')
const { h5CustomRoutes } = require('./custom-routes')

const CONFIG_LINE = /^var config = (\{.*\})$/m
const CUSTOM_ROUTES_MODULE = path.join(__dirname, 'custom-routes.js')
const ROUTES_MODULE = path.join(__dirname, '..', 'src', 'core', 'routes.ts')

/** Taro's rule (webpack5-runner AppHelper.getSubPackages): each subpackage page appended as root/page */
const flatten = (subPackages) => subPackages.flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`.replace(/\/{2,}/g, '/')))

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)

/** the entry's code with the page lists taken out of its config; throws when they are not the route table's */
function slimAppEntry(code) {
  const match = CONFIG_LINE.exec(code)
  if (!match) throw new Error('h5-app-entry: no `var config = {…}` line in the generated app entry')
  const config = JSON.parse(match[1])
  const subPackages = config.subPackages || []
  const subPages = flatten(subPackages)
  const mainPages = config.pages.slice(0, config.pages.length - subPages.length)
  if (!same(config.pages, [...mainPages, ...subPages]))
    throw new Error('h5-app-entry: pages are not the main pages followed by the subpackages')
  if (!same(config.router && config.router.customRoutes, h5CustomRoutes()))
    throw new Error('h5-app-entry: router.customRoutes is not config/custom-routes.js h5CustomRoutes()')
  const { subPackages: _dropped, pages: _pages, ...rest } = config
  const slim = { ...rest, router: { ...config.router, customRoutes: {} } }
  const imports =
    `import { h5CustomRoutes as __wenlvCustomRoutes } from ${JSON.stringify(CUSTOM_ROUTES_MODULE)}\n` +
    `import { appPagesConfig as __wenlvPages } from ${JSON.stringify(ROUTES_MODULE)}\n`
  const rebuilt =
    `var config = ${JSON.stringify(slim)}\n` +
    `var __wenlvPageLists = __wenlvPages()\n` +
    `config.pages = __wenlvPageLists.pages.concat(__wenlvPageLists.subPackages.flatMap(function (sub) { return sub.pages.map(function (page) { return sub.root + '/' + page }) }))\n` +
    `config.router.customRoutes = __wenlvCustomRoutes()`
  return imports + code.replace(match[0], () => rebuilt)
}

function loader(source) {
  return slimAppEntry(String(source))
}

module.exports = loader
module.exports.default = loader
module.exports.slimAppEntry = slimAppEntry
