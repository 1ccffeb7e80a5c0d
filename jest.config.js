/**
 * App tests (jest 29 + @tarojs/test-utils-react). Tests live beside the code as *.test.ts(x).
 * server/** and tests/e2e/** use node's own test runner, so they are kept out of testMatch.
 */
const path = require('path')
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const site = require('./sites').loadSite(process.env.WENLV_SITE || 'cd-city')

module.exports = defineJestConfig({
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/', '<rootDir>/tests/e2e/', '<rootDir>/dist/'],
  // the preset bails after the first failure; we want the whole picture
  bail: 0,
  // jest's default is one worker less than the cores: one on CI's two. Two take 69 s instead of about 150
  maxWorkers: '100%',
  setupFiles: [require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'), path.join(__dirname, 'tests/setup/jest.setup.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'tests/setup/testing-library.setup.js')],
  transform: {
    '^.+\\.(js|jsx|ts|tsx|mjs)$': path.join(__dirname, 'tests/setup/babel-transformer.js'),
  },
  // transform ESM packages only (nutui, taro, i18next...); plain CJS stays untouched for speed
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(@tarojs|@nutui|@stencil|i18next|react-i18next|zustand|dayjs|universal-router|path-to-regexp|query-string|decode-uri-component|split-on-first|filter-obj|lodash-es|swiper|ssr-window|dom7|classnames|@babel/runtime/helpers/esm)/).*/node_modules/',
  ],
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.(css|scss|sass|less)$': '<rootDir>/tests/setup/style-mock.js',
    '\\.(png|jpe?g|gif|svg)$': '<rootDir>/tests/setup/file-mock.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@types/(.*)$': '<rootDir>/types/$1',
    '^@locales/(.*)$': '<rootDir>/locales/$1',
    // locale files as the mini-program has them: all in memory, synchronously (the H5 variant
    // fetches chunks; src/i18n/locale-files.h5.test.ts covers it on its own)
    '^\\./locale-files$': '<rootDir>/src/i18n/locale-files.weapp.ts',
  },
  globals: {
    __SITE__: site,
    __API_ENV__: 'local',
    __LOCALES_STAMPED__: false,
    __LOCALES_VERSION__: 'test0000',
  },
})
