/**
 * The buttons an order shows where its state allows them (src/core/orders/order-actions.ts): the
 * shipment of a shipped order, confirm receipt, refund, cancel. Each asks first, calls, toasts the
 * server's words and tells the page to load the order again. "Pay" is not a button here: generic
 * orders are paid where they were sold (the detail page says so with the amount).
 */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { hasShipment, type OrderAction } from '../../core/orders/order-actions'
import * as routes from '../../core/route-paths'
import { toast, toastFailure } from '../../kit/toast'
import { navigate } from '../../services/navigate'
import { orderApi } from './api'
import './orders.scss'

type Act = Exclude<OrderAction, 'pay'>
const ASK: Record<Act, string> = { cancel: 'action.cancelAsk', refund: 'action.refundAsk', confirmReceipt: 'action.receiptAsk' }
const SHOWN: Act[] = ['confirmReceipt', 'refund', 'cancel']

export interface OrderActionsProps {
  order: { orderCode: string; orderType: number; status: number; actions: OrderAction[] }
  onDone: () => void
  /** the logistics link (the list shows it; the detail has its own row) */
  withShipment?: boolean
}

export function OrderActions({ order, onDone, withShipment = true }: OrderActionsProps) {
  const { t } = useTranslation(['orders', 'common'])
  const run = async (action: Act) => {
    const { confirm } = await Taro.showModal({
      title: t(`orders:action.${action}`),
      content: t(`orders:${ASK[action]}`),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    })
    if (!confirm) return
    const res = await orderApi.act(action, order.orderCode)
    if (!res.ok) {
      toastFailure(res, t('common:requestFailed'))
      return onDone() // the state may have moved elsewhere (another device): show what it is now
    }
    toast(res.message || t(`orders:action.${action}`))
    onDone()
  }
  const acts = SHOWN.filter((a) => order.actions.includes(a))
  const shipment = withShipment && hasShipment(order.orderType, order.status)
  if (!acts.length && !shipment) return null
  return (
    <View className="wl-order-actions">
      {shipment && (
        <Button size="small" data-testid={`order-logistics-${order.orderCode}`} onClick={() => navigate(routes.logistics(order.orderCode))}>
          {t('orders:list.logistics')}
        </Button>
      )}
      {acts.map((a) => (
        <Button
          key={a}
          size="small"
          type={a === 'confirmReceipt' ? 'primary' : 'default'}
          data-testid={`order-${a}-${order.orderCode}`}
          onClick={() => run(a)}
        >
          {t(`orders:action.${a}`)}
        </Button>
      ))}
    </View>
  )
}
