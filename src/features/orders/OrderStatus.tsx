/** An order's status label (product-spec 4, by its type's set) and "refunded" beside a closed refunded order. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { orderLabelKey } from '../../core/booking/order-labels'
import './orders.scss'

export function OrderStatus({
  orderType,
  status,
  refundStatus,
  testId,
}: {
  orderType: number
  status: number
  refundStatus: number
  testId: string
}) {
  const { t } = useTranslation(['booking', 'orders'])
  const key = orderLabelKey(orderType, status)
  const label = key ? t(key) : ''
  const refunded = refundStatus === 1 && !label.includes(t('orders:list.refunded')) ? ` · ${t('orders:list.refunded')}` : ''
  return (
    <Text className="wl-order-status" data-testid={testId} data-status={status}>
      {label}
      {refunded}
    </Text>
  )
}
