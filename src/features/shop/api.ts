/**
 * The app's adapter to the online shop service (docs/contract-shop.md): every call goes to
 * `<site shopUrl>culturalcloud/1.0/...` with the `domain` header (this site's domain: one shop
 * serves several sites) and, for the cart and checkout, the `sessionId` header of a shop session
 * traded for the user's `encryption`. Demo sites set shopUrl to the contract server's development
 * shop (/api/shop/). Also getElectricityFree on the site's electricity base (rules-and-contract 7, 8).
 */
import type { Envelope, PagedA } from '../../../types/contract'
import type { Cart, CheckoutResult, ElectricityFree, GoodsDetail, GoodsItem, ShopCategory, ShopSession } from '../../core/shop/contract'
import { electricityAccepted, electricityCallAllowed, shopServiceBase } from '../../core/shop/rules'
import { useUserStore } from '../account'
import { mediaUrl } from '../../kit/media-url'
import { readPage } from '../../kit/paged-list/paging'
import { call, type Result } from '../../kit/result'
import type { PagedSource } from '../../kit/resource-api'
import { navigate } from '../../services/navigate'
import { get, post, type RequestOptions } from '../../services/request'

/** the shop service's base, '' when the site has none; a root-relative shopUrl gets the API's origin in the mini-program (as pictures do) */
export function shopBase(): string {
  return mediaUrl(shopServiceBase(__SITE__.shopUrl))
}

export const hasShop = (): boolean => shopBase() !== ''

/** a site without a shop answers "not found" without a call (its pages say so) */
const NO_SHOP = { ok: false, code: 404, message: '' } as const
const shopCall = <T>(send: () => Promise<Result<T>>): Promise<Result<T>> => (hasShop() ? send() : Promise.resolve(NO_SHOP))

const headers = (extra: Record<string, string> = {}) => ({ domain: __SITE__.h5Domain, ...extra })
const opts = (extra: Partial<RequestOptions> = {}): Partial<RequestOptions> => ({
  baseUrl: shopBase(),
  ...extra,
  header: headers(extra.header),
})

// ---- session: one per logged-in user, renewed a minute before it ends
let session: { encryption: string; id: string; until: number } | null = null
const RENEW_BEFORE_MS = 60_000

async function sessionHeader(): Promise<Result<Record<string, string>>> {
  const encryption = useUserStore.getState().user?.encryption || ''
  if (!encryption) {
    // not logged in: what the request lifecycle does on code 2 (the shop is another service and cannot
    // answer it), so /shop-cart opened by its address leads to the login like our own login-only pages
    navigate('/login')
    return { ok: false, code: 2, message: '' }
  }
  if (session && session.encryption === encryption && session.until - RENEW_BEFORE_MS > Date.now())
    return { ok: true, data: { sessionId: session.id } }
  const res = await call<ShopSession>(post<Envelope<ShopSession>>('member/session', { encryption }, opts({ loading: false })))
  if (!res.ok) return res
  session = { encryption, id: res.data.sessionId, until: Date.parse(res.data.expiresAt) }
  return { ok: true, data: { sessionId: session.id } }
}

async function withSession<T>(send: (header: Record<string, string>) => Promise<Envelope<T> | undefined>): Promise<Result<T>> {
  if (!hasShop()) return NO_SHOP
  const header = await sessionHeader()
  if (!header.ok) return header
  return call(send(header.data))
}

export interface GoodsParams {
  categoryId?: number
  keyword?: string
}

/** the goods of a category (or all) as a PagedList source, variant a */
export const goodsSource: PagedSource<GoodsItem, GoodsParams> = {
  variant: 'a',
  list: async (params, page) => {
    if (!hasShop()) return NO_SHOP
    const query = {
      ...(params.categoryId ? { categoryId: params.categoryId } : {}),
      ...(params.keyword ? { keyword: params.keyword } : {}),
      currPage: page.page,
      pageSize: page.pageSize,
    }
    return call(get<PagedA<GoodsItem>>('goods/list', query, opts({ loading: false, offline: true })), (e) =>
      readPage('a', e, page.pageSize),
    )
  },
}

export const shopApi = {
  categories: (): Promise<Result<ShopCategory[]>> =>
    shopCall(() =>
      call(
        get<Envelope<never> & { datas?: ShopCategory[] }>('category/list', {}, opts({ loading: false, offline: true })),
        (e) => e.datas ?? [],
      ),
    ),
  detail: (id: string | number): Promise<Result<GoodsDetail>> =>
    shopCall(() => call(get<Envelope<GoodsDetail>>('goods/detail', { id }, opts({ offline: true })))),
  cart: (): Promise<Result<Cart>> =>
    withSession((sessionId) => get<Envelope<Cart>>('cart/list', {}, opts({ header: sessionId, loading: false }))),
  add: (goodsId: number, quantity = 1): Promise<Result<Cart>> =>
    withSession((sessionId) => post<Envelope<Cart>>('cart/add', { goodsId, quantity }, opts({ header: sessionId }))),
  setQuantity: (goodsId: number, quantity: number): Promise<Result<Cart>> =>
    withSession((sessionId) => post<Envelope<Cart>>('cart/update', { goodsId, quantity }, opts({ header: sessionId }))),
  remove: (goodsId: number): Promise<Result<Cart>> =>
    withSession((sessionId) => post<Envelope<Cart>>('cart/delete', { goodsId }, opts({ header: sessionId }))),
  checkout: (addressId?: number): Promise<Result<CheckoutResult>> =>
    withSession((sessionId) =>
      post<Envelope<CheckoutResult>>('order/checkout', addressId ? { addressId } : {}, opts({ header: sessionId })),
    ),
}

/**
 * getElectricityFree: null when the call is not to be made (no `encryption` or no shopUrl);
 * else accepted only when the power company answers code "1" (the string), otherwise rejected.
 */
export async function electricityFree(): Promise<Result<ElectricityFree> | null> {
  const encryption = useUserStore.getState().user?.encryption
  if (!electricityCallAllowed({ encryption, shopUrl: __SITE__.shopUrl })) return null
  const answer = await get<{ code?: unknown; msg?: string; data?: ElectricityFree }>(
    'electricity/api/getElectricityFree',
    { encryption },
    { base: 'electricity', loading: false },
  )
  if (!answer) return { ok: false, noAnswer: true }
  return electricityAccepted(answer) && answer.data ? { ok: true, data: answer.data } : { ok: false, code: -1, message: answer.msg ?? '' }
}
