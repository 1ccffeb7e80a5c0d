/**
 * File upload end to end on the server: a real PNG stored and served back byte for byte, and
 * every refusal (no login, no Filedata, a text file named .png, too large, bad path and key,
 * not multipart, two files, the hourly limit) answering a translated non-zero code while
 * leaving no file in the storage folder and no uploads row behind.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { buildApp } from '../../app'
import { ConfigError } from '../../config'
import { uploads, users } from '../../db/schema'
import { login, SITE, startHarness, type Harness } from '../account/test-harness'
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from './file-types'
import { MAX_UPLOAD_BODY_BYTES, UPLOADS_PER_HOUR } from './upload-routes'

/** a real 1x1 PNG */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
/** the start of an MP4: box size, 'ftyp', brand isom */
const MP4_HEAD = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')])

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-uploads-'))
let h: Harness
let token: string
let userId: number

before(async () => {
  // the files plugin reads its provider at registration: the local disk in a throwaway folder
  process.env.STORAGE_LOCAL_DIR = storageDir
  h = await startHarness()
  const info = await login(h, '13700000001')
  token = info.userToken
  const [row] = await h.db.db.select().from(users).where(eq(users.unid, info.unid))
  userId = row.id
})
after(async () => {
  await h.close()
  fs.rmSync(storageDir, { recursive: true, force: true })
})

type Part = { name: string; value: string } | { name: string; bytes: Uint8Array; filename: string; type?: string }

async function multipartBody(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData()
  for (const p of parts) {
    if ('value' in p) form.append(p.name, p.value)
    else form.append(p.name, new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'application/octet-stream' }), p.filename)
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! }
}

async function upload(parts: Part[], o: { token?: string; lang?: string } = {}) {
  const { payload, contentType } = await multipartBody(parts)
  const query = new URLSearchParams({ siteCode: SITE, token: o.token ?? token, lang: o.lang ?? 'en' })
  const res = await h.app.inject({ method: 'POST', url: `/api/file/upload?${query}`, headers: { 'content-type': contentType }, payload })
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data?: { url: string; safeUrl: string } } }
}

const png = (extra: Partial<{ filename: string; bytes: Uint8Array; type: string }> = {}): Part => ({
  name: 'Filedata',
  bytes: PNG,
  filename: 'photo.png',
  type: 'image/png',
  ...extra,
})

function storedFiles(dir = storageDir): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
}
async function rowCount(): Promise<number> {
  return (await h.db.db.select().from(uploads)).length
}

/** a refusal: non-zero code, the translated message, nothing written */
async function assertRefused(parts: Part[], expected: { code?: number; message: string | RegExp }, o: { token?: string } = {}) {
  const before = { files: storedFiles().length, rows: await rowCount() }
  const { status, body } = await upload(parts, o)
  assert.equal(body.code, expected.code ?? 400, JSON.stringify(body))
  assert.notEqual(status, 500)
  if (typeof expected.message === 'string') assert.equal(body.message, expected.message)
  else assert.match(body.message, expected.message)
  assert.equal(body.data, undefined)
  assert.deepEqual({ files: storedFiles().length, rows: await rowCount() }, before, 'a refused upload leaves no file and no row')
}

