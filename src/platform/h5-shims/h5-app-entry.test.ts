/** config/h5-app-entry.js: the H5 entry without its page lists, rebuilt at start to the same values */
import { appPagesConfig } from '../../core/routes'
const { h5CustomRoutes } = require('../../../config/custom-routes')
const { slimAppEntry } = require('../../../config/h5-app-entry')

/** the app config as Taro hands it to its H5 loader: main pages then every subpackage page (AppHelper) */
function taroConfig() {
  const { pages, subPackages } = appPagesConfig()
  const flat = [...pages, ...subPackages.flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))]
  return { pages: flat, subPackages, router: { mode: 'browser', customRoutes: h5CustomRoutes() }, window: { navigationBarTitleText: '' } }
}

const entry = (config: object) =>
  `import { createRouter } from '@tarojs/router'\nvar config = ${JSON.stringify(config)}\nwindow.__taroAppConfig = config\nconfig.routes = []\n`

/** runs the rebuilt config lines with the two functions the emitted imports name */
function rebuiltConfig(code: string) {
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import ') && !line.startsWith('window.') && !line.startsWith('config.routes'))
  return new Function('__wenlvCustomRoutes', '__wenlvPages', `${body.join('\n')}\nreturn config`)(h5CustomRoutes, appPagesConfig)
}

test('the page lists leave the entry and are rebuilt at start to what Taro was given', () => {
  const config = taroConfig()
  const code = slimAppEntry(entry(config))
  const line = code.split('\n').find((l: string) => l.startsWith('var config = ')) as string
  expect(line).not.toContain('subPackages')
  expect(line).not.toContain('package-news/pages/news-detail/index')
  expect(line.length).toBeLessThan(300)
  const rebuilt = rebuiltConfig(code)
  expect(rebuilt.pages).toEqual(config.pages)
  expect(rebuilt.router.customRoutes).toEqual(config.router.customRoutes)
  expect(rebuilt.router.mode).toBe('browser')
  expect(rebuilt.window).toEqual(config.window)
  expect(rebuilt.subPackages).toBeUndefined()
})

test('an entry whose lists are not the route table fails the build', () => {
  const config = taroConfig()
  expect(() => slimAppEntry(entry({ ...config, router: { ...config.router, customRoutes: { '/pages/index/index': ['/home'] } } }))).toThrow(
    /customRoutes/,
  )
  expect(() => slimAppEntry(entry({ ...config, pages: [...config.pages].reverse() }))).toThrow(/pages/)
  expect(() => slimAppEntry('export default 1')).toThrow(/var config/)
})
