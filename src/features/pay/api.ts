/**
 * The payment calls (docs/contract-booking.md "Payment"): the order to pay (the reservation
 * detail), paying it with money or points, and the development checkout's confirm.
 */
import type { Envelope } from '../../../types/contract'
import type { PayType, RefundState } from '../../core/booking/payment'
import { call, type Result } from '../../kit/result'
import type { PayChannel, WechatPayParams } from '../../platform/pay'
import { get, post } from '../../services/request'

/** an order as the pay page shows it (act/api/activityOrder/detail) */
export interface PayOrder {
  orderCode: string
  resourceName: string
  status: number
  startTime: string
  endTime: string
  useNum: number
  /** yuan ('60.00'), '' when the order asks no money */
  payMoney: string
  /** points, 0 when the order asks none */
  payIntegral: number
  payType: PayType | ''
  refundState: RefundState | ''
  /** ISO, '' for an order that never waited for a payment */
  payDeadline: string
  updateTime: string
}

export interface DevPayParams {
  provider: 'dev-pay'
  channel: 'dev'
  orderCode: string
  amountFen: number
}

export type PayAnswer =
  | { orderCode: string; payType: 'POINTS'; paid: true; status: number }
  | { orderCode: string; payType: 'MONEY'; paid: false; params: DevPayParams | WechatPayParams }

export const payApi = {
  order: (orderCode: string | number): Promise<Result<PayOrder>> =>
    call(get<Envelope<PayOrder>>('act/api/activityOrder/detail', { orderCode })),
  pay: (orderCode: string, payType: PayType, channel: PayChannel): Promise<Result<PayAnswer>> =>
    call(post<Envelope<PayAnswer>>('user/api/activityOrder/pay', { orderCode, payType, channel }, { idempotent: true })),
  /** the dev-pay checkout's Pay or Cancel (refused unless dev-pay is the server's provider) */
  devConfirm: (orderCode: string, action: 'pay' | 'cancel'): Promise<Result<{ orderCode: string; status: number }>> =>
    call(post<Envelope<{ orderCode: string; status: number }>>('user/api/dev/pay/confirm', { orderCode, action })),
}
