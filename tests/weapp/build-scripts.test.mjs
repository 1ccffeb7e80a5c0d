/** The build and size scripts' own logic (no build needed). */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { missingExports, parseArgs, writeProjectConfig } from '../../scripts/build.mjs'
import { initialAssets, pageChunkIds } from '../../scripts/bench-size.mjs'
import { declaredPages, packageSizes } from '../../scripts/check-weapp.mjs'
import { compileStale, staleSites } from '../../scripts/lib/stale.mjs'

test('build arguments: defaults to both targets; --target, --site, --env parsed; bad values refused', () => {
  assert.deepEqual(parseArgs([]).targets, ['h5', 'weapp'])
  const opts = parseArgs(['--site', 'intl-expo', '--target=weapp', '--env', 'test'])
  assert.equal(opts.site, 'intl-expo')
  assert.deepEqual(opts.targets, ['weapp'])
  assert.equal(opts.env, 'test')
  assert.equal(parseArgs(['--all']).all, true)
  assert.throws(() => parseArgs(['--target', 'alipay']), /--target/)
  assert.throws(() => parseArgs(['--env', 'staging']), /--env/)
  assert.throws(() => parseArgs(['--bogus']), /Unknown argument/)
})

test("project.config.json of a weapp build: the template with the site's appid and name", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-weapp-'))
  const site = { siteCode: 'x-site', appid: 'wx1234567890abcdef', name: '测试', english: 'Test' }
  writeProjectConfig(site, dir)
  const written = JSON.parse(fs.readFileSync(path.join(dir, 'project.config.json'), 'utf8'))
  assert.equal(written.appid, 'wx1234567890abcdef')
  assert.equal(written.projectname, 'wenlv-x-site')
  assert.equal(written.miniprogramRoot, './')
  assert.equal(written.compileType, 'miniprogram')
})

test('H5 initial assets: local scripts and stylesheets of index.html, external ones left out', () => {
  const html =
    '<script src="https://cdn.example/x.js"></script><script defer="defer" src="/js/157.a.js"></script><script defer src="/js/app.a.js"></script><link href="/css/app.b.css" rel="stylesheet"><link rel="icon" href="/f.ico">'
  assert.deepEqual(initialAssets(html), { scripts: ['/js/157.a.js', '/js/app.a.js'], styles: ['/css/app.b.css'] })
})

test("the index page's router chunks are read from its load() in the entry", () => {
  const entry =
    'ae.routes=[Object.assign({"path":"pages/index/index","load":function load(a,u){return[Promise.all([w.e(96),w.e(812)]).then(w.bind(w,6812)),a,u]}},{}),Object.assign({"path":"pages/user/index","load":function(){return[w.e(5).then(w.bind(w,1))]}})]'
  assert.deepEqual(pageChunkIds(entry), ['96', '812'])
  assert.deepEqual(pageChunkIds(entry, 'pages/user/index'), ['5'])
  assert.deepEqual(pageChunkIds(entry, 'pages/none/index'), [])
})

test('weapp package sizes: files under subpackage roots count for that subpackage, project files not at all', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-pkg-'))
  const write = (file, bytes) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), 'x'.repeat(bytes))
  }
  const appJson = JSON.stringify({ pages: ['pages/index/index'], subPackages: [{ root: 'package-shell', pages: ['pages/a/index'] }] })
  fs.writeFileSync(path.join(dir, 'app.json'), appJson)
  write('app.js', 100)
  write('app.js.LICENSE.txt', 50)
  write('project.config.json', 70)
  write('pages/index/index.js', 10)
  write('package-shell/pages/a/index.js', 30)
  const sizes = packageSizes(dir)
  assert.equal(sizes.main, appJson.length + 110)
  assert.deepEqual(sizes.subpackages, { 'package-shell': 30 })
  assert.deepEqual(declaredPages(JSON.parse(appJson)), ['pages/index/index', 'package-shell/pages/a/index'])
})

test('a build whose log names imports of missing exports is a failed build (webpack only warns)', () => {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-log-')), 'weapp-x.log')
  fs.writeFileSync(
    log,
    "WARNING in ./src/pages/user/index.tsx\nexport 'siteTitle' (imported as 'siteTitle') was not found in '@/features/account' (possible exports: a, b)\n",
  )
  assert.deepEqual(missingExports(log), ['siteTitle from @/features/account'])
  fs.writeFileSync(log, 'compiled successfully\n')
  assert.deepEqual(missingExports(log), [])
})

test('staleness: a new or edited sites/<code>.json needs a stamp, never a compile; a source change needs the compile', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-stale-'))
  const write = (rel, at) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), 'x')
    fs.utimesSync(path.join(root, rel), at, at)
  }
  const t = (s) => new Date(Date.UTC(2026, 0, 1, 0, 0, s))
  write('src/app.tsx', t(1))
  write('sites/a.json', t(1))
  write('dist/h5/_app/index.html', t(2))
  write('dist/h5/a/index.html', t(3))
  assert.equal(compileStale(root, 'h5'), false)
  assert.deepEqual(staleSites(root, 'h5'), [])
  write('sites/b.json', t(4)) // an operator adds a site
  assert.equal(compileStale(root, 'h5'), false, 'a site file is not a compile input')
  assert.deepEqual(staleSites(root, 'h5'), ['b'])
  write('dist/h5/b/index.html', t(5))
  write('sites/a.json', t(6)) // and edits another
  assert.deepEqual(staleSites(root, 'h5'), ['a'])
  write('src/app.tsx', t(7)) // a source change: the compile and so every stamp
  assert.equal(compileStale(root, 'h5'), true)
  assert.deepEqual(staleSites(root, 'h5'), ['a', 'b'])
  fs.rmSync(root, { recursive: true, force: true })
})
