/**
 * What a visitor's phone downloads and runs to start each built mini-program (dist/weapp/<site>/):
 *  - the budgets of scripts/lib/size-budgets.mjs (the ones npm run bench:size prints): the main
 *    package, and the JS evaluated before the home draws (check-weapp.mjs launchJs);
 *  - the languages as scripts/lib/weapp-stamp.mjs lays them out: in the main package only the
 *    namespaces the home draws with, of the default language; its other namespaces a subpackage
 *    without pages, and each other language one too, which i18n/index.js reaches only through
 *    require.async; nothing else;
 *  - a site of several languages pays for one: its main package and launch JS at most cd-city's plus
 *    one language;
 *  - preloadRule: every rule names pages and packages the site has, the pages of one package stay
 *    within WeChat's shared 2 MB preload quota with the real package sizes, and the first taps the
 *    issue names (景区 and the other places, login, a news item, booking) are preloaded, with the
 *    default language's strings their pages draw with.
 * Run: node --import tsx --test tests/weapp/package-budgets.test.mjs (needs npm run build -- --target weapp)
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, test } from 'node:test'
import {
  ROOT,
  WEAPP_DIST,
  builtWeappSites,
  launchJs,
  packageSizes,
  preloadTotals,
  readJson,
  subpackagesOf,
} from '../../scripts/check-weapp.mjs'
import { WEAPP_LAUNCH_JS_BUDGET, WEAPP_MAIN_BUDGET, WEAPP_PRELOAD_QUOTA } from '../../scripts/lib/size-budgets.mjs'
import { languageLayout, siteLocaleFolders } from '../../scripts/lib/weapp-stamp.mjs'
import { toMiniProgramUrl } from '../../src/core/routes.ts'

const require = createRequire(import.meta.url)
const NAMESPACES_ON_DISK = (lang) =>
  fs
    .readdirSync(path.join(ROOT, 'locales', lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .filter((ns) => !require('../../src/i18n/non-app-namespaces.json').includes(ns))
    .sort()
const LAUNCH_NAMESPACES = require('../../src/i18n/weapp-launch-namespaces.json')
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const sites = builtWeappSites()
const siteConfig = (code) => readJson(path.join(ROOT, 'sites', `${code}.json`))

/** i18n/index.js as the mini-program runs it: its own require, and require.async recorded (not run) */
function stampedIndex(dir) {
  const asked = []
  const module = { exports: {} }
  const localRequire = (request) => require(path.join(dir, 'i18n', request))
  localRequire.async = (request) => (asked.push(path.posix.join('i18n', request)), Promise.resolve())
  new Function('require', 'module', 'exports', fs.readFileSync(path.join(dir, 'i18n', 'index.js'), 'utf8'))(
    localRequire,
    module,
    module.exports,
  )
  return { index: module.exports, asked }
}

