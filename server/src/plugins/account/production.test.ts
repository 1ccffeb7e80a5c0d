/**
 * In production the development doors are closed and nothing is faked (issue 23): every provider
 * is switched off here (`<KIND>_PROVIDER=off`), so each of their calls answers the translated
 * "not available" refusal; no dev route exists (404); and a start on an empty database writes no
 * demo row: the sites answer, their lists are empty, there are no users, and each site has only
 * the starter menu (Home and Me).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { loadSites } from '../../../../sites/index.js'
import { encryptSentFields } from '../../../../src/core/sent-encrypted'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import * as schema from '../../db/schema'
import { translator } from '../../http/i18n'
import { get, post, postSm4, SITE, SM4_KEY, startHarness, type Harness } from './test-harness'

/** every provider switched off: production starts, and says "not available" for each */
const OFF = {
  SMS_PROVIDER: 'off',
  WECHAT_PROVIDER: 'off',
  PARTNER_PROVIDER: 'off',
  IDCARD_PROVIDER: 'off',
  PAY_PROVIDER: 'off',
  STORAGE_PROVIDER: 'off',
  LOGISTICS_PROVIDER: 'off',
  TICKETING_PROVIDER: 'off',
  TRANSPORT_PROVIDER: 'off',
  WEATHER_PROVIDER: 'off',
}
const SETTINGS = { NODE_ENV: 'production', ...OFF }

let h: Harness
let token: string
const previous = Object.fromEntries(Object.keys(SETTINGS).map((k) => [k, process.env[k]]))
before(async () => {
  Object.assign(process.env, SETTINGS)
  // demo people asked for: production seeds none anyway
  h = await startHarness({ demoSeed: true })
  // no SMS in production here: a user and a token made directly, for the calls behind a login
  const site = h.app.sites.all().find((s) => s.siteCode === SITE)!
  const user = await createUser(h.db.db, h.app.fieldCrypto, { siteId: site.id, phone: '13900000009' })
  token = (await issueToken(h.db.db, { userId: user.id, siteId: site.id, now: h.now() })).token
})
after(async () => {
  await h.close()
  for (const [k, v] of Object.entries(previous)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
})

const zh = translator('zh')
const notAvailable = (kind: string) => ({ code: 400, message: zh(`serviceOff.${kind}`) })

test('dev routes answer 404', async () => {
  const devGets = [
    'dev/sms/outbox',
    'dev/wechat/authorize',
    'dev/wechat/allow',
    'dev/partner/issue',
    'dev/orders/demo',
    'dev/trips/demo',
    'dev/courses/demo',
    'dev/complaints/demo',
    'dev/volunteers/demo',
    'dev/appointments/demo',
    'openapi.json',
    // the demo pictures and media files exist for demo rows only
    'demo/pictures/mountain-1.svg',
    'demo/media/live/0.m3u8',
  ]
  for (const path of devGets) {
    const res = await get(h, path, { phone: '13800000001' })
    assert.equal(res.json().code, 404, path)
  }
  assert.equal((await post(h, 'dev/credit/addNoShow', {}, { token })).json().code, 404)
  // the dev checkout that marks an order paid without money: refused as such, whatever the order
  const confirm = await post(h, 'user/api/dev/pay/confirm', { orderCode: 'X', action: 'pay' }, { token })
  assert.deepEqual(confirm.json(), { code: 404, message: zh('pay:error.devOnly') })
  // the development shop service (checkout without payment) of a site whose shopUrl is this server
  const cdCity = h.app.sites.all().find((s) => s.siteCode === 'cd-city')!
  const shop = await h.app.inject({
    method: 'GET',
    url: '/api/shop/culturalcloud/1.0/category/list?siteCode=cd-city',
    headers: { domain: cdCity.h5Domain ?? '' },
  })
  assert.equal(shop.json().code, 404)
  assert.match(shop.json().message, /api\/shop\/culturalcloud/)
})

test('a production start on an empty database seeds nothing but the sites and their starter menu', async () => {
  const kept = new Set(['sites', 'menu_items', 'comment_sensitive_words', 'users', 'user_tokens'])
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || kept.has(getTableName(table))) continue
    const [{ n }] = await h.db.db.select({ n: sql<number>`count(*)::int` }).from(table)
    assert.equal(n, 0, `${getTableName(table)} has rows`)
  }
  // only the user this test made
  assert.equal((await h.db.db.select().from(schema.users)).length, 1)
  assert.equal((await h.db.db.select().from(schema.sites)).length, loadSites().length)
  const menus = await h.db.db.select().from(schema.menuItems)
  assert.equal(menus.length, 2 * loadSites().length)
  assert.deepEqual([...new Set(menus.map((m) => `${m.location} ${m.menuCode}`))].sort(), ['BOTTOM_NAV INDEX', 'BOTTOM_NAV USER'])

  // the system works, empty: the site answers, lists are empty
  assert.equal((await get(h, 'user/api/site/getSiteDetail')).json().code, 0)
  const nav = (await get(h, 'config/api/layout/getBottomNavList', { clientType: 'WEB' })).json()
  assert.deepEqual(
    nav.data.layoutDetail.map((m: { menuCode: string }) => m.menuCode),
    ['INDEX', 'USER'],
  )
  assert.equal((await get(h, 'config/api/menu/getIndexMenuList', { clientType: 'WEB' })).json().datas.length, 0)
  const news = (await get(h, 'res/api/content/list', { currPage: 1, pageSize: 10 })).json()
  assert.equal(news.code, 0)
  assert.equal(news.page.total, 0)
  const scenic = (await get(h, 'res/api/scenic/list', { currPage: 1, pageSize: 10 })).json()
  assert.equal(scenic.code, 0)
  assert.equal(scenic.datas.length, 0)
})