describe('upload', () => {
  test('a PNG is stored under a generated key and served back byte for byte', async () => {
    const { status, body } = await upload([{ name: 'path', value: 'avatar' }, { name: 'key', value: 'my holiday.png' }, png()])
    assert.equal(status, 200)
    assert.equal(body.code, 0, JSON.stringify(body))
    assert.equal(body.message, 'Uploaded')
    const { url, safeUrl } = body.data!
    assert.equal(safeUrl, url)
    // absolute, with the address the client used; never the client's file name
    assert.match(url, /^http:\/\/localhost(:80)?\/api\/file\/get\/intl-expo\/avatar\/\d{6}\/[0-9a-f]{32}\.png$/)
    assert.doesNotMatch(url, /holiday|photo/)

    const served = await h.app.inject({ method: 'GET', url: new URL(url).pathname })
    assert.equal(served.statusCode, 200)
    assert.equal(served.headers['content-type'], 'image/png')
    assert.equal(served.headers['x-content-type-options'], 'nosniff')
    assert.deepEqual(served.rawPayload, PNG)

    const [row] = await h.db.db.select().from(uploads)
    assert.equal(row.userId, userId)
    assert.equal(row.contentType, 'image/png')
    assert.equal(row.sizeBytes, PNG.length)
    assert.equal(row.folder, 'avatar')
    assert.equal(row.clientKey, 'my holiday.png')
    assert.equal(row.storage, 'local')
    assert.equal(url.endsWith(row.storageKey), true)
    assert.deepEqual(storedFiles(), [path.join(storageDir, ...row.storageKey.split('/'))])
  })

  test('the type comes from the bytes: a JPEG sent as application/octet-stream named .bin is a JPEG; an MP4 is a video; path defaults to common', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)])
    const j = await upload([png({ bytes: jpeg, filename: 'x.bin', type: 'application/octet-stream' })])
    assert.match(j.body.data!.url, /\/intl-expo\/common\/\d{6}\/[0-9a-f]{32}\.jpg$/)
    const v = await upload([{ name: 'path', value: 'videos' }, png({ bytes: MP4_HEAD, filename: 'clip.mov', type: 'video/quicktime' })])
    assert.match(v.body.data!.url, /\/videos\/\d{6}\/[0-9a-f]{32}\.mp4$/)
    const served = await h.app.inject({ method: 'GET', url: new URL(v.body.data!.url).pathname, headers: { range: 'bytes=4-11' } })
    assert.equal(served.statusCode, 206)
    assert.equal(served.headers['content-type'], 'video/mp4')
    assert.equal(served.headers['content-range'], `bytes 4-11/${MP4_HEAD.length}`)
    assert.equal(served.body, 'ftypisom')
  })

  test('voice recordings by their bytes (complaints saveAudio): MP3, AAC, M4A, WebM, Ogg, WAV, served with their audio type', async () => {
    const heads: Array<[string, Buffer, string]> = [
      ['mp3', Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), 'audio/mpeg'],
      ['mp3', Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]), 'audio/mpeg'],
      ['aac', Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0]), 'audio/aac'],
      ['m4a', Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypM4A '), 0, 0, 0, 0, ...Buffer.from('M4A mp42isom')]), 'audio/mp4'],
      ['webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), 'audio/webm'],
      ['ogg', Buffer.from('OggS\x00\x02\x00\x00', 'latin1'), 'audio/ogg'],
      ['wav', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), 'audio/wav'],
    ]
    for (const [ext, head, type] of heads) {
      const bytes = Buffer.concat([head, Buffer.alloc(40, 7)])
      const res = await upload([
        { name: 'path', value: 'complaint-audio' },
        png({ bytes, filename: 'voice.bin', type: 'application/octet-stream' }),
      ])
      assert.equal(res.body.code, 0, `${ext}: ${res.body.message}`)
      assert.match(res.body.data!.url, new RegExp(`/complaint-audio/\\d{6}/[0-9a-f]{32}\\.${ext}$`))
      const served = await h.app.inject({ method: 'GET', url: new URL(res.body.data!.url).pathname })
      assert.equal(served.headers['content-type'], type)
    }
    const big = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(MAX_AUDIO_BYTES + 1 - 4)])
    await assertRefused([png({ bytes: big, filename: 'v.ogg', type: 'audio/ogg' })], { message: 'Recordings must not exceed 10 MB.' })
  })

  test('messages follow the language of the call', async () => {
    const { body } = await upload([png()], { lang: 'zh' })
    assert.equal(body.message, '上传成功')
    const refused = await upload([{ name: 'path', value: 'x' }], { lang: 'fr' })
    assert.equal(refused.body.message, 'Veuillez choisir un fichier à envoyer.')
  })
})

