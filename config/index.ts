import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { buildApiEnv, buildSite } from './site-env'
const { h5CustomRoutes } = require('./custom-routes')
const { localesWebpackChain } = require('../src/i18n/bundle-locales')
const { h5SizeChain } = require('./h5-size')
const { h5LocalesChain, localesVersion } = require('./h5-locales')
const SPEC_LANGUAGE_CODES: Record<string, string> = require('../src/core/spec-language-codes.json')
const { H5_APP_DIR, WEAPP_APP_DIR, H5_SITE_GLOBAL } = require('../scripts/lib/one-compile.cjs')
const { weappStampChain } = require('./weapp-stamp')
const { weappSyntaxChain } = require('./weapp-syntax')
const { swcMinifyChain } = require('./swc-minify')
const { jsonWithoutCommentsChain } = require('./json-without-comments')

// https://docs.taro.zone/docs/next/config#defineconfig
export default defineConfig<'webpack5'>(async (merge) => {
  const target = process.env.TARO_ENV
  const site = buildSite()
  const apiEnv = buildApiEnv(target)
  // Production builds: one compile per target serves every site (scripts/lib/one-compile.cjs); the
  // build stamps each site onto it (scripts/lib/h5-stamp.mjs, weapp-stamp.mjs). Watch builds
  // (npm run dev) compile the one site they run.
  const oneCompile = process.env.NODE_ENV !== 'development'
  const h5OneCompile = target === 'h5' && oneCompile
  const weappOneCompile = target === 'weapp' && oneCompile
  // H5: the version in every locale file's name (./h5-locales.js)
  const h5LocalesVersion = target === 'h5' ? localesVersion() : ''
  const outputRoot = h5OneCompile ? H5_APP_DIR : weappOneCompile ? WEAPP_APP_DIR : `dist/${target}/${site.siteCode}`
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'wenlv-cloud',
    date: '2026-11-22',
    // The spec's page design width is 750; NutUI is drawn at 375.
    designWidth(input: any) {
      const file = String(input?.file || '').replace(/\\+/g, '/')
      return file.includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot,
    // HTML tags in JSX need the plugin only in the mini-program: H5 renders them with react-dom
    // itself, and the plugin's runtime (4 KB gzip) would ride in every H5 first load for nothing
    plugins: target === 'h5' ? [] : ['@tarojs/plugin-html'],
    defineConstants: {
      // H5: read from the stamped index.html when the app starts (window.__WENLV_SITE__);
      // weapp: both provided by src/platform/stamped-site.ts, which the stamp fills (./weapp-stamp.js),
      // so one compile serves every site and API environment
      ...(weappOneCompile
        ? {}
        : { __SITE__: h5OneCompile ? `window.${H5_SITE_GLOBAL}` : JSON.stringify(site), __API_ENV__: JSON.stringify(apiEnv) }),
      // weapp: the site's language files are stamped into the package (src/i18n/loader.ts)
      __LOCALES_STAMPED__: JSON.stringify(weappOneCompile),
      __LOCALES_VERSION__: JSON.stringify(h5LocalesVersion),
    },
    alias: {
      '@': require('path').resolve(__dirname, '..', 'src'),
      '@types': require('path').resolve(__dirname, '..', 'types'),
      '@locales': require('path').resolve(__dirname, '..', 'locales'),
      // native in every browser we target (see config/no-polyfill.js)
      'whatwg-fetch': require('path').resolve(__dirname, 'no-polyfill.js'),
      'abortcontroller-polyfill/dist/abortcontroller-polyfill-only': require('path').resolve(__dirname, 'no-polyfill.js'),
      'jsonp-retry': require('path').resolve(__dirname, 'no-jsonp.js'),
    },
    // the mini-program's search-index rules (app.config.ts sitemapLocation), next to app.json
    // H5: the site's icon beside index.html, which links it (every page would otherwise ask for a missing /favicon.ico)
    copy: {
      patterns:
        target === 'weapp'
          ? [{ from: 'src/sitemap.json', to: `${outputRoot}/sitemap.json` }]
          : [{ from: 'src/favicon.ico', to: `${outputRoot}/favicon.ico` }],
      options: {},
    },
    framework: 'react',
    compiler: 'webpack5',
    // webpack's persistent cache stays off: tried for per-site weapp compiles (29.6 s, then 10.1 and
    // 5.1 s for the next sites), it restored the second site's custom-tab-bar as an empty module,
    // a broken package. One compile per target (scripts/lib/one-compile.cjs) made it unnecessary.
    cache: { enable: false },
    // H5 minifies with swc (config/swc-minify.js), without Taro's terser defaults that keep every
    // function's name and quote every object key (keep_fnames, quote_keys: for old browsers and
    // name-reading code this app has none of). The mini-program keeps Taro's terser defaults.
    mini: {
      webpackChain(chain, webpack) {
        // one compile: the site and its languages come with the stamp; a site's own watch build:
        // only its languages and the app's namespaces
        const siteChain = weappOneCompile ? weappStampChain : localesWebpackChain(site)
        siteChain(chain, webpack)
        // syntax the phones' engines run (iOS 12+), node_modules included
        weappSyntaxChain(chain)
        jsonWithoutCommentsChain(chain)
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      webpackChain(chain, webpack) {
        // one compile: every language is its own chunk, a site fetches only its own
        localesWebpackChain(h5OneCompile ? { languages: Object.keys(SPEC_LANGUAGE_CODES) } : site)(chain, webpack)
        h5SizeChain(chain, webpack)
        jsonWithoutCommentsChain(chain)
        h5LocalesChain(h5LocalesVersion)(chain, webpack)
        swcMinifyChain(chain)
      },
      // WENLV_SOURCEMAP=1 for size analysis (which package weighs what in a chunk)
      enableSourceMap: process.env.WENLV_SOURCEMAP === '1',
      sourceMapType: 'source-map',
      publicPath: '/',
      staticDirectory: 'static',
      output: { filename: 'js/[name].[hash:8].js', chunkFilename: 'js/[name].[chunkhash:8].js' },
      // 8 hex digits like the scripts: the runtime's chunk → file map names every CSS chunk, and 20-digit
      // hashes were 1.5 KB gzip of the first load
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      // spec paths (with :params) -> pages, from the route table (config/custom-routes.js)
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
    },
  }
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