test('every provider switched off answers "not available", translated, and nothing logs in', async () => {
  // SMS: no "code sent" while nothing is sent
  assert.deepEqual((await postSm4(h, 'smsCodeSm4', { phone: '13800000001' })).json(), notAvailable('sms'))
  assert.equal((await h.db.db.select().from(schema.smsCodes)).length, 0)
  // WeChat: the mini-program code and the official account's authorisation
  assert.deepEqual((await post(h, 'user/api/userBind/miniLogin', { code: 'any-code' })).json(), notAvailable('wechat'))
  assert.deepEqual((await get(h, 'user/wechatOpenAuth/getAuthorizeParam')).json(), notAvailable('wechat'))
  // partners: the demo iFly user is no login
  assert.deepEqual((await post(h, 'user/api/userBind/iFlyLogin', { iFlyUserId: 'ifly-demo-0001' })).json(), notAvailable('partner'))
  // real name
  const realName = encryptSentFields('realNameIdentify', { realName: '张三', idCard: '11010519491231002X' }, SM4_KEY)
  assert.deepEqual((await post(h, 'res/api/idcard/idcardIdentify', realName, { token })).json(), notAvailable('idCard'))
  // ticketing, transport, weather
  assert.deepEqual((await get(h, 'user/api/activityOrder/getZYTFOrderList', {}, { token })).json(), notAvailable('ticketing'))
  const date = new Date(h.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
  assert.deepEqual((await get(h, 'resExt/api/train/query', { from: '成都', to: '都江堰', date })).json(), notAvailable('transport'))
  assert.deepEqual((await get(h, 'config/api/forward/weather')).json(), notAvailable('weather'))
  // uploads: a real PNG, refused at the store
  const form = new FormData()
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
  form.append('Filedata', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png')
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  const upload = await h.app.inject({
    method: 'POST',
    url: `/api/file/upload?${new URLSearchParams({ siteCode: SITE, token })}`,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  })
  assert.deepEqual(upload.json(), notAvailable('storage'))
  assert.equal((await h.db.db.select().from(schema.uploads)).length, 0)
  // nobody logged in: the only user is the one made above
  assert.equal((await h.db.db.select().from(schema.users)).length, 1)
})
