/**
 * The development shop's calls (docs/contract-shop.md), at `/api/shop/` + the shop service's
 * `culturalcloud/1.0/`: the address demo sites give as their shopUrl. Every call carries the
 * `domain` header (this site's domain); cart and checkout calls the `sessionId` header too.
 *   GET  category/list                            → {datas: ShopCategory[]}
 *   GET  goods/list     categoryId?, keyword?, currPage, pageSize → (a) GoodsItem
 *   GET  goods/detail   id                        → GoodsDetail
 *   POST member/session encryption (+ the user's token) → ShopSession
 *   GET  cart/list      (session)                 → Cart
 *   POST cart/add       (session) goodsId, quantity → Cart (adds to the line)
 *   POST cart/update    (session) goodsId, quantity → Cart (sets the line)
 *   POST cart/delete    (session) goodsId         → Cart
 *   POST order/checkout (session) addressId?      → CheckoutResult
 * Stock and sales change at checkout, so nothing here is cached.
 */
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GoodsDetail, GoodsItem, GoodsKind } from '../../../../src/core/shop/contract'
import { SHOP_PREFIX } from '../../../../src/core/shop/rules'
import { shopCategories, shopGoods } from '../../db/schema'
import { verifyToken } from '../../auth/tokens'
import { ok, okList, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, optionalId, requireId, requireText, single, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, ListEnvelope, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { changeCart, checkout, readCart, removeFromCart } from './service'
import { shopNameOf } from './demo'
import { issueSession, requireShopDomain, requireShopSession, userOfEncryption } from './session'

export const SHOP_ROOT = `/api/shop/${SHOP_PREFIX}`

type GoodsRow = typeof shopGoods.$inferSelect

const goodsFields = {
  id: Type.Integer(),
  categoryId: Type.Integer(),
  name: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  priceFen: Type.Integer(),
  marketPriceFen: Type.Integer(),
  stock: Type.Integer(),
  sales: Type.Integer(),
  kind: Type.Integer(),
}
const GoodsSchema = Item(goodsFields)
const GoodsDetailSchema = Item({
  ...goodsFields,
  pictures: Type.Array(Type.String()),
  detail: Type.String(),
  origin: Type.String(),
  shopName: Type.String(),
  categoryName: Type.String(),
})
const CartSchema = Item({
  lines: Type.Array(
    Item({
      goodsId: Type.Integer(),
      name: Type.String(),
      cover: Type.String(),
      priceFen: Type.Integer(),
      quantity: Type.Integer(),
      stock: Type.Integer(),
      kind: Type.Integer(),
    }),
  ),
  totalFen: Type.Integer(),
  count: Type.Integer(),
})
const CheckoutSchema = Item({ orders: Type.Array(Item({ orderCode: Type.String(), orderType: Type.Integer(), payFen: Type.Integer() })) })

const toItem = (g: GoodsRow): GoodsItem => ({
  id: g.id,
  categoryId: g.categoryId,
  name: g.name,
  subtitle: g.subtitle,
  cover: g.pictures[0] ?? '',
  priceFen: g.priceFen,
  marketPriceFen: g.marketPriceFen,
  stock: g.stock,
  sales: g.sales,
  kind: g.kind as GoodsKind,
})

/** a quantity field: 1 to 99 is checked by the service against the stock; here only that it is a number */
function quantityOf(request: FastifyRequest): number {
  const text = single(fieldsOf(request), 'quantity') || '1'
  if (!/^\d{1,3}$/.test(text)) throw badInput('shop:error.quantity')
  return Number(text)
}

const owner = (request: FastifyRequest) => ({ siteId: request.site.id, userId: request.user!.id })

// the domain is checked once the body is read (preValidation), so a malformed or oversized body is
// answered 400 like on every route, before "this site has no shop"
export async function shopCatalogueRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', requireShopDomain)

  app.get(
    `${SHOP_ROOT}category/list`,
    { schema: routeSchema({ response: ListEnvelope(Item({ id: Type.Integer(), name: Type.String() })) }) },
    async (request) => {
      const rows = await app.db
        .select({ id: shopCategories.id, name: shopCategories.name })
        .from(shopCategories)
        .where(eq(shopCategories.siteId, request.site.id))
        .orderBy(desc(shopCategories.sort), asc(shopCategories.id))
      return okList(request, rows)
    },
  )

  app.get(
    `${SHOP_ROOT}goods/list`,
    {
      schema: routeSchema({
        query: { ...PageQuery, categoryId: Text({ maxLength: 20 }), keyword: Text({ maxLength: 30 }) },
        response: PagedAEnvelope(GoodsSchema),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const page = pageOf(f)
      const where: SQL[] = [eq(shopGoods.siteId, request.site.id)]
      const categoryId = optionalId(f, 'categoryId')
      if (categoryId !== null) where.push(eq(shopGoods.categoryId, categoryId))
      const keyword = single(f, 'keyword')
      if (keyword.length > 30) throw badInput('shop:error.keyword')
      if (keyword) where.push(ilike(shopGoods.name, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
      const total = await app.db.$count(shopGoods, and(...where))
      const rows = await app.db
        .select()
        .from(shopGoods)
        .where(and(...where))
        .orderBy(desc(shopGoods.sort), asc(shopGoods.id))
        .limit(page.pageSize)
        .offset(page.offset)
      return pagedA(request, rows.map(toItem), total, page.pageSize)
    },
  )

  app.get(
    `${SHOP_ROOT}goods/detail`,
    { schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(GoodsDetailSchema) }) },
    async (request) => {
      const id = requireId(fieldsOf(request), 'id')
      const [row] = await app.db
        .select({ goods: shopGoods, categoryName: shopCategories.name })
        .from(shopGoods)
        .innerJoin(shopCategories, eq(shopCategories.id, shopGoods.categoryId))
        .where(and(eq(shopGoods.id, id), eq(shopGoods.siteId, request.site.id)))
      if (!row) throw notFound('shop:error.goodsNotFound', { id })
      const detail: GoodsDetail = {
        ...toItem(row.goods),
        pictures: row.goods.pictures,
        detail: row.goods.detail,
        origin: row.goods.origin,
        shopName: row.goods.shopName,
        categoryName: row.categoryName,
      }
      return ok(request, detail)
    },
  )

  app.post(
    `${SHOP_ROOT}member/session`,
    {
      schema: routeSchema({
        body: { encryption: Text({ maxLength: 200 }) },
        response: DataEnvelope(Item({ sessionId: Type.String(), expiresAt: Type.String() })),
      }),
    },
    async (request) => {
      const encryption = requireText(fieldsOf(request), 'encryption', 200)
      const user = await userOfEncryption(request, encryption)
      // anyone can SM4-encrypt a unid with the public site key: the caller's login must be that user's
      const token = str((request.query as Record<string, unknown>).token)
      const caller = token ? await verifyToken(app.db, token, request.site.id, app.clock()) : null
      if (!user || !caller || caller.id !== user.id) throw badInput('shop:error.session')
      return ok(request, issueSession(app.fieldCrypto, request.site.id, user.unid, app.clock()))
    },
  )
}

export async function shopCartRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireShopSession)
  app.addHook('preValidation', requireShopDomain)

  app.get(`${SHOP_ROOT}cart/list`, { schema: routeSchema({ response: DataEnvelope(CartSchema) }) }, async (request) =>
    ok(request, await readCart(app.db, owner(request))),
  )

  for (const mode of ['add', 'set'] as const)
    app.post(
      `${SHOP_ROOT}cart/${mode === 'add' ? 'add' : 'update'}`,
      {
        schema: routeSchema({
          body: { goodsId: Text({ maxLength: 20 }), quantity: Text({ maxLength: 5 }) },
          response: DataEnvelope(CartSchema),
        }),
      },
      async (request) => {
        const goodsId = requireId(fieldsOf(request), 'goodsId')
        const cart = await changeCart(app.db, { ...owner(request), goodsId, quantity: quantityOf(request), mode, now: app.clock() })
        return ok(request, cart, mode === 'add' ? { key: 'shop:cart.added' } : undefined)
      },
    )

  app.post(
    `${SHOP_ROOT}cart/delete`,
    { schema: routeSchema({ body: { goodsId: Text({ maxLength: 20 }) }, response: DataEnvelope(CartSchema) }) },
    async (request) => ok(request, await removeFromCart(app.db, { ...owner(request), goodsId: requireId(fieldsOf(request), 'goodsId') })),
  )

  app.post(
    `${SHOP_ROOT}order/checkout`,
    { schema: routeSchema({ body: { addressId: Text({ maxLength: 20 }) }, response: DataEnvelope(CheckoutSchema) }) },
    async (request) => {
      const addressId = optionalId(fieldsOf(request), 'addressId')
      const result = await checkout(app.db, {
        ...owner(request),
        shopName: shopNameOf(request.site.siteCode, request.site.config.name),
        addressId,
        now: app.clock(),
      })
      return ok(request, result, { key: 'shop:checkout.done' })
    },
  )
}
