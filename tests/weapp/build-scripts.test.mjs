/** The build, size and package-checking scripts' own logic (no build needed). */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { createRequire } from 'node:module'
import { checkWeappEnv, missingExports, parseArgs, writeProjectConfig } from '../../scripts/build.mjs'
import { initialAssets, pageChunkIds } from '../../scripts/bench-size.mjs'
import { ROOT, WEAPP_ECMA_VERSION, declaredPages, packageSizes, syntaxProblems } from '../../scripts/check-weapp.mjs'
import { weappEnvOptions } from '../../scripts/ops/lib.mjs'
import { compileStale, staleSites } from '../../scripts/lib/stale.mjs'
import { WEAPP_SITE_FIELDS, checkPublicBase, packageSite, weappDomains, weappEnvVerdict } from '../../scripts/lib/weapp-site.mjs'

const { loadSite } = createRequire(import.meta.url)('../../sites/index.js')

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

test('build arguments: --local-preview is its own flag', () => {
  assert.equal(parseArgs(['--target', 'weapp', '--env', 'development', '--local-preview']).localPreview, true)
  assert.equal(parseArgs(['--target', 'weapp']).localPreview, false)
})

test('checkPublicBase: https:// on a public host only; documentation names pass with a warning', () => {
  const refused = (reason) => ({ ok: false, reason })
  const table = [
    ['https://api.wenlv.cn/', { ok: true }],
    ['https://api.wenlv.cn:8443/api/', { ok: true }],
    ['https://api.wenlv.example/', { ok: true, warning: 'a documentation name (RFC 2606): no phone reaches it' }],
    ['https://oss.example.com/', { ok: true, warning: 'a documentation name (RFC 2606): no phone reaches it' }],
    ['http://api.wenlv.cn/', refused('http:// instead of https://')],
    ['http://localhost:8080/api/', refused('http:// instead of https://')],
    ['/api/', refused('not an absolute https:// address')],
    ['', refused('not an absolute https:// address')],
    ['https://localhost/api/', refused('a local name (localhost, .local, a LAN name)')],
    ['https://app.localhost/', refused('a local name (localhost, .local, a LAN name)')],
    ['https://nas.local/', refused('a local name (localhost, .local, a LAN name)')],
    ['https://api/', refused('not a public host name')],
    ['https://127.0.0.1/', refused('a loopback or private address')],
    ['https://127.8.9.10:8080/', refused('a loopback or private address')],
    ['https://10.0.0.5/', refused('a loopback or private address')],
    ['https://172.16.0.1/', refused('a loopback or private address')],
    ['https://172.31.255.254/', refused('a loopback or private address')],
    ['https://192.168.1.20/api/', refused('a loopback or private address')],
    ['https://169.254.169.254/', refused('a loopback or private address')],
    ['https://[::1]/', refused('a loopback or private address')],
    ['https://[fd12:3456::1]/', refused('a loopback or private address')],
    ['https://[fc00::1]/', refused('a loopback or private address')],
    ['https://[::ffff:192.168.0.1]/', refused('a loopback or private address')],
    ['https://0x7f000001/', refused('a loopback or private address')],
    ['https://172.32.0.1/', refused('an IP address (WeChat takes domain names only)')],
    ['https://8.8.8.8/', refused('an IP address (WeChat takes domain names only)')],
    ['https://[2001:4860::8888]/', refused('an IP address (WeChat takes domain names only)')],
  ]
  for (const [url, expected] of table) assert.deepEqual(checkPublicBase(url), expected, url)
})

/** a site with the demo sites' shape and chosen bases */
const siteWith = (production, extra = {}) => ({ ...loadSite('cd-city'), api: { ...loadSite('cd-city').api, production }, ...extra })

