/**
 * The development seed of the demo user (PGlite and PostgreSQL): a chapter practice and a mock exam
 * record with some answers wrong, two courses in progress, and the development door naming the
 * records; the question banks parse (every answer one of its options, the three kinds present).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { issueToken } from '../../auth/tokens'
import { findUserByPhone } from '../../auth/users'
import { startHarness, type Harness } from '../account/test-harness'
import { get, siteIdOf } from '../places/test-fixtures'
import { bankOf } from './demo'
import { BANKS } from './demo-table'

const SITE = 'cd-city'
let h: Harness

before(async () => {
  h = await startHarness({ demoSeed: true })
})
after(() => h.close())

test('every bank has 12 questions of the three kinds', () => {
  for (const name of Object.keys(BANKS)) {
    const bank = bankOf(name)
    assert.equal(bank.length, 12, name)
    assert.deepEqual([...new Set(bank.map((q) => q.type))].sort(), ['judge', 'multiple', 'single'], name)
  }
})

test('the demo user has two scored records and two courses in progress', async () => {
  const siteId = await siteIdOf(h.app, SITE)
  const { body } = await get(h.app, 'dev/courses/demo', { siteCode: SITE, phone: '13800000001' })
  assert.equal(body.code, 0)
  assert.deepEqual(body.data.records.map((r: { type: number }) => r.type).sort(), [1, 2])
  const user = await findUserByPhone(h.app.db, h.app.fieldCrypto, siteId, '13800000001')
  const { token } = await issueToken(h.app.db, { userId: user!.id, siteId, now: h.now() })
  const record = body.data.records.find((r: { type: number }) => r.type === 1)
  const res = await get(h.app, 'resExt/api/paper/resolution', { siteCode: SITE, token, recordId: record.id })
  assert.equal(res.body.code, 0)
  assert.ok(res.body.data.rightCount > 0 && res.body.data.rightCount < res.body.data.questionCount)
  assert.equal(res.body.data.score, res.body.data.rightCount * 10)
  const mine = await get(h.app, 'res/api/course/userCourse', { siteCode: SITE, token })
  assert.deepEqual(
    mine.body.datas.map((c: { progress: number }) => c.progress),
    [25, 100],
  )
  const friend = await get(h.app, 'dev/courses/demo', { siteCode: SITE, phone: '13800000002' })
  assert.deepEqual(friend.body.data.records, [])
})