describe('refusals leave nothing behind', () => {
  test('no login: code 2 before anything is read', async () => {
    await assertRefused([png()], { code: 2, message: 'Please log in first.' }, { token: '' })
    await assertRefused([png()], { code: 2, message: 'Your login has expired. Please log in again.' }, { token: 'not-a-token' })
  })

  test('no Filedata: nothing, only fields, or a file under another name', async () => {
    await assertRefused([], { message: 'Please choose a file to upload.' })
    await assertRefused([{ name: 'path', value: 'avatar' }], { message: 'Please choose a file to upload.' })
    await assertRefused([{ name: 'file', bytes: PNG, filename: 'a.png', type: 'image/png' }], {
      message: 'Please choose a file to upload.',
    })
    await assertRefused([png({ bytes: new Uint8Array(0) })], { message: 'The file is empty. Please choose another one.' })
  })

  test('wrong type by magic bytes: a text file named .png, an HTML page, an SVG, a QuickTime movie', async () => {
    const message = 'Only JPEG, PNG, GIF and WebP images, MP4 videos and MP3, AAC, M4A, WebM, Ogg or WAV recordings can be uploaded.'
    await assertRefused([png({ bytes: Buffer.from('just some text, not an image at all') })], { message })
    await assertRefused([png({ bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'x.png' })], { message })
    await assertRefused(
      [png({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), filename: 'x.svg', type: 'image/svg+xml' })],
      { message },
    )
    const mov = Buffer.from(MP4_HEAD)
    mov.write('qt  ', 8)
    await assertRefused([png({ bytes: mov, filename: 'clip.mp4', type: 'video/mp4' })], { message })
    await assertRefused([png({ bytes: Buffer.from([0x89, 0x50]) })], { message }) // shorter than any signature
  })

  test('too large: images over 10 MB, videos over 50 MB', async () => {
    const bigImage = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)])
    await assertRefused([png({ bytes: bigImage })], { message: 'Images must not exceed 10 MB.' })
    const bigVideo = Buffer.concat([MP4_HEAD, Buffer.alloc(MAX_VIDEO_BYTES + 1 - MP4_HEAD.length)])
    await assertRefused([png({ bytes: bigVideo, filename: 'v.mp4', type: 'video/mp4' })], { message: 'Videos must not exceed 50 MB.' })
  })

  test('path must be a safe folder name; key a short label', async () => {
    const message = /^path must be a folder name of 1 to 32 lowercase letters/
    for (const bad of ['../etc', 'a/b', 'Avatar', '-x', 'x'.repeat(33), '..', 'a b']) {
      await assertRefused([{ name: 'path', value: bad }, png()], { message })
    }
    await assertRefused([{ name: 'key', value: 'k'.repeat(129) }, png()], {
      message: 'key can be at most 128 characters, without control characters.',
    })
    await assertRefused([{ name: 'key', value: 'a\u0000b' }, png()], {
      message: 'key can be at most 128 characters, without control characters.',
    })
  })

  test('not multipart, two files, oversized fields', async () => {
    const before = await rowCount()
    const query = new URLSearchParams({ siteCode: SITE, token, lang: 'en' })
    const form = await h.app.inject({
      method: 'POST',
      url: `/api/file/upload?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Filedata=abc',
    })
    assert.equal(form.json().code, 400)
    assert.equal(form.json().message, 'Please send the file as a multipart/form-data form (field Filedata).')
    assert.equal(await rowCount(), before)
    await assertRefused([png(), png({ filename: 'second.png' })], { message: 'Only one file can be uploaded at a time.' })
    await assertRefused([{ name: 'path', value: 'a'.repeat(600) }, png()], { message: 'The field path is too long.' })
  })
})

describe('memory stays bounded', () => {
  const MB = 1024 * 1024
  let port = 0
  before(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    port = (h.app.server.address() as AddressInfo).port
  })

  /**
   * Streams a multipart upload of `fileBytes` (a PNG head, then zeros) over a real connection, 1 MB
   * at a time and only as fast as the server reads; stops writing when the answer arrives.
   */
  function streamUpload(
    fileBytes: number,
    declaredLength?: number,
  ): Promise<{ status: number; body: { code: number; message: string }; sent: number }> {
    const boundary = 'wenlvboundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="Filedata"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const length = declaredLength ?? head.length + fileBytes + tail.length
    const query = new URLSearchParams({ siteCode: SITE, token, lang: 'en' })
    return new Promise((resolve, reject) => {
      let sent = 0
      let answered = false
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/file/upload?${query}`,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
        },
        (res) => {
          answered = true
          let text = ''
          res.on('data', (c) => (text += c))
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), sent }))
        },
      )
      // the server closing the connection after its answer may cut our writes short
      request.on('error', (e) => (answered ? undefined : reject(e)))
      const write = (chunk: Buffer) => new Promise<void>((ok) => (request.write(chunk) ? ok() : request.once('drain', ok)))
      void (async () => {
        // the headers alone: the server answers from the declared length
        if (declaredLength !== undefined) return request.flushHeaders()
        await write(Buffer.concat([head, PNG]))
        sent += PNG.length
        while (sent < fileBytes && !answered) {
          const n = Math.min(MB, fileBytes - sent)
          await write(Buffer.alloc(n))
          sent += n
        }
        if (!answered) request.end(tail)
      })()
    })
  }

  test('a 47 MB picture is refused once it passes the 10 MB limit, long before the rest is sent', async () => {
    const before = { files: storedFiles().length, rows: await rowCount() }
    const { status, body, sent } = await streamUpload(47 * MB)
    assert.equal(status, 400)
    assert.deepEqual(body, { code: 400, message: 'Images must not exceed 10 MB.' })
    assert.ok(sent < 24 * MB, `refused after ${(sent / MB).toFixed(1)} MB of 47 MB`)
    assert.deepEqual({ files: storedFiles().length, rows: await rowCount() }, before)
  })

  test('a body declared over the largest file is refused before a byte is read', async () => {
    const { status, body, sent } = await streamUpload(0, MAX_UPLOAD_BODY_BYTES + 1)
    assert.equal(status, 400)
    assert.deepEqual(body, { code: 400, message: `An upload must not exceed ${MAX_VIDEO_BYTES / MB} MB.` })
    assert.equal(sent, 0)
  })
})

