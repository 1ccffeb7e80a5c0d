/**
 * Route-booking links carry no login token: the app asks for a one-time code (user/api/route/linkCode)
 * and the route platform exchanges it server to server for the unid, once (res/api/route/exchangeLinkCode,
 * ROUTE_LINK_PARTNER_KEY). PGlite, or PostgreSQL with DATABASE_URL.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../app'
import { get, login, post, SITE, startHarness, type Harness } from '../account/test-harness'
import { ROUTE_LINK_CODE_TTL_MS } from './route-link-routes'

const KEY = 'route-partner-key-for-tests-0123456789'
let h: Harness
before(async () => {
  process.env.ROUTE_LINK_PARTNER_KEY = KEY
  try {
    h = await startHarness()
  } finally {
    delete process.env.ROUTE_LINK_PARTNER_KEY
  }
})
after(() => h.close())

const exchange = async (code: string, o: { key?: string | null; site?: string } = {}) => {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/res/api/route/exchangeLinkCode?siteCode=${o.site ?? SITE}&lang=en`,
    headers: o.key === null ? {} : { authorization: `Bearer ${o.key ?? KEY}` },
    payload: { code },
  })
  const body = res.json()
  return { code: body.code, message: body.message, unid: body.data?.unid }
}

const linkCode = async (token: string) => {
  const body = (await post(h, 'user/api/route/linkCode', {}, { token })).json()
  assert.equal(body.code, 0, JSON.stringify(body))
  return body.data as { code: string; expiresAt: string }
}

describe('route-booking link codes', () => {
  test('a logged-in user gets a one-time code, not a login token; the partner exchanges it once for the unid', async () => {
    const user = await login(h, '13600000001')
    const issued = await linkCode(user.userToken)
    assert.notEqual(issued.code, user.userToken)
    assert.equal(Date.parse(issued.expiresAt) - h.now().getTime(), ROUTE_LINK_CODE_TTL_MS)
    // the code is no login on our calls
    assert.equal((await get(h, 'user/api/userInfo/refresh', {}, { token: issued.code })).json().code, 2)
    assert.deepEqual(await exchange(issued.code), { code: 0, message: 'Success', unid: user.unid })
    const again = await exchange(issued.code)
    assert.deepEqual(again, { code: 2, message: 'This booking link code has expired or was already used', unid: undefined })
  })

  test('only a logged-in user gets a code', async () => {
    assert.equal((await post(h, 'user/api/route/linkCode', {})).json().code, 2)
  })

  test('the exchange wants the partner key; a wrong key spends nothing', async () => {
    const user = await login(h, '13600000002')
    const { code } = await linkCode(user.userToken)
    assert.deepEqual(await exchange(code, { key: null }), { code: 2, message: 'The partner key is missing or wrong', unid: undefined })
    assert.equal((await exchange(code, { key: `${KEY}x` })).code, 2)
    assert.equal((await exchange(code, { key: KEY.slice(1) })).code, 2)
    assert.equal((await exchange(code)).unid, user.unid)
  })

  test('a code is bound to its site and lives ROUTE_LINK_CODE_TTL_MS', async () => {
    const user = await login(h, '13600000003')
    const { code } = await linkCode(user.userToken)
    assert.equal((await exchange(code, { site: 'cd-city' })).code, 2)
    const late = (await linkCode(user.userToken)).code
    h.advance(ROUTE_LINK_CODE_TTL_MS)
    assert.equal((await exchange(late)).code, 2)
    assert.equal((await exchange('made-up')).code, 2)
  })

  test('without ROUTE_LINK_PARTNER_KEY there is no exchange (404)', async () => {
    const bare = await buildApp({ database: h.db, clock: () => h.now() })
    try {
      const res = await bare.inject({ method: 'POST', url: `/api/res/api/route/exchangeLinkCode?siteCode=${SITE}`, payload: { code: 'x' } })
      assert.equal(res.json().code, 404)
    } finally {
      await bare.close()
    }
  })
})
