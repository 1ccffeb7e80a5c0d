/**
 * Checks every mini-program build in dist/weapp/<site>/ (build first: npm run build:all, or
 * npm run build -- --site <code> --target weapp). Run: npm run test:weapp
 * (node's test runner with tsx, so src/app.config.ts can be read as the source of truth).
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, test } from 'node:test'
import { languageLayout, packagesLeftOut } from '../../scripts/lib/weapp-stamp.mjs'
import { WEAPP_SITE_FIELDS, packageSite } from '../../scripts/lib/weapp-site.mjs'
import {
  ROOT,
  WEAPP_DIST,
  WEAPP_PACKAGE_LIMIT,
  builtWeappSites,
  declaredPages,
  listFiles,
  miniprogramCiReport,
  missingPageFiles,
  packageSizes,
  readJson,
  stampedSite,
  subpackagesOf,
  syntaxProblems,
} from '../../scripts/check-weapp.mjs'

const sites = builtWeappSites()

/** The app config as the source declares it for the weapp target. */
async function sourceAppConfig() {
  const previous = process.env.TARO_ENV
  process.env.TARO_ENV = 'weapp'
  globalThis.defineAppConfig = (config) => config
  try {
    const mod = await import(path.join(ROOT, 'src', 'app.config.ts'))
    return mod.default.default || mod.default
  } finally {
    process.env.TARO_ENV = previous
  }
}

test('at least one weapp build exists in dist/weapp', () => {
  assert.ok(sites.length > 0, 'no dist/weapp/<site>/app.json: run npm run build -- --target weapp (or npm run build:all) first')
})

