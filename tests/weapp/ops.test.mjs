/**
 * The operators' command line (scripts/ops): every verb's --dry-run and every argument error.
 * Uses the packages in dist/weapp/<site> as npm test leaves them (scripts/test-all.mjs builds
 * first) and never builds: where cd-city's package is stale the dry runs take it with --project.
 * The network calls run against a fake miniprogram-ci adapter.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, test } from 'node:test'
import { main } from '../../scripts/ops/index.mjs'
import { PACKAGE_LIMIT, ROOT, TOTAL_LIMIT_WITH_SUBPACKAGES, resolveKey, sizeReport, weappState } from '../../scripts/ops/lib.mjs'

const CD_CITY = { code: 'cd-city', appid: JSON.parse(fs.readFileSync(path.join(ROOT, 'sites', 'cd-city.json'), 'utf8')).appid }
const cdCityDir = path.join(ROOT, 'dist', 'weapp', 'cd-city')
const hasCdCity = fs.existsSync(path.join(cdCityDir, 'app.json'))
const NO_PACKAGE = hasCdCity ? false : 'no dist/weapp/cd-city: npm test builds it first (npm run build -- --site cd-city --target weapp)'

/** the environment without any upload-key variable */
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('WENLV_UPLOAD_KEY_PATH')))

/** npm run ops -- ...args, as a child process (as an operator runs it) */
function ops(args, env = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'ops', 'index.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...cleanEnv, WENLV_OPS_NO_BUILD: '1', ...env },
    timeout: 120000,
  })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

/**
 * ops on cd-city's package as it is on disk: where it is current the verb takes it itself
 * (ops never builds here: WENLV_OPS_NO_BUILD), where it is stale, or turns stale meanwhile
 * because someone edits src/, it is passed with --project.
 */
function opsOnCdCity(args, env) {
  if (weappState('cd-city') === 'current') {
    const r = ops(args, env)
    if (!/not built \(WENLV_OPS_NO_BUILD=1\)/.test(r.out)) return r
  }
  return ops([...args, '--project', cdCityDir], env)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-ops-'))
const FAKE_KEY = '-----BEGIN RSA PRIVATE KEY-----\nnot-a-real-key-SECRET-CONTENT\n-----END RSA PRIVATE KEY-----\n'
const keyFile = path.join(tmp, 'private.key')
fs.writeFileSync(keyFile, FAKE_KEY)

/** a fake package folder: files of the given sizes (sparse, so 20 MB costs no disk) */
function fakePackage(name, files, subPackages = []) {
  const dir = path.join(tmp, name)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'app.json'), JSON.stringify({ pages: ['pages/index/index'], subPackages }))
  fs.writeFileSync(path.join(dir, 'project.config.json'), JSON.stringify({ appid: CD_CITY.appid, compileType: 'miniprogram' }))
  for (const [file, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    // JS files are one comment (parsed by the syntax check), sparse to the size asked
    fs.writeFileSync(path.join(dir, file), file.endsWith('.js') ? '//' : '')
    fs.truncateSync(path.join(dir, file), bytes)
  }
  return dir
}

describe('ops --help', () => {
  test('the tool lists its verbs; every verb has its own --help', () => {
    const top = ops(['--help'])
    assert.equal(top.code, 0)
    for (const verb of ['build', 'upload', 'preview', 'sites']) {
      assert.match(top.out, new RegExp(`^  ${verb} `, 'm'))
      const r = ops([verb, '--help'])
      assert.equal(r.code, 0, r.err)
      assert.match(r.out, new RegExp(`^npm run ops -- ${verb}`))
    }
    assert.match(ops(['upload', '--help']).out, /WENLV_UPLOAD_KEY_PATH/)
  })

  test('no verb, or an unknown one: usage and exit 2', () => {
    assert.equal(ops([]).code, 2)
    const r = ops(['deploy'])
    assert.equal(r.code, 2)
    assert.match(r.err, /unknown verb "deploy"/)
  })
})

