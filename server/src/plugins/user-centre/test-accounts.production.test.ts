/**
 * The test-account switch is a development tool: with NODE_ENV=production a tester of the site
 * (a phone its sites/<code>.json lists) is told of no test account, and the switch, which logs in
 * without SMS, does not exist. Outside production the same tester sees the list (user-centre.test.ts).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { loadSite } from '../../../../sites/index.js'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import * as schema from '../../db/schema'
import { get, post, SITE, startHarness, type Harness } from '../account/test-harness'

// production refuses development providers: every one switched off (account/production.test.ts)
const OFF = Object.fromEntries(
  ['SMS', 'WECHAT', 'PARTNER', 'IDCARD', 'PAY', 'STORAGE', 'LOGISTICS', 'TICKETING', 'TRANSPORT', 'WEATHER'].map((k) => [
    `${k}_PROVIDER`,
    'off',
  ]),
)
const SETTINGS: Record<string, string> = { NODE_ENV: 'production', ...OFF }
const previous = Object.fromEntries(Object.keys(SETTINGS).map((k) => [k, process.env[k]]))
const [tester, otherTester] = loadSite(SITE).testAccounts ?? []

let h: Harness
let token: string
before(async () => {
  Object.assign(process.env, SETTINGS)
  h = await startHarness()
  // no SMS in production: the tester's login made directly
  const site = h.app.sites.all().find((s) => s.siteCode === SITE)!
  const user = await createUser(h.db.db, h.app.fieldCrypto, { siteId: site.id, phone: tester })
  token = (await issueToken(h.db.db, { userId: user.id, siteId: site.id, now: h.now() })).token
})
after(async () => {
  await h.close()
  for (const [k, v] of Object.entries(previous)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
})

test('production names no test account to a listed tester, and has no switch', async () => {
  assert.ok(tester && otherTester, `${SITE} lists two tester phones`)
  const list = (await get(h, 'user/api/testAccount/list', {}, { token })).json()
  assert.equal(list.code, 0)
  assert.deepEqual(list.data, { enabled: false, phones: [] })
  assert.ok(!JSON.stringify(list).includes(otherTester))
  const switched = (await post(h, 'user/api/testAccount/switch', { phone: otherTester }, { token })).json()
  assert.equal(switched.code, 404)
  // nobody was logged in as the other tester: the one user is the tester made above
  assert.equal((await h.db.db.select().from(schema.users)).length, 1)
  assert.equal((await h.db.db.select().from(schema.userTokens)).length, 1)
})
