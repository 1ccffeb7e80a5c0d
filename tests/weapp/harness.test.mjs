/**
 * The harness of run.test.mjs on its own: the setData paths Taro sends, and a tiny hand-written
 * package showing that an exception in page code fails the step and that taps bubble.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { applySetData, launch, splitDataPath } from './harness.mjs'

test('setData paths as Taro writes them', () => {
  assert.deepEqual(splitDataPath('root.cn.[0].cn[2].v'), ['root', 'cn', 0, 'cn', 2, 'v'])
  const data = { root: { cn: [] } }
  applySetData(data, { 'root.cn.[0]': { sid: 'a', cn: [{ sid: 'b', v: 'hi' }] } })
  applySetData(data, { 'root.cn.[0].cn.[0].v': 'hello', 'root.cn.[0].cl': 'x' })
  assert.deepEqual(data, { root: { cn: [{ sid: 'a', cl: 'x', cn: [{ sid: 'b', v: 'hello' }] }] } })
})

/** a package of two pages: the home renders one tappable node; `throws` makes a lifecycle throw */
function tinyPackage(homeCode) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-tiny-'))
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write('app.json', JSON.stringify({ pages: ['pages/index/index', 'pages/next/index'] }))
  write('base.wxml', '<template name="tmpl_0_0">\n  <view bindtap="eh"></view>\n</template>\n')
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
