/**
 * What an order asks and what became of it, for a reservation row: the amount (yuan or points),
 * how it was paid, and a cancelled paid order's refund state. Nothing for a free order.
 */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'

export interface PaymentOfOrder {
  orderCode: string
  /** yuan, '' when none */
  payMoney: string
  payIntegral?: number
  payType?: string
  refundState?: string
}

export function amountText(
  t: (key: string, params?: Record<string, unknown>) => string,
  order: Pick<PaymentOfOrder, 'payMoney' | 'payIntegral'>,
) {
  if (order.payMoney) return t('pay:money', { money: order.payMoney })
  if (order.payIntegral) return t('pay:points', { points: order.payIntegral })
  return ''
}

export function PaymentLines({ order, className }: { order: PaymentOfOrder; className: string }) {
  const { t } = useTranslation('pay')
  const amount = amountText(t, order)
  if (!amount) return null
  const parts = [
    amount,
    order.payType ? t(`pay:payType.${order.payType}`) : '',
    order.refundState ? t(`pay:refundState.${order.refundState}`) : '',
  ]
  return (
    <Text className={className} data-testid={`payment-${order.orderCode}`} data-refund={order.refundState || undefined}>
      {parts.filter(Boolean).join(' · ')}
    </Text>
  )
}