/** the package (subpackage root) a spec path's page is in */
const packageOf = (specPath) => toMiniProgramUrl(specPath).url.replace(/^\//, '').split('/')[0]
const pageOf = (specPath) => toMiniProgramUrl(specPath).url.replace(/^\//, '').split('?')[0]

test('at least one weapp build exists in dist/weapp', () => {
  assert.ok(sites.length > 0, 'no dist/weapp/<site>/app.json: run npm run build -- --target weapp first')
})

for (const code of sites) {
  const dir = path.join(WEAPP_DIST, code)
  const site = siteConfig(code)
  const appJson = readJson(path.join(dir, 'app.json'))
  const layout = languageLayout(site)

  describe(`weapp ${code} starts fast`, () => {
    test(`main package ≤ ${kb(WEAPP_MAIN_BUDGET)}, JS evaluated at launch ≤ ${kb(WEAPP_LAUNCH_JS_BUDGET)}`, (t) => {
      const { main } = packageSizes(dir)
      const launch = launchJs(dir)
      t.diagnostic(`main ${kb(main)}, launch JS ${kb(launch.total)}: ${launch.files.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')}`)
      assert.ok(main <= WEAPP_MAIN_BUDGET, `main package ${kb(main)} > ${kb(WEAPP_MAIN_BUDGET)}`)
      assert.ok(launch.total <= WEAPP_LAUNCH_JS_BUDGET, `launch JS ${kb(launch.total)} > ${kb(WEAPP_LAUNCH_JS_BUDGET)}`)
    })

    test('the main package holds the default language’s home namespaces only; the rest is its subpackage, preloaded by the home', () => {
      assert.deepEqual(fs.readdirSync(path.join(dir, 'i18n')).sort(), ['index.js', `${layout.language}.js`].sort())
      assert.deepEqual(layout.rest, { lang: layout.language, root: `i18n-${layout.language}`, file: `i18n-${layout.language}/strings.js` })
      assert.deepEqual(fs.readdirSync(path.join(dir, layout.rest.root)), ['strings.js'])
      assert.ok(
        subpackagesOf(appJson).some((p) => p.root === layout.rest.root && p.pages.length === 0),
        `${layout.rest.root} is a code-only subpackage`,
      )
      const launch = require(path.join(dir, layout.launch))
      const rest = require(path.join(dir, layout.rest.file))
      assert.deepEqual(Object.keys(launch).sort(), [...LAUNCH_NAMESPACES].sort())
      assert.deepEqual(
        Object.keys(rest).filter((ns) => LAUNCH_NAMESPACES.includes(ns)),
        [],
      )
      assert.deepEqual([...Object.keys(launch), ...Object.keys(rest)].sort(), NAMESPACES_ON_DISK(layout.language))
      assert.deepEqual(launch.shell, readJson(path.join(ROOT, 'locales', layout.language, 'shell.json')))
      assert.deepEqual(rest.places, readJson(path.join(ROOT, 'locales', layout.language, 'places.json')))
      // the launch figure counts the launch file, not the rest (downloaded when a page first asks)
      const counted = launchJs(dir).files.map((f) => f.file)
      assert.ok(counted.includes('i18n/index.js') && counted.includes(layout.launch), counted.join(', '))
      assert.deepEqual(
        counted.filter((f) => f.startsWith('i18n-')),
        [],
      )
      // i18n/index.js reaches it only by require.async, and the entry page (the home) preloads it
      const { index, asked } = stampedIndex(dir)
      void index.rest()
      assert.deepEqual(asked, [layout.rest.file])
      const entry = (appJson.entryPagePath || appJson.pages[0]).replace(/^\//, '')
      assert.equal(appJson.preloadRule?.[entry]?.packages?.[0], layout.rest.root)
      const home = preloadTotals(dir)
        .packages.find((p) => p.package === '')
        ?.rules.find((r) => r.page === entry)
      const bytes = (root) => packageSizes(dir).subpackages[root]
      assert.equal(
        home?.bytes,
        appJson.preloadRule[entry].packages.reduce((sum, root) => sum + bytes(root), 0),
      )
      assert.ok(bytes(layout.rest.root) >= fs.statSync(path.join(dir, layout.rest.file)).size, 'the preload counts the rest')
    })

    test('every other language of the site is a subpackage of its own, reached only by require.async; no language it lacks', () => {
      const others = siteLocaleFolders(site).filter((lang) => lang !== layout.language)
      assert.deepEqual(
        layout.others.map((o) => o.lang),
        others,
      )
      // the default language's rest first, then the others
      const roots = [layout.language, ...others].map((lang) => `i18n-${lang}`)
      const languagePackages = subpackagesOf(appJson).filter((p) => p.root.startsWith('i18n-'))
      assert.deepEqual(
        languagePackages,
        roots.map((root) => ({ root, pages: [] })),
      )
      assert.deepEqual(
        fs
          .readdirSync(dir)
          .filter((f) => f.startsWith('i18n-'))
          .sort(),
        [...roots].sort(),
      )
      for (const { lang, root, file } of layout.others) {
        assert.deepEqual(fs.readdirSync(path.join(dir, root)), ['strings.js'])
        const strings = require(path.join(dir, file))
        assert.deepEqual(Object.keys(strings).sort(), NAMESPACES_ON_DISK(lang))
        assert.equal(strings.server, undefined, "the server's namespace stays out")
      }
      const { index, asked } = stampedIndex(dir)
      assert.equal(index.language, layout.language)
      assert.deepEqual(Object.keys(index.others), others)
      for (const load of Object.values(index.others)) void load()
      assert.deepEqual(
        asked,
        layout.others.map((o) => o.file),
      )
    })

    test('preloadRule: pages and packages the site has, within the 2 MB each package’s pages share', (t) => {
      const declared = [...appJson.pages, ...subpackagesOf(appJson).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
      for (const page of Object.keys(appJson.preloadRule || {}))
        assert.ok(declared.includes(page), `preloadRule for ${page}, not a page of ${code}`)
      const { packages, unknown } = preloadTotals(dir)
      assert.deepEqual(unknown, [])
      for (const owner of packages) {
        t.diagnostic(
          `${owner.package || 'main'}: ${owner.rules.map((r) => `${r.page} → ${r.packages.join(' + ')} ${kb(r.bytes)}`).join('; ')}; ${kb(owner.bytes)} in all`,
        )
        assert.ok(
          owner.bytes <= WEAPP_PRELOAD_QUOTA,
          `${owner.package || 'main package'}'s pages preload ${kb(owner.bytes)} > ${kb(WEAPP_PRELOAD_QUOTA)}`,
        )
      }
    })

    test('the first taps are preloaded: the home’s places, news and login; booking from the user tab and a place', () => {
      const rule = (specPath) => appJson.preloadRule?.[pageOf(specPath)]?.packages || []
      const home = ['/scenic-list/0', '/venues-list/0', '/hotel-list/0', '/food-list/0', '/news-detail/0', '/login'].map(packageOf)
      assert.deepEqual(
        home.filter((p) => !rule('/index').includes(p)),
        [],
      )
      for (const from of ['/user', '/scenic-detail/0', '/venues-detail/0'])
        assert.ok(rule(from).includes(packageOf('/user-reservation')), `${from} preloads booking`)
    })
  })
}

const reference = sites.includes('cd-city') ? path.join(WEAPP_DIST, 'cd-city') : undefined
for (const code of sites.filter((c) => siteLocaleFolders(siteConfig(c)).length > 1)) {
  test(`${code} (${siteLocaleFolders(siteConfig(code)).length} languages) pays for one: main package and launch JS at most cd-city's plus one language`, (t) => {
    if (!reference) return t.skip('cd-city is not built')
    const dir = path.join(WEAPP_DIST, code)
    const oneLanguage = Math.max(...languageLayout(siteConfig(code)).others.map((o) => fs.statSync(path.join(dir, o.file)).size))
    const [main, cdMain] = [packageSizes(dir).main, packageSizes(reference).main]
    const [launch, cdLaunch] = [launchJs(dir).total, launchJs(reference).total]
    t.diagnostic(
      `main ${kb(main)} (cd-city ${kb(cdMain)}), launch ${kb(launch)} (cd-city ${kb(cdLaunch)}), one language ${kb(oneLanguage)}`,
    )
    assert.ok(main <= cdMain + oneLanguage, `main ${kb(main)} > ${kb(cdMain)} + ${kb(oneLanguage)}`)
    assert.ok(launch <= cdLaunch + oneLanguage, `launch JS ${kb(launch)} > ${kb(cdLaunch)} + ${kb(oneLanguage)}`)
  })
}
