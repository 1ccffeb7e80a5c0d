/**
 * Static check of every built mini-program (dist/weapp/<site>/): the main package never reaches
 * into a subpackage, and a subpackage only into the main package or itself. WeChat downloads a
 * subpackage when one of its pages opens, so such a reference works in the page that loaded it
 * and breaks at launch or on another path; running the package (run.test.mjs) from the home page
 * after a subpackage page had loaded would not notice. Checked per JS file, from the package's own
 * module scheme:
 *  - `require("...")` of another file (resolved relative to the file);
 *  - webpack chunks a file waits for (`x.O(0,[ids],...)`) must be defined (`webpackJsonp.push([[ids]`)
 *    where the file may see them (webpack puts every module an entry needs in the chunks it waits
 *    for, so a module of the main package placed in a subpackage chunk shows up here);
 * and per page or component JSON, `usingComponents` paths.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, test } from 'node:test'
import { WEAPP_DIST, builtWeappSites, listFiles, readJson, subpackagesOf } from '../../scripts/check-weapp.mjs'

const sites = builtWeappSites()

/** the package a file belongs to: a subpackage root ('package-news') or '' for the main package */
function packageOf(roots, file) {
  return roots.find((r) => file === r || file.startsWith(`${r}/`)) ?? ''
}

/** what one JS file defines and references */
export function scanJs(code) {
  const ids = (list) =>
    list
      .split(',')
      .filter(Boolean)
      .map((id) => Number(id.split(':')[0]))
  const chunks = [
    ...[...code.matchAll(/\.push\(\[\[([\d,\s]+)\]/g)].flatMap((m) => ids(m[1])),
    // the runtime's chunks installed from the start ({9121:0,...};r.O.j=...)
    ...[...code.matchAll(/\{((?:\d+:0,?)+)\};\w+\.O\.j=/g)].flatMap((m) => ids(m[1])),
  ]
  const requires = [...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1])
  const awaits = [...code.matchAll(/\.O\(0,\s*\[([\d,\s]+)\]/g)].flatMap((m) => ids(m[1]))
  return { chunks, requires, awaits }
}

/** every reference of the package that crosses into a package it may not see */
export function crossPackageReferences(dir) {
  const appJson = readJson(path.join(dir, 'app.json'))
  const roots = subpackagesOf(appJson).map((p) => p.root.replace(/^\/|\/$/g, ''))
  const files = listFiles(dir)
  const js = files.filter((f) => f.endsWith('.js')).map((f) => ({ file: f, pkg: packageOf(roots, f), ...scanJs(read(dir, f)) }))
  // which packages define each chunk (Taro copies a shared sub-common chunk into each subpackage using it)
  const chunkHomes = new Map()
  for (const f of js) for (const id of f.chunks) chunkHomes.set(id, new Set([...(chunkHomes.get(id) || []), f.pkg]))
  const visible = (from, to) => to === '' || to === from
  const problems = []
  for (const f of js) {
    for (const request of f.requires) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(f.file), request))
      const withJs = target.endsWith('.js') ? target : `${target}.js`
      if (!files.includes(withJs)) problems.push(`${f.file} requires ${request}: no such file in the package`)
      else if (!visible(f.pkg, packageOf(roots, withJs)))
        problems.push(`${f.file} (${f.pkg || 'main package'}) requires ${withJs} of ${packageOf(roots, withJs)}`)
    }
    for (const id of new Set(f.awaits)) {
      const homes = chunkHomes.get(id)
      if (!homes) problems.push(`${f.file} waits for chunk ${id}, which no file defines`)
      else if (![...homes].some((home) => visible(f.pkg, home)))
        problems.push(`${f.file} (${f.pkg || 'main package'}) waits for chunk ${id} of ${[...homes].join(', ')}`)
    }
  }
  for (const file of files.filter((f) => f.endsWith('.json') && fs.existsSync(path.join(dir, f.replace(/\.json$/, '.js'))))) {
    const from = packageOf(roots, file)
    for (const [name, ref] of Object.entries(readJson(path.join(dir, file)).usingComponents || {})) {
      if (/^plugin:\/\//.test(ref)) continue
      const target = ref.startsWith('/') ? ref.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(file), ref))
      if (!visible(from, packageOf(roots, target)))
        problems.push(`${file} (${from || 'main package'}) uses component ${name} from ${target} of ${packageOf(roots, target)}`)
    }
  }
  return problems
}

function read(dir, file) {
  return fs.readFileSync(path.join(dir, file), 'utf8')
}

test('the scan reads the package module scheme', () => {
  const code =
    '"use strict";require("../../sub-vendors.js");(wx["webpackJsonp"]=wx["webpackJsonp"]||[]).push([[5589],{589:function(e,t,n){var a=n(8870)}},' +
    'function(e){e.O(0,[9514,6907],function(){return t(589)})}]);'
  const scan = scanJs(code)
  assert.deepEqual(scan.chunks, [5589])
  assert.deepEqual(scan.requires, ['../../sub-vendors.js'])
  assert.deepEqual(scan.awaits, [9514, 6907])
})

test('a main-package file requiring a subpackage file is found', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-refs-'))
  try {
    const write = (file, text) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    write('app.json', JSON.stringify({ pages: ['pages/index/index'], subPackages: [{ root: 'package-a', pages: ['pages/x/index'] }] }))
    write('pages/index/index.js', 'require("../../package-a/sub-vendors.js");(wx.webpackJsonp=[]).push([[1],{}]);x.O(0,[2])')
    write('pages/index/index.json', JSON.stringify({ usingComponents: { c: '/package-a/comp' } }))
    write('package-a/sub-vendors.js', '(wx["webpackJsonp"]=wx["webpackJsonp"]||[]).push([[2],{4321:function(e){}}]);')
    write('package-a/pages/x/index.js', 'x.O(0,[1,2])')
    const problems = crossPackageReferences(dir)
    assert.equal(problems.length, 3, problems.join('\n'))
    assert.match(problems.join('\n'), /requires package-a\/sub-vendors\.js/)
    assert.match(problems.join('\n'), /waits for chunk 2 of package-a/)
    assert.match(problems.join('\n'), /uses component c from package-a\/comp/)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

for (const site of sites) {
  describe(`weapp ${site} package references`, () => {
    test('the main package never reaches into a subpackage, nor one subpackage into another', () => {
      assert.deepEqual(crossPackageReferences(path.join(WEAPP_DIST, site)), [])
    })
  })
}
