/**
 * Appointment calls beyond the calendar (docs/contract-booking.md, "Appointments: query, ZYTF,
 * third party, routes"): the query block's resources, the ZYTF ticketing orders, one reservation
 * order, third-party orders and the identity of their redirect, route products (their platform
 * answers code 1 for success), the booking SMS code and the comment mark of an order.
 */
import type { Envelope } from '../../../types/contract'
import type { DayState } from '../../core/booking/appointment-day'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'
import type { ReservationOrder } from './api'

export interface QueryResource {
  id: number
  resourceType: string
  /** the place (venue, scenic area, room) the bookings are for */
  resourceId: number
  resourceName: string
  image: string
  address: string
  days: { date: string; week: number; stock: number; state: DayState }[]
}

export interface ZytfOrder {
  orderCode: string
  orderStatus: number
  resource: { images: string; resourceName: string }
  orderStartTime: string
  orderEndTime: string
  orderNum: number
  payMoney: string
  cancelStatus: boolean
  cancelTime: number | null
  infoUrl: string
}

export interface TripartiteOrder extends Pick<ReservationOrder, 'orderCode' | 'orderType' | 'status' | 'startTime' | 'endTime' | 'useNum'> {
  resourceName: string
  tripartiteOrderInfo: { name: string; coverImage: string; infoUrl: string }
}

export interface RouteProduct {
  id: number
  sn: string
  name: string
  price: string
  saleType: number
  thumbImageUrl: string
  url: string
  currentDate: number
  upperTime: number | null
  lowerTime: number | null
  remindStatus: number
}

export interface RouteNotes {
  reservationNotes: string
  included: string
  exclude: string
  considerations: string
}

/** the route platform's success code */
const ROUTE_OK = 1
/** the route platform's answers: code 1 is success, anything else a refusal with its msg */
async function routeCall<T>(request: Promise<Envelope<T> | undefined>): Promise<Result<T>> {
  const envelope = await request
  return call(Promise.resolve(envelope && envelope.code === ROUTE_OK ? { ...envelope, code: 0 } : envelope))
}

export const queryResourceApi = resourceApi<QueryResource, QueryResource, { resourceType?: string; keyword?: string }>('res/api/booking', {
  paths: { list: 'resourceList' },
})

/** getZYTFOrderList: status (empty all), pageNum from 1, pageSize 5 (variant b) */
export const zytfOrderApi = resourceApi<ZytfOrder, ZytfOrder, { status?: number }>('user/api/activityOrder', {
  variant: 'b',
  paths: { list: 'getZYTFOrderList' },
})

export const tripartiteOrderApi = resourceApi<TripartiteOrder>('user/api/activityOrder', { paths: { list: 'getTripartiteOrderList' } })

/** a booking as its detail answers it: the day and the visitors (certificate numbers masked) too */
export type BookingDetail = ReservationOrder & { day: string; visitors?: { name: string; certNumber: string }[] }

export const appointmentApi = {
  order: (orderCode: string): Promise<Result<BookingDetail>> =>
    call(get<Envelope<BookingDetail>>('act/api/activityOrder/detail', { orderCode })),
  zytfOrder: (orderCode: string): Promise<Result<ZytfOrder>> =>
    call(get<Envelope<ZytfOrder>>('user/api/activityOrder/getZYTFOrderDetail', { orderCode })),
  cancelZytf: (orderCode: string): Promise<Result<unknown>> => call(post('user/api/activityOrder/cancelZYTFOrder', { orderCode })),
  identity: (): Promise<Result<string>> => call(get<Envelope<string>>('user/api/activityOrder/getIdentity')),
  sendSmsCode: (): Promise<Result<{ retryAfterSeconds: number }>> =>
    call(post<Envelope<{ retryAfterSeconds: number }>>('act/api/activityOrder/sendSmsCode', {})),
  commentOrder: (orderCode: string): Promise<Result<unknown>> => call(post('user/api/activityOrder/commentOrder', { orderCode })),
  routes: (query: {
    sysCode: string
    resourceCode?: string | number
    type?: string
  }): Promise<Result<{ domain: string; productListVO: RouteProduct[] }>> =>
    routeCall(get<Envelope<{ domain: string; productListVO: RouteProduct[] }>>('res/api/route/getRouteList', query, { loading: false })),
  routeNotes: (productSn: string, sysCode: string): Promise<Result<RouteNotes>> =>
    routeCall(get<Envelope<RouteNotes>>('res/api/route/getRouteReservationNotes', { productSn, sysCode })),
  /** a one-time code naming the logged-in user, for the `token` of a route-booking link (never the login token) */
  routeLinkCode: (): Promise<Result<{ code: string; expiresAt: string }>> =>
    call(post<Envelope<{ code: string; expiresAt: string }>>('user/api/route/linkCode', {}, { loading: false })),
  /** status 1: remind me when the sale opens */
  remind: (productId: number, openid = ''): Promise<Result<unknown>> =>
    routeCall(post<Envelope<unknown>>('user/api/route/setOpenAndClose', { productId, status: 1, openid })),
}
