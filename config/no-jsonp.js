// Stands in for `jsonp-retry`, which Taro's H5 runtime imports for Taro.request({ jsonp: true }).
// This app makes no JSONP calls (its contract is JSON over fetch); anything that tries gets a
// clear failure instead of ~6 KB of first-load script for every visitor.
module.exports = function jsonpUnsupported() {
  return Promise.reject(new Error('JSONP requests are not supported in this app (config/no-jsonp.js)'))
}
