/**
 * H5-only webpack tweaks that keep the first load small (npm run bench:size). Called from the
 * h5.webpackChain of config/index.ts after the locale narrowing.
 */
const path = require('path')

const SRC = path.resolve(__dirname, '..', 'src')

/** `@tarojs/components` on H5: Taro's wrapper with the components /index does not use in their own modules */
const H5_COMPONENTS = path.join(SRC, 'platform', 'h5-components', 'index.ts')

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

function h5SizeChain(chain, webpack) {
  void webpack
  // after the platform plugin's alias (@tarojs/plugin-platform-h5 sets it before webpackChain runs)
  chain.resolve.alias.set('@tarojs/components$', H5_COMPONENTS)

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

  // The weui icon font (6 KB of base64) and classes in Taro's stylesheet serve Taro's Icon, Checkbox and
  // Radio, which the app does not use (NutUI draws its own).
  chain.module.rule('wenlv-taro-css-without-weui').test(TARO_COMPONENTS_CSS).pre().use('without-weui').loader(__filename)
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
