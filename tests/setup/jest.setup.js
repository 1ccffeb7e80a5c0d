// Runs before every app test file (after the test-utils preset set TARO_ENV=h5).
// The Taro H5 runtime expects React on window and the Taro API to be loaded once.
const React = require('react')
window.React = React
const Taro = require('@tarojs/taro')
// the build initialises pxTransform from config/index.ts (design width 750); tests need the same
Taro.initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })
// Taro's page hooks (useRouter, useDidShow, usePageScroll...) take React from the framework
// runtime, which the real app sets when it creates the app; do the same for component tests.
require('@tarojs/plugin-framework-react/dist/runtime').createH5NativeComponentConfig(null, React, require('react-dom'))
