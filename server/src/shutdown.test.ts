/**
 * @engines both: closing the database differs per engine (scripts/test-all.mjs)
 * Graceful shutdown of the real server process (issue 23, finding 4), on PGlite and PostgreSQL:
 * a SIGTERM while a call is still arriving lets it finish and answers it, writes the statistics
 * still queued (the flush interval is far away), and cuts a call that never finishes once the
 * grace has passed, so the process exits instead of hanging.
 */
import assert from 'node:assert/strict'
import http from 'node:http'
import { after, test } from 'node:test'
import { inArray } from 'drizzle-orm'
import { statEvents } from './db/schema'
import { seededTemplate } from './testing/seeded-template'
import { startServerProcess } from './testing/server-process'
import { makeTestDatabase, type DetachedTestDatabase } from './testing/test-database'

const GRACE_MS = 2_000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

let database: DetachedTestDatabase | undefined
after(() => database?.drop())

/** an access record whose body is sent in two halves: the call is in flight until `finish()` */
function halfSentRecord(origin: string, uniqueId: string) {
  const body = JSON.stringify({ clientType: 'H5', uniqueId, path: '/index' })
  const request = http.request(`${origin}/api/api/api/access/record?siteCode=cd-city`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answer = new Promise<{ status: number; body: string; error?: string }>((resolve) => {
    request.on('response', (res) => {
      let text = ''
      res.on('data', (d) => (text += String(d)))
      res.on('end', () => resolve({ status: res.statusCode!, body: text }))
    })
    request.on('error', (e) => resolve({ status: 0, body: '', error: e.message }))
  })
  request.write(body.slice(0, 10))
  return { answer, finish: () => request.end(body.slice(10)) }
}

test('SIGTERM: a call in flight is answered, queued statistics are written, a stuck call is cut after the grace', async () => {
  database = await makeTestDatabase(await seededTemplate())
  const server = await startServerProcess({ ...database.env, STATS_FLUSH_MS: '600000', SHUTDOWN_GRACE_MS: String(GRACE_MS) })

  // the search index is built in the background after a start, and a close waits for it (plugins/search):
  // a search waits for it too, so the SIGTERM below meets only the calls of this test
  const searched = await fetch(`${server.origin}/api/res/api/es/search?siteCode=cd-city&keyword=${encodeURIComponent('成都')}`)
  assert.equal(((await searched.json()) as { code: number }).code, 0)

  const queued = await fetch(`${server.origin}/api/api/api/access/record?siteCode=cd-city`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientType: 'H5', uniqueId: 'shutdown-queued', path: '/index' }),
  })
  assert.equal(((await queued.json()) as { code: number }).code, 0)
  const slow = halfSentRecord(server.origin, 'shutdown-slow')
  const stuck = halfSentRecord(server.origin, 'shutdown-stuck')
  await sleep(300)

  const start = Date.now()
  const exited = server.stop('SIGTERM')
  await sleep(500)
  slow.finish()
  const answered = await slow.answer
  assert.equal(answered.status, 200, answered.error)
  assert.equal(JSON.parse(answered.body).code, 0)

  assert.equal(await exited, 0, server.output())
  // the grace, then the close: well before the stuck call could have ended by itself (never)
  assert.ok(Date.now() - start < GRACE_MS + 5_000, `exited after ${Date.now() - start} ms`)
  assert.equal((await stuck.answer).status, 0)

  const handle = await database.open()
  try {
    const rows = await handle.db
      .select({ uniqueId: statEvents.uniqueId })
      .from(statEvents)
      .where(inArray(statEvents.uniqueId, ['shutdown-queued', 'shutdown-slow', 'shutdown-stuck']))
    assert.deepEqual(rows.map((r) => r.uniqueId).sort(), ['shutdown-queued', 'shutdown-slow'])
  } finally {
    await handle.close()
  }
})
