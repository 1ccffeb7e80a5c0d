/**
 * The development shop and electricity providers on PGlite and PostgreSQL: the demo catalogue of
 * the sites with a shopUrl (categories, paged goods, a detail with pictures, the GOODS advert), the
 * domain header and the session, another site's goods not found, the cart (adds add up, limits and
 * stock refused with their words), checkout into the user centre's orders (material needs an
 * address, fictitious does not; stock and sales move, the cart empties), the stock under 20
 * concurrent checkouts of a goods with 5 left (exactly 5 orders, stock 0), and getElectricityFree
 * (code the string "1" for a user of a shop site, "0" otherwise).
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { loadSite } from '../../../../sites/index.js'
import { sm4Encrypt, sm4EncryptJson } from '../../../../src/core/sm4'
import { createFieldCrypto } from '../../auth/field-crypto'
import { issueToken } from '../../auth/tokens'
import { createUser } from '../../auth/users'
import { adverts, genericOrderItems, genericOrders, receiveAddresses, shopCategories, shopGoods } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, siteIdOf } from '../places/test-fixtures'

const SITE = 'cd-city'
const KEY = loadSite(SITE).sm4Key
const ROOT = 'shop/culturalcloud/1.0/'
let h: Harness
let siteId: number
let seq = 0

before(async () => {
  h = await startHarness({ start: new Date('2026-03-05T02:00:00Z') })
  siteId = await siteIdOf(h.app, SITE)
})
after(() => h.close())

const qs = (o: Record<string, unknown>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')

async function shop(
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, unknown> = {},
  o: { site?: string; domain?: string | null; session?: string; token?: string } = {},
) {
  const site = o.site ?? SITE
  const headers: Record<string, string> = {}
  const domain = o.domain === undefined ? loadSite(site).h5Domain : o.domain
  if (domain) headers.domain = domain
  if (o.session) headers.sessionId = o.session
  const res =
    method === 'GET'
      ? await h.app.inject({ method, url: `/api/${ROOT}${path}?${qs({ siteCode: site, ...fields })}`, headers })
      : await h.app.inject({
          method,
          url: `/api/${ROOT}${path}?${qs({ siteCode: site, token: o.token })}`,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: qs(fields),
        })
  return { status: res.statusCode, body: res.json() }
}

/** a new user of cd-city with a shop session */
async function buyer(withAddress = true) {
  const user = await createUser(h.app.db, h.app.fieldCrypto, { siteId, phone: `137${String(++seq).padStart(8, '0')}` })
  if (withAddress)
    await h.app.db.insert(receiveAddresses).values({
      userId: user.id,
      name: '测试收件人',
      phoneEncrypted: h.app.fieldCrypto.encrypt('13700000000'),
      region: '四川省成都市武侯区',
      detail: '人民南路四段 1 号',
      isDefault: true,
      createdAt: h.now(),
    })
  const encryption = sm4Encrypt(user.unid, KEY)
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  const { body } = await shop('POST', 'member/session', { encryption }, { token })
  assert.equal(body.code, 0, JSON.stringify(body))
  return { userId: user.id, unid: user.unid, encryption, token, session: body.data.sessionId as string }
}

async function goodsNamed(name: string) {
  const [g] = await h.app.db
    .select()
    .from(shopGoods)
    .where(and(eq(shopGoods.siteId, siteId), eq(shopGoods.name, name)))
  return g
}

