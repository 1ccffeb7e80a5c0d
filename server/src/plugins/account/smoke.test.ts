import assert from 'node:assert/strict'
import { test } from 'node:test'
import { get, login, startHarness } from './test-harness'

test('smoke: login then refresh', async () => {
  const h = await startHarness()
  try {
    const user = await login(h, '13900000001')
    const res = await get(h, 'user/api/userInfo/refresh', {}, { token: user.userToken })
    assert.equal(res.json().code, 0, res.body)
    assert.equal(res.json().data.phone, '13900000001')
  } finally {
    await h.close()
  }
})
