/**
 * The harness of run.test.mjs on its own: the setData paths Taro sends, and a tiny hand-written
 * package showing that an exception in page code fails the step, that taps bubble, and that a
 * media address the phone cannot load fails the step too; the walk that finds those addresses,
 * and the mapping of the build's API bases to the test server.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { applySetData, launch, requestBases, splitDataPath, toServerUrl } from './harness.mjs'
import { mediaAddresses, mediaAttributes, mediaProblem, styleUrls } from './media-check.mjs'
import { templateShapes } from './templates.mjs'

test('setData paths as Taro writes them', () => {
  assert.deepEqual(splitDataPath('root.cn.[0].cn[2].v'), ['root', 'cn', 0, 'cn', 2, 'v'])
  const data = { root: { cn: [] } }
  applySetData(data, { 'root.cn.[0]': { sid: 'a', cn: [{ sid: 'b', v: 'hi' }] } })
  applySetData(data, { 'root.cn.[0].cn.[0].v': 'hello', 'root.cn.[0].cl': 'x' })
  assert.deepEqual(data, { root: { cn: [{ sid: 'a', cl: 'x', cn: [{ sid: 'b', v: 'hello' }] }] } })
})

// as Taro's base.wxml writes them: attributes under short data keys
const IMAGE_TEMPLATE = `<template name="tmpl_0_4">
  <image src="{{i.p4}}" mode="{{i.p2||'scaleToFill'}}" lazy-load="{{xs.b(i.p1,!1)}}" style="{{i.st}}" class="{{i.cl}}" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}">
  </image>
</template>
<template name="tmpl_0_81">
  <video src="{{i.p41}}" duration="{{i.p11}}" poster="{{i.p26}}" style="{{i.st}}" class="{{i.cl}}" bindtap="eh"  id="{{i.uid||i.sid}}" data-sid="{{i.sid}}">
  </video>
</template>
`

/** a package of two pages: the home renders one tappable node; `throws` makes a lifecycle throw */
function tinyPackage(homeCode) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-tiny-'))
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write('app.json', JSON.stringify({ pages: ['pages/index/index', 'pages/next/index'] }))
  write('base.wxml', `<template name="tmpl_0_0">\n  <view bindtap="eh"></view>\n</template>\n${IMAGE_TEMPLATE}`)
  write('app.js', 'App({ onLaunch() {} })')
  write('pages/index/index.js', homeCode)
  write(
    'pages/next/index.js',
    `Page({ data: { root: { cn: [] } }, onLoad() { this.setData({ 'root.cn.[0]': { nn: '0', sid: 'n', cn: [{ sid: 't', v: 'next page' }] } }) } })`,
  )
  return dir
}