describe('ops sites', () => {
  test('one row per site with appid, languages, home layout and build states', () => {
    const r = ops(['sites'])
    assert.equal(r.code, 0, r.err)
    const lines = r.out.split('\n')
    assert.match(lines[0], /^site +appid +languages +layout +state +h5 +weapp/)
    const row = (code) => lines.find((l) => l.startsWith(`${code} `))
    assert.match(row('cd-city'), new RegExp(`${CD_CITY.appid} +zh +default +NORMAL +(current|stale|missing) +(current|stale|missing)`))
    assert.match(row('cc-greatwall'), / great-wall /)
    assert.match(row('djy-scenic'), / scenery /)
    assert.match(row('intl-expo'), / zh,en,fr,jp,kr /)
    const json = JSON.parse(ops(['sites', '--json']).out)
    assert.equal(json.length, fs.readdirSync(path.join(ROOT, 'sites')).filter((f) => f.endsWith('.json')).length)
    const province = json.find((s) => s.site === 'sc-province')
    assert.equal(province.layout, 'province')
    assert.equal(province.appid, 'wx0000000000sc0002')
    assert.deepEqual(province.domains.uploadFile, ['https://oss.wenlv.example'])
    assert.equal(province.domains.env, 'production')
  })

  test('per site, the request, uploadFile and downloadFile domains of the chosen environment (default production)', () => {
    const r = ops(['sites'])
    assert.match(r.out, /^mini-program domains to register per appid \(WeChat console: .*\), api production:$/m)
    const block = r.out.slice(r.out.indexOf('\ncd-city (wx0000000000cd0001)\n'))
    assert.match(
      block,
      /^\ncd-city \(wx0000000000cd0001\)\n {2}request +https:\/\/api\.wenlv\.example .*\n {2}uploadFile +https:\/\/oss\.wenlv\.example\n {2}downloadFile +https:\/\/api\.wenlv\.example https:\/\/media\.wenlv\.example https:\/\/oss\.wenlv\.example\n/,
    )
    const regional = ops(['sites', '--env', 'regionalProduction'])
    assert.match(regional.out, /^ {2}request +https:\/\/api\.region\.wenlv\.example$/m)
    assert.match(regional.out, /^ {2}uploadFile +https:\/\/oss\.region\.wenlv\.example$/m)
  })
})

describe('ops build', () => {
  test('--dry-run: says what it would build and prints the size table of the package on disk', { skip: NO_PACKAGE }, () => {
    const r = ops(['build', '--site', 'cd-city', '--dry-run'])
    assert.equal(r.code, 0, r.err)
    assert.match(r.out, /^cd-city: (current, would not rebuild|stale, would build \(api production\))$/m)
    assert.match(r.out, /^site +package +size +limit/m)
    assert.match(r.out, /^cd-city +main +[\d.]+ KB +2 MB +ok$/m)
    assert.match(r.out, /^cd-city +total +[\d.]+ KB +20 MB +ok$/m)
  })

  test('--all --dry-run: one line per site, builds nothing', () => {
    const r = ops(['build', '--all', '--dry-run', '--env', 'test'])
    for (const code of ['beta-preview', 'cd-city', 'ya-paused']) assert.match(r.out, new RegExp(`^${code}: .*would`, 'm'))
    assert.match(r.out, /^cd-city: .*would build \(api test\)$/m, 'a production package is not current for test')
  })

  test('a current package is not rebuilt; the size table follows', { skip: NO_PACKAGE }, (t) => {
    if (weappState('cd-city') !== 'current') return t.skip('dist/weapp/cd-city is stale right now; this test never builds')
    const r = ops(['build', '--site', 'cd-city'])
    if (/not built \(WENLV_OPS_NO_BUILD=1\)/.test(r.out)) return t.skip('dist/weapp/cd-city turned stale meanwhile')
    assert.equal(r.code, 0, r.err)
    assert.match(r.out, /cd-city: weapp package is current \(api production\), not rebuilt/)
    assert.match(r.out, /^cd-city +main +[\d.]+ KB +2 MB +ok$/m)
  })

  test('a package stamped for another API environment is stamped again (stopped here by WENLV_OPS_NO_BUILD)', { skip: NO_PACKAGE }, () => {
    const r = ops(['build', '--site', 'cd-city', '--env', 'test'])
    assert.equal(r.code, 1)
    assert.match(r.out, /^cd-city: weapp package (other-env|stale), not built \(WENLV_OPS_NO_BUILD=1\)$/m)
  })

  test('argument errors: neither or both of --site/--all, unknown site, unknown --env', () => {
    for (const [args, message] of [
      [['build'], /give either --site <code> or --all/],
      [['build', '--all', '--site', 'cd-city'], /give either --site <code> or --all/],
      [['build', '--site', 'nowhere'], /Unknown site code "nowhere"/],
      [['build', '--site', 'cd-city', '--env', 'staging'], /--env must be one of/],
      [['build', '--site'], /--site needs a value/],
      [
        ['build', '--site', 'cd-city', '--env', 'development'],
        /^error: --env development makes a package that calls http:\/\/localhost:8080\/api\/.*--local-preview/,
      ],
      [['build', '--all', '--env', 'local'], /^error: --env local makes a package that calls \/api\/, which no phone reaches/],
    ]) {
      const r = ops(args)
      assert.equal(r.code, 2, args.join(' '))
      assert.match(r.err, message)
      assert.equal(r.err.trim().split('\n').length, 1, 'one line')
    }
  })
})

