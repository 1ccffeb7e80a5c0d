/**
 * Mini-program one compile (config/index.ts): no site, no API environment and no language in the
 * output. `__SITE__` and `__API_ENV__` are provided (webpack ProvidePlugin) by
 * src/platform/stamped-site.ts, whose placeholder the stamp replaces with the site's JSON
 * (scripts/lib/weapp-stamp.mjs); `typeof __SITE__` is defined too, since ProvidePlugin leaves typeof alone.
 */
const path = require('path')

const STAMPED_SITE_MODULE = path.resolve(__dirname, '..', 'src', 'platform', 'stamped-site.ts')

function weappStampChain(chain, webpack) {
  chain
    .plugin('stamped-site')
    .use(webpack.ProvidePlugin, [
      { __SITE__: [STAMPED_SITE_MODULE, 'STAMPED_SITE'], __API_ENV__: [STAMPED_SITE_MODULE, 'STAMPED_API_ENV'] },
    ])
  chain.plugin('stamped-site-typeof').use(webpack.DefinePlugin, [{ 'typeof __SITE__': JSON.stringify('object') }])
}

module.exports = { weappStampChain, STAMPED_SITE_MODULE }
