/** The items of an order (picture, name, variant, price × quantity): one block for the list and the detail. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Picture } from '../../kit/picture'
import type { OrderItem } from './api'
import './orders.scss'

export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation('orders')
  return (
    <View className="wl-order-items">
      {items.map((item, i) => (
        <View className="wl-order-items__row" key={i}>
          <Picture className="wl-order-items__pic" src={item.picture} />
          <View className="wl-order-items__text">
            <Text className="wl-order-items__name">{item.name}</Text>
            {item.spec && <Text className="wl-order-items__spec">{item.spec}</Text>}
          </View>
          <View className="wl-order-items__price">
            <Text>¥{item.price}</Text>
            <Text className="wl-order-items__spec">{t('detail.quantity', { count: item.quantity })}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
