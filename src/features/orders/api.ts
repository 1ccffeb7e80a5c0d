/**
 * The order calls of the user centre and of staff (docs/contract-booking.md "Orders, e-codes and
 * write-off"): generic orders, their shipment, e-codes, write-off and review.
 */
import type { Envelope } from '../../../types/contract'
import type { OrderAction } from '../../core/orders/order-actions'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

export interface OrderItem {
  picture: string
  name: string
  spec: string | null
  /** yuan, two decimals */
  price: string
  quantity: number
}

export interface GenericOrder {
  id: string
  orderCode: string
  orderType: number
  status: number
  shopName: string
  useDate: string | null
  totalMoney: string
  freight: string
  discount: string
  payMoney: string
  refundStatus: number
  itemCount: number
  items: OrderItem[]
  logisticsCompany: string | null
  trackingNumber: string | null
  actions: OrderAction[]
  createTime: string
}

export interface OrderDetail extends GenericOrder {
  address: { name: string; phone: string; region: string; detail: string } | null
  timeline: { status: number; event: string; time: string }[]
  refundReason: string | null
  remark: string | null
}

export type TrackState = 'collected' | 'inTransit' | 'delivering' | 'signed' | 'problem' | 'returned'

export interface Shipment {
  orderCode: string
  companyName: string
  trackingNumber: string
  state: TrackState
  events: { time: string; context: string; location?: string }[]
}

export interface ECode {
  kind: 'booking' | 'generic'
  orderCode: string
  code: string
  name: string
  resourceType: string | null
  resourceId: number | null
  startTime: string | null
  endTime: string | null
  useDate: string | null
  useNum: number
  status: number
  orderType?: number
}

export interface StaffBooking {
  orderCode: string
  status: number
  resourceType: string
  resourceId: number
  resourceName: string
  day: string
  startTime: string
  endTime: string
  useNum: number
  visitors: string[]
}

export interface StaffResource {
  resourceType: string
  resourceId: number
  resourceName: string | null
}

export interface PendingBooking {
  orderCode: string
  status: number
  resourceName: string
  startTime: string
  endTime: string
  useNum: number
}

export interface ResourceKey {
  resourceType: string
  resourceId: string | number
}

export const genericOrderApi = resourceApi<GenericOrder, OrderDetail, { orderType?: number; status?: number }>('user/api/order')

type Moved = { orderCode: string; orderType: number; status: number }

const ACTION_PATH: Record<Exclude<OrderAction, 'pay'>, string> = {
  cancel: 'cancel',
  refund: 'applyRefund',
  confirmReceipt: 'confirmReceipt',
}

export const orderApi = {
  detail: (orderCode: string): Promise<Result<OrderDetail>> =>
    call(get<Envelope<OrderDetail>>('user/api/order/detail', { orderCode }, { offline: true })),
  act: (action: Exclude<OrderAction, 'pay'>, orderCode: string): Promise<Result<Moved>> =>
    call(post<Envelope<Moved>>(`user/api/order/${ACTION_PATH[action]}`, { orderCode })),
  shipment: (orderCode: string): Promise<Result<Shipment>> => call(get<Envelope<Shipment>>('user/api/order/logistics', { orderCode })),
  eCodes: (): Promise<Result<ECode[]>> => call(get<Envelope<ECode[]>>('user/api/order/eCodeList', {})),
}

export const staffApi = {
  resources: (): Promise<Result<StaffResource[]>> => call(get<Envelope<StaffResource[]>>('act/api/activityOrder/staffResources', {})),
  find: (key: ResourceKey, code: string): Promise<Result<StaffBooking>> =>
    call(get<Envelope<StaffBooking>>('act/api/activityOrder/validOrderInfo', { ...key, code })),
  writeOff: (key: ResourceKey, code: string): Promise<Result<StaffBooking>> =>
    call(post<Envelope<StaffBooking>>('act/api/activityOrder/selfValidOrder', { ...key, code })),
  review: (key: ResourceKey, orderCode: string, approve: boolean): Promise<Result<{ orderCode: string; status: number }>> =>
    call(
      post<Envelope<{ orderCode: string; status: number }>>('act/api/activityOrder/audit', {
        ...key,
        orderCode,
        auditStatus: approve ? 1 : 2,
      }),
    ),
}

/** the reviewed bookings of a resource waiting for staff, as a paged source */
export const pendingApi = resourceApi<PendingBooking, PendingBooking, ResourceKey>('act/api/activityOrder', {
  paths: { list: 'auditList' },
})
