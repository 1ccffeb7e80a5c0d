// Runs before every app test file (after the test-utils preset set TARO_ENV=h5).
// The Taro H5 runtime expects React on window and the Taro API to be loaded once.
const React = require('react')
window.React = React
require('@tarojs/taro')
