/**
 * The JS minifier: terser-webpack-plugin running swc's minifier instead of terser.
 * Measured on this 2-core machine (H5, one compile of every page): terser 124.8 s of compile,
 * swc 71.8 s, the first load of /index 169.2 KB with terser and 169.0 KB with swc (gzip 9,
 * npm run bench:size). esbuild's minifier was faster still (40.9 s) but left 204 KB: it does not
 * drop unused code inside webpack's module functions the way terser and swc do.
 * @swc/core is Taro's own (@tarojs/helper depends on it).
 */
const TerserPlugin = require('terser-webpack-plugin')

/**
 * Taro registers its terser under the name 'terserPlugin' (webpack5-runner BaseConfig.setMinimizer);
 * the options mirror Taro's H5 ones without keep_fnames/quote_keys (config/index.ts says why).
 * ecma 2017: swc may write syntax up to ES2017 while compressing, all of which the browserslist targets run.
 */
function swcMinifyChain(chain) {
  if (!chain.optimization.minimizers.has('terserPlugin')) return
  chain.optimization.minimizer('terserPlugin').init(
    () =>
      new TerserPlugin({
        parallel: true,
        // swc rejects terser's extractComments option; comments are dropped by format.comments
        extractComments: false,
        minify: TerserPlugin.swcMinify,
        terserOptions: { compress: { ecma: 2017 }, mangle: true, format: { comments: false } },
      }),
  )
}

module.exports = { swcMinifyChain }