describe('catalogue', () => {
  test('categories, paged goods with a filter, a detail with its pictures; the GOODS advert opens a goods', async () => {
    const cats = await shop('GET', 'category/list')
    assert.deepEqual(
      cats.body.datas.map((c: { name: string }) => c.name),
      ['非遗手作', '川味特产', '川茶', '文创好物'],
    )
    const page1 = await shop('GET', 'goods/list', { pageSize: 10 })
    assert.equal(page1.body.page.total, 21)
    assert.equal(page1.body.page.totalPage, 3)
    const tea = await shop('GET', 'goods/list', { categoryId: cats.body.datas[2].id, pageSize: 50 })
    assert.ok(tea.body.datas.every((g: { name: string }) => /茶|竹叶青|甘露|黄芽/.test(g.name)))
    const found = await shop('GET', 'goods/list', { keyword: '豆瓣' })
    assert.equal(found.body.datas.length, 2)

    const [ad] = await h.app.db
      .select()
      .from(adverts)
      .where(and(eq(adverts.siteId, siteId), eq(adverts.type, 'GOODS')))
    assert.ok(ad?.resourceId)
    const detail = await shop('GET', 'goods/detail', { id: ad.resourceId })
    assert.equal(detail.body.code, 0)
    assert.equal(detail.body.data.name, '蒙顶甘露 · 明前特级')
    assert.equal(detail.body.data.pictures.length, 3)
    assert.ok(detail.body.data.pictures[0].startsWith('/api/demo/pictures/tea-'))
    assert.equal(detail.body.data.categoryName, '川茶')
    assert.equal(detail.body.data.shopName, '天府文创优选')
  })

  test('another site’s goods is not found; no domain header or a wrong one is refused; a site without a shop has none', async () => {
    const scId = await siteIdOf(h.app, 'sc-province')
    const [scGoods] = await h.app.db.select().from(shopGoods).where(eq(shopGoods.siteId, scId)).limit(1)
    assert.ok(scGoods, 'sc-province has its own catalogue')
    const other = await shop('GET', 'goods/detail', { id: scGoods.id })
    assert.equal(other.status, 404)
    assert.equal(other.body.message, '商品不存在或已下架')
    const missing = await shop('GET', 'category/list', {}, { domain: null })
    assert.equal(missing.body.code, 400)
    assert.equal(missing.body.message, '商城无法识别本站点')
    assert.equal((await shop('GET', 'category/list', {}, { domain: 'sc-province.wenlv.example' })).body.code, 400)
    const none = await shop('GET', 'category/list', {}, { site: 'djy-scenic' })
    assert.equal(none.body.code, 404)
    assert.equal(none.body.message, '本站点暂未开通商城')
    assert.equal(
      (
        await h.app.db
          .select()
          .from(shopCategories)
          .where(eq(shopCategories.siteId, await siteIdOf(h.app, 'djy-scenic')))
      ).length,
      0,
    )
    assert.equal((await shop('GET', 'goods/detail', { id: 'abc' })).status, 400)
  })
})

