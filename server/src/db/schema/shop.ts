/**
 * The development shop (issue 14, docs/contract-shop.md): the catalogue a site's shop sells, and
 * each visitor's cart. Orders placed at checkout are generic orders of the user centre (orders.ts),
 * material (1) or fictitious (2), so /user-order shows and follows them like the shop's real orders.
 */
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { created, siteRef, userRef } from './columns'

export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    /** larger first */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shop_categories_site_idx').on(t.siteId, t.sort)],
)

export const shopGoods = pgTable(
  'shop_goods',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    detail: text('detail').notNull().default(''),
    origin: text('origin').notNull().default(''),
    shopName: text('shop_name').notNull(),
    /** 1 material (shipped), 2 fictitious (a ticket, a class): the order type of its orders */
    kind: integer('kind').notNull().default(1),
    priceFen: integer('price_fen').notNull(),
    marketPriceFen: integer('market_price_fen').notNull(),
    /** decremented at checkout by a conditional update (stock >= quantity), never below 0 */
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('shop_goods_site_idx').on(t.siteId, t.categoryId, t.sort), check('shop_goods_stock_ck', sql`${t.stock} >= 0`)],
)

/** one row per (user, goods): adding again adds to the quantity */
export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => shopGoods.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('shop_cart_items_user_goods_uq').on(t.userId, t.goodsId), index('shop_cart_items_user_idx').on(t.userId, t.siteId)],
)