for (const site of sites) {
  const dir = path.join(WEAPP_DIST, site)
  const appJson = readJson(path.join(dir, 'app.json'))

  describe(`weapp ${site}`, () => {
    test('app.json declares the pages and subpackages of src/app.config.ts, less the ones only other sites ship, and its languages', async () => {
      const source = await sourceAppConfig()
      assert.deepEqual(appJson.pages, source.pages)
      const leftOut = packagesLeftOut({ siteCode: site })
      const roots = (list) => (list || []).map((p) => ({ root: p.root, pages: [...p.pages].sort() }))
      const expected = (source.subPackages || source.subpackages).filter((p) => !leftOut.includes(p.root))
      // the default language's rest and the site's other languages: a subpackage each, without pages (package-budgets.test.mjs)
      const layout = languageLayout(readJson(path.join(ROOT, 'sites', `${site}.json`)))
      const languages = [layout.rest, ...layout.others].map(({ root }) => ({ root, pages: [] }))
      assert.deepEqual(roots(subpackagesOf(appJson)), roots([...expected, ...languages]))
      for (const root of leftOut) assert.ok(!fs.existsSync(path.join(dir, root)), `${root} is not in ${site}'s package`)
    })

    test('every declared page has its .js, .json and .wxml', () => {
      const pages = declaredPages(appJson)
      assert.ok(pages.length > 0)
      const missing = pages.flatMap((page) => missingPageFiles(dir, page))
      assert.deepEqual(missing, [])
    })

    test('every subpackage root exists', () => {
      for (const pkg of subpackagesOf(appJson)) assert.ok(fs.statSync(path.join(dir, pkg.root)).isDirectory(), pkg.root)
    })

    test('the tab bar is custom and the custom-tab-bar component is built', () => {
      assert.equal(appJson.tabBar?.custom, true)
      assert.deepEqual(missingPageFiles(dir, 'custom-tab-bar/index'), [])
      assert.equal(readJson(path.join(dir, 'custom-tab-bar', 'index.json')).component, true)
      for (const item of appJson.tabBar.list)
        assert.ok(appJson.pages.includes(item.pagePath), `tab page ${item.pagePath} is in the main package`)
    })

    test("project.config.json carries the site's appid", () => {
      const site_ = readJson(path.join(ROOT, 'sites', `${site}.json`))
      const config = readJson(path.join(dir, 'project.config.json'))
      assert.equal(config.appid, site_.appid, 'build with npm run build: a bare taro build keeps the template appid')
      assert.equal(config.projectname, `wenlv-${site}`)
      assert.equal(config.compileType, 'miniprogram')
    })

    test('the package is stamped for its site: its config in place of the placeholder', () => {
      const site_ = readJson(path.join(ROOT, 'sites', `${site}.json`))
      const code = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      assert.equal(code.filter((c) => c.includes('__WENLV_SITE_STAMP__')).length, 0, 'no unstamped placeholder')
      const [env] = Object.keys(stampedSite(dir).site.api)
      const packaged = JSON.stringify(JSON.stringify(packageSite(site_, env)))
      assert.equal(code.filter((c) => c.includes(packaged)).length, 1, "the site's JSON, once")
    })

    test('the package carries one API environment and the fields the app reads: no test accounts, remarks or other environments anywhere', () => {
      const site_ = readJson(path.join(ROOT, 'sites', `${site}.json`))
      const { site: stamped } = stampedSite(dir)
      const envs = Object.keys(stamped.api)
      assert.equal(envs.length, 1, `one environment: ${envs}`)
      assert.deepEqual(
        Object.keys(stamped).filter((k) => !WEAPP_SITE_FIELDS.includes(k)),
        [],
      )
      const chosen = Object.values(site_.api[envs[0]])
      const absent = [
        ...(site_.testAccounts || []),
        ...[site_.remarks, site_.siteLogo, site_.localSiteCode].filter((v) => v && v.length > 3),
        // other environments' absolute bases, unless the chosen one shares them
        ...Object.entries(site_.api)
          .filter(([env]) => env !== envs[0])
          .flatMap(([, bases]) => Object.values(bases))
          .filter((base) => /^https?:/.test(base) && !chosen.includes(base)),
      ]
      assert.ok(absent.length > 3, 'there is something to look for')
      // project.config.json is DevTools' project file (appid, name), not part of the uploaded package
      for (const file of listFiles(dir).filter((f) => f !== 'project.config.json')) {
        const text = fs.readFileSync(path.join(dir, file), 'latin1')
        const found = absent.filter((value) => text.includes(Buffer.from(value, 'utf8').toString('latin1')))
        assert.deepEqual(found, [], `${file} carries values the package must not`)
      }
    })

    test('every .js parses as ES2018: nothing an iOS 12 phone cannot run (scripts/check-weapp.mjs syntaxProblems)', () => {
      assert.deepEqual(syntaxProblems(dir), [])
    })

    test("project.config.json uploads minified (JS, WXML, WXSS) with WeChat's ES6 transform off (the build lowers the syntax)", () => {
      const { setting } = readJson(path.join(dir, 'project.config.json'))
      assert.deepEqual([setting.minified, setting.minifyWXML, setting.minifyWXSS, setting.es6], [true, true, true, false])
    })

    test('main package and every subpackage stay under the 2 MB WeChat limit', (t) => {
      const sizes = packageSizes(dir)
      t.diagnostic(`main ${(sizes.main / 1024).toFixed(1)} KB, total ${(sizes.total / 1024).toFixed(1)} KB`)
      assert.ok(sizes.main < WEAPP_PACKAGE_LIMIT, `main package ${sizes.main} bytes`)
      for (const [root, bytes] of Object.entries(sizes.subpackages)) assert.ok(bytes < WEAPP_PACKAGE_LIMIT, `${root}: ${bytes} bytes`)
    })

    test('miniprogram-ci offline analysis: no unresolved modules, checkCodeQuality 11 of 11', (t) => {
      const report = miniprogramCiReport(dir)
      assert.deepEqual(report.moduleErrors, [])
      assert.deepEqual(report.depErrors, [])
      const sizeCheck = report.quality.find((q) => q.name === 'PACKAGE_SIZE_LIMIT')
      assert.ok(sizeCheck, 'checkCodeQuality answered PACKAGE_SIZE_LIMIT')
      assert.equal(sizeCheck.success, true, JSON.stringify(sizeCheck.detail))
      for (const q of report.quality) t.diagnostic(`${q.success ? 'pass' : 'FAIL'} ${q.name}: ${q.text}`)
      assert.deepEqual(
        report.quality.filter((q) => !q.success).map((q) => q.name),
        [],
      )
      assert.equal(report.quality.length, 11)
      if (report.unreferencedFiles.length) t.diagnostic(`files outside the dependency graph: ${report.unreferencedFiles.join(', ')}`)
    })
  })
}
