/**
 * The cart and the checkout of the development shop. Checkout is one transaction:
 *   1. the caller's cart lines of this site, with their goods;
 *   2. per line `UPDATE shop_goods SET stock = stock - q WHERE id = ? AND stock >= q`: a conditional
 *      update, so two buyers of the last piece cannot both get it (the second updates no row and is
 *      refused; the whole transaction, earlier lines' decrements with it, rolls back);
 *   3. one generic order per kind (material 1, fictitious 2), status 0 "to pay", its items and its
 *      first timeline event, so /user-order lists it with the labels of src/core/booking/order-labels;
 *   4. the cart emptied.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { AddressSnapshot } from '../../db/schema'
import type { Cart, CartLine, CheckoutResult, GoodsKind } from '../../../../src/core/shop/contract'
import { CART_LINES_MAX, cartTotalFen, quantityRefusal } from '../../../../src/core/shop/rules'
import type { Database, Transaction } from '../../db/database'
import { genericOrderEvents, genericOrderItems, genericOrders, receiveAddresses, shopCartItems, shopGoods } from '../../db/schema'
import { badInput, notFound } from '../../http/fields'
import { newGenericOrderCode } from '../orders/service'

interface Owner {
  siteId: number
  userId: number
}

export async function readCart(db: Database, o: Owner): Promise<Cart> {
  const rows = await db
    .select({ item: shopCartItems, goods: shopGoods })
    .from(shopCartItems)
    .innerJoin(shopGoods, eq(shopGoods.id, shopCartItems.goodsId))
    .where(and(eq(shopCartItems.userId, o.userId), eq(shopCartItems.siteId, o.siteId)))
    .orderBy(asc(shopCartItems.id))
  const lines: CartLine[] = rows.map(({ item, goods }) => ({
    goodsId: goods.id,
    name: goods.name,
    cover: goods.pictures[0] ?? '',
    priceFen: goods.priceFen,
    quantity: item.quantity,
    stock: goods.stock,
    kind: goods.kind as GoodsKind,
  }))
  return { lines, totalFen: cartTotalFen(lines), count: lines.reduce((n, l) => n + l.quantity, 0) }
}

async function goodsOf(db: Database, siteId: number, goodsId: number) {
  const [goods] = await db
    .select()
    .from(shopGoods)
    .where(and(eq(shopGoods.id, goodsId), eq(shopGoods.siteId, siteId)))
  if (!goods) throw notFound('shop:error.goodsNotFound', { id: goodsId })
  return goods
}

function checkQuantity(quantity: number, stock: number, name: string) {
  const refusal = quantityRefusal(quantity, stock)
  if (refusal === 'quantity') throw badInput('shop:error.quantity')
  if (refusal === 'stock') throw badInput('shop:error.stock', { name, stock })
}

/** add `quantity` to the line (`mode: 'add'`) or set it (`'set'`) */
export async function changeCart(db: Database, o: Owner & { goodsId: number; quantity: number; mode: 'add' | 'set'; now: Date }) {
  const goods = await goodsOf(db, o.siteId, o.goodsId)
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(shopCartItems)
      .where(and(eq(shopCartItems.userId, o.userId), eq(shopCartItems.goodsId, o.goodsId)))
      .for('update')
    const quantity = o.mode === 'add' ? (line?.quantity ?? 0) + o.quantity : o.quantity
    checkQuantity(quantity, goods.stock, goods.name)
    if (line) {
      await tx.update(shopCartItems).set({ quantity }).where(eq(shopCartItems.id, line.id))
      return
    }
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(shopCartItems)
      .where(and(eq(shopCartItems.userId, o.userId), eq(shopCartItems.siteId, o.siteId)))
    if (n >= CART_LINES_MAX) throw badInput('shop:error.cartFull', { max: CART_LINES_MAX })
    // two first adds at once: the unique (user, goods) index keeps one row; the other adds to it
    await tx
      .insert(shopCartItems)
      .values({ siteId: o.siteId, userId: o.userId, goodsId: o.goodsId, quantity, createdAt: o.now })
      .onConflictDoUpdate({
        target: [shopCartItems.userId, shopCartItems.goodsId],
        set: { quantity: sql`${shopCartItems.quantity} + ${quantity}` },
      })
  })
  return readCart(db, o)
}

