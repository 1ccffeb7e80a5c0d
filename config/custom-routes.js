/**
 * H5 router.customRoutes from the route table (src/core/route-table.json): page path -> its
 * spec path patterns; the first pattern is the address Taro shows for the page.
 * Plain CommonJS: Taro's config loader compiles only config/, and jest tests it as is.
 */
const table = require('../src/core/route-table.json')

function h5CustomRoutes(pages = table.pages) {
  return Object.fromEntries(
    Object.values(pages)
      .filter((p) => p.routes.length)
      .map((p) => [`/${p.path}`, p.routes]),
  )
}

module.exports = { h5CustomRoutes }
