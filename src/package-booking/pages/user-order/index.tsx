/**
 * /user-order (menu ORDERS, login): the generic orders of the six order types. Tabs by type (All,
 * goods, vouchers, tickets, direct, hotels, tours), then, inside a type, its statuses as
 * product-spec 4 labels them. A row shows the seller, the status label, the items, the count and the
 * amount paid, and the buttons its state allows; a tap opens /order-detail/{orderCode}. Bookings of
 * scenic areas and venues are reservations, not orders: on All and Tickets a line says so and
 * leads to /user-reservation, where a visitor who booked looks first (issue 28).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ORDER_LABELS, type OrderTypeName } from '@/core/booking/order-labels'
import { ORDER_TYPE_TABS } from '@/core/orders/order-actions'
import * as routes from '@/core/route-paths'
import { genericOrderApi, OrderActions, OrderItems, OrderStatus } from '@/features/orders'
import { FilterTabs, PagedList } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './user-order.scss'

const ALL = 'all'

export default function UserOrderPage() {
  const { t } = useTranslation(['orders', 'booking'])
  const [type, setType] = useState<string>(ALL)
  const [status, setStatus] = useState<string>(ALL)
  const orderType = ORDER_TYPE_TABS.find((x) => x.key === type)?.orderType
  const labels = type === ALL ? null : ORDER_LABELS[type as OrderTypeName]
  const statusTabs = labels
    ? [
        { code: ALL, name: t('orders:statusAll') },
        ...Object.entries(labels).map(([code, name]) => ({ code, name: t(`booking:orderLabel.${name}`) })),
      ]
    : []
  const params = {
    ...(orderType === undefined ? {} : { orderType }),
    ...(labels && status !== ALL ? { status: Number(status) } : {}),
  }
  const chooseType = (code: string) => {
    setType(code)
    setStatus(ALL)
  }

  return (
    <PageShell title={t('orders:title.list')}>
      <View className="user-order-page" data-testid="user-order">
        <FilterTabs
          tabs={ORDER_TYPE_TABS.map((x) => ({ code: x.key, name: t(`orders:type.${x.key}`) }))}
          current={type}
          onChange={chooseType}
          testIdPrefix="order-type"
        />
        {(type === ALL || type === 'scenic') && (
          <View
            className="user-order-page__reservations"
            data-testid="order-to-reservations"
            {...pressable(() => navigate(routes.userReservation()))}
          >
            <Text className="user-order-page__reservations-text">{t('orders:list.reservationsHere')}</Text>
            <Text className="user-order-page__reservations-link">{t('orders:list.toReservations')} ›</Text>
          </View>
        )}
        {labels && <FilterTabs tabs={statusTabs} current={status} onChange={setStatus} testIdPrefix="order-status-tab" />}
        <PagedList
          source={genericOrderApi}
          params={params}
          reloadOnShow
          renderItem={(order, list) => (
            <View className="order-row" data-testid={`order-${order.orderCode}`} data-type={order.orderType} data-status={order.status}>
              <View className="order-row__body" {...pressable(() => navigate(routes.orderDetail(order.orderCode)))}>
                <View className="order-row__head">
                  <Text className="order-row__shop">{order.shopName}</Text>
                  <OrderStatus
                    orderType={order.orderType}
                    status={order.status}
                    refundStatus={order.refundStatus}
                    testId={`order-status-${order.orderCode}`}
                  />
                </View>
                <OrderItems items={order.items} />
                <Text className="order-row__sum">
                  {t('orders:list.count', { count: order.itemCount })} {t('orders:list.pay', { money: order.payMoney })}
                </Text>
              </View>
              <OrderActions order={order} onDone={list.reload} />
            </View>
          )}
        />
      </View>
    </PageShell>
  )
}
