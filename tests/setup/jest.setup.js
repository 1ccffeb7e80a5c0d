// Runs before every app test file (after the test-utils preset set TARO_ENV=h5).
// The Taro H5 runtime expects React on window and the Taro API to be loaded once.
const React = require('react')
window.React = React
require('@tarojs/taro')
// Taro's page hooks (useRouter, useDidShow, usePageScroll...) take React from the framework
// runtime, which the real app sets when it creates the app; do the same for component tests.
require('@tarojs/plugin-framework-react/dist/runtime').createH5NativeComponentConfig(null, React, require('react-dom'))
