/**
 * H5 router.customRoutes from the route table (src/core/route-table.json): page path -> its
 * spec path patterns; the first pattern is the address Taro shows for the page.
 * Plain CommonJS: Taro's config loader compiles only config/, and jest tests it as is.
 */
const table = require('../src/core/route-table.json')

/** a page's Taro path, the rule of src/core/routes.ts pagePathOf (routes.test.ts holds the two together) */
const pagePathOf = (key, pkg) => `${pkg ? `${pkg}/` : ''}pages/${key}/index`

function h5CustomRoutes(pages = table.pages) {
  return Object.fromEntries(
    Object.entries(pages)
      .filter(([, p]) => p.routes.length)
      .map(([key, p]) => [`/${pagePathOf(key, p.package)}`, p.routes]),
  )
}

module.exports = { h5CustomRoutes }
