/**
 * Mini-program output for the phones people have (issue 24). WeChat runs the package's JS in the
 * phone's engine; on iOS that is the system JavaScriptCore, and iOS 12's runs ES2018 but not
 * ES2020's `?.` and `??` (iOS 13.4) or later syntax, which some node_modules ship untranspiled
 * (i18next). Babel compiles our sources only, and project.config.json leaves WeChat's own ES6
 * transform off, so swc lowers every emitted chunk to ES2018 here, before Taro's terser minifies it
 * (terser writes ES5 and adds no newer syntax). scripts/check-weapp.mjs checks the result.
 * @swc/core is Taro's own (@tarojs/helper depends on it); config/swc-minify.js uses it too.
 */
const WEAPP_ES_TARGET = 'es2018'
const NAME = 'WeappSyntax'

class WeappSyntaxPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // before OPTIMIZE_SIZE, where terser runs
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_COMPATIBILITY },
        async (assets) => {
          const swc = require('@swc/core')
          for (const name of Object.keys(assets).filter((n) => n.endsWith('.js'))) {
            const { code } = await swc.transform(assets[name].source().toString(), {
              filename: name,
              swcrc: false,
              configFile: false,
              isModule: false,
              sourceMaps: false,
              jsc: { target: WEAPP_ES_TARGET, parser: { syntax: 'ecmascript' }, externalHelpers: false },
            })
            compilation.updateAsset(name, new sources.RawSource(code))
          }
        },
      )
    })
  }
}

function weappSyntaxChain(chain) {
  chain.plugin('weapp-syntax').use(WeappSyntaxPlugin)
}

module.exports = { weappSyntaxChain, WEAPP_ES_TARGET }