describe('rate limit', () => {
  test(`at most ${UPLOADS_PER_HOUR} uploads per user per rolling hour`, async () => {
    // another user starts from zero: fill their hour up to one below the limit directly
    const other = await login(h, '13700000002')
    const [row] = await h.db.db.select().from(users).where(eq(users.unid, other.unid))
    const now = h.now()
    await h.db.db.insert(uploads).values(
      Array.from({ length: UPLOADS_PER_HOUR - 1 }, (_, i) => ({
        userId: row.id,
        siteId: row.siteId,
        storageKey: `seed/${i}.png`,
        folder: 'common',
        contentType: 'image/png',
        sizeBytes: 1,
        storage: 'local',
        createdAt: now,
      })),
    )
    assert.equal((await upload([png()], { token: other.userToken })).body.code, 0) // the 60th
    await assertRefused(
      [png()],
      { message: `You have uploaded ${UPLOADS_PER_HOUR} files in the last hour. Please try again later.` },
      { token: other.userToken },
    )
    // the first user is not affected
    assert.equal((await upload([png()])).body.code, 0)
    h.advance(60 * 60 * 1000)
    assert.equal((await upload([png()], { token: other.userToken })).body.code, 0)
  })
})

describe('serving local files', () => {
  test('unknown keys and anything that tries to leave the folder answer 404', async () => {
    fs.writeFileSync(path.join(os.tmpdir(), 'wenlv-outside.png'), PNG)
    for (const p of [
      'intl-expo/common/202601/' + '0'.repeat(32) + '.png',
      '../wenlv-outside.png',
      '..%2Fwenlv-outside.png',
      '%2e%2e/%2e%2e/etc/passwd',
      'a/../../wenlv-outside.png',
      '.part',
    ]) {
      const res = await h.app.inject({ method: 'GET', url: `/api/file/get/${p}` })
      assert.equal(res.statusCode, 404, p)
      assert.equal(res.json().code, 404, p)
    }
    fs.rmSync(path.join(os.tmpdir(), 'wenlv-outside.png'))
  })
})

describe('production', () => {
  test('start-up refuses the local provider unless explicitly allowed', async () => {
    const previous = { NODE_ENV: process.env.NODE_ENV, allow: process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION }
    // every other provider switched off: production refuses development ones (providers/production.ts)
    const others = ['SMS', 'WECHAT', 'PARTNER', 'IDCARD', 'PAY', 'LOGISTICS', 'TICKETING', 'TRANSPORT', 'WEATHER'].map(
      (k) => `${k}_PROVIDER`,
    )
    const previousOthers = others.map((k) => [k, process.env[k]] as const)
    for (const k of others) process.env[k] = 'off'
    process.env.NODE_ENV = 'production'
    try {
      delete process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION
      await assert.rejects(buildApp({ database: h.db }), (e: unknown) => e instanceof ConfigError && /STORAGE_PROVIDER/.test(e.message))
      process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION = '1'
      const app = await buildApp({ database: h.db })
      await app.close()
    } finally {
      process.env.NODE_ENV = previous.NODE_ENV
      for (const [k, v] of previousOthers) {
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      }
      if (previous.allow === undefined) delete process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION
      else process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION = previous.allow
    }
  })
})