export async function removeFromCart(db: Database, o: Owner & { goodsId: number }) {
  await db
    .delete(shopCartItems)
    .where(and(eq(shopCartItems.userId, o.userId), eq(shopCartItems.siteId, o.siteId), eq(shopCartItems.goodsId, o.goodsId)))
  return readCart(db, o)
}

/** the address a material order ships to: the one named, else the default, else the newest */
async function addressOf(db: Database | Transaction, userId: number, addressId: number | null): Promise<AddressSnapshot | null> {
  const rows = await db.select().from(receiveAddresses).where(eq(receiveAddresses.userId, userId))
  const chosen = addressId ? rows.find((r) => r.id === addressId) : (rows.find((r) => r.isDefault) ?? rows.at(-1))
  if (addressId && !chosen) throw notFound('shop:error.addressNotFound', { id: addressId })
  return chosen ? { name: chosen.name, phoneEncrypted: chosen.phoneEncrypted, region: chosen.region, detail: chosen.detail } : null
}

export async function checkout(
  db: Database,
  o: Owner & { shopName: string; addressId: number | null; now: Date },
): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ item: shopCartItems, goods: shopGoods })
      .from(shopCartItems)
      .innerJoin(shopGoods, eq(shopGoods.id, shopCartItems.goodsId))
      .where(and(eq(shopCartItems.userId, o.userId), eq(shopCartItems.siteId, o.siteId)))
      .orderBy(asc(shopGoods.id))
    if (rows.length === 0) throw badInput('shop:error.cartEmpty')
    const address = rows.some((r) => r.goods.kind === 1) ? await addressOf(tx, o.userId, o.addressId) : null
    if (rows.some((r) => r.goods.kind === 1) && !address) throw badInput('shop:error.noAddress')
    // ordered by goods id: concurrent checkouts lock goods rows in the same order (no deadlock)
    for (const { item, goods } of rows) {
      const taken = await tx
        .update(shopGoods)
        .set({ stock: sql`${shopGoods.stock} - ${item.quantity}`, sales: sql`${shopGoods.sales} + ${item.quantity}` })
        .where(and(eq(shopGoods.id, goods.id), gte(shopGoods.stock, item.quantity)))
        .returning({ id: shopGoods.id })
      if (taken.length === 0) throw badInput('shop:error.soldOut', { name: goods.name })
    }
    const orders: CheckoutResult['orders'] = []
    for (const kind of [1, 2] as const) {
      const lines = rows.filter((r) => r.goods.kind === kind)
      if (lines.length === 0) continue
      const totalFen = cartTotalFen(lines.map((l) => ({ priceFen: l.goods.priceFen, quantity: l.item.quantity })))
      const [order] = await tx
        .insert(genericOrders)
        .values({
          siteId: o.siteId,
          userId: o.userId,
          orderCode: newGenericOrderCode(kind),
          orderType: kind,
          status: 0,
          shopName: o.shopName,
          totalFen,
          payFen: totalFen,
          address: kind === 1 ? address : null,
          createdAt: o.now,
          updatedAt: o.now,
        })
        .returning()
      await tx.insert(genericOrderItems).values(
        lines.map(({ item, goods }) => ({
          orderId: order.id,
          picture: goods.pictures[0] ?? '',
          name: goods.name,
          spec: goods.subtitle || null,
          priceFen: goods.priceFen,
          quantity: item.quantity,
        })),
      )
      await tx.insert(genericOrderEvents).values({ orderId: order.id, status: 0, event: 'created', at: o.now })
      orders.push({ orderCode: order.orderCode, orderType: kind, payFen: totalFen })
    }
    await tx.delete(shopCartItems).where(and(eq(shopCartItems.userId, o.userId), eq(shopCartItems.siteId, o.siteId)))
    return { orders }
  })
}