describe('session and cart', () => {
  test('cart calls need a live session of this site', async () => {
    assert.equal((await shop('GET', 'cart/list')).body.message, '商城登录已失效，请重新进入')
    assert.equal((await shop('GET', 'cart/list', {}, { session: 'forged' })).body.code, 400)
    assert.equal((await shop('POST', 'member/session', { encryption: sm4Encrypt('nobody', KEY) })).body.code, 400)
    const b = await buyer()
    assert.equal((await shop('GET', 'cart/list', {}, { session: b.session })).body.code, 0)
    // the session names a user of cd-city: sc-province refuses it
    assert.equal((await shop('GET', 'cart/list', {}, { site: 'sc-province', session: b.session })).body.code, 400)
    h.advance(25 * 3_600_000)
    assert.equal((await shop('GET', 'cart/list', {}, { session: b.session })).body.code, 400, 'expired after 24 h')
  })

  test('a forged or altered session id is refused: it is signed with the server secret, not the public site key', async () => {
    const victim = await buyer()
    const refused = { code: 400, message: '商城登录已失效，请重新进入' }
    const cart = async (session: string) => {
      const { body } = await shop('GET', 'cart/list', {}, { session })
      return { code: body.code, message: body.message }
    }
    assert.equal((await cart(victim.session)).code, 0)
    const [version, payload, signature] = victim.session.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const forged = [
      // the old format: SM4 of {unid, site, expiry} under the site key every H5 page carries
      sm4EncryptJson({ u: victim.unid, s: siteId, e: h.now().getTime() + 3_600_000 }, KEY),
      // another expiry (or unid) under the victim's signature
      `${version}.${encode({ ...claims, e: claims.e + 365 * 86_400_000 })}.${signature}`,
      // a signature made with another key (the development FIELD_KEY is public too)
      `${version}.${payload}.${createFieldCrypto('11'.repeat(32)).sign('shop session', payload)}`,
      `${version}.${payload}.${signature.slice(0, -2)}AA`,
      `${version}.${payload}`,
      `${victim.session}.x`,
    ]
    for (const id of forged) assert.deepEqual(await cart(id), refused, id)
  })

  test('member/session needs the login token of the user the encryption names', async () => {
    const b = await buyer()
    const other = await buyer()
    const ask = async (token?: string) => (await shop('POST', 'member/session', { encryption: b.encryption }, { token })).body.code
    // anyone can SM4-encrypt a unid with the public site key: that alone is no proof
    assert.equal(await ask(), 400)
    assert.equal(await ask('not-a-token'), 400)
    assert.equal(await ask(other.token), 400)
    assert.equal(await ask(b.token), 0)
  })

  test('adds add up; quantity limits and the stock are refused with their words; update and delete', async () => {
    const b = await buyer()
    const tea = await goodsNamed('蒙顶甘露 · 明前特级')
    const noodles = await goodsNamed('宜宾燃面 · 家庭装')
    const s = { session: b.session }
    const first = await shop('POST', 'cart/add', { goodsId: tea.id, quantity: 1 }, s)
    assert.equal(first.body.message, '已加入购物车')
    const second = await shop('POST', 'cart/add', { goodsId: tea.id, quantity: 2 }, s)
    assert.equal(second.body.data.lines[0].quantity, 3)
    assert.equal(second.body.data.totalFen, 3 * tea.priceFen)
    const tooMany = await shop('POST', 'cart/add', { goodsId: noodles.id, quantity: noodles.stock + 1 }, s)
    assert.equal(tooMany.body.message, `“宜宾燃面 · 家庭装”库存仅剩 ${noodles.stock} 件`)
    assert.equal((await shop('POST', 'cart/update', { goodsId: tea.id, quantity: 0 }, s)).body.message, '数量须在 1 到 99 之间')
    assert.equal((await shop('POST', 'cart/update', { goodsId: tea.id, quantity: 'x' }, s)).body.message, '数量须在 1 到 99 之间')
    const set = await shop('POST', 'cart/update', { goodsId: tea.id, quantity: 2 }, s)
    assert.equal(set.body.data.count, 2)
    const gone = await shop('POST', 'cart/delete', { goodsId: tea.id }, s)
    assert.equal(gone.body.data.lines.length, 0)
    assert.equal((await shop('POST', 'cart/add', { goodsId: 999999 }, s)).status, 404)
  })
})

