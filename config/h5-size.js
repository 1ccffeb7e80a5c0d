/**
 * H5-only webpack tweaks that keep the first load small (npm run bench:size). Called from the
 * h5.webpackChain of config/index.ts after the locale narrowing.
 */
const path = require('path')

const SRC = path.resolve(__dirname, '..', 'src')

/** `@tarojs/components` on H5: Taro's wrapper with the components /index does not use in their own modules */
const H5_COMPONENTS = path.join(SRC, 'platform', 'h5-shims', 'components', 'index.ts')

/**
 * Package modules that run no code of consequence when imported, but whose package does not say
 * so (package.json "sideEffects"): without the flag webpack keeps them, and what they import, for
 * an import nobody uses.
 * - html-parse-stringify, void-elements: react-i18next's <Trans>, which the app never renders.
 * - @nutui/icons-react-taro's index: it imports the icons' stylesheet (src/components/MenuIcon/eager-icons.ts
 *   imports that itself), and through it every icon a NutUI component names would ride in the first load.
 */
const SIDE_EFFECT_FREE_PACKAGES =
  /[\\/]node_modules[\\/](html-parse-stringify[\\/]|void-elements[\\/]|@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$)/

/** Taro's component stylesheet, injected by the H5 runtime at start (JS in the first load) */
const TARO_COMPONENTS_CSS = /[\\/]@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/

/** `query-string` on H5: the parse and stringify Taro's router and H5 APIs call, without the package's other helpers */
const H5_QUERY_STRING = path.join(SRC, 'platform', 'h5-shims', 'query-string.ts')

/** Taro's toast, loading, modal and action sheet (8 KB gzip with its icon font): fetched when first shown */
const TARO_INTERACTION = path.join('@tarojs', 'taro-h5', 'dist', 'api', 'ui', 'interaction', 'index.js')
const H5_INTERACTION = path.join(SRC, 'platform', 'h5-shims', 'interaction.ts')

/** Taro's own modules import the interaction module relatively ('./ui/interaction/index.js'); the shim, by package path */
function lazyInteraction(resource) {
  const target = path.resolve(resource.context || '', resource.request)
  if (target.endsWith(TARO_INTERACTION) && /[\\/]@tarojs[\\/]taro-h5[\\/]/.test(resource.context || '')) resource.request = H5_INTERACTION
}

/** Taro's H5 navigation bar, never shown here (no page sets navigationStyle 'default'): a no-op, see the shim */
const TARO_NAVIGATION_BAR = path.join('@tarojs', 'router', 'dist', 'navigationBar.js')
const H5_NAVIGATION_BAR = path.join(SRC, 'platform', 'h5-shims', 'navigation-bar.ts')

function noNavigationBar(resource) {
  const target = path.resolve(resource.context || '', resource.request)
  if (target.endsWith(TARO_NAVIGATION_BAR)) resource.request = H5_NAVIGATION_BAR
}

/** `lodash.kebabcase` on H5 (NutUI's ConfigProvider, for theme keys the app never passes): a plain kebab-case */
const H5_KEBAB_CASE = path.join(SRC, 'platform', 'h5-shims', 'kebab-case.ts')

/**
 * Every page's frame (PageShell and the units it always renders, src/components), with the Taro APIs it
 * calls: in the entry chunk instead of a copy in each page's chunk (Taro splits initial chunks only), so
 * a visit that opens a second page at once (a beta site's /login after /index) does not fetch it twice.
 */
const PAGE_FRAME =
  /[\\/]src[\\/]components[\\/](PageShell|MenuOpener|BackHomeButton|VisitorsDialog|DialogMask|PopupScrollLock)[\\/]|[\\/]@tarojs[\\/]taro-h5[\\/]dist[\\/]api[\\/]ui[\\/](scroll|navigation-bar)[\\/]/

/** what @tarojs/plugin-platform-h5 adds to the app entry to define the pull-to-refresh element */
const PULL_TO_REFRESH_IMPORT = /import \{ defineCustomElementTaroPullToRefreshCore \} from '@tarojs\/components\/dist\/components'\n?/
const PULL_TO_REFRESH_DEFINE = /defineCustomElementTaroPullToRefreshCore\(\)\n?/

class StatsFile {
  constructor(file) {
    this.file = file
  }
  apply(compiler) {
    compiler.hooks.done.tap('wenlv-stats', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        dependentModules: true,
        nestedModules: true,
        assets: true,
        ids: true,
      })
      require('fs').writeFileSync(this.file, JSON.stringify(json))
    })
  }
}

