/**
 * Rules of the online shop and of the electricity benefit (rules-and-contract 7 and 8), one place
 * for the app and the development shop.
 */
import type { CartLine } from './contract'

/** the shop service's prefix under the site's shopUrl */
export const SHOP_PREFIX = 'culturalcloud/1.0/'

/** a cart line's quantity: at least 1, at most this (and never more than the stock) */
export const CART_QUANTITY_MAX = 99
/** distinct goods in one cart */
export const CART_LINES_MAX = 30

/** the shop's base address: the site's shopUrl with a trailing slash, then the service prefix; '' when the site has no shop */
export function shopServiceBase(shopUrl: string | undefined | null): string {
  const url = (shopUrl || '').trim()
  if (!url) return ''
  return `${url.endsWith('/') ? url : `${url}/`}${SHOP_PREFIX}`
}

/**
 * getElectricityFree is made only when the user has `encryption` and the site has `shopUrl`
 * (rules-and-contract 7).
 */
export function electricityCallAllowed(p: { encryption?: string | null; shopUrl?: string | null }): boolean {
  return !!(p.encryption && p.encryption.trim() && p.shopUrl && p.shopUrl.trim())
}

/** it succeeds when code is the STRING "1"; any other code (the number 1, "0", none) is rejected (rules-and-contract 8) */
export function electricityAccepted(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === '1'
}

/** why a quantity is refused, or null (the cart page and the shop answer the same) */
export function quantityRefusal(quantity: number, stock: number): 'quantity' | 'stock' | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_QUANTITY_MAX) return 'quantity'
  if (quantity > stock) return 'stock'
  return null
}

export function cartTotalFen(lines: Pick<CartLine, 'priceFen' | 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.priceFen * l.quantity, 0)
}

/** ¥ with two decimals, from fen */
export function yuanOf(fen: number): string {
  return (fen / 100).toFixed(2)
}
