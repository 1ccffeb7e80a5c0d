/**
 * Comments end to end (issue 11 "Tests"): the demo user logs in by SMS on cd-city, opens a news
 * item, writes a comment with an expression and a photo (picked through the file input Taro's H5
 * chooseImage creates, uploaded to the local store) and finds it in the news' comment list; a
 * comment stored with `<script>` and `<img onerror>` shows as characters and runs nothing.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fill, PHONE, smsLogin, snap, tid, useServerAndBrowser, png } from './harness.mjs'

const storageDir = mkdtempSync(join(tmpdir(), 'wenlv-e2e-comments-'))
const e2e = useServerAndBrowser({ before, after }, { STORAGE_LOCAL_DIR: storageDir })
after(() => rmSync(storageDir, { recursive: true, force: true }))

test('write a comment with an expression and a photo on a news item, see it listed; stored markup stays text', async () => {
  const list = await e2e.server.api('res/api/content/list', { siteCode: 'cd-city', channelCode: 'all', pageSize: 1 })
  const news = list.datas[0]
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))

  await smsLogin(e2e.server, page, { site: 'cd-city', redirect: `/news-detail/${news.id}` })
  await page.waitForURL(new RegExp(`/news-detail/${news.id}$`), { timeout: 30000 })
  await page.locator(tid('comment-block')).waitFor({ timeout: 30000 })
  await page.locator(tid('comment-write')).click()
  await page.waitForURL(/\/scenic-write\//, { timeout: 40000 })

  await fill(page, 'comment-text', '活动很精彩，推荐大家去')
  await page.locator(tid('comment-emoticon-smile')).click()
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 40000 }),
    page.locator(tid('comment-photo-add')).click(),
  ])
  await chooser.setFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: png() })
  await page
    .locator(`${tid('comment-photos')} img`)
    .first()
    .waitFor({ timeout: 30000 })
  await snap(page, 'comments-writer')
  await page.locator(tid('comment-submit')).click()
  await page.locator(tid('comment-success')).waitFor({ timeout: 40000 })

  await page.goto(e2e.server.siteUrl('cd-city', `/news-comment/CONTENT_TYPE_NEWS/${news.id}`))
  const mine = page
    .locator(`${tid('comment-list')} [data-state]`)
    .filter({ hasText: '活动很精彩，推荐大家去😊' })
    .first()
  await mine.waitFor({ timeout: 30000 })
  // the photo (not the avatar) loads lazily: its src is set once it scrolls into view
  const img = mine.locator('.cm-row__photo img').first()
  await img.scrollIntoViewIfNeeded()
  await page.waitForFunction((el) => Boolean(el.getAttribute('src')), await img.elementHandle(), { timeout: 20000 })
  const photo = await img.getAttribute('src')
  assert.match(photo ?? '', /\/api\/file\/get\/cd-city\/comment\/\d{6}\/[0-9a-f]{32}\.(jpg|png)$/)
  await snap(page, 'comments-listed')

  // a comment stored with markup (sent straight to the server, as any client could)
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('cloudNewToken')))
  const xss = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">'
  const saved = await fetch(`${e2e.server.origin}/api/res/api/comment/saveComment?siteCode=cd-city&token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ content: xss, resourceType: 'CONTENT_TYPE_NEWS', resourceId: String(news.id) }),
  }).then((r) => r.json())
  assert.equal(saved.code, 0, JSON.stringify(saved))
  await page.reload()
  const shown = page.locator(tid('comment-content')).filter({ hasText: '<script>' }).first()
  await shown.waitFor({ timeout: 30000 })
  assert.equal(await shown.textContent(), xss)
  assert.equal(await shown.locator('script, img').count(), 0)
  assert.equal(await page.evaluate(() => window.__xss), undefined)
  assert.deepEqual(errors, [])
  await context.close()
})