describe('ops upload / preview --dry-run', { skip: NO_PACKAGE }, () => {
  test('upload --dry-run passes its checks, prints sizes and what it would send', () => {
    const r = opsOnCdCity(['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', 'test', '--dry-run'])
    assert.equal(r.code, 0, r.err + r.out)
    assert.match(r.out, /^cd-city +main +[\d.]+ KB +2 MB +ok$/m)
    assert.match(r.out, /miniprogram-ci analyseCode: \d+ files, 0 module errors/)
    assert.match(r.out, /^miniprogram-ci checkCodeQuality: 11\/11 pass$/m)
    assert.match(r.out, /^syntax: every \.js of the package parses as ES2018 \(iOS 12\+, Android 7\+\)$/m)
    assert.match(r.out, /^would send to WeChat \(upload\):$/m)
    assert.match(r.out, new RegExp(`^  appid +${CD_CITY.appid}$`, 'm'))
    assert.match(r.out, /^ {2}version +1\.0\.0$/m)
    assert.match(r.out, /^ {2}desc +test$/m)
    assert.match(r.out, /^ {2}robot +\(default\)$/m)
    assert.match(r.out, /^ {2}sizes +main [\d.]+ KB, .*total [\d.]+ KB$/m)
    assert.match(r.out, /^ {2}key +MISSING: no upload key/m)
    assert.match(r.out, /^ {2}api env +(production|as built \(--project\))$/m)
    assert.match(r.out, /^domains to register for wx0000000000cd0001 \(mp\.weixin\.qq\.com: .*\), api production:$/m)
    assert.match(
      r.out,
      /^ {2}request +https:\/\/api\.wenlv\.example https:\/\/commentary\.wenlv\.example https:\/\/media\.wenlv\.example /m,
    )
    assert.match(r.out, /^ {2}uploadFile +https:\/\/oss\.wenlv\.example$/m)
    assert.match(r.out, /^ {2}downloadFile +https:\/\/api\.wenlv\.example https:\/\/media\.wenlv\.example https:\/\/oss\.wenlv\.example$/m)
    assert.doesNotMatch(r.out, /localhost/)
    assert.equal(r.err.trim(), r.err.trim().split('\n')[0], 'one warning line')
    assert.match(r.err, /^warning: api\.production uses documentation hosts no phone reaches \(api\.wenlv\.example, /)
    assert.match(r.out, /dry run: all checks passed, nothing sent/)
  })

  test('--env development: refused in one line without --local-preview; with it, allowed with a warning', () => {
    const args = ['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', 'test', '--dry-run', '--env', 'development']
    const refused = ops(args)
    assert.equal(refused.code, 2)
    assert.equal(
      refused.err.trim(),
      'error: --env development makes a package that calls http://localhost:8080/api/, which no phone reaches: use --env production (the default), or add --local-preview for a preview in WeChat DevTools',
    )
    assert.doesNotMatch(refused.out, /building|stamping|would send/)
    const preview = ops([...args, '--local-preview'])
    assert.match(preview.err, /^warning: local preview: the package calls http:\/\/localhost:8080\/api\/; .*Never upload it for review$/m)
    // allowed past the checks: it goes on to stamp the package (stopped here by WENLV_OPS_NO_BUILD)
    assert.match(preview.out, /^cd-city: weapp package (other-env|stale|missing), not built \(WENLV_OPS_NO_BUILD=1\)$/m)
  })

  test('preview --dry-run with a key from the per-site variable: the key is found, never printed', () => {
    const r = opsOnCdCity(['preview', '--site', 'cd-city', '--robot', '3', '--dry-run'], {
      WENLV_UPLOAD_KEY_PATH_CD_CITY: keyFile,
    })
    assert.equal(r.code, 0, r.err + r.out)
    assert.match(r.out, /^would send to WeChat \(preview\):$/m)
    assert.match(r.out, /^ {2}robot +3$/m)
    assert.match(r.out, /^ {2}key +from WENLV_UPLOAD_KEY_PATH_CD_CITY \(readable; never printed\)$/m)
    assert.doesNotMatch(r.out + r.err, /SECRET-CONTENT|BEGIN RSA/)
  })
})

describe('ops upload / preview: errors before any build', () => {
  const good = ['--site', 'cd-city', '--version', '1.0.0', '--desc', 'test']
  const cases = [
    [
      'no key, no --dry-run',
      ['upload', ...good],
      /no upload key: pass --key <path> or set WENLV_UPLOAD_KEY_PATH_CD_CITY or WENLV_UPLOAD_KEY_PATH/,
    ],
    ['preview, no key', ['preview', '--site', 'cd-city'], /no upload key/],
    ['key file missing', ['upload', ...good, '--key', path.join(tmp, 'absent.key')], /upload key given by --key cannot be read \(ENOENT\)/],
    ['key file not a key', ['upload', ...good, '--key', path.join(ROOT, 'package.json')], /not a private key/],
    ['unknown site', ['upload', '--site', 'nowhere', '--version', '1.0.0', '--desc', 'x', '--dry-run'], /Unknown site code "nowhere"/],
    ['no site', ['upload', '--version', '1.0.0', '--desc', 'x'], /--site <code> is required/],
    ['version missing', ['upload', '--site', 'cd-city', '--desc', 'x'], /--version <semver> is required/],
    ['version 1.0', ['upload', '--site', 'cd-city', '--version', '1.0', '--desc', 'x'], /"1.0" is not a semantic version/],
    ['version v1.0.0', ['upload', '--site', 'cd-city', '--version', 'v1.0.0', '--desc', 'x', '--dry-run'], /not a semantic version/],
    ['version 01.2.3', ['upload', '--site', 'cd-city', '--version', '01.2.3', '--desc', 'x'], /not a semantic version/],
    ['desc missing', ['upload', '--site', 'cd-city', '--version', '1.0.0', '--dry-run'], /--desc <text> is required/],
    ['desc empty', ['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', '  '], /--desc is empty/],
    [
      'desc too long',
      ['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', '文'.repeat(201)],
      /201 characters long; at most 200/,
    ],
    ['robot 0', ['upload', ...good, '--robot', '0'], /--robot "0" must be a whole number from 1 to 30/],
    ['robot 31', ['upload', ...good, '--robot', '31', '--dry-run'], /--robot "31" must be/],
    ['robot 2.5', ['preview', '--site', 'cd-city', '--robot', '2.5'], /--robot "2.5" must be/],
    ['unknown flag', ['upload', ...good, '--force'], /unknown argument --force/],
    ['--project without a build', ['upload', ...good, '--dry-run', '--project', tmp], /is not a built mini-program \(no app.json\)/],
    ['bad env', ['preview', '--site', 'cd-city', '--env', 'staging', '--dry-run'], /--env must be one of/],
  ]
  for (const [name, args, message] of cases)
    test(`${name}: one line, exit 2`, () => {
      const started = Date.now()
      const r = ops(args)
      assert.equal(r.code, 2, r.out + r.err)
      assert.match(r.err, message)
      assert.equal(r.err.trim().split('\n').length, 1, `one line: ${r.err}`)
      assert.doesNotMatch(r.out, /building|would send/, 'stopped before any build')
      assert.ok(Date.now() - started < 10000, 'fast')
    })
})

test('the key: --key first, then the per-site variable, then WENLV_UPLOAD_KEY_PATH; only the source is reported', () => {
  const other = path.join(tmp, 'other.key')
  fs.writeFileSync(other, FAKE_KEY)
  const env = { WENLV_UPLOAD_KEY_PATH_CD_CITY: keyFile, WENLV_UPLOAD_KEY_PATH: other }
  assert.deepEqual(resolveKey('cd-city', other, env), { path: other, source: '--key' })
  assert.deepEqual(resolveKey('cd-city', undefined, env), { path: keyFile, source: 'WENLV_UPLOAD_KEY_PATH_CD_CITY' })
  assert.deepEqual(resolveKey('sc-province', undefined, env), { path: other, source: 'WENLV_UPLOAD_KEY_PATH' })
  assert.match(resolveKey('cd-city', undefined, {}).problem, /^no upload key/)
  assert.doesNotMatch(resolveKey('cd-city', path.join(tmp, 'gone'), {}).problem, /gone/, 'the path is not echoed')
})

describe('package sizes against the limits', () => {
  test('a main package over 2 MB fails the upload dry run, with the table saying OVER', () => {
    const dir = fakePackage('big-main', { 'app.js': PACKAGE_LIMIT + 1, 'pages/index/index.js': 10 })
    const r = ops(['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', 'x', '--dry-run', '--project', dir])
    assert.equal(r.code, 1)
    assert.match(r.out, /^cd-city +main +2048\.\d KB +2 MB +OVER$/m)
    assert.match(r.err, /upload refused: over WeChat's package limit: main 2048\.\d KB > 2 MB/)
    assert.doesNotMatch(r.out, /would send/)
  })

  test('a subpackage over 2 MB, and the 20 MB total with subpackages', () => {
    const subs = Array.from({ length: 11 }, (_, i) => ({ root: `package-${i}`, pages: ['pages/a/index'] }))
    const files = Object.fromEntries(subs.map((s) => [`${s.root}/pages/a/index.js`, Math.round(1.9 * 1024 * 1024)]))
    const total = sizeReport(fakePackage('big-total', { 'app.js': 1000, ...files }, subs))
    assert.equal(total.over, true)
    assert.deepEqual(
      total.rows.filter((r) => !r.ok).map((r) => [r.name, r.limit]),
      [['total', TOTAL_LIMIT_WITH_SUBPACKAGES]],
    )
    const sub = sizeReport(fakePackage('big-sub', { 'app.js': 1000, 'package-0/pages/a/index.js': PACKAGE_LIMIT + 1 }, subs.slice(0, 1)))
    assert.deepEqual(
      sub.rows.map((r) => [r.name, r.ok]),
      [
        ['main', true],
        ['package-0', false],
        ['total', true],
      ],
    )
    const alone = sizeReport(fakePackage('no-subs', { 'app.js': 3 * 1024 * 1024 }))
    assert.equal(alone.rows.at(-1).limit, PACKAGE_LIMIT, 'without subpackages the total is the 2 MB main package')
  })

  test('preview refuses a package built for another appid', () => {
    const dir = fakePackage('other-appid', { 'app.js': 10 })
    fs.writeFileSync(path.join(dir, 'project.config.json'), JSON.stringify({ appid: 'wx0000000000sc0002' }))
    const r = ops(['preview', '--site', 'cd-city', '--dry-run', '--project', dir])
    assert.equal(r.code, 1)
    assert.match(r.err, /preview refused: .*appid wx0000000000sc0002, site cd-city is wx0000000000cd0001/)
  })
})

describe('the real path, with a fake miniprogram-ci', () => {
  const cleanReport = {
    files: 3,
    moduleErrors: [],
    depErrors: [],
    unreferencedFiles: [],
    quality: [{ name: 'PACKAGE_SIZE_LIMIT', success: true }],
  }
  const capture = (ci) => {
    const lines = []
    const stdout = { isTTY: false, write: (s) => lines.push(...s.replace(/\n$/, '').split('\n')) }
    return { lines, ctx: { out: (l) => lines.push(l), err: (l) => lines.push(`ERR ${l}`), stdout, env: cleanEnv, ci } }
  }

  test('upload: the site appid, version, desc, robot and key path reach miniprogram-ci; progress is shown', async () => {
    const dir = fakePackage('small', { 'app.js': 100, 'pages/index/index.js': 10 })
    const calls = []
    const ci = {
      analyse: (projectPath) => (calls.push(['analyse', projectPath]), cleanReport),
      async upload(options) {
        calls.push(['upload', options])
        options.onProgressUpdate({ id: 'compile', message: 'compiling', status: 'doing' })
        options.onProgressUpdate('upload')
        return { subPackageInfo: [{ name: '__FULL__', size: 2048 }] }
      },
    }
    const { lines, ctx } = capture(ci)
    const args = ['upload', '--site', 'cd-city', '--version', '2.1.0-rc.1', '--desc', 'spring', '--robot', '7', '--key', keyFile]
    const code = await main([...args, '--project', dir], ctx)
    assert.equal(code, 0, lines.join('\n'))
    const upload = calls.find((c) => c[0] === 'upload')[1]
    assert.equal(upload.appid, CD_CITY.appid)
    assert.equal(upload.projectPath, dir)
    assert.equal(upload.privateKeyPath, keyFile)
    assert.deepEqual([upload.version, upload.desc, upload.robot], ['2.1.0-rc.1', 'spring', 7])
    assert.ok(lines.includes('  [wechat] ...   compiling'))
    assert.ok(lines.includes('  [wechat] upload'))
    assert.ok(lines.includes("WeChat's sizes: total 2.0 KB"))
    assert.match(lines.at(-1), /^uploaded cd-city 2\.1\.0-rc\.1/)
    assert.doesNotMatch(lines.join('\n'), /SECRET-CONTENT/)
  })

  test('WeChat refusing the upload is one line and exit 1', async () => {
    const dir = fakePackage('small2', { 'app.js': 100 })
    const ci = { analyse: () => cleanReport, upload: async () => Promise.reject(new Error('invalid ip 1.2.3.4\nstack...')) }
    const { lines, ctx } = capture(ci)
    const code = await main(['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', 'x', '--key', keyFile, '--project', dir], ctx)
    assert.equal(code, 1)
    assert.equal(
      lines.at(-1),
      "ERR upload failed: invalid ip 1.2.3.4 (add this machine's IP to the upload IP whitelist on mp.weixin.qq.com)",
    )
  })

  test('preview: the QR code destination and page reach miniprogram-ci', async () => {
    const dir = fakePackage('small3', { 'app.js': 100 })
    let sent
    const ci = { analyse: () => cleanReport, preview: async (o) => ((sent = o), {}) }
    const { lines, ctx } = capture(ci)
    const qr = path.join(tmp, 'qr', 'code.jpg')
    const code = await main(
      ['preview', '--site', 'cd-city', '--page', 'pages/user/index', '--qrcode', qr, '--key', keyFile, '--project', dir],
      ctx,
    )
    assert.equal(code, 0, lines.join('\n'))
    assert.deepEqual(
      [sent.appid, sent.pagePath, sent.qrcodeOutputDest, sent.privateKeyPath],
      [CD_CITY.appid, 'pages/user/index', qr, keyFile],
    )
    assert.ok(fs.existsSync(path.dirname(qr)))
  })

  test('a compression switch off in the package stops the upload (it would go out unminified)', async () => {
    const dir = fakePackage('small5', { 'app.js': 100 })
    let uploaded = false
    const report = {
      ...cleanReport,
      quality: [...cleanReport.quality, { name: 'JS_COMPRESS_OPEN', success: false, text: 'JS not compressed' }],
    }
    const ci = { analyse: () => report, upload: async () => ((uploaded = true), {}) }
    const { lines, ctx } = capture(ci)
    const code = await main(['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', 'x', '--key', keyFile, '--project', dir], ctx)
    assert.equal(code, 1)
    assert.equal(uploaded, false)
    assert.ok(lines.includes('miniprogram-ci checkCodeQuality: 1/2 pass'))
    assert.ok(lines.includes('  ERROR JS_COMPRESS_OPEN: JS not compressed'))
  })

  test('syntax an old phone cannot run stops the upload, naming the file and the syntax', async () => {
    const dir = fakePackage('modern', { 'app.js': 100 })
    fs.writeFileSync(path.join(dir, 'vendors.js'), 'var o = {}\nvar v = o?.x ?? 1\n')
    let analysed = false
    const ci = { analyse: () => ((analysed = true), cleanReport), upload: async () => ({}) }
    const { lines, ctx } = capture(ci)
    const code = await main(['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', 'x', '--key', keyFile, '--project', dir], ctx)
    assert.equal(code, 1)
    assert.equal(analysed, false, 'stopped before the analysis and the network')
    assert.ok(lines.includes('  ERROR vendors.js:2:11 optional chaining ?. (ES2020, iOS 13.4+)'), lines.join('\n'))
    assert.equal(lines.at(-1), 'ERR upload refused: syntax newer than ES2018 in 1 file(s) (above): white screen on older phones')
  })

  test('analysis errors stop the upload before the network', async () => {
    const dir = fakePackage('small4', { 'app.js': 100 })
    let uploaded = false
    const report = { ...cleanReport, depErrors: [{ from: 'app.js', request: './missing', error: 'not found' }] }
    const ci = { analyse: () => report, upload: async () => ((uploaded = true), {}) }
    const { lines, ctx } = capture(ci)
    const code = await main(['upload', '--site', 'cd-city', '--version', '1.0.0', '--desc', 'x', '--key', keyFile, '--project', dir], ctx)
    assert.equal(code, 1)
    assert.equal(uploaded, false)
    assert.ok(lines.includes('  ERROR app.js requires ./missing: not found'))
  })
})