test('the weapp API environment: production passes (demo hosts warned in one line), development needs --local-preview', () => {
  const sites = [loadSite('cd-city'), loadSite('intl-expo')]
  const production = weappEnvVerdict(sites, 'production')
  assert.equal(production.refusal, undefined)
  assert.equal(production.warnings.length, 1, 'one line for every site')
  assert.match(production.warnings[0], /^warning: api\.production uses documentation hosts no phone reaches \(api\.wenlv\.example, /)
  for (const env of ['development', 'local']) {
    const refused = weappEnvVerdict(sites, env)
    assert.match(refused.refusal, new RegExp(`^--env ${env} makes a package that calls .*add --local-preview`))
    assert.doesNotMatch(refused.refusal, /\n/)
  }
  const preview = weappEnvVerdict(sites, 'development', { localPreview: true })
  assert.equal(preview.refusal, undefined)
  assert.deepEqual(preview.warnings, [
    'warning: local preview: the package calls http://localhost:8080/api/; only WeChat DevTools with domain checks off reaches it. Never upload it for review',
  ])
})

test('a base a phone cannot reach refuses the package in one line (exit 2), unless it is a local preview', () => {
  const site = siteWith({ main: 'https://api.wenlv.cn/', upload: 'https://192.168.1.20/oss/', worship: 'http://media.wenlv.cn/' })
  const verdict = weappEnvVerdict([site], 'production')
  assert.equal(
    verdict.refusal,
    'api.production bases a phone cannot reach: cd-city upload https://192.168.1.20/oss/ is a loopback or private address; cd-city worship http://media.wenlv.cn/ is http:// instead of https:// (sites/<code>.json)',
  )
  assert.throws(
    () => weappEnvOptions({}, [site]),
    (error) => error.exitCode === 2 && !error.message.includes('\n'),
  )
  assert.throws(() => checkWeappEnv([site], 'production'), /^Error: api\.production bases a phone cannot reach/)
  const shop = weappEnvVerdict([siteWith({ main: 'https://api.wenlv.cn/' }, { shopUrl: 'http://10.1.2.3/shop/' })], 'production')
  assert.match(shop.refusal, /cd-city shopUrl http:\/\/10\.1\.2\.3\/shop\/ is http:\/\//)
  assert.equal(weappEnvVerdict([site], 'production', { localPreview: true }).refusal, undefined)
  assert.deepEqual(weappEnvVerdict([siteWith({ main: 'https://api.wenlv.cn/' })], 'production'), { refusal: undefined, warnings: [] })
})

test("the package's site: the fields the app reads and the chosen environment's bases, nothing else", () => {
  const site = loadSite('cd-city')
  const packaged = packageSite(site, 'test')
  assert.deepEqual(packaged.api, { test: site.api.test })
  assert.deepEqual(
    Object.keys(packaged).filter((k) => !WEAPP_SITE_FIELDS.includes(k)),
    [],
  )
  for (const left of ['testAccounts', 'remarks', 'localSiteCode', 'appid', 'state', 'siteLogo'])
    assert.equal(packaged[left], undefined, left)
  assert.equal(packaged.sm4Key, site.sm4Key, 'read by the app (SM4 calls)')
  assert.throws(() => packageSite({ ...site, api: { production: site.api.production } }, 'test'), /has no api\.test/)
})

test('WEAPP_SITE_FIELDS lists every site field the mini-program code reads (__SITE__.<field> in src/)', () => {
  const read = new Set()
  const visit = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) visit(p)
      // H5-only files and tests never run in the mini-program
      else if (/\.tsx?$/.test(e.name) && !/\.h5\.tsx?$|\.test\.tsx?$/.test(e.name))
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/__SITE__\.(\w+)/g)) read.add(m[1])
    }
  }
  visit(path.join(ROOT, 'src'))
  assert.ok(read.has('sm4Key') && read.has('api'), 'the scan finds reads')
  assert.deepEqual(
    [...read].filter((f) => !WEAPP_SITE_FIELDS.includes(f)),
    [],
    'add the field to WEAPP_SITE_FIELDS (scripts/lib/weapp-site.mjs)',
  )
})

test('the domains to register: request, uploadFile and downloadFile origins of the chosen bases', () => {
  assert.deepEqual(weappDomains(loadSite('cd-city'), 'production'), {
    request: [
      'https://api.wenlv.example',
      'https://commentary.wenlv.example',
      'https://media.wenlv.example',
      'https://pay.power.wenlv.example',
      'https://power.wenlv.example',
    ],
    uploadFile: ['https://oss.wenlv.example'],
    downloadFile: ['https://api.wenlv.example', 'https://media.wenlv.example', 'https://oss.wenlv.example'],
  })
  assert.deepEqual(weappDomains(loadSite('cd-city'), 'regionalProduction'), {
    request: ['https://api.region.wenlv.example'],
    uploadFile: ['https://oss.region.wenlv.example'],
    downloadFile: ['https://api.region.wenlv.example', 'https://oss.region.wenlv.example'],
  })
  const shop = siteWith({ main: 'https://api.wenlv.cn:8443/' }, { shopUrl: 'https://shop.wenlv.cn/api/' })
  assert.deepEqual(weappDomains(shop, 'production').request, ['https://api.wenlv.cn:8443', 'https://shop.wenlv.cn'])
  assert.deepEqual(weappDomains(loadSite('cd-city'), 'local'), { request: [], uploadFile: [], downloadFile: [] })
})

test('the syntax check: newer syntax than ES2018 fails naming the file and the syntax; ES2018 passes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-syntax-'))
  const write = (file, code) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), code)
  }
  write('app.js', 'async function f(o){for await (const x of o){const {a, ...rest} = {...x}; return /(?<y>\\d)/s.test(a)}}')
  write('vendors.js', 'var a = {};\nvar b = a?.c;')
  write('package-x/n.js', 'var c = null ?? 1')
  write('package-x/r.js', 'var r = /(?<=\\$)\\d+/')
  write('package-x/k.js', 'try { x() } catch { y() }')
  write('app.wxss', 'a?.b')
  assert.deepEqual(syntaxProblems(dir), [
    { file: 'package-x/k.js', line: 1, column: 19, syntax: 'optional catch binding (ES2019)' },
    { file: 'package-x/n.js', line: 1, column: 15, syntax: 'nullish coalescing ?? (ES2020, iOS 13.4+)' },
    { file: 'package-x/r.js', line: 1, column: 9, syntax: 'regular expression lookbehind (?<= (iOS 16.4+)' },
    { file: 'vendors.js', line: 2, column: 11, syntax: 'optional chaining ?. (ES2020, iOS 13.4+)' },
  ])
  assert.equal(WEAPP_ECMA_VERSION, 2018)
  fs.rmSync(dir, { recursive: true, force: true })
})
