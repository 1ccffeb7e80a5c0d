/**
 * The floating 首页 button dragged onto the 12345 call button of /call-police steps aside, and the
 * place it was dropped is kept on reload (issue 28). That it covers no tap target on any page is
 * checked on every route sample by routes.test.mjs (./home-button-cover.mjs).
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { tid, useServerAndBrowser } from './harness.mjs'
import { coveredBy } from './home-button-cover.mjs'

const e2e = useServerAndBrowser({ before, after })

test('dragged onto the 12345 call button it steps aside, and keeps the place it was dropped', { timeout: 120_000 }, async () => {
  const page = await e2e.open('cd-city', '/call-police')
  const button = page.locator(tid('back-home'))
  await button.waitFor({ timeout: 15000 })
  await page.waitForTimeout(600)
  const call = await page.locator(tid('help-call-12345')).boundingBox()
  assert.ok(call, 'the 12345 call button is on the page')
  const from = await button.boundingBox()
  const cdp = await page.context().newCDPSession(page)
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
  const target = { x: call.x + call.width / 2, y: call.y + call.height / 2 }
  await touch('touchStart', start.x, start.y)
  for (let i = 1; i <= 8; i++) await touch('touchMove', start.x + ((target.x - start.x) * i) / 8, start.y + ((target.y - start.y) * i) / 8)
  await touch('touchEnd')
  await page.waitForTimeout(800)
  const after = await page.evaluate(coveredBy)
  assert.ok(after, 'the button is still shown after the drag')
  assert.deepEqual(after.covered, [], 'dropped on the call button, it moved off it')
  // it moved from where it was docked: the drop was taken
  assert.notDeepEqual(Math.round(after.box.y), Math.round(from.y))
  const remembered = await page.evaluate(() => localStorage.getItem('backHomePosition'))
  assert.ok(remembered, 'the dropped place is stored')
  await page.reload()
  await button.waitFor({ timeout: 15000 })
  await page.waitForTimeout(600)
  const reloaded = await page.evaluate(coveredBy)
  assert.deepEqual(reloaded.covered, [])
  assert.equal(Math.round(reloaded.box.y), Math.round(after.box.y), 'after a reload it comes back where it was left')
  await page.context().close()
})
