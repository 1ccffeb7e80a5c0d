/**
 * Help end to end (issue 13 "Help"): on cd-city a visitor asks the /robot a question the site's FAQ
 * answers (the answer and its details), then nonsense (the fallback with the hotline as a tel: link);
 * the demo user logs in, sends an emergency report from /call-upload with a photo (picked through the
 * file input Taro's H5 chooseImage creates) and the browser's position, and finds it saved with both;
 * axe finds no serious or critical violation on the help pages.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fill, PHONE, shown, smsLogin, snap, tid, useServerAndBrowser, png, seriousViolations } from './harness.mjs'

const storageDir = mkdtempSync(join(tmpdir(), 'wenlv-e2e-help-'))
const e2e = useServerAndBrowser({ before, after }, { STORAGE_LOCAL_DIR: storageDir })
after(() => rmSync(storageDir, { recursive: true, force: true }))

async function ask(page, question) {
  await fill(page, 'robot-input', question)
  await shown(page, tid('robot-send')).click()
}

test('the robot answers a question from the FAQ, and falls back to a person on nonsense', async () => {
  const page = await e2e.open('cd-city', '/robot')
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.locator(tid('robot-welcome')).waitFor({ timeout: 40000 })

  await ask(page, '可以带狗进景区吗？')
  const answer = page.locator(tid('robot-answer')).last()
  await answer.waitFor({ timeout: 30000 })
  assert.match(await answer.textContent(), /导盲犬/)
  assert.match(await answer.textContent(), /可以带宠物入园吗？/)

  await ask(page, 'qwertyuiop')
  const fallback = page.locator(tid('robot-fallback')).last()
  await fallback.waitFor({ timeout: 30000 })
  assert.match(await fallback.textContent(), /抱歉/)
  assert.equal(await fallback.locator(tid('robot-call')).getAttribute('href'), 'tel:02886111155')
  // the conversation stays: both questions and both replies are on screen
  assert.equal(await page.locator(tid('robot-question')).count(), 2)
  assert.equal(await page.locator(tid('robot-answer')).count(), 1)
  await snap(page, 'help-robot')

  // the answer's details
  await answer.locator(tid('robot-detail')).click()
  await page.waitForURL(/\/problem-detail\/\d+$/, { timeout: 30000 })
  await shown(page, tid('faq-question')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('faq-question')).textContent(), '可以带宠物入园吗？')
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('the demo user sends an emergency report with a photo and the position', async () => {
  const context = await e2e.browser.newContext({
    ...PHONE,
    permissions: ['geolocation'],
    // by Chengdu's Wuhou Shrine (WGS-84; the app converts to gcj02)
    geolocation: { latitude: 30.6459, longitude: 104.0435 },
  })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: 'cd-city', redirect: '/call-upload' })
  await page.waitForURL(/\/call-upload$/, { timeout: 30000 })
  await shown(page, tid('help-location-coords')).waitFor({ timeout: 40000 })

  await fill(page, 'call-upload-description', '在武侯祠附近扭伤了脚，走不了路')
  await fill(page, 'call-upload-address', '武侯祠大街南门')
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 40000 }), shown(page, tid('help-photo-add')).click()])
  await chooser.setFiles({ name: 'ankle.png', mimeType: 'image/png', buffer: png() })
  await page
    .locator(`${tid('help-photos')} img`)
    .first()
    .waitFor({ timeout: 30000 })
  await snap(page, 'help-report-form')
  await shown(page, tid('call-upload-submit')).click()
  await shown(page, tid('call-upload-success')).waitFor({ timeout: 30000 })
  await snap(page, 'help-report-sent')

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('cloudNewToken')))
  const mine = await e2e.server.api('config/api/emergency/list', { siteCode: 'cd-city', token })
  assert.equal(mine.code, 0, mine.message)
  const report = mine.datas[0]
  assert.equal(report.description, '在武侯祠附近扭伤了脚，走不了路')
  assert.equal(report.address, '武侯祠大街南门')
  assert.equal(report.images.length, 1)
  assert.match(report.images[0], /\/api\/file\/get\/cd-city\/emergency\/\d{6}\/[0-9a-f]{32}\.(jpg|png)$/)
  // gcj02 is a few hundred metres from WGS-84 in Chengdu
  assert.ok(Math.abs(report.longitude - 104.0435) < 0.01 && Math.abs(report.latitude - 30.6459) < 0.01, JSON.stringify(report))
  assert.match(await shown(page, tid('call-upload-number')).textContent(), new RegExp(String(report.id)))
  assert.deepEqual(errors, [])
  await context.close()
})

for (const [path, ready] of [
  ['/call-police', 'help-numbers'],
  ['/robot', 'robot-suggest'],
  ['/common-problem', 'faq-list'],
  ['/default-service', 'default-service'],
  ['/use-car', 'use-car-ride'],
]) {
  test(`axe: ${path} has no serious or critical violations`, async () => {
    const page = await e2e.open('cd-city', path)
    await shown(page, tid(ready)).waitFor({ timeout: 40000 })
    await page.waitForTimeout(1500)
    const found = await seriousViolations(page)
    await page.context().close()
    assert.deepEqual(found, [])
  })
}
