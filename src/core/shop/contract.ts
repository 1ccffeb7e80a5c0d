/**
 * Shapes of the shop service calls (`<shopUrl>culturalcloud/1.0/...`, docs/contract-shop.md) and of
 * the electricity benefit (getElectricityFree), shared by the app and the development providers.
 * Money in fen (integers), like the orders of the user centre.
 */

/** what the goods is: material (shipped) or fictitious (a ticket, a class, a voucher): the order types 1 and 2 */
export type GoodsKind = 1 | 2

export interface ShopCategory {
  id: number
  name: string
}

export interface GoodsItem {
  id: number
  categoryId: number
  name: string
  subtitle: string
  cover: string
  priceFen: number
  marketPriceFen: number
  stock: number
  sales: number
  kind: GoodsKind
}

export interface GoodsDetail extends GoodsItem {
  pictures: string[]
  /** plain text, paragraphs separated by blank lines (shown as text, never as markup) */
  detail: string
  origin: string
  shopName: string
  categoryName: string
}

export interface CartLine {
  goodsId: number
  name: string
  cover: string
  priceFen: number
  quantity: number
  stock: number
  kind: GoodsKind
}

export interface Cart {
  lines: CartLine[]
  totalFen: number
  count: number
}

export interface CheckoutResult {
  /** one order per kind in the cart (material and fictitious orders are followed differently) */
  orders: Array<{ orderCode: string; orderType: number; payFen: number }>
}

export interface ShopSession {
  sessionId: string
  /** ISO time the session ends; the app asks for a new one after it */
  expiresAt: string
}

/** getElectricityFree's answer when code is "1" */
export interface ElectricityFree {
  /** free charges left this month */
  freeTimes: number
  /** kWh a free charge covers */
  kwhPerTime: number
  /** yyyy-mm-dd, the last day of the benefit */
  validUntil: string
}
