/** The items of an order (picture, name, variant, price × quantity): one block for the list and the detail. */
import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { mediaUrl } from '../../kit/media-url'
import type { OrderItem } from './api'
import './orders.scss'

export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation('orders')
  return (
    <View className="wl-order-items">
      {items.map((item, i) => (
        <View className="wl-order-items__row" key={i}>
          <Image className="wl-order-items__pic" src={mediaUrl(item.picture)} mode="aspectFill" />
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
