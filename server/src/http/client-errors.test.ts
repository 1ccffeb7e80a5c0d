/**
 * Requests Node refuses before Fastify (issue 23, finding 9c): a URL or headers over 16 KB, and
 * malformed HTTP, answer the envelope `{code, message}` over a real socket, not Node's bare 431/400.
 */
import assert from 'node:assert/strict'
import net from 'node:net'
import { before, describe, it } from 'node:test'
import type { AddressInfo } from 'node:net'
import { useTestApp } from '../testing/test-app'
import { MAX_HEADER_BYTES } from './errors'

const app = useTestApp()
let port = 0

/** writes `raw` on a fresh connection and reads the whole answer */
function exchange(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw))
    const chunks: Buffer[] = []
    socket.on('data', (c) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head, ...rest] = text.split('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body: rest.join('\r\n\r\n') })
    })
  })
}

const TOO_LONG = 'a'.repeat(MAX_HEADER_BYTES + 1024)
const TOO_LARGE = { code: 400, message: `请求的地址或请求头太长（合计最多 ${MAX_HEADER_BYTES / 1024} KB）。` }

describe('requests Node refuses answer the envelope', () => {
  before(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' })
    port = (app().server.address() as AddressInfo).port
  })

  it('a URL over 16 KB: 431 with the envelope', async () => {
    const res = await exchange(`GET /api/ping?siteCode=cd-city&x=${TOO_LONG} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    assert.equal(res.status, 431)
    assert.match(res.headers, /content-type: application\/json/i)
    assert.deepEqual(JSON.parse(res.body), TOO_LARGE)
  })

  it('headers over 16 KB: 431 with the envelope', async () => {
    const res = await exchange(`GET /api/ping?siteCode=cd-city HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${TOO_LONG}\r\n\r\n`)
    assert.equal(res.status, 431)
    assert.deepEqual(JSON.parse(res.body), TOO_LARGE)
  })

  it('malformed HTTP: 400 with the envelope', async () => {
    const res = await exchange('NOT HTTP AT ALL\r\n\r\n')
    assert.equal(res.status, 400)
    assert.deepEqual(JSON.parse(res.body), { code: 400, message: '无法读取提交的内容，请检查后重试。' })
  })

  it('a URL just under the limit is served', async () => {
    const res = await exchange(
      `GET /api/ping?siteCode=cd-city&x=${'a'.repeat(MAX_HEADER_BYTES - 1024)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    )
    assert.equal(res.status, 200)
  })
})
