// Stands in for polyfills that Taro's H5 runtime imports for browsers without fetch or
// AbortController. Every browser in package.json's browserslist (WeChat's X5/XWeb kernel,
// iOS Safari 12+, Chrome 64+) has both natively, so shipping them only cost first-load bytes.