function h5SizeChain(chain, webpack) {
  // WENLV_STATS=<file>: webpack's module and chunk stats for finding what weighs in the first load
  if (process.env.WENLV_STATS) chain.plugin('wenlv-stats').use(StatsFile, [process.env.WENLV_STATS])
  // after the platform plugin's alias (@tarojs/plugin-platform-h5 sets it before webpackChain runs)
  chain.resolve.alias.set('@tarojs/components$', H5_COMPONENTS)
  chain.resolve.alias.set('query-string$', H5_QUERY_STRING)
  chain.resolve.alias.set('lodash.kebabcase$', H5_KEBAB_CASE)
  chain.plugin('wenlv-no-navigation-bar').use(webpack.NormalModuleReplacementPlugin, [/[\\/]navigationBar\.js$/, noNavigationBar])
  chain.plugin('wenlv-lazy-interaction').use(webpack.NormalModuleReplacementPlugin, [/[\\/]interaction[\\/]index\.js$/, lazyInteraction])

  // The app's own modules have no import-time effects (no bare imports but stylesheets; top-level code only
  // defines), so an index that re-exports a whole area (`import { startAccount } from './features/account'`)
  // brings only what is used: without this, every module the index names ships, with the NutUI components
  // and stylesheets they import. Not for the entry (app.tsx, app.config.ts) nor src/i18n (its instance starts at import).
  chain.module
    .rule('wenlv-src-side-effect-free')
    .test(/\.[jt]sx?$/)
    .include.add(SRC)
    .end()
    .exclude.add(path.join(SRC, 'i18n'))
    .add(path.join(SRC, 'app.tsx'))
    .add(path.join(SRC, 'app.config.ts'))
    .end()
    .sideEffects(false)
  chain.module.rule('wenlv-packages-side-effect-free').test(SIDE_EFFECT_FREE_PACKAGES).sideEffects(false)

  // The app entry Taro generates, without the page lists the route table holds (config/h5-app-entry.js);
  // `pre` runs right after Taro's H5 loader, which the runner appends to this module's loaders.
  chain.module
    .rule('wenlv-h5-app-entry')
    .test(/[\\/]src[\\/]app\.config\.ts$/)
    .pre()
    .use('slim-entry')
    .loader(path.join(__dirname, 'h5-app-entry.js'))

  // NutUI's icons with their SVG as text, not base64 (config/svg-data-uri.js)
  chain.module
    .rule('wenlv-icons-svg-as-text')
    .test(/[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]icons[\\/][A-Z][\w]*\.js$/)
    .use('svg-as-text')
    .loader(path.join(__dirname, 'svg-data-uri.js'))

  // The weui icon font (6 KB of base64) and classes in Taro's stylesheet serve Taro's Icon, Checkbox and
  // Radio, which the app does not use (NutUI draws its own).
  chain.module.rule('wenlv-taro-css-without-weui').test(TARO_COMPONENTS_CSS).pre().use('without-weui').loader(__filename)

  // Taro defines the pull-to-refresh web component at start (the platform plugin's loaderMeta); the home
  // page has no pull-down, so the lists define it when they load (src/platform/pull-down).
  if (chain.plugins.has('mainPlugin'))
    chain.plugin('mainPlugin').tap((args) => {
      const meta = args[0] && args[0].loaderMeta
      if (meta) {
        meta.extraImportForWeb = meta.extraImportForWeb.replace(PULL_TO_REFRESH_IMPORT, '')
        meta.execBeforeCreateWebApp = meta.execBeforeCreateWebApp.replace(PULL_TO_REFRESH_DEFINE, '')
      }
      return args
    })

  // Taro's own stylesheets (its resets, the app wrapper) go to the extracted app.css like every other
  // stylesheet, first in it as they are imported first, instead of JS that injects them at start: the
  // style-loader and css-loader runtimes leave the first load's JS.
  const extract = chain.module.rule('customStyle').uses.values()[0]
  const taroStyle = chain.module.rule('taroStyle')
  if (extract && taroStyle.uses.values().length) {
    taroStyle.uses.clear()
    taroStyle
      .use('extract')
      .loader(extract.get('loader'))
      .options(extract.get('options') || {})
  }

  const splitChunks = chain.optimization.get('splitChunks')
  if (splitChunks && splitChunks.cacheGroups) {
    splitChunks.cacheGroups.wenlvPageFrame = {
      name: 'app',
      chunks: 'all',
      priority: 200,
      enforce: true,
      test: (module) => PAGE_FRAME.test(module.resource || ''),
    }
    chain.optimization.splitChunks(splitChunks)
  }
}

/** The top-level blocks of a stylesheet (rules, at-rules), as written. */
function topLevelBlocks(css) {
  const blocks = []
  let depth = 0
  let start = 0
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1))
      start = i + 1
    }
  }
  if (css.slice(start).trim()) blocks.push(css.slice(start))
  return blocks
}

/** webpack loader (this file as `loader`: webpack calls the default export): the stylesheet without its weui blocks */
function withoutWeui(source) {
  return topLevelBlocks(String(source))
    .filter((block) => !/weui/.test(block))
    .join('')
}

module.exports = { h5SizeChain, withoutWeui, default: withoutWeui }
