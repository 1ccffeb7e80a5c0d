/**
 * In production the development doors are closed: no SMS outbox, no dev WeChat page, no partner
 * credential issuing, no no-show injection, and no demo rows.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { get, post, startHarness, type Harness } from './test-harness'

let h: Harness
const previous = process.env.NODE_ENV
const previousAllowLocal = process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION
before(async () => {
  process.env.NODE_ENV = 'production'
  // production refuses the local-disk file store unless told otherwise; files are not this test's subject
  process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION = '1'
  h = await startHarness({ demoSeed: true })
})
after(async () => {
  await h.close()
  process.env.NODE_ENV = previous
  if (previousAllowLocal === undefined) delete process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION
  else process.env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION = previousAllowLocal
})

test('dev routes answer 404 and no demo user exists', async () => {
  for (const path of ['dev/sms/outbox', 'dev/wechat/authorize', 'dev/wechat/allow', 'dev/partner/issue']) {
    const res = await get(h, path, { phone: '13800000001' })
    assert.equal(res.json().code, 404, path)
  }
  assert.equal((await post(h, 'dev/credit/addNoShow', {})).json().code, 404)
  const { users } = await import('../../db/schema')
  assert.equal((await h.db.db.select().from(users)).length, 0)
})
