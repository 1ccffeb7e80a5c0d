/**
 * Object storage: SigV4 against the AWS S3 documentation's own examples (a broken algorithm
 * fails here), the S3 adapter's requests against a fake fetch, the local disk provider, and
 * provider selection including the production guard.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { ConfigError } from '../../config'
import { createStorage, isSafeKey, LocalDiskStorage, S3Storage } from '.'
import { authorizationHeader, canonicalRequest, EMPTY_PAYLOAD_SHA256, sha256Hex, signingKey } from './sigv4'

// AWS S3 API reference, "Signature Calculations for the Authorization Header", example credentials
const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
}
const EXAMPLE_TIME = new Date('2013-05-24T00:00:00Z')

describe('SigV4 (AWS documentation vectors)', () => {
  test('signing key derivation (AWS general reference example)', () => {
    assert.equal(
      signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam').toString('hex'),
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    )
  })

  test('GET Object example: canonical request and signature', () => {
    const request = {
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_PAYLOAD_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_PAYLOAD_SHA256,
    }
    assert.equal(sha256Hex(canonicalRequest(request).canonical), '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972')
    assert.equal(
      authorizationHeader(request, EXAMPLE, EXAMPLE_TIME),
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })

  test('PUT Object example: a key with $ is encoded once', () => {
    const body = 'Welcome to Amazon S3.'
    const payloadHash = sha256Hex(body)
    assert.equal(payloadHash, '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072')
    const auth = authorizationHeader(
      {
        method: 'PUT',
        path: '/test%24file.text',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
      },
      EXAMPLE,
      EXAMPLE_TIME,
    )
    assert.match(
      auth,
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    )
  })
})

type Call = { url: string; init: RequestInit }
function fakeFetch(statuses: number[]) {
  const calls: Call[] = []
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), init })
    const status = statuses.shift() ?? 200
    // a 204 answer has no body
    return new Response(status < 300 ? null : '<Error><Code>AccessDenied</Code></Error>', { status })
  }) as unknown as typeof fetch
  return { fn, calls }
}

describe('S3 adapter', () => {
  const base = { bucket: 'wenlv', region: 'cn-hangzhou', accessKeyId: 'AK', secretAccessKey: 'SK', clock: () => EXAMPLE_TIME }

  test('virtual-hosted PUT: signed headers, body, public url from the CDN base', async () => {
    const { fn, calls } = fakeFetch([200])
    const s3 = new S3Storage({
      ...base,
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      publicBaseUrl: 'https://cdn.example.cn/',
      fetch: fn,
    })
    const bytes = new Uint8Array([1, 2, 3])
    const stored = await s3.put('cd-city/common/202611/abc.png', bytes, 'image/png')
    assert.deepEqual(stored, {
      url: 'https://cdn.example.cn/cd-city/common/202611/abc.png',
      safeUrl: 'https://cdn.example.cn/cd-city/common/202611/abc.png',
    })
    assert.equal(calls[0].url, 'https://wenlv.oss-cn-hangzhou.aliyuncs.com/cd-city/common/202611/abc.png')
    assert.equal(calls[0].init.method, 'PUT')
    assert.equal(calls[0].init.body, bytes)
    const headers = calls[0].init.headers as Record<string, string>
    assert.equal(headers['content-type'], 'image/png')
    assert.equal(headers['x-amz-content-sha256'], sha256Hex(bytes))
    assert.equal(headers['x-amz-date'], '20130524T000000Z')
    assert.equal(headers.host, undefined)
    // the signature is the one the documented algorithm gives for exactly this request
    const expected = authorizationHeader(
      {
        method: 'PUT',
        path: '/cd-city/common/202611/abc.png',
        headers: {
          'content-type': 'image/png',
          host: 'wenlv.oss-cn-hangzhou.aliyuncs.com',
          'x-amz-content-sha256': sha256Hex(bytes),
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: sha256Hex(bytes),
      },
      { accessKeyId: 'AK', secretAccessKey: 'SK', region: 'cn-hangzhou', service: 's3' },
      EXAMPLE_TIME,
    )
    assert.equal(headers.authorization, expected)
    assert.match(
      headers.authorization,
      /Credential=AK\/20130524\/cn-hangzhou\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,/,
    )
  })

  test('path style (MinIO): bucket in the path, object address as the url; errors carry the store code', async () => {
    const { fn, calls } = fakeFetch([200, 403, 204])
    const s3 = new S3Storage({ ...base, endpoint: 'http://127.0.0.1:9000', pathStyle: true, fetch: fn })
    assert.equal((await s3.put('a/b.jpg', new Uint8Array([1]), 'image/jpeg')).url, 'http://127.0.0.1:9000/wenlv/a/b.jpg')
    await assert.rejects(s3.put('a/c.jpg', new Uint8Array([1]), 'image/jpeg'), /HTTP 403 AccessDenied/)
    await s3.delete('a/b.jpg')
    assert.equal(calls[2].init.method, 'DELETE')
    assert.equal((calls[2].init.headers as Record<string, string>)['x-amz-content-sha256'], EMPTY_PAYLOAD_SHA256)
    await assert.rejects(s3.put('../etc/passwd.png', new Uint8Array([1]), 'image/png'), /unsafe/)
    assert.equal(calls.length, 3)
  })
})

describe('local disk provider', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-storage-'))
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  test('put writes the bytes atomically and answers the served address; find and delete', async () => {
    const local = new LocalDiskStorage({ dir })
    const stored = await local.put('cd-city/common/202611/f00.png', new Uint8Array([137, 80, 78, 71]), 'image/png')
    assert.deepEqual(stored, { url: '/api/file/get/cd-city/common/202611/f00.png', safeUrl: '/api/file/get/cd-city/common/202611/f00.png' })
    const found = await local.find('cd-city/common/202611/f00.png')
    assert.equal(found?.contentType, 'image/png')
    assert.deepEqual([...fs.readFileSync(found!.file)], [137, 80, 78, 71])
    assert.deepEqual(fs.readdirSync(path.join(dir, 'cd-city/common/202611')), ['f00.png']) // no temp file left
    await local.delete('cd-city/common/202611/f00.png')
    assert.equal(await local.find('cd-city/common/202611/f00.png'), null)
    // a web server or CDN serving the folder: the answer points there
    const behindCdn = new LocalDiskStorage({ dir, publicBaseUrl: 'https://files.example/up/' })
    assert.equal((await behindCdn.put('x/y.gif', new Uint8Array([71]), 'image/gif')).url, 'https://files.example/up/x/y.gif')
  })

  test('keys that could leave the folder are refused', async () => {
    const local = new LocalDiskStorage({ dir })
    for (const key of [
      '../x.png',
      'a/../../x.png',
      '/etc/passwd.png',
      'a\\..\\x.png',
      '.hidden.png',
      'a//b.png',
      'a/b',
      'a/%2e%2e/b.png',
    ]) {
      assert.equal(isSafeKey(key), false, key)
      assert.equal(local.pathOf(key), null, key)
      assert.equal(await local.find(key), null, key)
      await assert.rejects(local.put(key, new Uint8Array([1]), 'image/png'), /unsafe/, key)
    }
  })
})

describe('provider selection', () => {
  test('local by default, with its folder and public base from the environment', async () => {
    const local = createStorage({ STORAGE_LOCAL_DIR: '/tmp/somewhere', STORAGE_LOCAL_PUBLIC_BASE_URL: 'https://files.example/up' })
    assert.ok(local instanceof LocalDiskStorage)
    assert.equal(local.dir, '/tmp/somewhere')
  })

  test('s3 needs its settings; unknown providers are refused', () => {
    assert.throws(
      () => createStorage({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b' }),
      /S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    )
    assert.throws(() => createStorage({ STORAGE_PROVIDER: 'ftp' }), /local or s3/)
    const s3 = createStorage({
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_BUCKET: 'b',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 's',
      NODE_ENV: 'production',
    })
    assert.ok(s3 instanceof S3Storage)
  })

  test('production refuses the local provider unless explicitly allowed', () => {
    assert.throws(
      () => createStorage({ NODE_ENV: 'production' }),
      (e: unknown) => e instanceof ConfigError && /STORAGE_ALLOW_LOCAL_IN_PRODUCTION/.test(e.message),
    )
    assert.throws(() => createStorage({ NODE_ENV: 'production', STORAGE_PROVIDER: 'local' }), ConfigError)
    assert.ok(createStorage({ NODE_ENV: 'production', STORAGE_ALLOW_LOCAL_IN_PRODUCTION: '1' }) instanceof LocalDiskStorage)
  })
})