describe('checkout', () => {
  test('material needs an address; a mixed cart makes a material and a fictitious order; stock, sales and the cart move', async () => {
    const tea = await goodsNamed('蒙顶甘露 · 明前特级')
    const ticket = await goodsNamed('成都博物馆 · 夜游门票')
    const homeless = await buyer(false)
    await shop('POST', 'cart/add', { goodsId: tea.id, quantity: 1 }, { session: homeless.session })
    assert.equal((await shop('POST', 'order/checkout', {}, { session: homeless.session })).body.message, '请先在“我的地址”添加收货地址')
    assert.equal((await shop('POST', 'order/checkout', {}, { session: (await buyer()).session })).body.message, '购物车是空的')

    const b = await buyer()
    await shop('POST', 'cart/add', { goodsId: tea.id, quantity: 2 }, { session: b.session })
    await shop('POST', 'cart/add', { goodsId: ticket.id, quantity: 1 }, { session: b.session })
    const done = await shop('POST', 'order/checkout', {}, { session: b.session })
    assert.equal(done.body.code, 0, JSON.stringify(done.body))
    assert.equal(done.body.message, '下单成功，请在“我的订单”中付款')
    assert.deepEqual(
      done.body.data.orders.map((o: { orderType: number; payFen: number }) => [o.orderType, o.payFen]),
      [
        [1, 2 * tea.priceFen],
        [2, ticket.priceFen],
      ],
    )
    const orders = await h.app.db.select().from(genericOrders).where(eq(genericOrders.userId, b.userId))
    assert.equal(orders.length, 2)
    const material = orders.find((o) => o.orderType === 1)!
    assert.equal(material.status, 0)
    assert.equal(material.address?.detail, '人民南路四段 1 号')
    assert.equal(orders.find((o) => o.orderType === 2)!.address, null)
    const items = await h.app.db.select().from(genericOrderItems).where(eq(genericOrderItems.orderId, material.id))
    assert.deepEqual(
      items.map((i) => [i.name, i.quantity]),
      [['蒙顶甘露 · 明前特级', 2]],
    )
    const after = await goodsNamed('蒙顶甘露 · 明前特级')
    assert.equal(after.stock, tea.stock - 2)
    assert.equal(after.sales, tea.sales + 2)
    assert.equal((await shop('GET', 'cart/list', {}, { session: b.session })).body.data.lines.length, 0)
    // the user centre lists them (orders plugin) with the material and fictitious types
    const { token } = await issueToken(h.app.db, { userId: b.userId, siteId, now: h.now() })
    const listed = await get(h.app, 'user/api/order/list', { siteCode: SITE, token })
    assert.deepEqual(listed.body.datas.map((o: { orderType: number }) => o.orderType).sort(), [1, 2])
  })

  test('20 buyers check out the last 5 at once: exactly 5 orders, stock 0, the others refused', async () => {
    const cats = await h.app.db.select().from(shopCategories).where(eq(shopCategories.siteId, siteId)).limit(1)
    const [goods] = await h.app.db
      .insert(shopGoods)
      .values({
        siteId,
        categoryId: cats[0].id,
        name: '限量蜀绣手帕',
        pictures: ['/api/demo/pictures/garden-1.svg'],
        shopName: '天府文创优选',
        priceFen: 6800,
        marketPriceFen: 8800,
        stock: 5,
        createdAt: h.now(),
      })
      .returning()
    const buyers = []
    for (let i = 0; i < 20; i++) {
      const b = await buyer()
      const added = await shop('POST', 'cart/add', { goodsId: goods.id, quantity: 1 }, { session: b.session })
      assert.equal(added.body.code, 0)
      buyers.push(b)
    }
    const answers = await Promise.all(buyers.map((b) => shop('POST', 'order/checkout', {}, { session: b.session })))
    const okCount = answers.filter((a) => a.body.code === 0).length
    assert.equal(okCount, 5)
    for (const a of answers.filter((x) => x.body.code !== 0)) assert.equal(a.body.message, '“限量蜀绣手帕”库存不足，未能下单')
    const [left] = await h.app.db.select().from(shopGoods).where(eq(shopGoods.id, goods.id))
    assert.equal(left.stock, 0)
    assert.equal(left.sales, 5)
    const items = await h.app.db.select().from(genericOrderItems).where(eq(genericOrderItems.name, '限量蜀绣手帕'))
    assert.equal(items.length, 5)
  })
})

describe('getElectricityFree (development power company)', () => {
  const ask = async (site: string, encryption?: string) =>
    (await h.app.inject({ method: 'GET', url: `/power/electricity/api/getElectricityFree?${qs({ siteCode: site, encryption })}` })).json()

  test('code is the string "1" with the benefit for a user of a shop site; "0" otherwise', async () => {
    const b = await buyer()
    const yes = await ask(SITE, b.encryption)
    assert.equal(yes.code, '1')
    assert.deepEqual(yes.data, { freeTimes: 2, kwhPerTime: 30, validUntil: '2026-03-31' })
    const forged = await ask(SITE, sm4Encrypt('nobody', KEY))
    assert.equal(forged.code, '0')
    assert.equal(forged.msg, '暂无免费充电权益')
    assert.equal((await ask(SITE)).code, '0')
    const djy = loadSite('djy-scenic')
    assert.equal((await ask('djy-scenic', sm4Encrypt('x', djy.sm4Key))).code, '0')
  })
})
