/**
 * Taro's jest transformer (@tarojs/test-utils-react) rewrites `process.env.TARO_ENV` in src/ as
 * `process.env.TARO_ENV_JEST || process.env.TARO_ENV` without parentheses, so
 * `process.env.TARO_ENV === 'weapp'` became `JEST || (TARO_ENV === 'weapp')` and weapp branches could
 * not be tested without parenthesising every read (which Prettier removes). Here the read is replaced
 * first, parenthesised and in bracket form, which Taro's textual rewrite then leaves alone.
 * Tests pick a platform with process.env.TARO_ENV_JEST = 'weapp'.
 */
const path = require('path')
const taro = require('@tarojs/test-utils-react/dist/jest/babel-transformer.js').default

const src = path.join(__dirname, '..', '..', 'src')
const taroProcess = taro.process

module.exports = {
  ...taro,
  process(sourceText, sourcePath, options) {
    const text = sourcePath.startsWith(src)
      ? sourceText.replace(/process\.env\.TARO_ENV\b/g, "(process.env['TARO_ENV_JEST'] || process.env['TARO_ENV'])")
      : sourceText
    return taroProcess(text, sourcePath, options)
  },
}
