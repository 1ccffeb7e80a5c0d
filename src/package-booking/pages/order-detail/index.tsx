/**
 * /order-detail/{orderCode} (login): a generic order — status label, seller, items, amounts, the
 * address it ships to, the shipment, the timeline of its states and the buttons its state allows
 * (confirm receipt, refund, cancel). A to-pay order shows the amount due and where to pay it:
 * generic orders are paid where they were sold; /order-pay is for booking orders. Another user's
 * order is not found.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ORDER_RULES, orderTypeName } from '@/core/orders/order-actions'
import { siteDateTimeText } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { OrderActions, OrderItems, orderApi, OrderStatus, type OrderDetail } from '@/features/orders'
import { DetailPage, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './order-detail.scss'

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className="order-detail__line" data-testid={testId}>
      <Text className="order-detail__label">{label}</Text>
      <Text className="order-detail__value">{value}</Text>
    </View>
  )
}

function Body({ order, reload }: { order: OrderDetail; reload: () => void }) {
  const { t } = useTranslation(['orders', 'booking'])
  const name = orderTypeName(order.orderType)
  const toPay = !!name && ORDER_RULES[name].toPay.includes(order.status)
  return (
    <View className="order-detail">
      <View className="order-detail__card order-detail__head">
        <OrderStatus orderType={order.orderType} status={order.status} refundStatus={order.refundStatus} testId="order-detail-status" />
        {toPay && (
          <Text className="order-detail__note" data-testid="order-detail-pay-note">
            {t('orders:detail.payNote', { money: order.payMoney })}
          </Text>
        )}
      </View>
      {order.address && (
        <View className="order-detail__card" data-testid="order-detail-address">
          <Text className="order-detail__title">{t('orders:detail.address')}</Text>
          <Text className="order-detail__text">
            {order.address.name} {order.address.phone}
          </Text>
          <Text className="order-detail__text">
            {order.address.region} {order.address.detail}
          </Text>
        </View>
      )}
      {order.trackingNumber && order.logisticsCompany && (
        <View
          className="order-detail__card"
          {...pressable(() => navigate(routes.logistics(order.orderCode)))}
          data-testid="order-detail-shipment"
        >
          <Text className="order-detail__title">{t('orders:list.logistics')}</Text>
          <Text className="order-detail__text">
            {t('orders:detail.trackingNumber', { company: order.logisticsCompany, number: order.trackingNumber })}
          </Text>
        </View>
      )}
      <View className="order-detail__card">
        <Text className="order-detail__title">{order.shopName}</Text>
        <OrderItems items={order.items} />
        <Line label={t('orders:detail.total')} value={`¥${order.totalMoney}`} />
        <Line label={t('orders:detail.freight')} value={`¥${order.freight}`} />
        {order.discount !== '0.00' && <Line label={t('orders:detail.discount')} value={`-¥${order.discount}`} />}
        <Line label={t('orders:detail.payMoney')} value={`¥${order.payMoney}`} testId="order-detail-pay" />
      </View>
      <View className="order-detail__card">
        <Line label={t('orders:detail.orderCode')} value={order.orderCode} />
        <Line label={t('orders:detail.createTime')} value={siteDateTimeText(order.createTime)} />
        {order.useDate && <Line label={t('orders:detail.useDate')} value={order.useDate} />}
        {order.refundReason && <Line label={t('orders:detail.refundReason')} value={order.refundReason} />}
      </View>
      <View className="order-detail__card" data-testid="order-detail-timeline">
        <Text className="order-detail__title">{t('orders:detail.timeline')}</Text>
        {[...order.timeline].reverse().map((e, i) => (
          <View className={`order-detail__step${i === 0 ? ' is-current' : ''}`} key={`${e.event}-${e.time}`}>
            <Text className="order-detail__step-name">{t(`orders:event.${e.event}`, { defaultValue: e.event })}</Text>
            <Text className="order-detail__step-time">{siteDateTimeText(e.time)}</Text>
          </View>
        ))}
      </View>
      <OrderActions order={order} onDone={reload} withShipment={false} />
    </View>
  )
}

export default function OrderDetailPage() {
  const { t } = useTranslation('orders')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={(code) => orderApi.detail(String(code))} title={t('title.detail')} testId="order-detail">
      {(order, reload) => <Body order={order} reload={reload} />}
    </DetailPage>
  )
}
