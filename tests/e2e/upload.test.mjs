/**
 * Avatar upload end to end: a new user registers on cd-city (SMS code from the dev outbox), opens
 * /user-data, taps the avatar and picks a 2000x1200 PNG through the file input Taro's H5
 * chooseImage creates. The app scales it to fit 1500x1000 and re-encodes it as JPEG, uploads it to
 * POST /api/file/upload (local disk provider in a temp folder), saves it as the avatar: the page
 * shows the uploaded address and the server's profile detail returns it as headImg.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { PHONE, fill, snap, tid, useServerAndBrowser } from './harness.mjs'

/** not a demo phone and not used by accounts.test.mjs (one SMS a minute per phone) */
const NEW_PHONE = '13800000009'
const storageDir = mkdtempSync(join(tmpdir(), 'wenlv-e2e-uploads-'))
const e2e = useServerAndBrowser({ before, after }, { STORAGE_LOCAL_DIR: storageDir })
after(() => rmSync(storageDir, { recursive: true, force: true }))

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}
/** an RGB PNG of the given size with a gradient, so there is something to re-encode */
function pngOf(width, height) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, 128], row + 1 + x * 3)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function newCode(site, phone) {
  for (let i = 0; i < 40; i++) {
    const out = await e2e.server.api('dev/sms/outbox', { siteCode: site, phone })
    if (out.code === 0 && out.datas.length > 0) return out.datas[0].code
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no SMS code was sent to ${phone}`)
}

async function register(page, site, phone, redirect) {
  await page.goto(e2e.server.siteUrl(site, `/registered?redirect=${encodeURIComponent(redirect)}`))
  await fill(page, 'register-phone', phone)
  await page.locator(tid('register-send-code')).click()
  await fill(page, 'register-code', await newCode(site, phone))
  await page.locator(tid('register-agreement')).click()
  await page.locator(tid('register-submit')).click()
}

test('a new user changes their avatar: picked, scaled, uploaded, saved and shown', async () => {
  const context = await e2e.browser.newContext(PHONE)
  const page = await context.newPage()
  await register(page, 'cd-city', NEW_PHONE, '/user-data')
  await page.waitForURL(/\/user-data$/, { timeout: 20000 })
  const avatar = page.locator(tid('user-data-avatar-image'))
  await avatar.waitFor({ timeout: 20000 })
  assert.equal(await avatar.getAttribute('data-src'), '')

  // Taro's H5 chooseImage puts a hidden file input (#taroChooseImage) into the page and clicks it;
  // the chooser must be taken over, else headless Chromium closes it at once (a "cancel")
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 20000 }),
    page.locator(tid('user-data-avatar')).locator('.nut-cell').click(),
  ])
  assert.equal(await chooser.element().getAttribute('id'), 'taroChooseImage')
  assert.equal(await chooser.element().getAttribute('accept'), 'image/*')
  await chooser.setFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: pngOf(2000, 1200) })

  // larger than 1500x1000: re-encoded as JPEG, stored under a generated key in the avatar folder
  const uploaded = /^http:\/\/cd-city\.localhost:\d+\/api\/file\/get\/cd-city\/avatar\/\d{6}\/[0-9a-f]{32}\.jpg$/
  await page.waitForFunction(
    (sel) => /\.jpg$/.test(document.querySelector(sel)?.getAttribute('data-src') ?? ''),
    tid('user-data-avatar-image'),
    { timeout: 20000 },
  )
  const url = await avatar.getAttribute('data-src')
  assert.match(url, uploaded)
  assert.equal(await avatar.locator('img').first().getAttribute('src'), url)
  await snap(page, 'upload-avatar')

  // the image itself: served back as JPEG, scaled to fit 1500x1000 with its 5:3 shape
  const served = await fetch(`${e2e.server.origin}${new URL(url).pathname}`)
  assert.equal(served.status, 200)
  assert.equal(served.headers.get('content-type'), 'image/jpeg')
  assert.equal(served.headers.get('x-content-type-options'), 'nosniff')
  const size = await page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    return [image.naturalWidth, image.naturalHeight]
  }, url)
  assert.deepEqual(size, [1500, 900])

  // saved on the server and in the stored user
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('cloudNewToken')))
  const detail = await e2e.server.api('user/api/userInfo/detail', { siteCode: 'cd-city', token })
  assert.equal(detail.code, 0, JSON.stringify(detail))
  assert.equal(detail.data.headImg, url)
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cloudUserInfo')))
  assert.equal(stored.headImg, url)

  // and it is still there after a reload
  await page.reload()
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-src')?.endsWith('.jpg'),
    tid('user-data-avatar-image'),
    { timeout: 20000 },
  )
  assert.equal(await avatar.getAttribute('data-src'), url)
  await context.close()
})