test('an exception in page code fails the launch', async () => {
  const dir = tinyPackage(`Page({ onLoad() { throw new Error('boom in onLoad') } })`)
  try {
    await assert.rejects(launch('tiny', { dir }), /boom in onLoad/)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('a tap reaches the handlers of the node and its ancestors; a navigation is followed; a throwing handler fails the tap', async () => {
  const dir = tinyPackage(`
    const seen = []
    Page({
      data: { root: { cn: [] } },
      onLoad() {
        this.setData({ 'root.cn.[0]': { nn: '0', sid: 'outer', cn: [{ nn: '0', sid: 'inner', cn: [{ sid: 't', v: 'Go' }] }, { nn: '0', sid: 'bad', cn: [{ sid: 'u', v: 'Bad' }] }] } })
      },
      eh(event) {
        seen.push(event.currentTarget.dataset.sid)
        if (event.currentTarget.dataset.sid === 'bad') throw new Error('handler failed')
        if (event.currentTarget.dataset.sid === 'outer') wx.navigateTo({ url: '/pages/next/index?from=' + seen.join('+') })
      },
    })`)
  const mp = await launch('tiny', { dir })
  try {
    assert.equal(mp.currentPage().text(), 'Go\nBad')
    await mp.tap(mp.currentPage().find('Go'))
    assert.equal(mp.currentPage().route, 'pages/next/index')
    assert.equal(mp.currentPage().query.from, 'inner+outer', 'innermost first, then each ancestor')
    assert.equal(mp.currentPage().text(), 'next page')
    await mp.back()
    await assert.rejects(mp.tap(mp.currentPage().find('Bad')), /handler failed/)
  } finally {
    mp.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('the media walk: image and video addresses by their data keys, background pictures in styles, nested', () => {
  const attributes = mediaAttributes(templateShapes(IMAGE_TEMPLATE))
  assert.deepEqual(attributes, { 4: { tag: 'image', keys: { src: 'p4' } }, 81: { tag: 'video', keys: { src: 'p41', poster: 'p26' } } })
  const root = {
    cn: [
      // a view's p4 is no address: only media elements are read
      {
        nn: '0',
        p4: '/not/a/picture',
        st: 'height:10px;background-image:url("/api/demo/pictures/bg.jpg")',
        cn: [{ nn: '4', p4: 'https://a.example/1.jpg' }],
      },
      { nn: '81', p41: '/api/demo/media/demo-1.mp4', p26: 'http://b.example/poster.jpg' },
      { nn: '4', p4: '' },
    ],
  }
  assert.deepEqual(mediaAddresses(root, attributes, { 0: 'view' }), [
    { tag: 'view', attr: 'style', url: '/api/demo/pictures/bg.jpg' },
    { tag: 'image', attr: 'src', url: 'https://a.example/1.jpg' },
    { tag: 'video', attr: 'src', url: '/api/demo/media/demo-1.mp4' },
    { tag: 'video', attr: 'poster', url: 'http://b.example/poster.jpg' },
  ])
  assert.deepEqual(styleUrls("background: url(a.png), url('/b.png')"), ['a.png', '/b.png'])
  assert.deepEqual(mediaAddresses(undefined, attributes), [])
})

test('a media address fails when it has no host or is http:; https, data: and files of the package load', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-media-'))
  try {
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'assets', 'logo.png'), '')
    assert.match(mediaProblem('/api/demo/pictures/a.jpg', dir), /root-relative/)
    assert.match(mediaProblem('http://api.wenlv.example/api/demo/pictures/a.jpg', dir), /http:/)
    assert.match(mediaProblem('HTTP://x.example/a.jpg', dir), /http:/)
    // the test server's own answers stand for the package's https API host
    assert.equal(mediaProblem('http://127.0.0.1:4000/api/file/get/a.jpg', dir, 'http://127.0.0.1:4000'), '')
    assert.match(mediaProblem('http://127.0.0.1:4001/api/file/get/a.jpg', dir, 'http://127.0.0.1:4000'), /http:/)
    for (const ok of [
      'https://api.wenlv.example/api/demo/pictures/a.jpg',
      'data:image/png;base64,AAA',
      '/assets/logo.png',
      'wxfile://tmp/a.jpg',
    ])
      assert.equal(mediaProblem(ok, dir), '', ok)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

/** a one-page package whose page shows `nodes` */
const picturePage = (nodes) =>
  tinyPackage(`Page({ data: { root: { cn: [] } }, onLoad() { this.setData({ 'root.cn': ${JSON.stringify(nodes)} }) } })`)

test('a page showing a root-relative or http: picture fails the step, naming the page and the address', async () => {
  const dir = picturePage([
    { nn: '4', sid: 'a', p4: '/api/demo/pictures/news-1.jpg' },
    { nn: '81', sid: 'b', p41: 'https://x.example/v.mp4', p26: 'http://x.example/p.jpg' },
  ])
  try {
    await assert.rejects(launch('tiny', { dir }), (error) => {
      assert.match(error.message, /pages\/index\/index: <image src> \/api\/demo\/pictures\/news-1\.jpg: root-relative/)
      assert.match(error.message, /pages\/index\/index: <video poster> http:\/\/x\.example\/p\.jpg: http:/)
      return true
    })
    // media: 'record' only records them
    const mp = await launch('tiny', { dir, media: 'record' })
    try {
      assert.deepEqual(
        mp.media.map((m) => [m.page, m.attr, m.url, Boolean(m.problem)]),
        [
          ['pages/index/index', 'src', '/api/demo/pictures/news-1.jpg', true],
          ['pages/index/index', 'src', 'https://x.example/v.mp4', false],
          ['pages/index/index', 'poster', 'http://x.example/p.jpg', true],
        ],
      )
    } finally {
      mp.close()
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('https pictures pass and are counted once per page', async () => {
  const dir = picturePage([
    { nn: '4', sid: 'a', p4: 'https://api.wenlv.example/api/demo/pictures/news-1.jpg' },
    { nn: '4', sid: 'b', p4: 'https://api.wenlv.example/api/demo/pictures/news-1.jpg' },
  ])
  try {
    const mp = await launch('tiny', { dir })
    try {
      await mp.settle()
      assert.equal(mp.media.length, 1)
      assert.equal(mp.media[0].problem, '')
    } finally {
      mp.close()
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("requests reach the test server at the server's path of each base, whichever environment the build chose", () => {
  const site = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'sites', 'cd-city.json'), 'utf8'))
  const bases = requestBases(site)
  const to = (url) => toServerUrl(url, 'http://127.0.0.1:4000', bases)
  // production: the main base has no /api/ path, the server serves /api/...
  assert.equal(
    to('https://api.wenlv.example/res/api/content/list?siteCode=cd-city'),
    'http://127.0.0.1:4000/api/res/api/content/list?siteCode=cd-city',
  )
  // an address mediaUrl built from the main origin (the shop's /api/shop/) keeps its path
  assert.equal(to('https://api.wenlv.example/api/shop/culturalcloud/1.0/goods'), 'http://127.0.0.1:4000/api/shop/culturalcloud/1.0/goods')
  assert.equal(to('https://power.wenlv.example/pay/x'), 'http://127.0.0.1:4000/power/pay/x')
  // a base the local environment lacks falls back to main's path, as apiBase() does
  assert.equal(to('https://media.wenlv.example/rest/memorial/hall/list'), 'http://127.0.0.1:4000/api/rest/memorial/hall/list')
  assert.equal(to('https://test-api.wenlv.example/cd-city/res/api/x'), 'http://127.0.0.1:4000/api/res/api/x')
  // development: the same server paths
  assert.equal(to('http://localhost:8080/api/res/api/x'), 'http://127.0.0.1:4000/api/res/api/x')
  assert.equal(to('http://localhost:8080/power/y'), 'http://127.0.0.1:4000/power/y')
  // no site: the host is swapped
  assert.equal(toServerUrl('https://other.example/api/z', 'http://127.0.0.1:4000'), 'http://127.0.0.1:4000/api/z')
})

test('WeChat’s package rules: a plain require stays in its package, require.async downloads a subpackage first (or fails as a dropped download would)', async () => {
  const dir = tinyPackage(`
    const lib = '../../sub/lib.js'
    Page({
      data: { root: { cn: [] } },
      onLoad() {
        let plain
        try { require(lib) } catch (error) { plain = error.message }
        const show = (text) => this.setData({ 'root.cn.[0]': { nn: '0', sid: 'n', cn: [{ sid: 't', v: text }] } })
        require.async(lib).then((m) => show(plain + ' | ' + m.greeting), (e) => show(plain + ' | ' + e.errMsg))
      },
    })`)
  fs.writeFileSync(path.join(dir, 'app.json'), JSON.stringify({ pages: ['pages/index/index'], subPackages: [{ root: 'sub', pages: [] }] }))
  fs.mkdirSync(path.join(dir, 'sub'))
  fs.writeFileSync(path.join(dir, 'sub', 'lib.js'), 'module.exports = { greeting: "hello from sub" }')
  const mp = await launch('tiny', { dir })
  const dropped = await launch('tiny', { dir, failDownload: (root) => root === 'sub' })
  try {
    assert.equal(
      mp.currentPage().text(),
      "pages/index/index.js requires ../../sub/lib.js: another package's file needs require.async | hello from sub",
    )
    assert.deepEqual(mp.downloads, ['sub'])
    assert.deepEqual(mp.evaluated(), ['app.js', 'pages/index/index.js', 'sub/lib.js'])
    assert.match(dropped.currentPage().text(), /\| require.async:fail subpackage sub did not download$/)
    assert.deepEqual(dropped.downloads, [])
    assert.ok(!dropped.evaluated().includes('sub/lib.js'))
  } finally {
    mp.close()
    dropped.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
